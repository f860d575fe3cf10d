import { formatCedi } from './money';

export type Direction = 'in' | 'out';
export type CategoryKind = 'income' | 'expense';

// Spec section 3: a positive amount is money in, a negative one money out. A zero amount is
// neither (the API treats it the same way).
export function directionOf(amount: string): Direction | null {
  const trimmed = amount.trim();
  if (!/[1-9]/.test(trimmed)) return null;
  return trimmed.startsWith('-') ? 'out' : 'in';
}

// Two decimals with the sign always shown: +₵50.00, -₵20.00.
export function signedAmount(amount: string): string {
  const formatted = formatCedi(amount);
  return directionOf(amount) === 'in' ? `+${formatted}` : formatted;
}

// "To KOFI BOATENG · 0241234567"; the number alone when the statement names nobody.
export function counterpartyText(transaction: {
  amount: string;
  accountName: string;
  toFrom: string;
}): string {
  const parts = [transaction.accountName.trim(), transaction.toFrom.trim()].filter(
    (part, index, all) => part !== '' && all.indexOf(part) === index,
  );
  if (parts.length === 0) return '';
  const direction = directionOf(transaction.amount);
  const prefix = direction === 'in' ? 'From ' : direction === 'out' ? 'To ' : '';
  return `${prefix}${parts.join(' · ')}`;
}

export function hasFee(fees: string): boolean {
  return directionOf(fees) === 'in';
}

// Spec section 5: income categories for money in, expense for money out; either for zero.
export function categoryTypesFor(amount: string): CategoryKind[] {
  const direction = directionOf(amount);
  if (direction === null) return ['expense', 'income'];
  return direction === 'in' ? ['income'] : ['expense'];
}

export type SimilarPayments = { count: number; counterparty: string; direction: Direction };

const payments = (count: number) => (count === 1 ? 'payment' : 'payments');

// The once-offered question after a choice that taught a rule for this counterparty.
export function similarOfferText(similar: SimilarPayments, categoryName: string): string {
  const preposition = similar.direction === 'in' ? 'from' : 'to';
  return `Also categorise ${similar.count} other ${payments(similar.count)} ${preposition} ${similar.counterparty} as ${categoryName}?`;
}

export function similarAppliedText(updated: number, categoryName: string): string {
  return `${updated} other ${payments(updated)} categorised as ${categoryName}.`;
}
