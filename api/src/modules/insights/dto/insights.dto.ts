import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, Matches } from 'class-validator';
import {
  MONTH_PATTERN,
  PERIOD_KEYS,
  RELEASED_KEYS,
  RESOLVED_KEYS,
  type PeriodKey,
  type ReleasedKey,
  type ResolvedKey,
} from '../period';

const TREND_GRANULARITIES = ['day', 'week', 'month'] as const;
export type TrendGranularity = (typeof TREND_GRANULARITIES)[number];

export class InsightsQueryDto {
  @ApiPropertyOptional({
    enum: PERIOD_KEYS,
    enumName: 'InsightsPeriod',
    default: 'latest',
    description:
      '"latest": the latest calendar month that has transactions; "latest-3-months": the three calendar months ending with it',
  })
  @IsOptional()
  @IsIn(PERIOD_KEYS, { message: `period must be one of ${PERIOD_KEYS.join(', ')}` })
  period?: PeriodKey;

  @ApiPropertyOptional({
    example: '2024-08',
    pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])$',
    description:
      'One calendar month (YYYY-MM) instead of a period, e.g. one of summary.coverage.months; not with period',
  })
  @IsOptional()
  @Matches(MONTH_PATTERN, { message: 'month must be a month as YYYY-MM, e.g. 2024-09' })
  month?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only this wallet (one of yours)' })
  @IsOptional()
  @IsUUID('4', { message: 'walletId must be one of your wallets' })
  walletId?: string;
}

export class TrendsQueryDto extends InsightsQueryDto {
  @ApiPropertyOptional({
    enum: TREND_GRANULARITIES,
    enumName: 'TrendGranularity',
    default: 'month',
  })
  @IsOptional()
  @IsIn(TREND_GRANULARITIES, { message: 'granularity must be day, week or month' })
  granularity?: TrendGranularity;
}

export class PeriodRangeDto {
  @ApiProperty({ example: '2024-08-01', description: 'Inclusive' })
  from!: string;

  @ApiProperty({ example: '2024-08-07', description: 'Exclusive' })
  to!: string;

  @ApiProperty({ example: '1–6 August 2024' })
  label!: string;
}

export class PeriodDto {
  @ApiProperty({
    enum: RELEASED_KEYS,
    enumName: 'ResolvedPeriodKey',
    description:
      'The period asked for; "custom" is a range of days (the assistant), and also answers periods added since (latest-3-months, month=YYYY-MM): read `choice` for those',
  })
  key!: ReleasedKey;

  @ApiProperty({
    enum: RESOLVED_KEYS,
    enumName: 'PeriodChoice',
    description:
      'The period asked for, every kind: a `period` key, "month" (one month asked for by name, month=YYYY-MM) or "custom" (a range of days, the assistant)',
  })
  choice!: ResolvedKey;

  @ApiProperty({ example: 'March 2025' })
  label!: string;

  @ApiProperty({ type: String, nullable: true, example: '2025-03-01', description: 'Inclusive' })
  from!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2025-04-01', description: 'Exclusive' })
  to!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2024-09-06',
    description:
      'The last day the data covers (inclusive) when it stops inside the period, before its last day: the period is partial so far. null: the period is whole, or has no data',
  })
  through!: string | null;

  @ApiProperty({
    type: PeriodRangeDto,
    nullable: true,
    description:
      'What the changes (previous figures) compare with: the period before, or, for a partial period, the same elapsed span of it (1–6 Aug for 1–6 Sep). null: no fair comparison (all time, or data that does not cover it from its first day)',
  })
  comparedWith!: PeriodRangeDto | null;
}

export class CoverageDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2024-02-18',
    description:
      'The first day the statements cover that the caller may see (the first statement’s first day, or the first transaction; on a free plan no earlier than its window’s first day, as months); null: no data',
  })
  first!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2024-09-06',
    description:
      'The last day the data covers (the last statement’s last day, or the latest transaction); null: no data',
  })
  last!: string | null;

  @ApiProperty({
    type: [String],
    example: ['2024-08', '2024-09'],
    description:
      'The months (YYYY-MM) with transactions the caller may see (within a free plan’s window), oldest first',
  })
  months!: string[];
}

export class MoneyTotalsDto {
  @ApiProperty({
    example: '820.50',
    description: 'Sum of outgoing amounts (own-wallet transfers excluded)',
  })
  spent!: string;

