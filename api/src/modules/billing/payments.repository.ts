import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';
import type { ProSpan } from '../users';
import type { Payment, PaymentStatus, ReversalReason } from './payment.entity';

// A payment row under the entity's names (payment.entity.ts), so the services read it as a Payment.
const PAYMENT = [
  'id',
  'user_id as userId',
  'reference',
  'plan_id as planId',
  'amount_minor as amountMinor',
  'currency',
  'status',
  'provider',
  'created_at as createdAt',
  'verified_at as verifiedAt',
  'paid_at as paidAt',
  'failure_reason as failureReason',
  'checked_at as checkedAt',
  'pro_from as proFrom',
  'pro_to as proTo',
  'pro_taken_back_seconds as proTakenBackSeconds',
  'refunded_minor as refundedMinor',
  'reversed_at as reversedAt',
  'reversal_reason as reversalReason',
  'dispute_status as disputeStatus',
] as const;

// The payments table's check constraints hold these columns to these values.
type Constrained = {
  status: PaymentStatus;
  reversalReason: ReversalReason | null;
  disputeStatus: Payment['disputeStatus'];
};

// Whole seconds of Pro time; null for a payment that bought none (pro_from, pro_to null).
type Seconds = number | null;

// The payments table: a user's payments for Pro, from pending to paid (or failed), and what a
// refund or chargeback took back.
@Injectable()
export class PaymentsRepository {
  constructor(private readonly database: Database) {}

  // The user's payments, newest first.
  listOf(userId: string): Promise<Payment[]> {
    return this.database.db
      .selectFrom('payments')
      .select(PAYMENT)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .$narrowType<Constrained>()
      .execute();
  }

  findById(id: string): Promise<Payment> {
    return this.database.db
      .selectFrom('payments')
      .select(PAYMENT)
      .where('id', '=', id)
      .$narrowType<Constrained>()
      .executeTakeFirstOrThrow();
  }

  // The payment with this reference, or undefined (a reference this app never issued).
  findByReference(reference: string): Promise<Payment | undefined> {
    return this.database.db
      .selectFrom('payments')
      .select(PAYMENT)
      .where('reference', '=', reference)
      .$narrowType<Constrained>()
      .executeTakeFirst();
  }

  // The user's own payment with this reference: another user's reads the same as none.
  findOwnedByReference(userId: string, reference: string): Promise<Payment | undefined> {
    return this.database.db
      .selectFrom('payments')
      .select(PAYMENT)
      .where('reference', '=', reference)
      .where('user_id', '=', userId)
      .$narrowType<Constrained>()
      .executeTakeFirst();
  }

  // The plan of the user's latest paid payment. A payment refunded or charged back in full no
  // longer counts as the plan.
  async latestPaidPlanOf(userId: string): Promise<string | undefined> {
    const row = await this.database.db
      .selectFrom('payments')
      .select('plan_id')
      .where('user_id', '=', userId)
      .where('status', '=', 'success')
      .whereRef('refunded_minor', '<', 'amount_minor')
      .orderBy('verified_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.plan_id;
  }

  // How many of the user's payments started in the last hour are still pending.
  async pendingStartedInLastHour(userId: string): Promise<number> {
    const row = await this.database.db
      .selectFrom('payments')
      .select(sql<number>`count(*)::int`.as('started'))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirst();
    return row?.started ?? 0;
  }

  // The row exists, pending, before the provider hears of the reference.
  async insertPending(payment: {
    userId: string;
    reference: string;
    planId: string;
    amountMinor: number;
    currency: string;
    provider: string;
  }): Promise<void> {
    await this.database.db
      .insertInto('payments')
      .values({
        user_id: payment.userId,
        reference: payment.reference,
        plan_id: payment.planId,
        amount_minor: payment.amountMinor,
        currency: payment.currency,
        status: 'pending',
        provider: payment.provider,
      })
      .execute();
  }

  // Claims the user's pending payments of the last `window` (an interval), the newest `max` of
  // them not asked about in the last `recheckSeconds`: marks them checked now and returns their
  // ids. Rows another caller holds are skipped, so each is asked about at most once in that time.
  async claimPendingToCheck(
    userId: string,
    claim: { window: string; max: number; recheckSeconds: number },
  ): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      UPDATE payments SET checked_at = now()
       WHERE id IN (
         SELECT id FROM payments
          WHERE user_id = ${userId} AND status = 'pending'
            AND created_at > now() - ${claim.window}::interval
            AND (checked_at IS NULL OR checked_at < now() - make_interval(secs => ${claim.recheckSeconds}))
          ORDER BY created_at DESC
          LIMIT ${claim.max}
          FOR UPDATE SKIP LOCKED)
       RETURNING id`.execute(this.database.db);
    return rows.map((row) => row.id);
  }

  // Claims the user's pending payments begun at least `olderThan` ago (an interval), the newest
  // `max` of them not asked about in the last `recheckSeconds`, as claimPendingToCheck does.
  async claimStalePendingToCheck(
    userId: string,
    claim: { olderThan: string; max: number; recheckSeconds: number },
  ): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      UPDATE payments SET checked_at = now()
       WHERE id IN (
         SELECT id FROM payments
          WHERE user_id = ${userId} AND status = 'pending'
            AND created_at <= now() - ${claim.olderThan}::interval
            AND (checked_at IS NULL OR checked_at < now() - make_interval(secs => ${claim.recheckSeconds}))
          ORDER BY created_at DESC
          LIMIT ${claim.max}
          FOR UPDATE SKIP LOCKED)
       RETURNING id`.execute(this.database.db);
    return rows.map((row) => row.id);
  }

