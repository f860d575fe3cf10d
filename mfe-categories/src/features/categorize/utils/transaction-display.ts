import type { CategoryType, SimilarUncategorised, Transaction } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';

export type Direction = 'in' | 'out';

// Spec section 3: a positive amount is money in, a negative one money out; zero is neither.
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

export function hasFee(fees: string): boolean {
  return directionOf(fees) === 'in';
}

// Spec section 5: income categories for positive amounts, expense for negative; either for zero.
export function categoryTypesFor(amount: string): CategoryType[] {
  const direction = directionOf(amount);
  if (direction === null) return ['expense', 'income'];
  return direction === 'in' ? ['income'] : ['expense'];
}

// A category made on this screen takes its type from the sign (a zero amount makes an expense).
export function newCategoryTypeFor(amount: string): CategoryType {
  return directionOf(amount) === 'in' ? 'income' : 'expense';
}

export function counterpartyLabel(transaction: Transaction): 'From' | 'To' | 'To/From' {
  const direction = directionOf(transaction.amount);
  if (direction === null) return 'To/From';
  return direction === 'in' ? 'From' : 'To';
}

const payments = (count: number) => (count === 1 ? 'payment' : 'payments');

export function similarOfferText(similar: SimilarUncategorised, categoryName: string): string {
  const preposition = similar.direction === 'in' ? 'from' : 'to';
  return `Also categorise ${similar.count} other ${payments(similar.count)} ${preposition} ${similar.counterparty} as ${categoryName}?`;
}

export function similarAppliedText(updated: number, categoryName: string): string {
  return `${updated} other ${payments(updated)} categorised as ${categoryName}.`;
}
