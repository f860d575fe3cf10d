// The provider interface billing talks to, shaped like Stripe's checkout flow (create a checkout,
// retrieve it, list its refunds, retrieve a dispute, verify a webhook event): another provider is
// one more adapter, and the billing module does not change. Paystack is the one adapter today
// (ADR 0013).

export type CheckoutRequest = {
  reference: string;
  amountMinor: number;
  currency: string;
  email: string;
  // Where the provider sends the payer's browser back (with ?trxref=&reference=).
  callbackUrl: string;
  metadata: Record<string, string>;
};

export type Checkout = { reference: string; url: string };

// `pending` covers every not-yet-final state (Paystack: ongoing, pending, processing, queued);
// `abandoned` is an opened checkout not completed, which can still be paid; `reversed` is a paid
// payment refunded in full or charged back.
export type ProviderPaymentStatus = 'success' | 'failed' | 'reversed' | 'abandoned' | 'pending';

export type ProviderPayment = {
  // The provider's own id of the payment (Paystack's transaction id); null if it gave none.
  id: string | null;
  reference: string;
  status: ProviderPaymentStatus;
  // What the payment pays for: the price asked. When the payer also paid the provider's fee,
  // chargedMinor is more than this.
  amountMinor: number;
  // What the payer was charged.
  chargedMinor: number;
  currency: string;
  paidAt: Date | null;
};

// A refund of a payment that has reached the payer (only those are listed).
export type ProviderRefund = { amountMinor: number; currency: string };

// A dispute (chargeback) on a payment: `lost` when the payer got the money back, `won` when the
// merchant kept it, `open` until then.
export type ProviderDispute = {
  id: string;
  reference: string;
  status: 'open' | 'won' | 'lost';
  // What the payer claims back; null when the provider does not say (then: all of it).
  amountMinor: number | null;
  currency: string;
};

// A verified webhook event, as a hint only: what is named is always retrieved from the provider
// again before anything is granted or taken back.
export type ProviderEvent =
  | { type: 'payment.succeeded' | 'payment.refunded'; reference: string }
  | { type: 'payment.disputed'; reference: string; disputeId: string }
  | { type: 'other' };

export type PaymentProvider = {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  // null when the provider does not know the reference.
  retrieve(reference: string): Promise<ProviderPayment | null>;
  // The payment's refunds that have been processed (like Stripe's refunds.list by charge).
  listRefunds(payment: ProviderPayment): Promise<ProviderRefund[]>;
  // null when the provider does not know the dispute.
  retrieveDispute(id: string): Promise<ProviderDispute | null>;
  // Throws InvalidWebhookSignature unless the raw body is signed by the provider.
  constructEvent(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent;
};

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export class InvalidWebhookSignature extends Error {
  constructor() {
    super('The webhook signature does not match');
    this.name = 'InvalidWebhookSignature';
  }
}

// The provider could not be reached or answered something unexpected. Its message is for logs
// (never a secret); the user sees a generic message.
export class ProviderUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}
