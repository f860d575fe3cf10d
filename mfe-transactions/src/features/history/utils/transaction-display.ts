import type { CategoryType, SimilarUncategorised, Transaction } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';

export type Direction = 'in' | 'out';

// Spec section 3: a positive amount is money in, a negative one money out. A zero amount is
// neither (the API treats it the same way), so it gets no Sent/Received label.
export function directionOf(amount: string): Direction | null {
  const trimmed = amount.trim();
  if (!/[1-9]/.test(trimmed)) return null;
  return trimmed.startsWith('-') ? 'out' : 'in';
}

export function directionLabel(direction: Direction | null): string | null {
  if (direction === null) return null;
  return direction === 'in' ? 'Received' : 'Sent';
}

// Two decimals with the sign always shown: +₵50.00, -₵20.00.
export function signedAmount(amount: string): string {
  const formatted = formatCedi(amount);
  return directionOf(amount) === 'in' ? `+${formatted}` : formatted;
}

export function hasFee(fees: string): boolean {
  return directionOf(fees) === 'in';
}

// Spec: income categories for money in, expense categories for money out; either for zero.
export function categoryTypesFor(amount: string): CategoryType[] {
  const direction = directionOf(amount);
  if (direction === null) return ['income', 'expense'];
  return direction === 'in' ? ['income'] : ['expense'];
}

// "To KOFI BOATENG · 0241234567"; the number alone when the statement names nobody.
export function counterpartyText(transaction: Transaction): string {
  const parts = [transaction.accountName.trim(), transaction.toFrom.trim()].filter(
    (part, index, all) => part !== '' && all.indexOf(part) === index,
  );
  if (parts.length === 0) return '';
  const direction = directionOf(transaction.amount);
  const prefix = direction === 'in' ? 'From ' : direction === 'out' ? 'To ' : '';
  return `${prefix}${parts.join(' · ')}`;
}

const payments = (count: number) => (count === 1 ? 'payment' : 'payments');

export function similarOfferText(similar: SimilarUncategorised, categoryName: string): string {
  const preposition = similar.direction === 'in' ? 'from' : 'to';
  return `Also categorise ${similar.count} other ${payments(similar.count)} ${preposition} ${similar.counterparty} as ${categoryName}?`;
}

export function similarAppliedText(updated: number, categoryName: string): string {
  return `${updated} other ${payments(updated)} categorised as ${categoryName}.`;
}
