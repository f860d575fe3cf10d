import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readToken } from '../core/token';
import {
  insightKeys,
  insightsApi,
  type InsightsScope,
  type RecipientsQuery,
  type TrendGranularity,
} from './insights-api';

// The dashboard's figures follow the transactions they come from (polled like them, every 30 s).
const POLL_MS = 30_000;

export function useInsightsSummary(scope: InsightsScope) {
  return useQuery({
    queryKey: insightKeys.summary(scope),
    queryFn: () => insightsApi.summary(scope),
    enabled: !!readToken(),
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useSpendingTrends(scope: InsightsScope, granularity: TrendGranularity) {
  return useQuery({
    queryKey: insightKeys.trends(scope, granularity),
    queryFn: () => insightsApi.trends(scope, granularity),
    enabled: !!readToken(),
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useCategoryBreakdown(scope: InsightsScope) {
  return useQuery({
    queryKey: insightKeys.categories(scope),
    queryFn: () => insightsApi.categories(scope),
    enabled: !!readToken(),
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useFeesAndLevies(scope: InsightsScope) {
  return useQuery({
    queryKey: insightKeys.fees(scope),
    queryFn: () => insightsApi.fees(scope),
    enabled: !!readToken(),
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useBudgets(scope: InsightsScope) {
  return useQuery({
    queryKey: insightKeys.budgets(scope),
    queryFn: () => insightsApi.budgets(scope),
    enabled: !!readToken(),
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useRecipients(query: RecipientsQuery) {
  return useQuery({
    queryKey: insightKeys.recipients(query),
    queryFn: () => insightsApi.recipients(query),
    enabled: !!readToken(),
    placeholderData: keepPreviousData,
  });
}

export function useRecipient(number: string, scope: InsightsScope = {}) {
  return useQuery({
    queryKey: insightKeys.recipient(number, scope),
    queryFn: () => insightsApi.recipient(number, scope),
    enabled: !!readToken() && number !== '',
  });
}
