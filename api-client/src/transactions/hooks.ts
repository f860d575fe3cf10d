import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSignedIn } from '../auth/session';
import { categoryKeys } from '../categories/categories-api';
import type { SetTransactionCategoryRequest } from './transactions-api';
import { transactionKeys, transactionsApi, type TransactionPageQuery } from './transactions-api';

// Spec section 7: transaction lists and the uncategorised list are polled every 30 s.
export const TRANSACTIONS_POLL_MS = 30_000;

export function useTransactionPage(query: TransactionPageQuery) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: transactionKeys.page(query),
    queryFn: () => transactionsApi.page(query),
    enabled: signedIn,
    refetchInterval: TRANSACTIONS_POLL_MS,
    // The previous page stays on screen while the next one loads (no flash of emptiness).
    placeholderData: keepPreviousData,
  });
}

export function useDetailedTransactions(walletId?: string, limit?: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: transactionKeys.detailed(walletId, limit),
    queryFn: () =>
      transactionsApi.detailed({
        ...(walletId ? { walletId } : {}),
        ...(limit ? { limit } : {}),
      }),
    enabled: signedIn,
    refetchInterval: TRANSACTIONS_POLL_MS,
  });
}

export function useUncategorisedTransactions() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: transactionKeys.uncategorised(),
    queryFn: () => transactionsApi.uncategorised(),
    enabled: signedIn,
    refetchInterval: TRANSACTIONS_POLL_MS,
  });
}

// Spec: a category change refreshes transaction, detailed-transaction, uncategorised and
// spending-summary data (and the categories' counts and month totals).
export function invalidateCategorisedData(queryClient: QueryClient): Promise<void[]> {
  return Promise.all(
    [transactionKeys.all, transactionKeys.detailedAll, ['spending-summary'], categoryKeys.all].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useSetTransactionCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SetTransactionCategoryRequest }) =>
      transactionsApi.setCategory(id, body),
    onSuccess: () => invalidateCategorisedData(queryClient),
  });
}

export function useApplyCategoryToSimilar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => transactionsApi.applyToSimilar(id),
    onSuccess: () => invalidateCategorisedData(queryClient),
  });
}

export function useExportTransactions() {
  return useMutation({ mutationFn: transactionsApi.exportCsv });
}
