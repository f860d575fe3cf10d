// Ghana numbers: 0XXXXXXXXX, XXXXXXXXX, +233XXXXXXXXX or 233XXXXXXXXX; spaces and hyphens ignored.
const GHANA_FORMS = [/^0(\d{9})$/, /^\+233(\d{9})$/, /^233(\d{9})$/, /^(\d{9})$/];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Returns the number as 233XXXXXXXXX, or null when it is not a Ghana mobile number. */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  for (const form of GHANA_FORMS) {
    const digits = form.exec(compact)?.[1];
    // Subscriber numbers never start with 0 after the country code.
    if (digits !== undefined && !digits.startsWith('0')) return `233${digits}`;
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
