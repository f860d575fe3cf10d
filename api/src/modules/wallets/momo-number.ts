// Spec: with spaces removed, 10 digits starting with 0; the +233 and 233 forms of the same number
// are accepted too. No network-prefix check: the client applies only the spec's rule.
const MOMO_FORMS = [/^0(\d{9})$/, /^\+233(\d{9})$/, /^233(\d{9})$/];

/** Returns the number as 233XXXXXXXXX, or null when it is not a valid MoMo number. */
export function normaliseMomoNumber(input: string): string | null {
  const compact = input.replace(/\s/g, '');
  for (const form of MOMO_FORMS) {
    const digits = form.exec(compact)?.[1];
    if (digits !== undefined) return `233${digits}`;
  }
  return null;
}
