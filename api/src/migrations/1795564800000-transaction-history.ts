import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TransactionHistory1795564800000 implements MigrationInterface {
  name = 'TransactionHistory1795564800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trusted since PostgreSQL 13: the database owner may create it without superuser rights.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // History search: one trigram index over the three searchable fields, joined by a unit
    // separator (never part of a search term) so a term cannot match across two fields. The
    // expression is repeated verbatim in TRANSACTION_SEARCH_TEXT; the planner matches it by text.
    await queryRunner.query(
      `CREATE INDEX transactions_search ON transactions
         USING gin ((account_name || E'\\x1f' || to_from || E'\\x1f' || reference) gin_trgm_ops)`,
    );
    // Pages and totals of one wallet, newest first.
    await queryRunner.query(
      'CREATE INDEX transactions_wallet_date ON transactions (wallet_id, date_time DESC)',
    );
    // The uncategorised list: a small partial index, it shrinks as the user categorises.
    await queryRunner.query(
      'CREATE INDEX transactions_user_uncategorised ON transactions (user_id, date_time DESC) WHERE category_id IS NULL',
    );
    // Rules learned from the user's own choices: one per counterparty and direction.
    await queryRunner.query(`
      CREATE TABLE category_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        counterparty varchar(200) NOT NULL,
        direction varchar(3) NOT NULL CHECK (direction IN ('in', 'out')),
        category_id uuid NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT category_rules_user_counterparty_key UNIQUE (user_id, counterparty, direction)
      )`);
    await queryRunner.query('CREATE INDEX category_rules_category ON category_rules (category_id)');
    // Bumped whenever a user's transactions change (rows added, removed or edited), so totals
    // computed for a filter can be reused until then, by any API process.
    await queryRunner.query(
      'ALTER TABLE users ADD COLUMN history_version bigint NOT NULL DEFAULT 0',
    );
    await queryRunner.query(`
      CREATE FUNCTION bump_history_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE users SET history_version = history_version + 1
         WHERE id IN (SELECT DISTINCT user_id FROM changed);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER transactions_added AFTER INSERT ON transactions
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_history_version()`);
    await queryRunner.query(`
      CREATE TRIGGER transactions_removed AFTER DELETE ON transactions
        REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_history_version()`);
    // Any update (PostgreSQL allows no column list with transition tables): categorising bumps
    // it too, which only costs one recount.
    await queryRunner.query(`
      CREATE TRIGGER transactions_edited AFTER UPDATE ON transactions
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_history_version()`);
    await queryRunner.query(`
      CREATE FUNCTION bump_every_history_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE users SET history_version = history_version + 1;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER transactions_truncated AFTER TRUNCATE ON transactions
        FOR EACH STATEMENT EXECUTE FUNCTION bump_every_history_version()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER transactions_truncated ON transactions');
    await queryRunner.query('DROP FUNCTION bump_every_history_version()');
    await queryRunner.query('DROP TRIGGER transactions_edited ON transactions');
    await queryRunner.query('DROP TRIGGER transactions_removed ON transactions');
    await queryRunner.query('DROP TRIGGER transactions_added ON transactions');
    await queryRunner.query('DROP FUNCTION bump_history_version()');
    await queryRunner.query('ALTER TABLE users DROP COLUMN history_version');
    await queryRunner.query('DROP TABLE category_rules');
    await queryRunner.query('DROP INDEX transactions_user_uncategorised');
    await queryRunner.query('DROP INDEX transactions_wallet_date');
    await queryRunner.query('DROP INDEX transactions_search');
  }
}
