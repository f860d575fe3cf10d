// Ghana phone numbers, stored everywhere as 233XXXXXXXXX (the country code and nine digits).

// Accounts: 0XXXXXXXXX, XXXXXXXXX, +233XXXXXXXXX or 233XXXXXXXXX; spaces and hyphens ignored.
const ACCOUNT_FORMS = [/^0(\d{9})$/, /^\+233(\d{9})$/, /^233(\d{9})$/, /^(\d{9})$/];
// Mobile network prefixes (MTN, Telecel, AirtelTigo, Glo); codes go by SMS, so landlines are refused.
const MOBILE_PREFIXES = [
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
// Wallets (spec): with spaces removed, 10 digits starting with 0; the +233 and 233 forms of the
// same number are accepted too. No network-prefix check: the client applies only the spec's rule.
const MOMO_FORMS = [/^0(\d{9})$/, /^\+233(\d{9})$/, /^233(\d{9})$/];

/** An account's phone as 233XXXXXXXXX, or null when it is not a Ghana mobile number. */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  for (const form of ACCOUNT_FORMS) {
    const digits = form.exec(compact)?.[1];
    if (digits !== undefined && MOBILE_PREFIXES.includes(digits.slice(0, 2))) {
      return `233${digits}`;
    }
  }
  return null;
}

/** A wallet's MoMo number as 233XXXXXXXXX, or null when it is not a valid MoMo number. */
export function normaliseMomoNumber(input: string): string | null {
  const compact = input.replace(/\s/g, '');
  for (const form of MOMO_FORMS) {
    const digits = form.exec(compact)?.[1];
    if (digits !== undefined) return `233${digits}`;
  }
  return null;
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

/** The nine local digits of any form of a number: its last nine digits (fewer if it has fewer). */
export function localDigits(number: string): string {
  return number.replace(/\D/g, '').slice(-9);
}

/** Any form of a number → 024*****67, its local form masked. */
export function maskLocalPhone(number: string): string {
  const digits = localDigits(number);
  return `0${digits.slice(0, 2)}*****${digits.slice(-2)}`;
}
