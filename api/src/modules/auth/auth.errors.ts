import { AppError } from '../../common/errors/app-error';

export const AuthErrorCode = {
  INVALID_PHONE: 'INVALID_PHONE',
  INVALID_EMAIL: 'INVALID_EMAIL',
  PHONE_TAKEN: 'PHONE_TAKEN',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_CODE: 'INVALID_CODE',
  CODE_EXPIRED: 'CODE_EXPIRED',
  NO_ACTIVE_CODE: 'NO_ACTIVE_CODE',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  DELIVERY_FAILED: 'DELIVERY_FAILED',
  SAME_CONTACT: 'SAME_CONTACT',
  SESSION_NOT_FOUND: 'SESSION_NOT_FOUND',
  APPROVAL_CODE_REQUIRED: 'APPROVAL_CODE_REQUIRED',
  UNDO_INVALID: 'UNDO_INVALID',
  UNDO_USED: 'UNDO_USED',
  UNDO_EXPIRED: 'UNDO_EXPIRED',
} as const;

// field: the request property the number or address came in, so a form can show the refusal
// under it: `phone` or `email` on registration and a contact change, `identifier` on sign-in (one
// box for either).
export const invalidPhone = (field: 'phone' | 'identifier') =>
  new AppError(
    400,
    AuthErrorCode.INVALID_PHONE,
    'Enter a valid Ghana phone number, e.g. 0241234567.',
    {},
    field,
  );
export const invalidEmail = (field: 'email' | 'identifier') =>
  new AppError(
    400,
    AuthErrorCode.INVALID_EMAIL,
    'Enter a valid e-mail address, e.g. kwame@example.com.',
    {},
    field,
  );
// Only registration and a contact change can find one taken, and both send it as phone or email.
export const phoneTaken = () =>
  new AppError(
    409,
    AuthErrorCode.PHONE_TAKEN,
    'An account with this phone number already exists. Sign in instead.',
    {},
    'phone',
  );
export const emailTaken = () =>
  new AppError(
    409,
    AuthErrorCode.EMAIL_TAKEN,
    'An account with this e-mail already exists. Sign in instead.',
    {},
    'email',
  );
// Defined by the users module (its refusal); auth answers it too.
export { accountNotFound } from '../users';
export const invalidCode = (attemptsLeft: number) =>
  new AppError(
    400,
    AuthErrorCode.INVALID_CODE,
    attemptsLeft > 0
      ? `Incorrect code. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
      : 'Incorrect code. No attempts left. Request a new code.',
  );
export const codeExpired = () =>
  new AppError(400, AuthErrorCode.CODE_EXPIRED, 'This code has expired. Request a new one.');
export const noActiveCode = () =>
  new AppError(
    400,
    AuthErrorCode.NO_ACTIVE_CODE,
    'There is no active code for this account. Request a new code.',
  );
export const tooManyAttempts = () =>
  new AppError(400, AuthErrorCode.TOO_MANY_ATTEMPTS, 'Too many wrong codes. Request a new code.');
export const deliveryFailed = () =>
  new AppError(
    503,
    AuthErrorCode.DELIVERY_FAILED,
    'We could not send your code right now. Please try again shortly.',
  );
// A contact change sends the new one as phone or email: that is the field refused.
export const sameContact = (contact: 'phone' | 'email') =>
  new AppError(
    400,
    AuthErrorCode.SAME_CONTACT,
    contact === 'phone'
      ? 'That is already your phone number.'
      : 'That is already your e-mail address.',
    {},
    contact,
  );
export const sessionNotFound = () =>
  new AppError(
    404,
    AuthErrorCode.SESSION_NOT_FOUND,
    'That session was not found. It may have ended already.',
  );

// Issue 27: a contact change needs the code sent to the current contacts too.
export const approvalCodeRequired = () =>
  new AppError(
    400,
    AuthErrorCode.APPROVAL_CODE_REQUIRED,
    'Enter the code we sent to your current phone number or e-mail as well.',
    {},
    'approvalCode',
  );
/** A refusal of the approval code (wrong, expired…), said under its own boxes. */
export const asApprovalError = (error: unknown): unknown =>
  error instanceof AppError && error.field === undefined && error.status === 400
    ? new AppError(error.status, error.code, error.message, error.headers, 'approvalCode')
    : error;
export const undoInvalid = () =>
  new AppError(
    400,
    AuthErrorCode.UNDO_INVALID,
    'This undo link is not valid. Open the link from the message exactly as it was sent.',
  );
export const undoUsed = () =>
  new AppError(
    400,
    AuthErrorCode.UNDO_USED,
    'This change was already undone, or a later undo replaced this link.',
  );
export const undoExpired = () =>
  new AppError(
    400,
    AuthErrorCode.UNDO_EXPIRED,
    'This undo link has expired: a change can be undone for 7 days. Sign in to change it back in Settings.',
  );