  // The conditional UPDATE lets exactly one caller move the row from pending (or a failure the
  // payer can still complete, `reopenable`) to success: PostgreSQL re-checks the status after
  // waiting on another's lock. True for that one caller.
  async markPaid(id: string, paidAt: Date, reopenable: readonly string[]): Promise<boolean> {
    const won = await this.database.db
      .updateTable('payments')
      .set({
        status: 'success',
        failure_reason: null,
        verified_at: sql<Date>`now()`,
        paid_at: paidAt,
        checked_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'pending'),
          eb.and([eb('status', '=', 'failed'), eb('failure_reason', 'in', reopenable)]),
        ]),
      )
      .returning('user_id')
      .execute();
    return won.length > 0;
  }

  // The Pro time the payment pays for, as the grant gave it.
  async recordProSpan(id: string, span: ProSpan): Promise<void> {
    await this.database.db
      .updateTable('payments')
      .set({ pro_from: span.proFrom, pro_to: span.proTo })
      .where('id', '=', id)
      .execute();
  }

  // A pending payment failed (declined, abandoned, mismatch, checkout_failed…); a settled one
  // stays as it is.
  async markFailed(reference: string, reason: string): Promise<void> {
    await this.database.db
      .updateTable('payments')
      .set({
        status: 'failed',
        failure_reason: reason,
        verified_at: sql<Date>`now()`,
        checked_at: sql<Date>`now()`,
      })
      .where('reference', '=', reference)
      .where('status', '=', 'pending')
      .execute();
  }

  // A dispute open or won, recorded for support. A lost one stays so.
  async recordDispute(id: string, status: 'open' | 'won'): Promise<void> {
    await this.database.db
      .updateTable('payments')
      .set({ dispute_status: status })
      .where('id', '=', id)
      .where('dispute_status', 'is distinct from', 'lost')
      .execute();
  }

  // The paid payment, its row locked until the transaction ends, with the seconds of Pro it
  // bought and those of them still ahead (null: it bought none); undefined unless it is paid.
  lockPaid(id: string) {
    return this.database.db
      .selectFrom('payments')
      .select([
        'amount_minor as amountMinor',
        'refunded_minor as refundedMinor',
        'pro_taken_back_seconds as takenBack',
        'dispute_status as disputeStatus',
        sql<Seconds>`floor(extract(epoch FROM pro_to - pro_from))::int + pro_taken_back_seconds`.as(
          'bought',
        ),
        sql<Seconds>`floor(greatest(0, extract(epoch FROM pro_to - greatest(pro_from, now()))))::int`.as(
          'unused',
        ),
      ])
      .where('id', '=', id)
      .where('status', '=', 'success')
      .forUpdate()
      .executeTakeFirst();
  }

  async markDisputeLost(id: string): Promise<void> {
    await this.database.db
      .updateTable('payments')
      .set({ dispute_status: 'lost' })
      .where('id', '=', id)
      .execute();
  }

  // The time bought after this payment's moves earlier, whole.
  async moveLaterSpansEarlier(userId: string, paymentId: string, seconds: number): Promise<void> {
    await sql`
      UPDATE payments
         SET pro_from = pro_from - make_interval(secs => ${seconds}),
             pro_to = pro_to - make_interval(secs => ${seconds})
       WHERE user_id = ${userId} AND id <> ${paymentId} AND status = 'success'
         AND pro_from >= (SELECT pro_to FROM payments WHERE id = ${paymentId})`.execute(
      this.database.db,
    );
  }

  // Records a taking back: the share of the price back to the payer, why, and the seconds of
  // Pro taken from the end of the payment's time.
  async recordTakeBack(
    id: string,
    step: { refundedMinor: number; reason: ReversalReason; seconds: number; disputeLost: boolean },
  ): Promise<void> {
    await sql`
      UPDATE payments
         SET refunded_minor = ${step.refundedMinor}, reversal_reason = ${step.reason},
             reversed_at = coalesce(reversed_at, now()),
             pro_taken_back_seconds = pro_taken_back_seconds + ${step.seconds},
             pro_to = pro_to - make_interval(secs => ${step.seconds}),
             dispute_status = CASE WHEN ${step.disputeLost}::boolean THEN 'lost' ELSE dispute_status END
       WHERE id = ${id}`.execute(this.database.db);
  }
}
