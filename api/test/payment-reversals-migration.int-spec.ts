import { migrations } from '../src/migrations';
import { PaymentReversals1796800000000 } from '../src/migrations/1796800000000-payment-reversals';
import { startTestDatabase, type TestDatabase } from './test-app';

// Migration 1796800000000 gives the payments granted before it the Pro time they most likely
// bought: each user's successful payments in the order they were granted, each from the later of
// its grant and the previous one's end, as the grant computes it.
describe('migration 1796800000000: the Pro time of payments granted before it', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    const index = migrations.indexOf(PaymentReversals1796800000000);
    t = await startTestDatabase({ migrations: migrations.slice(0, index) });
    await t.db.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await t.close();
  });

  const user = async (phone: string, isPro: boolean, proUntil: string | null) => {
    const [row] = await t.db.query<{ id: string }[]>(
      `INSERT INTO users (first_name, last_name, phone, email, is_pro, pro_until)
       VALUES ('Test', 'User', $1, $2, $3, $4) RETURNING id`,
      [phone, `${phone}@example.com`, isPro, proUntil],
    );
    return row!.id;
  };
  const payment = (userId: string, reference: string, plan: string, status: string, at: string) =>
    t.db.query(
      `INSERT INTO payments (user_id, reference, plan_id, amount_minor, currency, status, provider,
                             created_at, verified_at, failure_reason)
       VALUES ($1, $2, $3, 2500, 'GHS', $4::varchar, 'paystack', $5, $5,
               CASE WHEN $4::varchar = 'failed' THEN 'declined' END)`,
      [userId, reference, plan, status, at],
    );

  it('replays each user’s grants in order', async () => {
    const kofi = await user('233241234567', true, '2026-08-31T10:00:00Z');
    // Paid early for a second run: it follows on from the first.
    await payment(kofi, 'pro-k1', 'pro-1-month', 'success', '2026-01-31T10:00:00Z');
    await payment(kofi, 'pro-k2', 'pro-3-months', 'success', '2026-02-10T10:00:00Z');
    await payment(kofi, 'pro-k3', 'pro-1-month', 'failed', '2026-02-11T10:00:00Z');
    // After a gap: runs from its own grant.
    await payment(kofi, 'pro-k4', 'pro-6-months', 'success', '2026-07-01T10:00:00Z');
    const ama = await user('233201234567', true, '2027-01-01T00:00:00Z');
    await payment(ama, 'pro-a1', 'pro-12-months', 'success', '2026-01-01T00:00:00Z');
    // Pro without an end: the payment bought no dated time.
    const esi = await user('233501234567', true, null);
    await payment(esi, 'pro-e1', 'pro-1-month', 'success', '2026-03-01T00:00:00Z');

    const runner = t.db.createQueryRunner();
    try {
      await new PaymentReversals1796800000000().up(runner);
    } finally {
      await runner.release();
    }

    const spans = await t.db.query<{ reference: string; from: Date | null; to: Date | null }[]>(
      `SELECT reference, pro_from AS "from", pro_to AS "to" FROM payments ORDER BY reference`,
    );
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    expect(spans.map((s) => [s.reference, iso(s.from), iso(s.to)])).toEqual([
      ['pro-a1', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
      ['pro-e1', null, null],
      // 31 January + 1 month is 28 February, as PostgreSQL (and the grant) count months.
      ['pro-k1', '2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
      ['pro-k2', '2026-02-28T10:00:00.000Z', '2026-05-28T10:00:00.000Z'],
      ['pro-k3', null, null],
      ['pro-k4', '2026-07-01T10:00:00.000Z', '2027-01-01T10:00:00.000Z'],
    ]);
    const [defaults] = await t.db.query<Record<string, unknown>[]>(
      `SELECT refunded_minor, pro_taken_back_seconds, reversed_at, reversal_reason, dispute_status
         FROM payments WHERE reference = 'pro-k1'`,
    );
    expect(defaults).toEqual({
      refunded_minor: 0,
      pro_taken_back_seconds: 0,
      reversed_at: null,
      reversal_reason: null,
      dispute_status: null,
    });
    await expect(
      t.db.query(`UPDATE payments SET reversal_reason = 'refunded' WHERE reference = 'pro-k2'`),
    ).rejects.toThrow(/payments_reversed_when_paid/);
    await expect(
      t.db.query(
        `UPDATE payments SET reversed_at = now(), reversal_reason = 'refunded' WHERE reference = 'pro-k3'`,
      ),
    ).rejects.toThrow(/payments_reversed_when_paid/);
    await expect(
      t.db.query(`UPDATE payments SET refunded_minor = 2501 WHERE reference = 'pro-k2'`),
    ).rejects.toThrow(/payments_refunded_minor_check/);
  });
});
