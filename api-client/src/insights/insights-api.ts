import {
  getAiInsights,
  getBudgets,
  getCategoryBreakdown,
  getFeesAndLevies,
  getInsightsSummary,
  getRecipient,
  getSpendingTrends,
  listFlaggedExpenses,
  listRecipients,
  markFlagReviewed,
  unmarkFlagReviewed,
} from '../generated/sdk.gen';
import type {
  AiInsightDto,
  AiInsightKind,
  AiInsightsDto,
  BudgetDto,
  BudgetLevel,
  BudgetsDto,
  CategoryBreakdownDto,
  CategorySpendDto,
  CostlyTransactionDto,
  FeeGroup,
  FeeGroupDto,
  FeeMonthDto,
  FeesDto,
  FlagCountsDto,
  FlagFilter,
  FlagKind,
  FlagSort,
  FlaggedExpenseDto,
  FlagsDto,
  InsightsPeriod,
  PeriodDto,
  RecipientDetailDto,
  RecipientDto,
  RecipientMonthDto,
  RecipientSort,
  RecipientsPageDto,
  SummaryDto,
  TrendBucketDto,
  TrendGranularity,
  TrendsDto,
} from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type {
  AiInsightDto as AiInsight,
  AiInsightKind,
  AiInsightsDto as AiInsights,
  BudgetDto as Budget,
  BudgetLevel,
  BudgetsDto as Budgets,
  CategoryBreakdownDto as CategoryBreakdown,
  CategorySpendDto as CategorySpend,
  CostlyTransactionDto as CostlyTransaction,
  FeeGroup,
  FeeGroupDto as FeeGroupTotals,
  FeeMonthDto as FeeMonth,
  FeesDto as FeesAndLevies,
  FlagCountsDto as FlagCounts,
  FlagFilter,
  FlagKind,
  FlagSort,
  FlaggedExpenseDto as FlaggedExpense,
  FlagsDto as FlaggedExpenses,
  InsightsPeriod,
  PeriodDto as InsightsPeriodRange,
  RecipientDetailDto as RecipientDetail,
  RecipientDto as Recipient,
  RecipientMonthDto as RecipientMonth,
  RecipientSort,
  RecipientsPageDto as RecipientsPage,
  SummaryDto as InsightsSummary,
  TrendBucketDto as TrendBucket,
  TrendGranularity,
  TrendsDto as SpendingTrends,
};

configureApiClient();

export type InsightsScope = { period?: InsightsPeriod; walletId?: string };
export type RecipientsQuery = InsightsScope & {
  search?: string;
  sort?: RecipientSort;
  page?: number;
  pageSize?: number;
};
export type FlagsQuery = InsightsScope & {
  type?: FlagFilter;
  sort?: FlagSort;
  includeReviewed?: boolean;
};

// Unset values are left out, so equal scopes make equal query keys.
const compact = <T extends Record<string, unknown>>(query: T): T =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;

export const insightKeys = {
  // Spec section 7 calls the dashboard's figures "spending-summary": a category change refreshes it.
  all: ['spending-summary'] as const,
  summary: (scope: InsightsScope) => [...insightKeys.all, 'summary', compact(scope)] as const,
  trends: (scope: InsightsScope, granularity: TrendGranularity) =>
    [...insightKeys.all, 'trends', compact(scope), granularity] as const,
  categories: (scope: InsightsScope) => [...insightKeys.all, 'categories', compact(scope)] as const,
  fees: (scope: InsightsScope) => [...insightKeys.all, 'fees', compact(scope)] as const,
  budgets: (scope: InsightsScope) => [...insightKeys.all, 'budgets', compact(scope)] as const,
  recipients: (query: RecipientsQuery) =>
    [...insightKeys.all, 'recipients', compact(query)] as const,
  recipient: (number: string, scope: InsightsScope) =>
    [...insightKeys.all, 'recipient', number, compact(scope)] as const,
  flagsAll: () => [...insightKeys.all, 'flags'] as const,
  ai: () => [...insightKeys.all, 'ai'] as const,
  flags: (query: FlagsQuery) => [...insightKeys.flagsAll(), compact(query)] as const,
};

export const insightsApi = {
  // Pro: the AI insights card's forecast, unusual spending, recurring payments and fees.
  ai: async (): Promise<AiInsightsDto> => (await getAiInsights({ throwOnError: true })).data,
  summary: async (scope: InsightsScope = {}): Promise<SummaryDto> =>
    (await getInsightsSummary({ query: compact(scope), throwOnError: true })).data,
  trends: async (scope: InsightsScope, granularity: TrendGranularity): Promise<TrendsDto> =>
    (await getSpendingTrends({ query: compact({ ...scope, granularity }), throwOnError: true }))
      .data,
  categories: async (scope: InsightsScope = {}): Promise<CategoryBreakdownDto> =>
    (await getCategoryBreakdown({ query: compact(scope), throwOnError: true })).data,
  fees: async (scope: InsightsScope = {}): Promise<FeesDto> =>
    (await getFeesAndLevies({ query: compact(scope), throwOnError: true })).data,
  budgets: async (scope: InsightsScope = {}): Promise<BudgetsDto> =>
    (await getBudgets({ query: compact(scope), throwOnError: true })).data,
  recipients: async (query: RecipientsQuery = {}): Promise<RecipientsPageDto> =>
    (await listRecipients({ query: compact(query), throwOnError: true })).data,
  // `number` as shown or as in a link (any form); the client encodes it for the path.
  recipient: async (number: string, scope: InsightsScope = {}): Promise<RecipientDetailDto> =>
    (await getRecipient({ path: { number }, query: compact(scope), throwOnError: true })).data,
  flags: async (query: FlagsQuery = {}): Promise<FlagsDto> =>
    (await listFlaggedExpenses({ query: compact(query), throwOnError: true })).data,
  markReviewed: async (transactionId: string): Promise<void> => {
    await markFlagReviewed({ path: { transactionId }, throwOnError: true });
  },
  unmarkReviewed: async (transactionId: string): Promise<void> => {
    await unmarkFlagReviewed({ path: { transactionId }, throwOnError: true });
  },
};
