import type { Direction } from '@sikalens/shared-ui';

// Sign, amount, counterparty and offer wording are shared with other screens (shared-ui).
export {
  categoryTypesFor,
  counterpartyText,
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
