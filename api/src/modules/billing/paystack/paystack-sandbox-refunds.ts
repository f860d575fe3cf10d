import {
  DISPUTE_RESOLUTIONS,
  disputeData,
  refundCreatedData,
  refundData,
  refundEventData,
  type DisputeResolution,
  type SandboxDispute,
  type SandboxRefund,
  type SandboxTransaction,
} from './paystack-sandbox-objects';
import { fail, now, ok, wholeAmount, type Answer } from './paystack-sandbox-http';

// The Paystack sandbox's refunds (POST /refund, GET /refund, GET /refund/:id: Paystack's API) and
// disputes (GET /dispute/:id; opened and settled by the sandbox's own /_sandbox/disputes, since a
// customer's bank opens a dispute, not the merchant).

const HOUR = 3_600_000;

export type RefundDeskContext = {
  findTransaction: (key: unknown) => SandboxTransaction | undefined;
  // An event about a transaction, to the webhook URL.
  send: (event: string, reference: string, data: unknown) => void;
  later: (ms: number, fn: () => void) => void;
  log: (message: string) => void;
  // How long a refund stays pending before it is processed.
  refundDelayMs: number;
};

export function createRefundDesk({
  findTransaction,
  send,
  later,
  log,
  refundDelayMs,
}: RefundDeskContext) {
  const refunds: SandboxRefund[] = [];
  const disputes = new Map<number, SandboxDispute>();

  const refundedSoFar = (tx: SandboxTransaction, statuses: SandboxRefund['status'][]) =>
    refunds
      .filter((refund) => refund.transaction === tx && statuses.includes(refund.status))
      .reduce((sum, refund) => sum + refund.amount, 0);

  const settleRefund = (refund: SandboxRefund) => {
    refund.status = 'processed';
    refund.updatedAt = now();
    refund.refundedAt = refund.updatedAt;
    // Paystack: a processed refund moves its transaction from "reversal pending" to reversed. Here
    // only a refund of the whole amount does; after a partial one it still reads success.
    if (refundedSoFar(refund.transaction, ['processed']) >= refund.transaction.amount) {
      refund.transaction.status = 'reversed';
    }
  };

  function createRefund(body: Record<string, unknown>): Answer {
    const tx = findTransaction(body.transaction);
    if (tx === undefined) return fail(404, 'Transaction not found');
    if (tx.status === 'reversed') return fail(400, 'Transaction has been fully reversed');
    if (tx.status !== 'success') {
      return fail(400, 'Cannot refund a transaction that is not successful');
    }
    const left = tx.amount - refundedSoFar(tx, ['pending', 'processing', 'processed']);
    if (left <= 0) return fail(400, 'Transaction has been fully refunded');
    const amount = body.amount === undefined ? left : wholeAmount(body.amount);
    if (amount === null) return fail(400, 'Invalid amount');
    if (amount > left) return fail(400, 'Refund amount cannot be more than the transaction amount');
    if (body.currency !== undefined && body.currency !== tx.currency) {
      return fail(400, 'Currency does not match the transaction');
    }
    const at = now();
    const refund: SandboxRefund = {
      id: refunds.length + 1,
      transaction: tx,
      dispute: null,
      amount,
      currency: tx.currency,
      status: 'pending',
      customerNote:
        typeof body.customer_note === 'string'
          ? body.customer_note
          : `Refund for transaction ${tx.reference}`,
      merchantNote:
        typeof body.merchant_note === 'string'
          ? body.merchant_note
          : `Refund for transaction ${tx.reference}`,
      createdAt: at,
      updatedAt: at,
      refundedAt: null,
      expectedAt: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
    };
    refunds.push(refund);
    send('refund.pending', tx.reference, refundEventData(refund));
    later(refundDelayMs, () => {
      refund.status = 'processing';
      send('refund.processing', tx.reference, refundEventData(refund));
      settleRefund(refund);
      log(`sandbox: refund ${refund.id} of ${tx.reference} processed`);
      send('refund.processed', tx.reference, refundEventData(refund));
    });
    return ok('Refund has been queued for processing', refundCreatedData(refund));
  }

  function listRefunds(url: URL): Answer {
    const perPage = Math.min(Math.max(Number(url.searchParams.get('perPage') ?? 50) || 50, 1), 100);
    const pageNumber = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
    const from = Date.parse(url.searchParams.get('from') ?? '');
    const to = Date.parse(url.searchParams.get('to') ?? '');
    const matching = refunds
      .filter((refund) => {
        const at = Date.parse(refund.createdAt);
        return (Number.isNaN(from) || at >= from) && (Number.isNaN(to) || at <= to);
      })
      .reverse();
    const skipped = (pageNumber - 1) * perPage;
    return ok('Refunds retrieved', matching.slice(skipped, skipped + perPage).map(refundData), {
      meta: {
        total: matching.length,
        skipped,
        perPage: String(perPage),
        page: pageNumber,
        pageCount: Math.max(1, Math.ceil(matching.length / perPage)),
        failedRefundCount: matching.filter((refund) => refund.status === 'failed').length,
      },
    });
  }

  function openDispute(body: Record<string, unknown>): Answer {
    const tx = findTransaction(body.transaction);
    if (tx === undefined) return fail(404, 'Transaction not found');
    if (tx.status !== 'success') return fail(400, 'Only a successful transaction can be disputed');
    if ([...disputes.values()].some((d) => d.transaction === tx && d.status !== 'resolved')) {
      return fail(400, 'This transaction already has an open dispute');
    }
    const refundAmount =
      body.refund_amount === undefined ? tx.amount : wholeAmount(body.refund_amount);
    if (refundAmount === null || refundAmount > tx.amount) {
      return fail(400, 'Invalid refund amount');
    }
    const at = now();
    const dispute: SandboxDispute = {
      id: disputes.size + 1,
      transaction: tx,
      refundAmount,
      currency: tx.currency,
      status: 'awaiting-merchant-feedback',
      resolution: null,
      category: typeof body.category === 'string' ? body.category : 'chargeback',
      note:
        typeof body.note === 'string' ? body.note : 'Customer complained about debit without value',
      createdAt: at,
      updatedAt: at,
      dueAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      resolvedAt: null,
      history: [{ status: 'pending', by: tx.email, createdAt: at }],
    };
    disputes.set(dispute.id, dispute);
    log(`sandbox: dispute ${dispute.id} opened on ${tx.reference}`);
    send('charge.dispute.create', tx.reference, disputeData(dispute));
    return ok('Dispute created', disputeData(dispute));
  }

  function resolveDispute(body: Record<string, unknown>, dispute: SandboxDispute): Answer {
    const resolution = body.resolution;
    if (!DISPUTE_RESOLUTIONS.includes(resolution as DisputeResolution)) {
      return fail(400, `resolution must be one of ${DISPUTE_RESOLUTIONS.join(', ')}`);
    }
    if (dispute.status === 'resolved') return fail(400, 'Dispute has already been resolved');
    const at = now();
    dispute.status = 'resolved';
    dispute.resolution = resolution as DisputeResolution;
    dispute.resolvedAt = at;
    dispute.updatedAt = at;
    dispute.history.push({ status: 'resolved', by: 'sandbox', createdAt: at });
    if (dispute.resolution !== 'declined') {
      // Lost: the customer is refunded and the transaction reads reversed ("a chargeback was
      // successfully logged").
      refunds.push({
        id: refunds.length + 1,
        transaction: dispute.transaction,
        dispute: dispute.id,
        amount: dispute.refundAmount,
        currency: dispute.currency,
        status: 'processed',
        customerNote: `Chargeback ${dispute.id}`,
        merchantNote: `Chargeback ${dispute.id}`,
        createdAt: at,
        updatedAt: at,
        refundedAt: at,
        expectedAt: at,
      });
      dispute.transaction.status = 'reversed';
    }
    log(`sandbox: dispute ${dispute.id} resolved ${dispute.resolution}`);
    send('charge.dispute.resolve', dispute.transaction.reference, disputeData(dispute));
    return ok('Dispute resolved', disputeData(dispute));
  }

  return {
    createRefund,
    listRefunds,
    openDispute,
    resolveDispute,
    refund: (id: number) => refunds.find((each) => each.id === id),
    dispute: (id: number) => disputes.get(id),
    refundsOf: (reference: string) =>
      refunds.filter((refund) => refund.transaction.reference === reference),
  };
}
