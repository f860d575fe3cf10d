import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 27: the free plan's statement allowance counts imports in a ledger that deleting data or
// uploads does not touch, so deleting and restoring gives no new allowance. A row per upload ever
// made, kept by triggers on pdf_uploads whatever code path writes it: `counted` follows the rule
// the allowance always had (still being read, or completed with new transactions; a failed one or
// one that brought nothing new is free). Deleting the upload leaves its row; restoring it (the
// same id inserted again) changes nothing. Only deleting the account removes the rows.
export class StatementAllowanceLedger1796688000000 implements MigrationInterface {
  name = 'StatementAllowanceLedger1796688000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE statement_imports (
        upload_id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        counted boolean NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX statement_imports_user_created ON statement_imports (user_id, created_at)',
    );
    await queryRunner.query(`
      CREATE FUNCTION statement_imports_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO statement_imports (upload_id, user_id, counted, created_at)
        VALUES (NEW.id, NEW.user_id,
                NEW.status IN ('pending', 'processing')
                  OR (NEW.status = 'completed' AND NEW.new_transactions_count > 0),
                NEW.created_at)
        ON CONFLICT (upload_id) DO UPDATE SET counted =
          CASE WHEN TG_OP = 'UPDATE' THEN EXCLUDED.counted ELSE statement_imports.counted END;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER statement_imports_track
        AFTER INSERT OR UPDATE OF status, new_transactions_count ON pdf_uploads
        FOR EACH ROW EXECUTE FUNCTION statement_imports_track()`);
    await queryRunner.query(`
      INSERT INTO statement_imports (upload_id, user_id, counted, created_at)
      SELECT id, user_id,
             status IN ('pending', 'processing') OR (status = 'completed' AND new_transactions_count > 0),
             created_at
        FROM pdf_uploads`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER statement_imports_track ON pdf_uploads');
    await queryRunner.query('DROP FUNCTION statement_imports_track()');
    await queryRunner.query('DROP TABLE statement_imports');
  }
}