  @ApiProperty({
    example: '1500.00',
    description: 'Sum of incoming amounts (own-wallet transfers excluded)',
  })
  received!: string;

  @ApiProperty({ example: '12.40', description: 'Fees charged' })
  fees!: string;

  @ApiProperty({ example: '3.10', description: 'E-Levy and other taxes' })
  tax!: string;

  @ApiProperty({ example: '836.00', description: 'spent + fees + tax' })
  totalCost!: string;
}

export class SummaryDto extends MoneyTotalsDto {
  @ApiProperty({ type: PeriodDto })
  period!: PeriodDto;

  @ApiProperty({ description: 'Transactions in the period' })
  transactionCount!: number;

  @ApiProperty({ description: 'Of those, how many have no category' })
  uncategorisedCount!: number;

  @ApiProperty({
    description:
      'Transactions out with an amount above ₵300 (the spending alert), own-wallet transfers included: what GET /api/transactions?type=outgoing&over=300&from&to lists for the period',
  })
  spendsAbove300!: number;

  @ApiProperty({ description: 'Payments out above ₵500 (big transactions)' })
  spendsAbove500!: number;

  @ApiProperty({
    type: MoneyTotalsDto,
    nullable: true,
    description:
      'The same figures over period.comparedWith (the period before, or the same span of it); null when there is no fair comparison',
  })
  previous!: MoneyTotalsDto | null;

  @ApiProperty({
    type: CoverageDto,
    description: 'What the caller’s data covers in this wallet (or all), whatever the period',
  })
  coverage!: CoverageDto;
}

export class TrendBucketDto {
  @ApiProperty({
    example: '2025-03-02',
    description: 'First day of the bucket (weeks start on Sunday)',
  })
  start!: string;

  @ApiProperty({ example: '120.00' })
  spent!: string;

  @ApiProperty({ example: '300.00' })
  received!: string;
}

export class TrendsDto {
  @ApiProperty({ type: PeriodDto })
  period!: PeriodDto;

  @ApiProperty({ enum: TREND_GRANULARITIES, enumName: 'TrendGranularity' })
  granularity!: TrendGranularity;

  @ApiProperty({
    type: [TrendBucketDto],
    description:
      'Oldest first, every bucket from the first with transactions to the last (zero when none)',
  })
  buckets!: TrendBucketDto[];
}

export class CategorySpendDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'null: spending with no category, named "Uncategorized"',
  })
  id!: string | null;

  @ApiProperty({ example: 'Food & Dining' })
  name!: string;

  @ApiProperty({ example: '#F97316' })
  color!: string;

  @ApiProperty({ example: 'utensils' })
  icon!: string;

  @ApiProperty({ example: '230.50' })
  spent!: string;

  @ApiProperty({
    example: 6,
    description: 'Payments out in the period (own-wallet transfers left out)',
  })
  count!: number;

  @ApiProperty({ example: '28.1', description: 'Percent of the period’s spending, one decimal' })
  share!: string;

  @ApiProperty({ example: '180.00', description: 'Spent in the period before' })
  previousSpent!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '28.1',
    description:
      'Percent change on period.comparedWith; null when nothing was spent then, or there is no fair comparison',
  })
  change!: string | null;
}

export class CategoryBreakdownDto {
  @ApiProperty({ type: PeriodDto })
  period!: PeriodDto;

  @ApiProperty({ example: '820.50' })
  spent!: string;

  @ApiProperty({
    type: [CategorySpendDto],
    description:
      'Every expense category with spending, largest first; spending with no category is one row of its own, "Uncategorized" (id null)',
  })
  categories!: CategorySpendDto[];
}

// The values of transactions.fee_group (migration 1795910400000).
const FEE_GROUPS = [
  'transfers',
  'other-networks',
  'cash-out',
  'merchant-payments',
  'bank-transfers',
  'other',
] as const;
export type FeeGroup = (typeof FEE_GROUPS)[number];

export class FeeGroupDto {
  @ApiProperty({ enum: FEE_GROUPS, enumName: 'FeeGroup' })
  group!: FeeGroup;

  @ApiProperty({ example: 'Cash-out' })
  label!: string;

  @ApiProperty({ example: '4.50' })
  fees!: string;

  @ApiProperty({ example: '1.20' })
  tax!: string;

