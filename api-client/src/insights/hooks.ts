import {
  keepPreviousData,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiQueries, send, useApiQuery, type QueryOperation } from '../core/api-query';
import {
  getAiInsightsOptions,
  getBudgetsOptions,
  getCategoryBreakdownOptions,
  getFeesAndLeviesOptions,
  getInsightsSummaryOptions,
  getRecipientOptions,
  getSpendingTrendsOptions,
  listFlaggedExpensesOptions,
  listRecipientsOptions,
  markFlagReviewedMutation,
  unmarkFlagReviewedMutation,
} from '../generated/@tanstack/react-query.gen';
import {
  compact,
  type FlaggedExpenses,
  type FlagsQuery,
  type InsightsScope,
  type RecipientsQuery,
  type TrendGranularity,
} from './insights-api';

// The dashboard's figures follow the transactions they come from (polled like them, every 30 s).
const POLL_MS = 30_000;

// Every figure the dashboard and its pages show (spec section 7's "spending-summary"): a category
// change, an import or a review refreshes them all.
export const INSIGHTS = [
  'getInsightsSummary',
  'getSpendingTrends',
  'getCategoryBreakdown',
  'getFeesAndLevies',
  'getBudgets',
  'getAiInsights',
  'listRecipients',
  'getRecipient',
  'listFlaggedExpenses',
] as const satisfies readonly QueryOperation[];

export function useInsightsSummary(scope: InsightsScope) {
  return useApiQuery(getInsightsSummaryOptions({ query: compact(scope) }), {
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useSpendingTrends(scope: InsightsScope, granularity: TrendGranularity) {
  return useApiQuery(getSpendingTrendsOptions({ query: compact({ ...scope, granularity }) }), {
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useCategoryBreakdown(scope: InsightsScope) {
  return useApiQuery(getCategoryBreakdownOptions({ query: compact(scope) }), {
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useFeesAndLevies(scope: InsightsScope) {
  return useApiQuery(getFeesAndLeviesOptions({ query: compact(scope) }), {
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

// Pro only (a free user's call is a 403): enabled for Pro users.
export function useAiInsights(isPro: boolean) {
  return useApiQuery(getAiInsightsOptions(), { enabled: isPro, refetchInterval: POLL_MS });
}

export function useBudgets(scope: InsightsScope) {
  return useApiQuery(getBudgetsOptions({ query: compact(scope) }), {
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useRecipients(query: RecipientsQuery) {
  return useApiQuery(listRecipientsOptions({ query: compact(query) }), {
    placeholderData: keepPreviousData,
  });
}

// `number` as shown or as in a link (any form); the client encodes it for the path.
export function useRecipient(number: string, scope: InsightsScope = {}) {
  return useApiQuery(getRecipientOptions({ path: { number }, query: compact(scope) }), {
    enabled: number !== '',
  });
}

export function useFlaggedExpenses(query: FlagsQuery) {
  return useApiQuery(listFlaggedExpensesOptions({ query: compact(query) }), {
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

type Snapshot = [QueryKey, FlaggedExpenses | undefined][];

// The flag list a cached key asks for (its `query`).
const flagsQueryOf = (queryKey: QueryKey) =>
  (queryKey[0] as { query?: FlagsQuery } | undefined)?.query ?? {};

// Shows a review (or its undo) in every cached flag list at once: a list of reviewed ones too
// marks the item, any other list drops it. What comes back is left to the refetch, as are the
// counts (their amount is summed by the API).
async function showReviewed(
  queryClient: QueryClient,
  transactionId: string,
  reviewed: boolean,
): Promise<Snapshot> {
  const flagLists = apiQueries('listFlaggedExpenses');
  await queryClient.cancelQueries(flagLists);
  const snapshot = queryClient.getQueriesData<FlaggedExpenses>(flagLists);
  for (const [key, data] of snapshot) {
    if (!data) continue;
    const items =
      flagsQueryOf(key).includeReviewed === true
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
    mutationFn: async (transactionId: string) => {
      const request = { path: { transactionId } };
      await (reviewed
        ? send(markFlagReviewedMutation(), request)
        : send(unmarkFlagReviewedMutation(), request));
    },
    onMutate: (transactionId) => showReviewed(queryClient, transactionId, reviewed),
    onError: (_error, _transactionId, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // The counts, the list and the dashboard's figures all follow reviews.
    onSettled: () => queryClient.invalidateQueries(apiQueries(...INSIGHTS)),
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
