import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { publish, PAYMENT_REVERSED } from '../../common/events/domain-events';
import { TransactionContext } from '../../common/database/transaction-context';
import { JobQueue } from '../../common/jobs/job-queue';
import { ProTime } from '../users';
import type { Payment, ReversalReason } from './payment.entity';
import { PaymentsRepository } from './payments.repository';
import { PAYMENT_REVERSAL_QUEUE, PaymentsService, type ReversalJob } from './payments.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider/payment-provider';

export type TakeBack = { reason: ReversalReason; refundedMinor: number; disputeLost?: boolean };

// Refunds and chargebacks (issue 27). An event only says which payment (or dispute) to look at:
// the provider is asked again, and only what it confirms is acted on.
//
// What is taken back: the payment's price came back to the payer in part or in whole
// (refunded_minor, at most the price); the same share of the Pro time the payment bought is taken
// back, from the end of that time, and never time already past (it was used: nothing can give it
// back). The time other payments bought stays whole: the payments granted after this one move
// earlier by what was taken, and so does the Pro end date, which therefore never goes below now
// while other payments still cover it (ADR 0026). Each step records the new refunded share under
// the user's and the payment's row locks, so a replayed or concurrent event finds nothing left to
// do and changes nothing.
@Injectable()
export class PaymentReversalsService implements OnApplicationBootstrap {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly paymentRows: PaymentsRepository,
    private readonly proTime: ProTime,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly queue: JobQueue,
    private readonly events: EventEmitter2,
    private readonly tx: TransactionContext,
    private readonly payments: PaymentsService,
  ) {}

  // From the queue: the webhook is answered at once, and a provider outage (or a refund the
  // provider does not show yet) is asked about again, 8 times 30 s apart.
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.createQueue(PAYMENT_REVERSAL_QUEUE, {
      retryLimit: 8,
      retryDelay: 30,
      expireInSeconds: 120,
    });
    await this.queue.work<ReversalJob>(PAYMENT_REVERSAL_QUEUE, 8, (job) => this.check(job));
  }

  async check(job: ReversalJob): Promise<void> {
    let payment = await this.paymentRows.findByReference(job.reference);
    // A reference this app never issued: nothing to take back.
    if (payment === undefined) return;
    if (payment.status !== 'success') {
      // Not granted yet (its charge.success may not have come): settled like any other first. A
      // payment the provider already reports reversed is then failed, never granted.
      payment = (await this.payments.settle(payment)).payment;
      if (payment.status !== 'success') return;
    }
    if (job.disputeId === undefined) await this.checkRefunds(payment);
    else await this.checkDispute(payment, job.disputeId);
  }

  private async checkRefunds(payment: Payment): Promise<void> {
    const remote = await this.provider.retrieve(payment.reference);
    if (remote === null || remote.reference !== payment.reference) {
      this.log.warn(`refund of ${payment.reference}: the provider does not know the payment`);
      return;
    }
    const currency = payment.currency.trim();
    const refunded = (await this.provider.listRefunds(remote))
      .filter((refund) => refund.currency === currency)
      .reduce((sum, refund) => sum + refund.amountMinor, 0);
    if (refunded > 0) {
      await this.takeBack(payment, { reason: 'refunded', refundedMinor: refunded });
    } else if (remote.status === 'reversed') {
      // Reversed, with no refund listed: charged back, or refunded outside the refunds API.
      await this.takeBack(payment, { reason: 'reversed', refundedMinor: payment.amountMinor });
    } else {
      // The event said refunded, the provider does not show it yet: the job is retried.
      throw new Error(`refund of ${payment.reference} not confirmed by the provider yet`);
    }
  }

  private async checkDispute(payment: Payment, disputeId: string): Promise<void> {
    const dispute = await this.provider.retrieveDispute(disputeId);
    if (dispute === null || dispute.reference !== payment.reference) {
      this.log.warn(`dispute ${disputeId}: not a dispute on ${payment.reference} at the provider`);
      return;
    }
    if (dispute.status === 'lost') {
      const claimed =
        dispute.amountMinor === null || dispute.currency !== payment.currency.trim()
          ? payment.amountMinor
          : dispute.amountMinor;
      await this.takeBack(payment, {
        reason: 'chargeback',
        refundedMinor: claimed,
        disputeLost: true,
      });
      return;
    }
    // Open (Pro stays while the merchant answers) or won: recorded for support. A lost one stays so.
    await this.paymentRows.recordDispute(payment.id, dispute.status);
  }

  // One step of taking back: true when it changed anything (then the user is told).
  async takeBack(payment: Payment, step: TakeBack): Promise<boolean> {
    return this.tx.run(async () => {
      // The user first, then the payment: every taking back of one user's payments runs one at
      // a time, and the grant (payment, then user) never waits on a payment this holds.
      await this.proTime.lock(payment.userId);
      const row = await this.paymentRows.lockPaid(payment.id);
      if (row === undefined) return false;
      const share = Math.min(row.amountMinor, step.refundedMinor);
      if (share <= row.refundedMinor) {
        if (step.disputeLost && row.disputeStatus !== 'lost') {
          await this.paymentRows.markDisputeLost(payment.id);
        }
        return false;
      }
      const wanted = Math.floor(((row.bought ?? 0) * share) / row.amountMinor);
      const take = Math.max(0, Math.min(wanted - row.takenBack, row.unused ?? 0));
      if (take > 0) {
        // The time bought after this payment's moves earlier, whole, and so does the Pro end.
        await this.paymentRows.moveLaterSpansEarlier(payment.userId, payment.id, take);
        await this.proTime.takeBack(payment.userId, take);
      }
      await this.paymentRows.recordTakeBack(payment.id, {
        refundedMinor: share,
        reason: step.reason,
        seconds: take,
        disputeLost: step.disputeLost === true,
      });
      await publish(this.events, PAYMENT_REVERSED, { paymentId: payment.id });
      this.log.log(
        `payment ${payment.reference} ${step.reason}: ${share} of ${row.amountMinor} back to the payer, ${take} s of Pro taken back`,
      );
      return true;
    });
  }
}