  @ApiProperty({ example: '5.70', description: 'fees + tax' })
  total!: string;

  @ApiProperty({ description: 'Transactions of this kind in the period' })
  count!: number;
}

export class FeeMonthDto {
  @ApiProperty({ example: '2025-03' })
  month!: string;

  @ApiProperty({ example: '4.50' })
  fees!: string;

  @ApiProperty({ example: '1.20' })
  tax!: string;
}

export class CostlyTransactionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: '2025-03-09T09:00:00' })
  dateTime!: string;

  @ApiProperty({ example: 'TRANSFER' })
  type!: string;

  @ApiProperty({ example: 'KWAME MENSAH' })
  recipient!: string;

  @ApiProperty({ example: '-200.00' })
  amount!: string;

  @ApiProperty({ example: '2.00' })
  fees!: string;

  @ApiProperty({ example: '1.00' })
  tax!: string;
}

export class FeesDto {
  @ApiProperty({ type: PeriodDto })
  period!: PeriodDto;

  @ApiProperty({ example: '12.40' })
  fees!: string;

  @ApiProperty({ example: '3.10' })
  tax!: string;

  @ApiProperty({ example: '15.50', description: 'fees + tax' })
  total!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '1.9',
    description: 'fees + tax as a percent of spending, one decimal; null when nothing was spent',
  })
  shareOfSpending!: string | null;

  @ApiProperty({ type: [FeeGroupDto], description: 'By kind of transaction, costliest first' })
  byType!: FeeGroupDto[];

  @ApiProperty({ type: [FeeMonthDto], description: 'Month by month, oldest first' })
  byMonth!: FeeMonthDto[];

  @ApiProperty({
    type: [CostlyTransactionDto],
    description: 'The three that cost the most in fees and E-Levy',
  })
  top!: CostlyTransactionDto[];
}

export const BUDGET_LEVELS = ['ok', 'near', 'over'] as const;

export class BudgetDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Food & Dining' })
  name!: string;

  @ApiProperty({ example: '#F97316' })
  color!: string;

  @ApiProperty({ example: 'utensils' })
  icon!: string;

  @ApiProperty({ example: '500.00', description: 'The monthly budget' })
  budget!: string;

  @ApiProperty({ example: '430.00', description: 'Spent in the month' })
  spent!: string;

  @ApiProperty({ example: '70.00', description: 'budget − spent; negative when over' })
  left!: string;

  @ApiProperty({ example: 86, description: 'Whole percent of the budget spent (may pass 100)' })
  percent!: number;

  @ApiProperty({
    enum: BUDGET_LEVELS,
    enumName: 'BudgetLevel',
    description: 'near from 80%, over from 100%',
  })
  level!: (typeof BUDGET_LEVELS)[number];
}

export class BudgetSuggestionDto {
  @ApiProperty({ format: 'uuid' })
  categoryId!: string;

  @ApiProperty({ example: 'Food & Dining' })
  name!: string;

  @ApiProperty({ example: '#F97316' })
  color!: string;

  @ApiProperty({ example: 'utensils' })
  icon!: string;

  @ApiProperty()
  isDefault!: boolean;

  @ApiProperty({ example: '412.37', description: 'Average monthly spending over the months' })
  averageSpent!: string;

  @ApiProperty({ example: '450', description: 'The average rounded up to a friendly figure' })
  suggested!: string;

  @ApiProperty({ type: String, nullable: true, example: '300.00', description: 'Budget now' })
  currentBudget!: string | null;
}

export class BudgetSuggestionsDto {
  @ApiProperty({
    type: [String],
    example: ['2024-06', '2024-07', '2024-08'],
    description: 'The full months the suggestions come from (at most the last three), oldest first',
  })
  months!: string[];

  @ApiProperty({ type: String, nullable: true, example: 'June to August 2024' })
  label!: string | null;

  @ApiProperty({
    type: [BudgetSuggestionDto],
    description: 'Expense categories with spending in those months, biggest first',
  })
  suggestions!: BudgetSuggestionDto[];
}

export class BudgetsDto {
  @ApiProperty({ type: PeriodDto })
  period!: PeriodDto;

  @ApiProperty({
    type: [BudgetDto],
    description: 'Categories with a monthly budget, most used first',
  })
  budgets!: BudgetDto[];
}
