import { QueryClient } from '@tanstack/react-query';

// Spec section 7 defaults: data never goes stale by itself, no refetch on focus, no polling,
// no retries; unused cache kept 5 minutes. Individual queries override polling and staleness.
// Offline, a request is still sent and fails at once (networkMode 'always'): the page shows its
// error with Retry, and a save its error, instead of TanStack's default of pausing, which left a
// skeleton or a spinner with no end. Queries that failed load again when the connection is back.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
