import type { MigrationInterface, QueryRunner } from 'typeorm';

// The prune on every send deletes by created_at alone, which the (kind, …, created_at) indexes cannot serve.
export class AuthRateEventsCreatedAt1764316800000 implements MigrationInterface {
  name = 'AuthRateEventsCreatedAt1764316800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX auth_rate_events_created_at_idx ON auth_rate_events (created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX auth_rate_events_created_at_idx');
  }
}
