import type { MigrationInterface, QueryRunner } from 'typeorm';

// The hourly upload quota counts these, not pdf_uploads: deleting an upload must not free a slot.
export class UploadEvents1795737600000 implements MigrationInterface {
  name = 'UploadEvents1795737600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE upload_events (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX upload_events_user_created_at ON upload_events (user_id, created_at)',
    );
    // Uploads of the last hour still count after the upgrade (those deleted before it are gone).
    await queryRunner.query(`
      INSERT INTO upload_events (user_id, created_at)
      SELECT user_id, created_at FROM pdf_uploads WHERE created_at > now() - interval '1 hour'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE upload_events');
  }
}
