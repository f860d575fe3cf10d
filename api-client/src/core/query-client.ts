import { QueryClient } from '@tanstack/react-query';

// Spec section 7 defaults: data never goes stale by itself, no refetch on focus, no polling,
// no retries; unused cache kept 5 minutes. Individual queries override polling and staleness.
// Offline, a request is still sent and fails at once (networkMode 'always'): the page shows its
// error with Retry, and a save its error, instead of TanStack's default of pausing, which left a
// skeleton or a spinner with no end. Queries that failed with nothing to show load again when the
// connection is back; a refresh that failed over data already shown keeps it (screens check for
// data before the error).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: false,
        networkMode: 'always',
        // TanStack turns this off with networkMode 'always'. On, a stale query loads again on
        // reconnect: one that failed with nothing to show (staleTime is Infinity by default), and
        // the few with a staleTime of their own once it has run out.
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

// The meta of a query that runs a process (a payment being verified, polled) rather than holding
// data shown from the account: a reset of the account's data (deleting or restoring it) leaves it
// alone, where resetting it would start the process again (a second "Payment Confirmed!") or
// leave it with nothing to go on.
export const PROCESS_QUERY = { process: true } as const;

export const isProcessQuery = (query: { meta?: Record<string, unknown> }): boolean =>
  query.meta?.process === true;

// The meta of a query whose data can show work still going on, which the page follows by polling
// (an upload being read or categorised): `unfinished(data)` says whether it is. A page rendered on
// the server with such data starts the app at once to follow it (shell/src/server/render.tsx),
// where other pages wait for the visitor's first interaction. A poll that only keeps figures fresh
// is not unfinished work.
export type UnfinishedMeta = { unfinished: (data: unknown) => boolean };

export const hasUnfinishedWork = (query: {
  meta?: Record<string, unknown>;
  state: { data: unknown };
}): boolean => {
  const unfinished = query.meta?.unfinished;
  return (
    typeof unfinished === 'function' &&
    (unfinished as UnfinishedMeta['unfinished'])(query.state.data) === true
  );
};
