import type { CategoryType, Transaction } from '@sikalens/api-client';
import { directionOf } from '@sikalens/shared-ui';

// Sign, amount and offer wording are shared with the history screen (shared-ui).
export {
  categoryTypesFor,
  directionOf,
  hasFee,
  signedAmount,
  similarAppliedText,
  similarOfferText,
} from '@sikalens/shared-ui';

// A category made on this screen takes its type from the sign (a zero amount makes an expense).
export function newCategoryTypeFor(amount: string): CategoryType {
  return directionOf(amount) === 'in' ? 'income' : 'expense';
}

export function counterpartyLabel(transaction: Transaction): 'From' | 'To' | 'To/From' {
  const direction = directionOf(transaction.amount);
  if (direction === null) return 'To/From';
  return direction === 'in' ? 'From' : 'To';
}
