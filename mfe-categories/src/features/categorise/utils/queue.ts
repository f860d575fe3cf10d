import type { SwipeDecision } from './swipe';

// Which card is showing: its id, and where it was, for when it leaves the list. No id: the card
// at that place, one not loaded yet (past the end of the pages so far).
export type Cursor = { id: string | null; index: number };

// Each row once, where it first appears (pages loaded after a refresh may overlap).
export function firstOfEach<T extends { id: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
}

// The cursor's card if it is still listed, else the card now at its place (clamped to the end).
export function cursorIndex(ids: readonly string[], cursor: Cursor | null): number {
  if (ids.length === 0) return -1;
  if (!cursor) return 0;
  const found = cursor.id === null ? -1 : ids.indexOf(cursor.id);
  if (found >= 0) return found;
  return Math.min(cursor.index, ids.length - 1);
}

// Skipping the last card starts again from the first skipped one; there is nothing before the
// first. Null when the move goes nowhere.
export function stepIndex(
  index: number,
  length: number,
  direction: Exclude<SwipeDecision, 'stay'>,
): number | null {
  if (length < 2 || index < 0) return null;
  if (direction === 'next') return (index + 1) % length;
  return index > 0 ? index - 1 : null;
}

// Categorised in this visit against what was left to do, as a whole percentage.
export function sessionProgress(categorised: number, remaining: number): number {
  const total = categorised + remaining;
  return total > 0 ? Math.round((categorised / total) * 100) : 0;
}
