import { useCallback, useMemo, useState } from 'react';
import { useUncategorisedTransactions } from '@sikalens/api-client';
import { cursorIndex, sessionProgress, stepIndex, type Cursor } from '../utils/queue';

type Direction = 'next' | 'previous';

// The uncategorised transactions, one at a time. A card categorised here leaves at once (the
// list refreshes behind it); the next card takes its place, or the last one if it was last.
export function useCategoriseQueue() {
  const query = useUncategorisedTransactions();
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  const [categorised, setCategorised] = useState(0);
  const [cursor, setCursor] = useState<Cursor | null>(null);

  const loaded = query.data?.items;
  const items = useMemo(
    () => (loaded ?? []).filter((transaction) => !done.has(transaction.id)),
    [loaded, done],
  );
  const ids = useMemo(() => items.map((transaction) => transaction.id), [items]);
  const index = cursorIndex(ids, cursor);
  const current = index >= 0 ? (items[index] ?? null) : null;
  // The server's total counts the ones still listed here but already done.
  const hidden = (loaded?.length ?? 0) - items.length;
  const remaining = Math.max(items.length, (query.data?.total ?? 0) - hidden);

  const canGo = useCallback(
    (direction: Direction) => stepIndex(index, ids.length, direction) !== null,
    [index, ids.length],
  );

  const go = useCallback(
    (direction: Direction) => {
      const target = stepIndex(index, ids.length, direction);
      const id = target === null ? undefined : ids[target];
      if (target !== null && id) setCursor({ id, index: target });
    },
    [index, ids],
  );

  // `at` is where the card was when it was chosen. If the user is still on it, the next card
  // takes its place; a card the user has already moved on from just leaves the list.
  const markCategorised = useCallback((id: string, at: number) => {
    setCursor((before) => (before === null || before.id === id ? { id, index: at } : before));
    setDone((before) => new Set(before).add(id));
    setCategorised((count) => count + 1);
  }, []);

  const addCategorised = useCallback((count: number) => {
    setCategorised((before) => before + count);
  }, []);

  return {
    query,
    items,
    index,
    current,
    remaining,
    categorised,
    progress: sessionProgress(categorised, remaining),
    canGo,
    go,
    markCategorised,
    addCategorised,
  };
}
