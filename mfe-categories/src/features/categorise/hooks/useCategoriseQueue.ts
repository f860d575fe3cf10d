import { useCallback, useEffect, useMemo, useState } from 'react';
import { useUncategorisedPages } from '@sikalens/api-client';
import { cursorIndex, firstOfEach, sessionProgress, stepIndex, type Cursor } from '../utils/queue';

type Direction = 'next' | 'previous';

// The next page is asked for when the user is this many cards from the end of what is loaded.
const LOAD_AHEAD = 10;

// The uncategorised transactions, one at a time, a page at a time. A card categorised here leaves
// at once (the list refreshes behind it); the next card takes its place, or the last one if it
// was last. Skipping past the last card loaded waits for the next page while there is one.
export function useCategoriseQueue() {
  const query = useUncategorisedPages();
  const { hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    query;
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  const [categorised, setCategorised] = useState(0);
  const [cursor, setCursor] = useState<Cursor | null>(null);

  const pages = query.data?.pages;
  // A refresh may list a row in two pages: the first one counts.
  const loaded = useMemo(() => firstOfEach((pages ?? []).flatMap((page) => page.items)), [pages]);
  const items = useMemo(
    () => loaded.filter((transaction) => !done.has(transaction.id)),
    [loaded, done],
  );
  const ids = useMemo(() => items.map((transaction) => transaction.id), [items]);
  // Past the end of what is loaded: the next page's first card, once it is here (a page that
  // failed leaves the user on the last card, where Skip asks for it again).
  const waiting =
    cursor?.id === null &&
    cursor.index >= ids.length &&
    hasNextPage &&
    (isFetchingNextPage || !isFetchNextPageError);
  const index = cursorIndex(ids, cursor);
  const current = !waiting && index >= 0 ? (items[index] ?? null) : null;
  // The server's total counts the ones still listed here but already done.
  const hidden = loaded.length - items.length;
  const remaining = Math.max(items.length, (pages?.[0]?.total ?? 0) - hidden);

  // Near the end of what is loaded, the next page comes before it is needed; not during another
  // fetch (a refresh of the pages would be cancelled), and after a failure only when Skip or
  // Refresh asks again.
  const nearEnd = ids.length - index <= LOAD_AHEAD;
  useEffect(() => {
    if (hasNextPage && nearEnd && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, nearEnd, isFetching, isFetchNextPageError, fetchNextPage]);

  const atLoadedEnd = index === ids.length - 1;
  const canGo = useCallback(
    (direction: Direction) =>
      direction === 'next' && atLoadedEnd && hasNextPage
        ? !waiting
        : stepIndex(index, ids.length, direction) !== null,
    [atLoadedEnd, hasNextPage, waiting, index, ids.length],
  );

  const go = useCallback(
    (direction: Direction) => {
      if (direction === 'next' && atLoadedEnd && hasNextPage) {
        // The card after the last one loaded has no id yet: held by its place. Its page is
        // loading already (see above), unless the last try failed.
        setCursor({ id: null, index: index + 1 });
        if (isFetchNextPageError && !isFetching) void fetchNextPage();
        return;
      }
      const target = stepIndex(index, ids.length, direction);
      const id = target === null ? undefined : ids[target];
      if (target !== null && id) setCursor({ id, index: target });
    },
    [atLoadedEnd, hasNextPage, isFetchNextPageError, isFetching, fetchNextPage, index, ids],
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
