import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../common/config/config.types';
import {
  InvalidWebhookSignature,
  ProviderUnavailable,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderDispute,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
} from '../provider/payment-provider';
import { PaystackClient } from './paystack-client';

// Paystack's transaction statuses, as the provider interface names them. Anything not listed
// (ongoing, processing, queued, send_otp…) is still in progress.
const STATUS: Record<string, ProviderPaymentStatus> = {
  success: 'success',
  failed: 'failed',
  reversed: 'reversed',
  abandoned: 'abandoned',
};

// Only the event's name and what names a payment or a dispute are read, leniently: an event is a
// hint, never trusted for amounts or statuses.
const webhookEvent = z.object({
  event: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});

const DISPUTE_EVENTS = ['charge.dispute.create', 'charge.dispute.remind', 'charge.dispute.resolve'];
// A dispute resolved for the payer: the merchant accepted it, or did not answer in time.
const DISPUTE_LOST = ['merchant-accepted', 'auto-accepted'];
// Refunds are looked for from a day before the payment (the list is filtered by when each refund
// was created), a page of 100 at a time, at most this many pages.
const REFUND_PAGE_SIZE = 100;
const REFUND_PAGES = 10;
const DAY_MS = 86_400_000;

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack's webhook signature: HMAC-SHA512 of the raw body with the secret key, in hex. */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack';
  private readonly client: PaystackClient;

  constructor(private readonly config: PaymentsConfig) {
    this.client = new PaystackClient(config.baseUrl, config.secretKey);
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const data = await this.client.initialize({
      email: request.email,
      amount: request.amountMinor,
      currency: request.currency,
      reference: request.reference,
      callback_url: request.callbackUrl,
      channels: this.config.channels,
      // custom_fields: what Paystack's dashboard shows on the transaction (support reads it there).
      metadata: {
        ...request.metadata,
        custom_fields: Object.entries(request.metadata).map(([name, value]) => ({
          display_name: name,
          variable_name: name,
          value,
        })),
      },
    });
    return { reference: data.reference, url: data.authorization_url };
  }

  async retrieve(reference: string): Promise<ProviderPayment | null> {
    const data = await this.client.verify(reference);
    if (data === null) return null;
    const paidAt = data.paid_at ? new Date(data.paid_at) : null;
    return {
      id: data.id ?? null,
      reference: data.reference,
      status: STATUS[data.status] ?? 'pending',
      // When the payer also paid Paystack's fee, `amount` is price + fee and `requested_amount`
      // the price: the price is what the payment pays for.
      amountMinor: data.requested_amount ?? data.amount,
      chargedMinor: data.amount,
      currency: data.currency.toUpperCase(),
      paidAt: paidAt !== null && Number.isFinite(paidAt.getTime()) ? paidAt : null,
    };
  }

  // Paystack's list of refunds cannot be filtered by transaction in its description: the pages
  // from the day before the payment are read and this payment's processed refunds kept.
  async listRefunds(payment: ProviderPayment): Promise<ProviderRefund[]> {
    const from = new Date((payment.paidAt?.getTime() ?? Date.now() - 400 * DAY_MS) - DAY_MS);
    const found: ProviderRefund[] = [];
    for (let page = 1; page <= REFUND_PAGES; page += 1) {
      const { refunds, pageCount } = await this.client.listRefunds(from, page, REFUND_PAGE_SIZE);
      for (const refund of refunds) {
        const ours =
          refund.transaction_reference === payment.reference ||
          (payment.id !== null && refund.transaction === payment.id);
        if (ours && refund.status === 'processed') {
          found.push({ amountMinor: refund.amount, currency: refund.currency.toUpperCase() });
        }
      }
      if (page >= pageCount || refunds.length < REFUND_PAGE_SIZE) return found;
    }
    throw new ProviderUnavailable(
      `more than ${REFUND_PAGES * REFUND_PAGE_SIZE} refunds since ${from.toISOString()}`,
    );
  }

  async retrieveDispute(id: string): Promise<ProviderDispute | null> {
    const data = await this.client.fetchDispute(id);
    if (data === null) return null;
    const resolution = data.resolution ?? null;
    return {
      id: data.id,
      reference: data.transaction.reference,
      status:
        data.status !== 'resolved'
          ? 'open'
          : resolution !== null && DISPUTE_LOST.includes(resolution)
            ? 'lost'
            : resolution === 'declined'
              ? 'won'
              : 'open',
      amountMinor: data.refund_amount ?? null,
      currency: data.currency.toUpperCase(),
    };
  }

  constructEvent(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent {
    const header = headers[PAYSTACK_SIGNATURE_HEADER];
    const given = typeof header === 'string' ? header.trim().toLowerCase() : '';
    const expected = paystackSignature(rawBody, this.config.secretKey);
    // Both are hex of a SHA-512 (128 characters); compared in constant time.
    if (
      !/^[0-9a-f]{128}$/.test(given) ||
      !timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))
    ) {
      throw new InvalidWebhookSignature();
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { type: 'other' };
    }
    const parsed = webhookEvent.safeParse(json);
    if (!parsed.success) return { type: 'other' };
    const { event, data } = parsed.data;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const charged = text(data?.reference);
    if (event === 'charge.success' && charged !== null) {
      return { type: 'payment.succeeded', reference: charged };
    }
    const refunded = text(data?.transaction_reference);
    if (event === 'refund.processed' && refunded !== null) {
      return { type: 'payment.refunded', reference: refunded };
    }
    // A dispute names its transaction inside it (Paystack's samples: transaction_reference null).
    const inner = data?.transaction;
    const disputed =
      (typeof inner === 'object' && inner !== null && 'reference' in inner
        ? text(inner.reference)
        : null) ?? refunded;
    const disputeId =
      typeof data?.id === 'number' || typeof data?.id === 'string' ? String(data.id) : '';
    if (DISPUTE_EVENTS.includes(event) && disputed !== null && /^\d{1,20}$/.test(disputeId)) {
      return { type: 'payment.disputed', reference: disputed, disputeId };
    }
    return { type: 'other' };
  }
}
