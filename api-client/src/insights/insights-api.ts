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
  CoverageDto,
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
  PeriodChoice,
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
  CoverageDto as InsightsCoverage,
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
  PeriodChoice,
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

// `month` ('YYYY-MM', one calendar month) instead of `period`, never both (issue 30).
export type InsightsScope = { period?: InsightsPeriod; month?: string; walletId?: string };
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
export const compact = <T extends Record<string, unknown>>(query: T): T =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
