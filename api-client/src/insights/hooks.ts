import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useSignedIn } from '../auth/session';
import {
  insightKeys,
  insightsApi,
  type FlaggedExpenses,
  type FlagsQuery,
  type InsightsScope,
  type RecipientsQuery,
  type TrendGranularity,
} from './insights-api';

// The dashboard's figures follow the transactions they come from (polled like them, every 30 s).
const POLL_MS = 30_000;

export function useInsightsSummary(scope: InsightsScope) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: insightKeys.summary(scope),
    queryFn: () => insightsApi.summary(scope),
    enabled: signedIn,
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useSpendingTrends(scope: InsightsScope, granularity: TrendGranularity) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: insightKeys.trends(scope, granularity),
    queryFn: () => insightsApi.trends(scope, granularity),
    enabled: signedIn,
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useCategoryBreakdown(scope: InsightsScope) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: insightKeys.categories(scope),
    queryFn: () => insightsApi.categories(scope),
    enabled: signedIn,
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useFeesAndLevies(scope: InsightsScope) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: insightKeys.fees(scope),
    queryFn: () => insightsApi.fees(scope),
    enabled: signedIn,
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

// Pro only (a free user's call is a 403): enabled for Pro users.
export function useAiInsights(isPro: boolean) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: insightKeys.ai(),
    queryFn: () => insightsApi.ai(),
    enabled: signedIn && isPro,
    refetchInterval: POLL_MS,
  });
}

export function useBudgets(scope: InsightsScope) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: insightKeys.budgets(scope),
    queryFn: () => insightsApi.budgets(scope),
    enabled: signedIn,
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useRecipients(query: RecipientsQuery) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: insightKeys.recipients(query),
    queryFn: () => insightsApi.recipients(query),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

export function useRecipient(number: string, scope: InsightsScope = {}) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: insightKeys.recipient(number, scope),
    queryFn: () => insightsApi.recipient(number, scope),
    enabled: signedIn && number !== '',
  });
}

export function useFlaggedExpenses(query: FlagsQuery) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: insightKeys.flags(query),
    queryFn: () => insightsApi.flags(query),
    enabled: signedIn,
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

type Snapshot = [QueryKey, FlaggedExpenses | undefined][];

// Shows a review (or its undo) in every cached flag list at once: a list of reviewed ones too
// marks the item, any other list drops it. What comes back is left to the refetch, as are the
// counts (their amount is summed by the API).
async function showReviewed(
  queryClient: QueryClient,
  transactionId: string,
  reviewed: boolean,
): Promise<Snapshot> {
  const queryKey = insightKeys.flagsAll();
  await queryClient.cancelQueries({ queryKey });
  const snapshot = queryClient.getQueriesData<FlaggedExpenses>({ queryKey });
  for (const [key, data] of snapshot) {
    if (!data) continue;
    const includeReviewed = (key[2] as FlagsQuery | undefined)?.includeReviewed === true;
    const items = includeReviewed
      ? data.items.map((item) =>
          item.transaction.id === transactionId ? { ...item, reviewed } : item,
        )
      : data.items.filter((item) => !reviewed || item.transaction.id !== transactionId);
    queryClient.setQueryData<FlaggedExpenses>(key, { ...data, items });
  }
  return snapshot;
}

function useSetFlagReviewed(reviewed: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      reviewed
        ? insightsApi.markReviewed(transactionId)
        : insightsApi.unmarkReviewed(transactionId),
    onMutate: (transactionId) => showReviewed(queryClient, transactionId, reviewed),
    onError: (_error, _transactionId, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // The counts, the list and the dashboard's figures all follow reviews.
    onSettled: () => queryClient.invalidateQueries({ queryKey: insightKeys.all }),
  });
}

// Marks a flagged expense reviewed: it leaves the list at once.
export function useMarkFlagReviewed() {
  return useSetFlagReviewed(true);
}

// Takes a review back (the toast's Undo, or a reviewed item's button).
export function useUnmarkFlagReviewed() {
  return useSetFlagReviewed(false);
}
