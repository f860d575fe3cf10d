import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../common/config/config.types';
import {
  InvalidWebhookSignature,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentStatus,
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

const webhookEvent = z.object({
  event: z.string(),
  data: z.object({ reference: z.string().optional() }).loose().optional(),
});

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
      metadata: request.metadata,
    });
    return { reference: data.reference, url: data.authorization_url };
  }

  async retrieve(reference: string): Promise<ProviderPayment | null> {
    const data = await this.client.verify(reference);
    if (data === null) return null;
    const paidAt = data.paid_at ? new Date(data.paid_at) : null;
    return {
      reference: data.reference,
      status: STATUS[data.status] ?? 'pending',
      amountMinor: data.amount,
      currency: data.currency.toUpperCase(),
      paidAt: paidAt !== null && Number.isFinite(paidAt.getTime()) ? paidAt : null,
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
      return { type: 'invalid', reference: null };
    }
    const parsed = webhookEvent.safeParse(json);
    if (!parsed.success) return { type: 'invalid', reference: null };
    return { type: parsed.data.event, reference: parsed.data.data?.reference ?? null };
  }
}
