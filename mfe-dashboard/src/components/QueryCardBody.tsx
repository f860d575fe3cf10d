import { useDeferredValue, type ReactNode } from 'react';
import { errorMessage } from '@sikalens/api-client';
import { ListSkeleton, LoadError } from '@sikalens/shared-ui';

type QueryCardBodyProps<T> = {
  // A react-query result, or the part of one a card is given.
  query: { data?: T; isError: boolean; error: unknown; refetch: () => unknown };
  // "Could not load {what}." ("your fees and E-Levy").
  what: string;
  skeleton: { label: string; rows: number; rowHeight: number };
  children: (data: T) => ReactNode;
};

// A dashboard card's body: a retryable error when nothing could be loaded, a skeleton while it
// loads, then the data (kept on screen if a later refetch fails).
// New data renders as a deferred value: a query's answer re-renders synchronously (React Query
// reads its cache through useSyncExternalStore), and a dozen cards each drawing their data in one
// blocking task kept a phone's main thread busy for seconds. Deferred, React draws them in
// interruptible slices, keeping what is on screen until the new body is ready.
export function QueryCardBody<T>({ query, what, skeleton, children }: QueryCardBodyProps<T>) {
  const data = useDeferredValue(query.data);
  if (data === undefined) {
    return query.isError && query.data === undefined ? (
      <LoadError onRetry={() => void query.refetch()}>
        Could not load {what}. {errorMessage(query.error)}
      </LoadError>
    ) : (
      <ListSkeleton {...skeleton} />
    );
  }
  return <>{children(data)}</>;
}
