import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../common/guards/auth-context';
import { validationFailed } from '../../common/errors/common.errors';
import type {
  BudgetDto,
  BudgetsDto,
  CategoryBreakdownDto,
  CostlyTransactionDto,
  FeeGroup,
  FeeGroupDto,
  FeeMonthDto,
  FeesDto,
  InsightsQueryDto,
  MoneyTotalsDto,
  SummaryDto,
  TrendsDto,
  TrendsQueryDto,
} from './dto/insights.dto';
import { InsightsScopes, periodDto, type Scope } from './insights-scope';
import {
  ALERT_ABOVE,
  BIG_SPEND_ABOVE,
  bucketStart,
  money,
  MONTH_START,
  receivedSql,
  SCOPE,
  spentSql,
} from './insights-sql';
import type { DateRange, PeriodKey } from './period';

const MONTH_PERIODS: readonly PeriodKey[] = ['latest', 'this-month', 'last-month'];

const BUCKET_STEP: Record<TrendsDto['granularity'], string> = {
  day: '1 day',
  week: '1 week',
  month: '1 month',
};

const FEE_GROUP_LABELS: Record<FeeGroup, string> = {
  transfers: 'Transfers',
  'other-networks': 'Other networks',
  'cash-out': 'Cash-out',
  'merchant-payments': 'Merchant payments',
  'bank-transfers': 'Bank transfers',
  other: 'Other',
};

const totalsSql = (own: string) => `${money(spentSql(own))} AS spent,
  ${money(receivedSql(own))} AS received,
  ${money('sum(t.fees)')} AS fees, ${money('sum(t.tax)')} AS tax,
  ${money(`coalesce(${spentSql(own)}, 0) + coalesce(sum(t.fees), 0) + coalesce(sum(t.tax), 0)`)} AS "totalCost"`;

