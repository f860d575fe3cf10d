import { AppError } from '../../common/errors/app-error';

const BillingErrorCode = {
  PLAN_NOT_FOUND: 'PLAN_NOT_FOUND',
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  TOO_MANY_PAYMENTS: 'TOO_MANY_PAYMENTS',
  INVALID_WEBHOOK_SIGNATURE: 'INVALID_WEBHOOK_SIGNATURE',
} as const;

export const planNotFound = () =>
  new AppError(400, BillingErrorCode.PLAN_NOT_FOUND, 'Choose one of the Pro plans.');

// Also for another user's reference: whose it is stays unsaid.
export const paymentNotFound = () =>
  new AppError(404, BillingErrorCode.PAYMENT_NOT_FOUND, 'Payment not found.');

export const providerUnavailable = () =>
  new AppError(
    502,
    BillingErrorCode.PAYMENT_PROVIDER_UNAVAILABLE,
    "We couldn't reach the payment provider. Please try again in a moment.",
  );

export const tooManyPayments = () =>
  new AppError(
    429,
    BillingErrorCode.TOO_MANY_PAYMENTS,
    'Too many payment attempts. Please finish or wait for the ones you started, then try again in an hour.',
    { 'Retry-After': '3600' },
  );

export const invalidWebhookSignature = () =>
  new AppError(401, BillingErrorCode.INVALID_WEBHOOK_SIGNATURE, 'Invalid signature.');
