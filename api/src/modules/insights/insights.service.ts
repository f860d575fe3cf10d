import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../common/guards/auth-context';
import { validationFailed } from '../../common/errors/common.errors';
import type {
  BudgetSuggestionsDto,
  BudgetsDto,
  CategoryBreakdownDto,
  FeeGroup,
  FeesDto,
  InsightsQueryDto,
  SummaryDto,
  TrendsDto,
  TrendsQueryDto,
} from './dto/insights.dto';
import { InsightsScopes, periodDto, type Scope } from './insights-scope';
import { InsightsRepository, type ListedTransactionRow } from './insights.repository';
import { fullMonths, rangeLabel, resolvePeriod, type DateRange, type PeriodKey } from './period';

const MONTH_PERIODS: readonly PeriodKey[] = ['latest', 'this-month', 'last-month'];

const FEE_GROUP_LABELS: Record<FeeGroup, string> = {
  transfers: 'Transfers',
  'other-networks': 'Other networks',
  'cash-out': 'Cash-out',
  'merchant-payments': 'Merchant payments',
  'bank-transfers': 'Bank transfers',
  other: 'Other',
};

const SMART_BUDGET_MONTHS = 3;
const ALL_TIME: DateRange = { from: null, to: null };

// "March 2026, May 2026 and June 2026"
const listed = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

const nextMonthOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

// A monthly budget a person would set: the amount rounded up to a step that grows with it
// (₵5 under ₵50, ₵10 under ₵200, ₵50 under ₵1,000, ₵100 under ₵5,000, then ₵500).
function friendlyBudget(amount: number): number {
  const step = amount < 50 ? 5 : amount < 200 ? 10 : amount < 1000 ? 50 : amount < 5000 ? 100 : 500;
  // A hair over a step (floating point) still rounds to it.
  return Math.max(step, Math.ceil(Math.round(amount * 100) / 100 / step) * step);
}

// Every figure of the dashboard, computed by SQL aggregates over the caller's transactions
// (definitions in docs/insights.md).
@Injectable()
export class InsightsService {
  constructor(
    private readonly repository: InsightsRepository,
    private readonly scopes: InsightsScopes,
  ) {}

  async summary(auth: AuthContext, query: InsightsQueryDto): Promise<SummaryDto> {
    return this.summaryFor(await this.scopes.resolve(auth, query));
  }

  async summaryFor(scope: Scope): Promise<SummaryDto> {
    const compared = scope.period.comparable ? scope.period.previous : null;
    const visible = this.scopes.visibleCoverage(scope);
    const [current, previous, months] = await Promise.all([
      this.totals(scope, scope.period),
      compared ? this.totals(scope, compared) : null,
      scope.coverage ? this.repository.months(this.scopes.bounds(scope, ALL_TIME)) : [],
    ]);
    const { transactionCount, uncategorisedCount, spendsAbove300, spendsAbove500, ...figures } =
      current;
    return {
      period: periodDto(scope.period),
      ...figures,
      transactionCount,
      uncategorisedCount,
      spendsAbove300,
      spendsAbove500,
      previous: previous
        ? {
            spent: previous.spent,
            received: previous.received,
            fees: previous.fees,
            tax: previous.tax,
            totalCost: previous.totalCost,
          }
        : null,
      // What the caller may see: a free plan's window trims the first day as it does the months.
      coverage: {
        first: visible?.first ?? null,
        last: visible?.last ?? null,
        months,
      },
    };
  }

  async trends(auth: AuthContext, query: TrendsQueryDto): Promise<TrendsDto> {
    return this.trendsFor(await this.scopes.resolve(auth, query), query.granularity ?? 'month');
  }

  async trendsFor(scope: Scope, granularity: TrendsDto['granularity']): Promise<TrendsDto> {
    const buckets = await this.repository.trendBuckets(
      this.scopes.bounds(scope, scope.period),
      granularity,
    );
    return { period: periodDto(scope.period), granularity, buckets };
  }

  // Spending by expense category in the period, with the period before for the change.
  async categories(auth: AuthContext, query: InsightsQueryDto): Promise<CategoryBreakdownDto> {
    return this.categoriesFor(await this.scopes.resolve(auth, query));
  }

  async categoriesFor(scope: Scope): Promise<CategoryBreakdownDto> {
    const compared = scope.period.comparable ? scope.period.previous : null;
    const previous = this.scopes.visible(scope, compared ?? { from: null, to: null });
    const rows = await this.repository.categorySpending(this.scopes.bounds(scope, scope.period), {
      exists: compared !== null,
      from: previous.from ?? '1900-01-01',
      to: previous.to ?? '1900-01-01',
    });
    return {
      period: periodDto(scope.period),
      spent: rows[0]?.total ?? '0.00',
      categories: rows.map(({ total: _total, share, ...row }) => ({
        ...row,
        share: share ?? '0.0',
      })),
    };
  }

