import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { TransactionContext } from '../../common/database/transaction-context';
import type { AuthContext } from '../../common/guards/auth-context';
import { JobQueue } from '../../common/jobs/job-queue';
import { isProNow, ProTime } from '../users';
import { BillingService, reversalOf } from './billing.service';
import {
  invalidWebhookSignature,
  paymentNotFound,
  planNotFound,
  providerUnavailable,
  tooManyPayments,
} from './billing.errors';
import type {
  PaymentDto,
  PaymentInitializationDto,
  PaymentVerificationDto,
  PendingVerificationDto,
} from './dto/billing.dto';
import type { Payment } from './payment.entity';
import { PaymentsRepository } from './payments.repository';
import { cedisOf, CURRENCY, planById } from './plans';
import {
  InvalidWebhookSignature,
  PAYMENT_PROVIDER,
  ProviderUnavailable,
  type PaymentProvider,
  type ProviderPayment,
} from './provider/payment-provider';

const PAYMENT_SETTLE_QUEUE = 'payments.settle';
type SettleJob = { reference: string };
// Worked by PaymentReversalsService: a refund (no disputeId) or a dispute an event named.
export const PAYMENT_REVERSAL_QUEUE = 'payments.reversal';
export type ReversalJob = { reference: string; disputeId?: string };

// An opened checkout nobody paid reads `abandoned` at the provider but can still be paid; after
// this long it is taken as given up.
const ABANDONED_AFTER_MS = 60 * 60 * 1000;
// A payment the provider still calls in progress (Paystack: ongoing, pending…) a day after it began
// is taken as not completed (issue 30): a mobile-money prompt nobody approved, a checkout left open.
const UNFINISHED_AFTER_MS = 24 * 60 * 60 * 1000;
// The payments list asks again about the caller's pending payments at least this old (verify-pending
// covers the first day), a few at most, each at most once an hour, so none reads Pending for ever.
const STALE_PENDING_AGE = '24 hours';
const STALE_PENDING_MAX = 5;
const STALE_PENDING_RECHECK_SECONDS = 60 * 60;
// verify-pending: the caller's pending payments from the last day, a few at most, each asked
// about at most once per 10 s.
const PENDING_WINDOW = '24 hours';
const PENDING_MAX = 5;
const PENDING_RECHECK_SECONDS = 10;
// Unfinished payments a user may have started in the last hour.
const OPEN_STARTS_PER_HOUR = 10;

// A failed payment the payer can still complete at the provider (a declined card may be tried
// again on the same checkout; an abandoned one paid later): asked about again, and granted if paid.
const REOPENABLE = ['declined', 'abandoned', 'unfinished', 'not_found'];
const settleable = (payment: Payment) =>
  payment.status === 'pending' ||
  (payment.status === 'failed' && REOPENABLE.includes(payment.failureReason ?? ''));

// What a log line says of a failure: the provider's own words for ProviderUnavailable (built by
// the client from the status and Paystack's message), otherwise only the error's kind, since an
// unexpected error's message may quote data (a payer's email, a query's values).
const failureOf = (error: unknown): string =>
  error instanceof ProviderUnavailable
    ? error.message
    : error instanceof Error
      ? error.name
      : typeof error;

export type Settlement = {
  payment: Payment;
  // True only for the one call that turned this payment into Pro.
  granted: boolean;
};

