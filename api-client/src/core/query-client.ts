import { QueryClient } from '@tanstack/react-query';

// Spec section 7 defaults: data never goes stale by itself, no refetch on focus, no polling,
// no retries; unused cache kept 5 minutes. Individual queries override polling and staleness.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
