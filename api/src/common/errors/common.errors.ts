import { AppError } from './app-error';

export const CommonErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

// field: the body property the failure is about (dotted path for nested ones, `items.0.amount`),
// so a form can mark it without reading the message.
export const validationFailed = (message: string, field?: string) =>
  new AppError(400, CommonErrorCode.VALIDATION_FAILED, message, {}, field);

export const unauthorized = () =>
  new AppError(
    401,
    CommonErrorCode.UNAUTHORIZED,
    'You are not signed in or your session has ended. Sign in again.',
  );

export function rateLimited(retryAfterSeconds: number, what = 'Too many attempts'): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new AppError(
    429,
    CommonErrorCode.RATE_LIMITED,
    `${what}. Try again in ${wait} (${seconds} s).`,
    {
      'Retry-After': String(seconds),
    },
  );
}