  // What fees and E-Levy cost in the period: by kind of transaction, by month, and the three
  // transactions that cost the most. One pass over the period's rows groups them by month and
  // fee kind (t.fee_group); the totals, the split and the months are sums of those few groups.
  // The split counts only transactions that paid a fee or E-Levy.
  async fees(auth: AuthContext, query: InsightsQueryDto): Promise<FeesDto> {
    return this.feesFor(await this.scopes.resolve(auth, query));
  }

  async feesFor(scope: Scope): Promise<FeesDto> {
    const bounds = this.scopes.bounds(scope, scope.period);
    const [sums, top] = await Promise.all([
      this.repository.feeSums(bounds),
      this.repository.costliest(bounds),
    ]);
    const { byType, byMonth, ...totals } = sums;
    return {
      period: periodDto(scope.period),
      fees: totals.fees,
      tax: totals.tax,
      total: totals.total,
      shareOfSpending: totals.share,
      byType: byType.map((row) => ({ ...row, label: FEE_GROUP_LABELS[row.group] })),
      byMonth,
      top: top.map(({ accountName, toFrom, ...row }) => ({
        ...row,
        recipient: accountName.trim() || toFrom.trim(),
      })),
    };
  }

  // Each budgeted category against one month's spending (uncategorised spending counts against
  // Other Expenses). Budgets are monthly, so only month periods make sense here: a month key, or
  // one month by name.
  async budgets(auth: AuthContext, query: InsightsQueryDto): Promise<BudgetsDto> {
    if (query.month !== undefined) return this.budgetsFor(await this.scopes.resolve(auth, query));
    const key = query.period ?? 'latest';
    if (!MONTH_PERIODS.includes(key)) {
      throw validationFailed(
        'Budgets are monthly: choose latest, this-month, last-month or a month.',
        'period',
      );
    }
    return this.budgetsFor(await this.scopes.resolve(auth, { ...query, period: key }));
  }

  // Smart Budgets (issue 29): for each expense category, the average monthly spending over the
  // last three full months the statements cover (fewer when there are fewer), rounded up to a
  // friendly figure. All wallets; a free user's history window applies, as to every figure.
  async budgetSuggestions(auth: AuthContext): Promise<BudgetSuggestionsDto> {
    const caller = await this.scopes.caller(auth, null);
    const everything = this.scopes.bounds(
      { ...caller, period: resolvePeriod('all', new Date(), null) },
      ALL_TIME,
    );
    // Full months any imported statement covers, the latest three of them.
    const periods = await this.repository.statementPeriods(everything);
    const covered = new Set(periods.flatMap(({ from, to }) => fullMonths(from, to, Infinity)));
    const months = [...covered].sort().slice(-SMART_BUDGET_MONTHS);
    if (months.length === 0) return { months, label: null, suggestions: [] };
    // Spending in those months (they need not be consecutive: each is summed on its own range).
    const ranges = months.map((month) => ({ from: `${month}-01`, to: `${nextMonthOf(month)}-01` }));
    const rows = await this.repository.expenseSpend(everything, ranges);
    const consecutive = ranges.every((range, i) => i === 0 || ranges[i - 1]!.to === range.from);
    const label = consecutive
      ? rangeLabel(ranges[0]!.from, ranges.at(-1)!.to)
      : listed(ranges.map(({ from, to }) => rangeLabel(from, to)));
    return {
      months,
      label,
      suggestions: rows.map(({ id, spent, ...row }) => {
        const average = Number(spent) / months.length;
        return {
          ...row,
          categoryId: id,
          averageSpent: average.toFixed(2),
          suggested: String(friendlyBudget(average)),
        };
      }),
    };
  }

  // A month's budgets (the scope's period is one calendar month).
  async budgetsFor(scope: Scope): Promise<BudgetsDto> {
    const rows = await this.repository.budgets(this.scopes.bounds(scope, scope.period));
    return { period: periodDto(scope.period), budgets: rows };
  }

  // The period's transactions as a report lists them: how many there are, their first and last
  // day, and the latest `limit` of them, newest first. Same scope as every figure (user, wallet,
  // period, window).
  async transactionsFor(
    scope: Scope,
    limit: number,
  ): Promise<{
    count: number;
    span: { first: string; last: string } | null;
    latest: ListedTransactionRow[];
  }> {
    const bounds = this.scopes.bounds(scope, scope.period);
    const [counted, latest] = await Promise.all([
      this.repository.countTransactions(bounds),
      this.repository.latestTransactions(bounds, limit),
    ]);
    const { count, first, last } = counted;
    return { count, span: first && last ? { first, last } : null, latest };
  }

  private totals(scope: Scope, range: DateRange) {
    return this.repository.totals(this.scopes.bounds(scope, range));
  }
}