// Every figure of the dashboard, computed by SQL aggregates over the caller's transactions
// (definitions in docs/insights.md).
@Injectable()
export class InsightsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scopes: InsightsScopes,
  ) {}

  async summary(auth: AuthContext, query: InsightsQueryDto): Promise<SummaryDto> {
    return this.summaryFor(await this.scopes.resolve(auth, query));
  }

  async summaryFor(scope: Scope): Promise<SummaryDto> {
    const [current, previous] = await Promise.all([
      this.totals(scope, scope.period),
      scope.period.previous ? this.totals(scope, scope.period.previous) : null,
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
    };
  }

  async trends(auth: AuthContext, query: TrendsQueryDto): Promise<TrendsDto> {
    return this.trendsFor(await this.scopes.resolve(auth, query), query.granularity ?? 'month');
  }

  async trendsFor(scope: Scope, granularity: TrendsDto['granularity']): Promise<TrendsDto> {
    // Every bucket from the first with transactions to the last, a quiet one as zero (so a chart
    // keeps its time scale); none before or after, where no statement says anything.
    const buckets = await this.db.query<{ start: string; spent: string; received: string }[]>(
      `WITH b AS (
         SELECT ${bucketStart(granularity)} AS start,
                ${spentSql(scope.own)} AS spent, ${receivedSql(scope.own)} AS received
           FROM transactions t
          WHERE ${SCOPE}
          GROUP BY 1)
       SELECT to_char(g.start, 'YYYY-MM-DD') AS start,
              ${money('coalesce(b.spent, 0)')} AS spent, ${money('coalesce(b.received, 0)')} AS received
         FROM (SELECT generate_series(min(start), max(start), interval '${BUCKET_STEP[granularity]}') AS start
                 FROM b) g
         LEFT JOIN b ON b.start = g.start
        ORDER BY g.start`,
      this.scopes.params(scope, scope.period),
    );
    return { period: periodDto(scope.period), granularity, buckets };
  }

  // Spending by expense category in the period, with the period before for the change.
  async categories(auth: AuthContext, query: InsightsQueryDto): Promise<CategoryBreakdownDto> {
    return this.categoriesFor(await this.scopes.resolve(auth, query));
  }

  async categoriesFor(scope: Scope): Promise<CategoryBreakdownDto> {
    const previous = this.scopes.visible(scope, scope.period.previous ?? { from: null, to: null });
    const rows = await this.db.query<
      (Omit<CategoryBreakdownDto['categories'][number], 'share' | 'change'> & {
        share: string | null;
        change: string | null;
        total: string;
      })[]
    >(
      `WITH other AS (
         SELECT id FROM categories WHERE user_id = $1 AND default_key = 'other' LIMIT 1),
       spend AS (
         SELECT coalesce(t.category_id, (SELECT id FROM other)) AS category_id,
                sum(-t.amount) FILTER (WHERE ${SCOPE}) AS spent,
                sum(-t.amount) FILTER (WHERE ($5::boolean) AND t.date_time >= $6::date AND t.date_time < $7::date) AS previous
           FROM transactions t
          WHERE t.user_id = $1 AND ($2::uuid IS NULL OR t.wallet_id = $2::uuid)
            AND t.amount < 0 AND NOT ${scope.own}
          GROUP BY 1),
       total AS (SELECT sum(spent) AS spent FROM spend)
       SELECT c.id, coalesce(c.name, 'Other Expenses') AS name,
              coalesce(c.color, '#6B7280') AS color, coalesce(c.icon, 'minus-circle') AS icon,
              ${money('s.spent')} AS spent,
              round(s.spent * 100 / nullif(total.spent, 0), 1)::text AS share,
              ${money('s.previous')} AS "previousSpent",
              round((s.spent - s.previous) * 100 / nullif(s.previous, 0), 1)::text AS change,
              ${money('total.spent')} AS total
         FROM spend s CROSS JOIN total LEFT JOIN categories c ON c.id = s.category_id
        WHERE s.spent > 0
        ORDER BY s.spent DESC, name`,
      [
        ...this.scopes.params(scope, scope.period),
        scope.period.previous !== null,
        previous.from ?? '1900-01-01',
        previous.to ?? '1900-01-01',
      ],
    );
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
    const params = this.scopes.params(scope, scope.period);
    const paid = 'FILTER (WHERE t.fees > 0 OR t.tax > 0)';
    const [[sums], top] = await Promise.all([
      this.db.query<
        {
          fees: string;
          tax: string;
          total: string;
          share: string | null;
          byType: Omit<FeeGroupDto, 'label'>[];
          byMonth: FeeMonthDto[];
        }[]
      >(
        `WITH m AS MATERIALIZED (
           SELECT ${MONTH_START} AS month, t.fee_group AS "group",
                  sum(t.fees) AS fees, sum(t.tax) AS tax,
                  sum(t.fees) ${paid} AS paid_fees, sum(t.tax) ${paid} AS paid_tax,
                  count(*) ${paid} AS paid, ${spentSql(scope.own)} AS spent
             FROM transactions t WHERE ${SCOPE}
            GROUP BY 1, 2)
         SELECT ${money('sum(m.fees)')} AS fees, ${money('sum(m.tax)')} AS tax,
                ${money('sum(m.fees + m.tax)')} AS total,
                round(sum(m.fees + m.tax) * 100 / nullif(sum(m.spent), 0), 1)::text AS share,
                (SELECT coalesce(json_agg(json_build_object('group', g."group", 'fees', g.fees,
                          'tax', g.tax, 'total', g.total, 'count', g.count)
                          ORDER BY g.cost DESC, g."group"), '[]')
                   FROM (SELECT m."group", ${money('sum(m.paid_fees)')} AS fees,
                                ${money('sum(m.paid_tax)')} AS tax,
                                ${money('sum(m.paid_fees + m.paid_tax)')} AS total,
                                sum(m.paid)::int AS count, sum(m.paid_fees + m.paid_tax) AS cost
                           FROM m GROUP BY 1 HAVING sum(m.paid) > 0) g) AS "byType",
                (SELECT coalesce(json_agg(mm ORDER BY mm.month), '[]')
                   FROM (SELECT to_char(m.month, 'YYYY-MM') AS month, ${money('sum(m.fees)')} AS fees,
                                ${money('sum(m.tax)')} AS tax
                           FROM m GROUP BY m.month) mm) AS "byMonth"
           FROM m`,
        params,
      ),
      // Read from the top of transactions_user_fee_cost (migration 1795910400000): the order and
      // the condition are that index's, verbatim.
      this.db.query<
        (Omit<CostlyTransactionDto, 'recipient'> & { accountName: string; toFrom: string })[]
      >(
        `SELECT t.id, to_char(t.date_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS "dateTime", t.type,
                t.account_name AS "accountName", t.to_from AS "toFrom",
                t.amount::text AS amount, t.fees::text AS fees, t.tax::text AS tax
           FROM transactions t WHERE ${SCOPE} AND (t.fees > 0 OR t.tax > 0)
          ORDER BY t.fees + t.tax DESC, t.date_time DESC LIMIT 3`,
        params,
      ),
    ]);
    const { byType, byMonth, ...totals } = sums!;
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
  // Other Expenses). Budgets are monthly, so only month periods make sense here.
  async budgets(auth: AuthContext, query: InsightsQueryDto): Promise<BudgetsDto> {
    const key = query.period ?? 'latest';
    if (!MONTH_PERIODS.includes(key)) {
      throw validationFailed(
        'Budgets are monthly: choose latest, this-month or last-month.',
        'period',
      );
    }
    return this.budgetsFor(await this.scopes.resolve(auth, { ...query, period: key }));
  }

  // A month's budgets (the scope's period is one calendar month).
  async budgetsFor(scope: Scope): Promise<BudgetsDto> {
    const rows = await this.db.query<BudgetDto[]>(
      `WITH other AS (
         SELECT id FROM categories WHERE user_id = $1 AND default_key = 'other' LIMIT 1),
       spend AS (
         SELECT coalesce(t.category_id, (SELECT id FROM other)) AS category_id, sum(-t.amount) AS spent
           FROM transactions t
          WHERE ${SCOPE} AND t.amount < 0 AND NOT ${scope.own}
          GROUP BY 1)
       SELECT c.id, c.name, c.color, c.icon, c.monthly_budget::text AS budget,
              ${money('s.spent')} AS spent,
              round(c.monthly_budget - coalesce(s.spent, 0), 2)::text AS "left",
              floor(coalesce(s.spent, 0) * 100 / c.monthly_budget)::int AS percent,
              CASE WHEN coalesce(s.spent, 0) >= c.monthly_budget THEN 'over'
                   WHEN coalesce(s.spent, 0) * 100 >= c.monthly_budget * 80 THEN 'near'
                   ELSE 'ok' END AS level
         FROM categories c LEFT JOIN spend s ON s.category_id = c.id
        WHERE c.user_id = $1 AND c.monthly_budget IS NOT NULL
        ORDER BY coalesce(s.spent, 0) / c.monthly_budget DESC, c.name`,
      this.scopes.params(scope, scope.period),
    );
    return { period: periodDto(scope.period), budgets: rows };
  }

  private async totals(scope: Scope, range: DateRange) {
    const [row] = await this.db.query<
      (MoneyTotalsDto &
        Pick<
          SummaryDto,
          'transactionCount' | 'uncategorisedCount' | 'spendsAbove300' | 'spendsAbove500'
        >)[]
    >(
      `SELECT count(*)::int AS "transactionCount",
              count(*) FILTER (WHERE t.category_id IS NULL)::int AS "uncategorisedCount",
              count(*) FILTER (WHERE -t.amount > ${ALERT_ABOVE} AND NOT ${scope.own})::int AS "spendsAbove300",
              count(*) FILTER (WHERE -t.amount > ${BIG_SPEND_ABOVE} AND NOT ${scope.own})::int AS "spendsAbove500",
              ${totalsSql(scope.own)}
         FROM transactions t
        WHERE ${SCOPE}`,
      this.scopes.params(scope, range),
    );
    return row!;
  }
}
