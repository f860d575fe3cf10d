// The provider interface billing talks to, shaped like Stripe's checkout flow (create a checkout,
// retrieve it, verify a webhook event): another provider is one more adapter, and the billing
// module does not change. Paystack is the one adapter today (ADR 0013).

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
// `abandoned` is an opened checkout not completed, which can still be paid.
export type ProviderPaymentStatus = 'success' | 'failed' | 'reversed' | 'abandoned' | 'pending';

export type ProviderPayment = {
  reference: string;
  status: ProviderPaymentStatus;
  amountMinor: number;
  currency: string;
  paidAt: Date | null;
};

// A verified webhook event. Only the reference is taken from it: the payment itself is always
// retrieved from the provider again before anything is granted.
export type ProviderEvent = { type: string; reference: string | null };

export type PaymentProvider = {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  // null when the provider does not know the reference.
  retrieve(reference: string): Promise<ProviderPayment | null>;
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
