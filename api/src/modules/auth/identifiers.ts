import { invalidEmail, invalidPhone } from './auth.errors';

// Ghana numbers: 0XXXXXXXXX, XXXXXXXXX, +233XXXXXXXXX or 233XXXXXXXXX; spaces and hyphens ignored.
const GHANA_FORMS = [/^0(\d{9})$/, /^\+233(\d{9})$/, /^233(\d{9})$/, /^(\d{9})$/];
// Mobile network prefixes (MTN, Telecel, AirtelTigo, Glo); codes go by SMS, so landlines are refused.
const GHANA_MOBILE_PREFIXES = [
  '20',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '50',
  '53',
  '54',
  '55',
  '56',
  '57',
  '59',
];
// Deliberately narrower than RFC 5322: no quotes, commas, semicolons or angle brackets, which
// mail libraries would read as display names or extra recipients.
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

/** Returns the number as 233XXXXXXXXX, or null when it is not a Ghana mobile number. */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  for (const form of GHANA_FORMS) {
    const digits = form.exec(compact)?.[1];
    if (digits !== undefined && GHANA_MOBILE_PREFIXES.includes(digits.slice(0, 2))) {
      return `233${digits}`;
    }
  }
  return null;
}

/** Returns the address lower-cased and trimmed, or null when it is not an e-mail address. */
export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

export function looksLikeEmail(identifier: string): boolean {
  return identifier.includes('@');
}

/** 233241234567 → 0241234567 (the form users type and see in the app). */
export function displayPhone(phone: string): string {
  return `0${phone.slice(3)}`;
}

/** 233241234567 → +233 24*****67 */
export function maskPhone(phone: string): string {
  const local = phone.slice(3);
  return `+233 ${local.slice(0, 2)}*****${local.slice(-2)}`;
}

/** kwame@example.com → kw***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

/** normalisePhone, or 400 INVALID_PHONE. */
export function parsePhone(input: string): string {
  const phone = normalisePhone(input);
  if (phone === null) throw invalidPhone();
  return phone;
}

/** normaliseEmail, or 400 INVALID_EMAIL. */
export function parseEmail(input: string): string {
  const email = normaliseEmail(input);
  if (email === null) throw invalidEmail();
  return email;
}

/** The identifier an account's codes are counted under (OtpChallenge.identityKey). */
export function identityKey(identity: { phone: string | null; email: string | null }): string {
  // Registration needs both, so the phone identifies nearly every account.
  return identity.phone ?? identity.email ?? '';
}
