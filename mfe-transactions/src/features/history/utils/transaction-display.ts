import type { Direction } from '@sikalens/shared-ui';

// Sign, amount, counterparty and offer wording are shared with other screens (shared-ui); the
// word for a direction is this list's own.
export function directionLabel(direction: Direction | null): string | null {
  if (direction === null) return null;
  return direction === 'in' ? 'Received' : 'Sent';
}
