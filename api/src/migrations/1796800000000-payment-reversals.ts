import type { MigrationInterface, QueryRunner } from 'typeorm';

// Refunds and chargebacks (issue 27): each granted payment records the Pro time it pays for
// (pro_from, pro_to), so a refund or a lost dispute can take back what it bought and no more; how
// much of its price came back, what was taken back, when and why; and a dispute's state.
// Payments granted before this are given the time they most likely bought: a user's successful
// payments in the order they were granted, each from the later of its grant and the previous one's
// end (as the grant computes it), plans by their months.
export class PaymentReversals1796800000000 implements MigrationInterface {
  name = 'PaymentReversals1796800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payments
        ADD COLUMN pro_from timestamptz,
        ADD COLUMN pro_to timestamptz,
        ADD COLUMN pro_taken_back_seconds integer NOT NULL DEFAULT 0,
        ADD COLUMN refunded_minor integer NOT NULL DEFAULT 0,
        ADD COLUMN reversed_at timestamptz,
        ADD COLUMN reversal_reason varchar(20),
        ADD COLUMN dispute_status varchar(10),
        ADD CONSTRAINT payments_pro_span
          CHECK (("pro_from" IS NULL) = ("pro_to" IS NULL) AND ("pro_from" IS NULL OR "pro_from" <= "pro_to")),
        ADD CONSTRAINT payments_pro_taken_back_check CHECK ("pro_taken_back_seconds" >= 0),
        ADD CONSTRAINT payments_refunded_minor_check
          CHECK ("refunded_minor" >= 0 AND "refunded_minor" <= "amount_minor"),
        ADD CONSTRAINT payments_reversed_when_paid
          CHECK (("reversed_at" IS NULL) = ("reversal_reason" IS NULL) AND ("reversed_at" IS NULL OR "status" = 'success')),
        ADD CONSTRAINT payments_reversal_reason_check
          CHECK ("reversal_reason" IN ('refunded', 'chargeback', 'reversed')),
        ADD CONSTRAINT payments_dispute_status_check
          CHECK ("dispute_status" IN ('open', 'won', 'lost'))`);
    await queryRunner.query(`
      WITH RECURSIVE granted AS (
        SELECT p.id, p.user_id, p.verified_at, plan.months,
               row_number() OVER (PARTITION BY p.user_id ORDER BY p.verified_at, p.id) AS n
          FROM payments p
          JOIN (VALUES ('pro-1-month', 1), ('pro-3-months', 3), ('pro-6-months', 6),
                       ('pro-12-months', 12)) AS plan (plan_id, months)
            ON plan.plan_id = p.plan_id
          JOIN users u ON u.id = p.user_id
         WHERE p.status = 'success' AND NOT (u.is_pro AND u.pro_until IS NULL)
      ), spans AS (
        SELECT id, user_id, n, verified_at AS pro_from,
               verified_at + make_interval(months => months) AS pro_to
          FROM granted WHERE n = 1
        UNION ALL
        SELECT g.id, g.user_id, g.n, greatest(g.verified_at, s.pro_to),
               greatest(g.verified_at, s.pro_to) + make_interval(months => g.months)
          FROM spans s JOIN granted g ON g.user_id = s.user_id AND g.n = s.n + 1
      )
      UPDATE payments p SET pro_from = s.pro_from, pro_to = s.pro_to
        FROM spans s WHERE p.id = s.id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payments
        DROP CONSTRAINT payments_dispute_status_check,
        DROP CONSTRAINT payments_reversal_reason_check,
        DROP CONSTRAINT payments_reversed_when_paid,
        DROP CONSTRAINT payments_refunded_minor_check,
        DROP CONSTRAINT payments_pro_taken_back_check,
        DROP CONSTRAINT payments_pro_span,
        DROP COLUMN dispute_status,
        DROP COLUMN reversal_reason,
        DROP COLUMN reversed_at,
        DROP COLUMN refunded_minor,
        DROP COLUMN pro_taken_back_seconds,
        DROP COLUMN pro_to,
        DROP COLUMN pro_from`);
  }
}
