import type { MigrationInterface, QueryRunner } from 'typeorm';

// Settling payments (issue 10): when the provider says it was paid, why a payment failed
// (declined, abandoned, an amount or currency that does not match the plan…), and when the
// provider was last asked (verify-pending asks at most once per reference per 10 s). Users get
// the start of their current Pro run; its end is pro_until, as before.
export class PaymentSettlement1796083200000 implements MigrationInterface {
  name = 'PaymentSettlement1796083200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payments
        ADD COLUMN paid_at timestamptz,
        ADD COLUMN failure_reason varchar(40),
        ADD COLUMN checked_at timestamptz,
        ADD CONSTRAINT payments_failure_reason_when_failed
          CHECK ((status = 'failed') = (failure_reason IS NOT NULL))`);
    await queryRunner.query(
      `CREATE INDEX payments_user_pending ON payments (user_id, created_at) WHERE status = 'pending'`,
    );
    await queryRunner.query('ALTER TABLE users ADD COLUMN pro_started_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN pro_started_at');
    await queryRunner.query('DROP INDEX payments_user_pending');
    await queryRunner.query(`
      ALTER TABLE payments
        DROP CONSTRAINT payments_failure_reason_when_failed,
        DROP COLUMN checked_at,
        DROP COLUMN failure_reason,
        DROP COLUMN paid_at`);
  }
}
