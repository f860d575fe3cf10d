import { normalisePhone } from '../../common/phone/ghana-phone';
import { invalidEmail, invalidPhone } from './auth.errors';

// Deliberately narrower than RFC 5322: no quotes, commas, semicolons or angle brackets, which
// mail libraries would read as display names or extra recipients.
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

/** Returns the address lower-cased and trimmed, or null when it is not an e-mail address. */
export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

export function looksLikeEmail(identifier: string): boolean {
  return identifier.includes('@');
}

/** kwame@example.com → kw***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

/** normalisePhone, or 400 INVALID_PHONE about `field`, the request property it came in. */
export function parsePhone(input: string, field: 'phone' | 'identifier'): string {
  const phone = normalisePhone(input);
  if (phone === null) throw invalidPhone(field);
  return phone;
}

/** normaliseEmail, or 400 INVALID_EMAIL about `field`, the request property it came in. */
export function parseEmail(input: string, field: 'email' | 'identifier'): string {
  const email = normaliseEmail(input);
  if (email === null) throw invalidEmail(field);
  return email;
}

/** The identifier an account's codes are counted under (OtpChallenge.identityKey). */
export function identityKey(identity: { phone: string | null; email: string | null }): string {
  // Registration needs both, so the phone identifies nearly every account.
  return identity.phone ?? identity.email ?? '';
}