// Initialize, verify, verify-pending and the webhook. Every path that may grant Pro ends in
// settle(), and Pro is granted only by grant(): once per payment, however many arrive at once.
// Refunds and chargebacks take it back: PaymentReversalsService.
@Injectable()
export class PaymentsService implements OnApplicationBootstrap {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly proTime: ProTime,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly queue: JobQueue,
    private readonly tx: TransactionContext,
    private readonly billing: BillingService,
  ) {}

  // Webhook events are settled from the queue: answered at once, retried if the provider is down.
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.createQueue(PAYMENT_SETTLE_QUEUE, {
      retryLimit: 8,
      retryDelay: 30,
      expireInSeconds: 120,
    });
    await this.queue.work<SettleJob>(PAYMENT_SETTLE_QUEUE, 8, async (job) => {
      const payment = await this.payments.findByReference(job.reference);
      // An event for a reference this app never issued: nothing to grant.
      if (payment === undefined) return;
      const { payment: settled } = await this.settle(payment);
      // The provider said it was paid, but its verify does not agree yet: ask again later
      // (the job is retried), rather than leave a paid payment pending.
      if (settled.status === 'pending') {
        throw new Error(`payment ${payment.reference} still pending after charge.success`);
      }
    });
  }

  async initialize(
    auth: AuthContext,
    planType: string,
    origin: string | undefined,
  ): Promise<PaymentInitializationDto> {
    const plan = planById(planType);
    if (!plan) throw planNotFound();
    const user = await this.proTime.stateOf(auth.userId);
    const reference = `pro-${randomUUID()}`;
    // The row exists, pending, before the provider hears of the reference.
    await this.tx.run(async () => {
      await this.tx.lock(`payment-start:${auth.userId}`);
      const started = await this.payments.pendingStartedInLastHour(auth.userId);
      if (started >= OPEN_STARTS_PER_HOUR) throw tooManyPayments();
      await this.payments.insertPending({
        userId: auth.userId,
        reference,
        planId: plan.id,
        amountMinor: plan.amountMinor,
        currency: CURRENCY,
        provider: this.provider.name,
      });
    });
    try {
      const checkout = await this.provider.createCheckout({
        reference,
        amountMinor: plan.amountMinor,
        currency: CURRENCY,
        email: user.email ?? `${user.phone ?? user.id}@${this.config.payments.customerEmailDomain}`,
        callbackUrl: `${this.appOrigin(origin)}/payment-success`,
        metadata: { plan: plan.id, payment: reference },
      });
      return { reference, authorizationUrl: checkout.url };
    } catch (error) {
      await this.markFailed(reference, 'checkout_failed');
      if (error instanceof ProviderUnavailable) {
        this.log.warn(`checkout for ${reference} failed: ${error.message}`);
        throw providerUnavailable();
      }
      throw error;
    }
  }

  // The caller's own payment only: another user's reference is not found, so it cannot be
  // replayed to grant someone else.
  async verify(auth: AuthContext, reference: string): Promise<PaymentVerificationDto> {
    const payment = await this.payments.findOwnedByReference(auth.userId, reference);
    if (payment === undefined) throw paymentNotFound();
    let settlement: Settlement = { payment, granted: false };
    if (settleable(payment)) {
      try {
        settlement = await this.settle(payment);
      } catch (error) {
        if (error instanceof ProviderUnavailable) {
          this.log.warn(`verify ${reference}: ${error.message}`);
          throw providerUnavailable();
        }
        throw error;
      }
    }
    const user = await this.proTime.stateOf(auth.userId);
    const settled = settlement.payment;
    return {
      success: settled.status === 'success',
      status: settled.status,
      amount: cedisOf(settled.amountMinor),
      currency: settled.currency.trim(),
      reference: settled.reference,
      planName: planById(settled.planId)?.displayName ?? settled.planId,
      updatedCount: settlement.granted ? 1 : 0,
      proUntil: user.proUntil?.toISOString() ?? null,
      ...reversalOf(settled),
    };
  }

  // The poll: the caller's recent pending payments, each claimed for PENDING_RECHECK_SECONDS so
  // many tabs and processes ask the provider about one reference at most once in that time.
  async verifyPending(auth: AuthContext): Promise<PendingVerificationDto> {
    const claimed = await this.payments.claimPendingToCheck(auth.userId, {
      window: PENDING_WINDOW,
      max: PENDING_MAX,
      recheckSeconds: PENDING_RECHECK_SECONDS,
    });
    let updatedCount = 0;
    for (const id of claimed) {
      const payment = await this.payments.findById(id);
      try {
        if ((await this.settle(payment)).granted) updatedCount += 1;
      } catch (error) {
        // One unreachable check does not fail the poll; the next tick asks again.
        if (!(error instanceof ProviderUnavailable)) throw error;
        this.log.warn(`verify-pending ${payment.reference}: ${error.message}`);
      }
    }
    const user = await this.proTime.stateOf(auth.userId);
    return { updatedCount, isPro: isProNow(user) };
  }

  // The caller's payments, newest first (GET /api/payments). Their pending payments a day old or
  // more are asked about again first, so an abandoned checkout reads 'Not completed' rather than
  // 'Pending' for ever; whatever that asking meets, the list is answered.
  async list(auth: AuthContext): Promise<PaymentDto[]> {
    await this.settleStalePending(auth);
    return this.billing.listPayments(auth);
  }

  // At most STALE_PENDING_MAX, each at most once an hour. A payment that cannot be settled (the
  // provider unreachable or answering what is not understood, a failed write) is left as it was,
  // asked about again an hour on, and logged by its id and the kind of failure, nothing about the
  // payer: never the list's failure.
  private async settleStalePending(auth: AuthContext): Promise<void> {
    let claimed: string[];
    try {
      claimed = await this.payments.claimStalePendingToCheck(auth.userId, {
        olderThan: STALE_PENDING_AGE,
        max: STALE_PENDING_MAX,
        recheckSeconds: STALE_PENDING_RECHECK_SECONDS,
      });
    } catch (error) {
      this.log.error(`payments list: stale payments not claimed (${failureOf(error)})`);
      return;
    }
    for (const id of claimed) {
      try {
        await this.settle(await this.payments.findById(id));
      } catch (error) {
        const line = `payments list: payment ${id} not settled (${failureOf(error)})`;
        if (error instanceof ProviderUnavailable) this.log.warn(line);
        else this.log.error(line);
      }
    }
  }

  // Checked before anything else, in constant time; answered at once. The event says only which
  // reference to look at: the payment is retrieved from the provider again before any grant.
  async receiveWebhook(
    rawBody: Buffer | undefined,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<void> {
    let event;
    try {
      event = this.provider.constructEvent(rawBody ?? Buffer.alloc(0), headers);
    } catch (error) {
      if (error instanceof InvalidWebhookSignature) {
        this.log.warn('webhook refused: invalid signature');
        throw invalidWebhookSignature();
      }
      throw error;
    }
    if (event.type === 'other') return;
    const reference = event.reference;
    if (!/^[A-Za-z0-9.=-]{1,100}$/.test(reference)) return;
    // Stored before the webhook is answered: one INSERT, in no transaction.
    if (event.type === 'payment.succeeded') {
      const job: SettleJob = { reference };
      await this.queue.send(PAYMENT_SETTLE_QUEUE, job);
    } else {
      // Refunded or disputed: checked with the provider by PaymentReversalsService.
      const job: ReversalJob =
        event.type === 'payment.disputed'
          ? { reference, disputeId: event.disputeId }
          : { reference };
      await this.queue.send(PAYMENT_REVERSAL_QUEUE, job);
    }
  }

  // Asks the provider, then records what it says. Grants only when the provider says success
  // and the amount, currency and reference are this row's.
  async settle(payment: Payment): Promise<Settlement> {
    if (!settleable(payment)) return { payment, granted: false };
    const remote = await this.provider.retrieve(payment.reference);
    const age = Date.now() - payment.createdAt.getTime();
    const old = age > ABANDONED_AFTER_MS;
    let granted = false;
    if (remote === null) {
      if (old) await this.markFailed(payment.reference, 'not_found');
    } else if (remote.status === 'success') {
      const mismatch = this.mismatch(payment, remote);
      if (mismatch === null) granted = await this.grant(payment, remote.paidAt);
      else {
        // Never granted; kept for support to look at (the payer was charged).
        this.log.error(
          `payment ${payment.reference} paid but not granted: ${mismatch} does not match`,
        );
        await this.markFailed(payment.reference, 'mismatch');
      }
    } else if (remote.status === 'failed' || remote.status === 'reversed') {
      await this.markFailed(
        payment.reference,
        remote.status === 'failed' ? 'declined' : 'reversed',
      );
    } else if (remote.status === 'abandoned' && old) {
      await this.markFailed(payment.reference, 'abandoned');
    } else if (remote.status === 'pending' && age > UNFINISHED_AFTER_MS) {
      await this.markFailed(payment.reference, 'unfinished');
    }
    const fresh = await this.payments.findById(payment.id);
    return { payment: fresh, granted };
  }

  // The price is checked against what the payment pays for (Paystack: requested_amount when the
  // payer also paid the fee); the payer must have been charged at least that.
  private mismatch(payment: Payment, remote: ProviderPayment): string | null {
    if (remote.reference !== payment.reference) return 'reference';
    if (remote.amountMinor !== payment.amountMinor) return 'amount';
    if (remote.chargedMinor < remote.amountMinor) return 'amount';
    if (remote.currency !== payment.currency.trim()) return 'currency';
    return null;
  }

  // The one grant. The conditional UPDATE lets exactly one caller move the row from pending to
  // success (PostgreSQL re-checks `status = 'pending'` after waiting on another's lock); only
  // that caller extends Pro, from the later of now and the current end, in the same transaction:
  // the payment's row stays locked by it until the span the grant gave is recorded on it.
  private async grant(payment: Payment, paidAt: Date | null): Promise<boolean> {
    const plan = planById(payment.planId);
    if (!plan) throw new Error(`payment ${payment.reference} has an unknown plan`);
    return this.tx.run(async () => {
      const won = await this.payments.markPaid(payment.id, paidAt ?? new Date(), REOPENABLE);
      if (!won) return false;
      // The users module extends Pro (locking the user's row) and says what span it gave: that
      // span is the payment's (pro_from, pro_to), what a refund can take back.
      const span = await this.proTime.grant(payment.userId, plan.durationMonths);
      if (span !== undefined) await this.payments.recordProSpan(payment.id, span);
      this.log.log(`payment ${payment.reference} granted ${plan.durationMonths} month(s) of Pro`);
      return true;
    });
  }

  private async markFailed(reference: string, reason: string): Promise<void> {
    await this.payments.markFailed(reference, reason);
  }

  // The provider sends the payer back to the app they paid from, if it is one of ours.
  private appOrigin(origin: string | undefined): string {
    const fallback = new URL(this.config.appUrl).origin;
    if (origin === undefined) return fallback;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return fallback;
    }
    const allowed = new Set([
      fallback,
      ...this.config.corsOrigins,
      ...this.config.previewAllowedOrigins,
    ]);
    const local =
      this.config.nodeEnv !== 'production' &&
      url.protocol === 'http:' &&
      ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return allowed.has(url.origin) || local ? url.origin : fallback;
  }
}
