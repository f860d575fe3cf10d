import type { FieldMessages } from '@sikalens/shared-ui';

// Client-side checks for the sign-in and registration forms (spec section 5).
export const REQUIRED = 'Required';
export const INVALID_EMAIL = 'Invalid e-mail';
export const INVALID_PHONE = 'Enter the 9 digits after +233';

export const GHANA_PREFIX = '+233';
const LOCAL_DIGITS = 9;

export type SignInValues = { identifier: string };
export type RegisterValues = { firstName: string; lastName: string; phone: string; email: string };
export type FieldErrors<T> = FieldMessages<T>;

export const EMPTY_SIGN_IN: SignInValues = { identifier: '' };
export const EMPTY_REGISTER: RegisterValues = { firstName: '', lastName: '', phone: '', email: '' };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

// The phone box holds the 9 digits after +233. A pasted full number (0241234567 or
// +233241234567) is cut down to those digits rather than truncated from the end.
export function toLocalPhoneDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > LOCAL_DIGITS && digits.startsWith('233')) digits = digits.slice(3);
  if (digits.length > LOCAL_DIGITS && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, LOCAL_DIGITS);
}

export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return values.identifier.trim() ? {} : { identifier: REQUIRED };
}

export function validateRegister(values: RegisterValues): FieldErrors<RegisterValues> {
  const errors: FieldErrors<RegisterValues> = {};
  if (!values.firstName.trim()) errors.firstName = REQUIRED;
  if (!values.lastName.trim()) errors.lastName = REQUIRED;
  if (!values.phone) errors.phone = REQUIRED;
  else if (!new RegExp(`^\\d{${LOCAL_DIGITS}}$`).test(values.phone)) errors.phone = INVALID_PHONE;
  if (!values.email.trim()) errors.email = REQUIRED;
  else if (!isEmail(values.email)) errors.email = INVALID_EMAIL;
  return errors;
}
