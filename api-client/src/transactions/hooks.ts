import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSignedIn } from '../auth/session';
import { apiQueries, keyOf, send, useApiQuery, type QueryOperation } from '../core/api-query';
import {
  applyCategoryToSimilarMutation,
  listDetailedTransactionsOptions,
  listTransactionsOptions,
  listUncategorisedTransactionsOptions,
  setTransactionCategoryMutation,
} from '../generated/@tanstack/react-query.gen';
import { INSIGHTS } from '../insights/hooks';
import {
  compactFilters,
  transactionsApi,
  type SetTransactionCategoryRequest,
  type TransactionPageQuery,
  type UncategorisedList,
} from './transactions-api';

// Spec section 7: transaction lists and the uncategorised list are polled every 30 s.
export const TRANSACTIONS_POLL_MS = 30_000;

// Every list of transactions (spec section 7's "transactions" and "detailed-transactions").
export const TRANSACTION_LISTS = [
  'listTransactions',
  'listUncategorisedTransactions',
  'listDetailedTransactions',
] as const satisfies readonly QueryOperation[];

export function useTransactionPage(query: TransactionPageQuery) {
  return useApiQuery(listTransactionsOptions({ query: compactFilters(query) }), {
    refetchInterval: TRANSACTIONS_POLL_MS,
    // The previous page stays on screen while the next one loads (no flash of emptiness).
    placeholderData: keepPreviousData,
  });
}

export function useDetailedTransactions(walletId?: string, limit?: number) {
  const query = { ...(walletId ? { walletId } : {}), ...(limit ? { limit } : {}) };
  return useApiQuery(listDetailedTransactionsOptions({ query }), {
    refetchInterval: TRANSACTIONS_POLL_MS,
  });
}

// The list with its total, which the API sends as a header (transactionsApi.uncategorised).
export function useUncategorisedTransactions() {
  return useApiQuery(
    {
      queryKey: keyOf(listUncategorisedTransactionsOptions()),
      queryFn: () => transactionsApi.uncategorised(),
    },
    { refetchInterval: TRANSACTIONS_POLL_MS },
  );
}

// How many transactions have no category, the list's total (one row asked for): the categories
// screen's Uncategorized entry, the figure the dashboard's card shows (issue 30).
export function useUncategorisedCount() {
  const query = { limit: 1 };
  return useApiQuery(
    {
      queryKey: keyOf(listUncategorisedTransactionsOptions({ query })),
      queryFn: async () => (await transactionsApi.uncategorised(query)).total,
    },
    { refetchInterval: TRANSACTIONS_POLL_MS },
  );
}

const UNCATEGORISED_PAGE = 100;

// Every uncategorised transaction, a page at a time (the categorize screen, issue 29): each page
// after the last row of the one before, so the screen works through however many there are.
// A refresh reloads each page after the same row; rows may then show in two pages (the caller
// keeps the first), never in none.
export function useUncategorisedPages() {
  const signedIn = useSignedIn();
  return useInfiniteQuery({
    queryKey: [{ ...keyOf(listUncategorisedTransactionsOptions())[0], _infinite: true }] as const,
    queryFn: ({ pageParam, signal }) =>
      transactionsApi.uncategorised(
        { limit: UNCATEGORISED_PAGE, ...(pageParam ? { after: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: UncategorisedList) =>
      last.items.length < UNCATEGORISED_PAGE ? null : (last.items.at(-1)?.id ?? null),
    enabled: signedIn,
    refetchInterval: TRANSACTIONS_POLL_MS,
  });
}

// Spec: a category change refreshes transaction, detailed-transaction, uncategorised and
// spending-summary data (and the categories' counts and month totals).
export function invalidateCategorisedData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(
    apiQueries(...TRANSACTION_LISTS, ...INSIGHTS, 'listCategories'),
  );
}

export function useSetTransactionCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SetTransactionCategoryRequest }) =>
      send(setTransactionCategoryMutation(), { path: { id }, body }),
    onSuccess: () => invalidateCategorisedData(queryClient),
  });
}

// How many similar payments took the category.
export function useApplyCategoryToSimilar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await send(applyCategoryToSimilarMutation(), { path: { id } })).updatedCount,
    onSuccess: () => invalidateCategorisedData(queryClient),
  });
}

export function useExportTransactions() {
  return useMutation({ mutationFn: transactionsApi.exportCsv });
}
