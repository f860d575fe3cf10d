import type { MigrationInterface, QueryRunner } from 'typeorm';

// Deleted data kept for undo (issue 12, docs/account-data.md): one row per "Delete all transaction
// data". `sealed` holds the deleted rows as JSON, gzipped and AES-256-GCM sealed (the archive id
// and user id as associated data); it is set to NULL when the data is restored or, once
// `expires_at` has passed, by the purge job. The row itself (counts and times only) stays as the
// record of the deletion, and goes with its user.
export class DeletedData1796342400000 implements MigrationInterface {
  name = 'DeletedData1796342400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE deleted_data (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        sealed bytea,
        counts jsonb NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        restored_at timestamptz,
        purged_at timestamptz,
        CONSTRAINT deleted_data_sealed_while_live
          CHECK (sealed IS NULL OR (restored_at IS NULL AND purged_at IS NULL))
      )`);
    await queryRunner.query(
      'CREATE INDEX deleted_data_user_deleted ON deleted_data (user_id, deleted_at DESC)',
    );
    // The purge job's scan: only archives still holding data.
    await queryRunner.query(
      'CREATE INDEX deleted_data_sealed_expiry ON deleted_data (expires_at) WHERE sealed IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE deleted_data');
  }
}
