import type { MigrationInterface, QueryRunner } from 'typeorm';

// Pro payments (issue 10; shared/docs/reference/payments-security.md §1). A row is written,
// pending, before the provider is called; its reference is unique, so one payment can be
// granted once. The amount is the plan's, from the server, in pesewas. Paystack allows only
// letters, digits, '-', '.' and '=' in a reference: so `pro-<uuid>`, not `pro_<uuid>`.
export class Payments1795996800000 implements MigrationInterface {
  name = 'Payments1795996800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reference varchar(100) NOT NULL CHECK (reference ~ '^[A-Za-z0-9.=-]+$'),
        plan_id varchar(40) NOT NULL,
        amount_minor integer NOT NULL CHECK (amount_minor > 0),
        currency char(3) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'success', 'failed')),
        provider varchar(20) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        verified_at timestamptz,
        CONSTRAINT payments_reference_key UNIQUE (reference),
        CONSTRAINT payments_verified_when_settled CHECK ((status = 'pending') = (verified_at IS NULL))
      )`);
    await queryRunner.query(
      'CREATE INDEX payments_user_created ON payments (user_id, created_at DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payments');
  }
}
