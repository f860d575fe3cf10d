import type { MigrationInterface, QueryRunner } from 'typeorm';

// One statement, or one wallet with its statements and transactions, deleted with undo (issue 29,
// items 2 and 3), archived like "Delete all transaction data": an archive now says what it holds
// (`scope`: all of the user's transaction data, one wallet or one upload, with that one's id) and
// the name the Undo list shows for it (the file or the wallet label, as the user already sees it).
export class ScopedDeletions1797059200000 implements MigrationInterface {
  name = 'ScopedDeletions1797059200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE deleted_data
        ADD COLUMN scope varchar(10) NOT NULL DEFAULT 'all'
          CHECK (scope IN ('all', 'wallet', 'upload')),
        ADD COLUMN scope_id uuid,
        ADD COLUMN label varchar(255),
        ADD CONSTRAINT deleted_data_scope_id CHECK ((scope = 'all') = (scope_id IS NULL))`);
    await queryRunner.query(
      'CREATE INDEX deleted_data_user_scope ON deleted_data (user_id, scope, scope_id, deleted_at DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX deleted_data_user_scope');
    await queryRunner.query(
      'ALTER TABLE deleted_data DROP CONSTRAINT deleted_data_scope_id, DROP COLUMN label, DROP COLUMN scope_id, DROP COLUMN scope',
    );
  }
}
