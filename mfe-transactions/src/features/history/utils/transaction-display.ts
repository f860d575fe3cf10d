import type { Transaction } from '@sikalens/api-client';
import { directionOf, type Direction } from '@sikalens/shared-ui';

// Sign, amount and offer wording are shared with the categorize screen (shared-ui).
export {
  categoryTypesFor,
  directionOf,
  hasFee,
  signedAmount,
  similarAppliedText,
  similarOfferText,
  type Direction,
} from '@sikalens/shared-ui';

export function directionLabel(direction: Direction | null): string | null {
  if (direction === null) return null;
  return direction === 'in' ? 'Received' : 'Sent';
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
