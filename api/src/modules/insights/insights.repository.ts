import { Injectable } from '@nestjs/common';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import { TRANSACTION_COLUMNS, TRANSACTION_FROM, type TransactionRow } from '../transactions';
import type {
  BudgetDto,
  CategorySpendDto,
  FeeGroupDto,
  FeeMonthDto,
  MoneyTotalsDto,
  SummaryDto,
  TrendBucketDto,
  TrendGranularity,
} from './dto/insights.dto';
import {
  moneyOf,
  onlyRow,
  ownSql,
  receivedSql,
  scopeSql,
  spentSql,
  type ScopeBounds,
} from './insights-scope.repository';
import { ALERT_ABOVE, BIG_SPEND_ABOVE, bucketStart, money, MONTH_START } from './insights-sql';

type Transaction = Selectable<DB['transactions']>;
type Category = Selectable<DB['categories']>;

export type TotalsRow = MoneyTotalsDto &
  Pick<SummaryDto, 'transactionCount' | 'uncategorisedCount' | 'spendsAbove300' | 'spendsAbove500'>;

export type CategorySpendRow = Omit<
  CategorySpendDto,
  'id' | 'name' | 'color' | 'icon' | 'share'
> & {
  // null: spending with no category (UNCATEGORIZED).
  id: Category['id'] | null;
  name: Category['name'];
  color: Category['color'];
  icon: Category['icon'];
  share: string | null;
  total: string;
};

export type FeeSumsRow = {
  fees: string;
  tax: string;
  total: string;
  share: string | null;
  byType: Omit<FeeGroupDto, 'label'>[];
  byMonth: FeeMonthDto[];
};

export type CostlyTransactionRow = Pick<Transaction, 'id' | 'type'> & {
  dateTime: string;
  accountName: Transaction['account_name'];
  toFrom: Transaction['to_from'];
  amount: string;
  fees: string;
  tax: string;
};

export type BudgetRow = Pick<Category, 'id' | 'name' | 'color' | 'icon'> &
  Pick<BudgetDto, 'budget' | 'spent' | 'left' | 'percent' | 'level'>;

export type ExpenseSpendRow = Pick<Category, 'id' | 'name' | 'color' | 'icon'> & {
  isDefault: boolean;
  currentBudget: string | null;
  spent: string;
};

// How many transactions the bounds hold, and the first and last day among them ('YYYY-MM-DD').
export type TransactionCountRow = { count: number; first: string | null; last: string | null };

// A transaction as a report lists it: with its wallet's label, and whether it is a transfer
// between two of the user's wallets.
export type ListedTransactionRow = TransactionRow & {
  wallet_label: Selectable<DB['wallets']>['label'];
  own_transfer: boolean;
};

// The previous period a category breakdown compares with: none, or its visible range.
export type PreviousRange = { exists: boolean; from: string; to: string };

// Spending with no category, as the breakdown shows it: a neutral grey and a dashed circle (a
// category still to be chosen), apart from Other Expenses' (#6B7280, minus-circle). The front end
// shows no category the same way everywhere: UNCATEGORIZED_LOOK in
// shared-ui/src/categories/uncategorized.ts (uncategorized-look.spec.ts checks they agree).
export const UNCATEGORIZED = {
  name: 'Uncategorized',
  color: '#94A3B8',
  icon: 'circle-dashed',
} as const;

const BUCKET_STEP: Record<TrendGranularity, string> = {
  day: '1 day',
  week: '1 week',
  month: '1 month',
};

const totalsSql = (own: RawBuilder<boolean>) => sql`${moneyOf(spentSql(own))} AS spent,
  ${moneyOf(receivedSql(own))} AS received,
  ${sql.raw(money('sum(t.fees)'))} AS fees, ${sql.raw(money('sum(t.tax)'))} AS tax,
  ${moneyOf(sql`coalesce(${spentSql(own)}, 0) + coalesce(sum(t.fees), 0) + coalesce(sum(t.tax), 0)`)} AS "totalCost"`;

// The dashboard's figures: SQL aggregates over the caller's transactions within their bounds
// (definitions in docs/insights.md).
@Injectable()
export class InsightsRepository {
  constructor(private readonly database: Database) {}

  // spendsAbove300 counts every transaction out above ₵300, own-wallet transfers included: the
  // rows the alert's link lists (the history, type=outgoing&over=300 in the period); the other
  // figures leave own transfers out (docs/insights.md).
  async totals(bounds: ScopeBounds): Promise<TotalsRow> {
    const own = ownSql(bounds);
    const { rows } = await sql<TotalsRow>`SELECT count(*)::int AS "transactionCount",
              count(*) FILTER (WHERE t.category_id IS NULL)::int AS "uncategorisedCount",
              count(*) FILTER (WHERE -t.amount > ${sql.lit(ALERT_ABOVE)})::int AS "spendsAbove300",
              count(*) FILTER (WHERE -t.amount > ${sql.lit(BIG_SPEND_ABOVE)} AND NOT ${own})::int AS "spendsAbove500",
              ${totalsSql(ownSql(bounds))}
         FROM transactions t
        WHERE ${scopeSql(bounds)}`.execute(this.database.db);
    return onlyRow(rows);
  }

  // Every bucket from the first with transactions to the last, a quiet one as zero (so a chart
  // keeps its time scale); none before or after, where no statement says anything.
  async trendBuckets(
    bounds: ScopeBounds,
    granularity: TrendGranularity,
  ): Promise<TrendBucketDto[]> {
    const { rows } = await sql<TrendBucketDto>`WITH b AS (
         SELECT ${sql.raw(bucketStart(granularity))} AS start,
                ${spentSql(ownSql(bounds))} AS spent, ${receivedSql(ownSql(bounds))} AS received
           FROM transactions t
          WHERE ${scopeSql(bounds)}
          GROUP BY 1)
       SELECT to_char(g.start, 'YYYY-MM-DD') AS start,
              ${sql.raw(money('coalesce(b.spent, 0)'))} AS spent, ${sql.raw(money('coalesce(b.received, 0)'))} AS received
         FROM (SELECT generate_series(min(start), max(start), interval ${sql.lit(BUCKET_STEP[granularity])}) AS start
                 FROM b) g
         LEFT JOIN b ON b.start = g.start
        ORDER BY g.start`.execute(this.database.db);
    return rows;
  }

  // The months ('YYYY-MM', oldest first) with transactions within the bounds: one probe of an
  // index per month (a loose index scan), not a read of every row.
  async months(bounds: ScopeBounds): Promise<string[]> {
    const { rows } = await sql<{ month: string }>`WITH RECURSIVE m AS (
         SELECT date_trunc('month', (SELECT min(t.date_time) FROM transactions t WHERE ${scopeSql(bounds)})) AS month
         UNION ALL
         SELECT date_trunc('month', (SELECT min(t.date_time) FROM transactions t
                                      WHERE ${scopeSql(bounds)} AND t.date_time >= m.month + interval '1 month'))
           FROM m WHERE m.month IS NOT NULL)
       SELECT to_char(month, 'YYYY-MM') AS month FROM m WHERE month IS NOT NULL ORDER BY month`.execute(
      this.database.db,
    );
    return rows.map((row) => row.month);
  }

  // Spending by expense category within the bounds, with how many payments, and in the previous
  // range for the change. Spending with no category is a row of its own (id null, "Uncategorized",
  // issue 30), never merged into Other Expenses.
  async categorySpending(
    bounds: ScopeBounds,
    previous: PreviousRange,
  ): Promise<CategorySpendRow[]> {
    const { rows } = await sql<CategorySpendRow>`WITH spend AS (
         SELECT t.category_id,
                sum(-t.amount) FILTER (WHERE ${scopeSql(bounds)}) AS spent,
                count(*) FILTER (WHERE ${scopeSql(bounds)})::int AS count,
                sum(-t.amount) FILTER (WHERE (${previous.exists}::boolean) AND t.date_time >= ${previous.from}::date AND t.date_time < ${previous.to}::date) AS previous
           FROM transactions t
          WHERE t.user_id = ${bounds.userId} AND (${bounds.walletId}::uuid IS NULL OR t.wallet_id = ${bounds.walletId}::uuid)
            AND t.amount < 0 AND NOT ${ownSql(bounds)}
          GROUP BY 1),
       total AS (SELECT sum(spent) AS spent FROM spend)
       SELECT c.id, coalesce(c.name, ${UNCATEGORIZED.name}) AS name,
              coalesce(c.color, ${UNCATEGORIZED.color}) AS color,
              coalesce(c.icon, ${UNCATEGORIZED.icon}) AS icon,
              ${sql.raw(money('s.spent'))} AS spent, s.count,
              round(s.spent * 100 / nullif(total.spent, 0), 1)::text AS share,
              ${sql.raw(money('s.previous'))} AS "previousSpent",
              round((s.spent - s.previous) * 100 / nullif(s.previous, 0), 1)::text AS change,
              ${sql.raw(money('total.spent'))} AS total
         FROM spend s CROSS JOIN total LEFT JOIN categories c ON c.id = s.category_id
        WHERE s.spent > 0
        ORDER BY s.spent DESC, name`.execute(this.database.db);
    return rows;
  }

  // What fees and E-Levy cost within the bounds: one pass over the rows groups them by month and
  // fee kind (t.fee_group); the totals, the split and the months are sums of those few groups. The
  // split counts only transactions that paid a fee or E-Levy.
  async feeSums(bounds: ScopeBounds): Promise<FeeSumsRow> {
    const paid = sql.raw('FILTER (WHERE t.fees > 0 OR t.tax > 0)');
    const { rows } = await sql<FeeSumsRow>`WITH m AS MATERIALIZED (
           SELECT ${sql.raw(MONTH_START)} AS month, t.fee_group AS "group",
                  sum(t.fees) AS fees, sum(t.tax) AS tax,
                  sum(t.fees) ${paid} AS paid_fees, sum(t.tax) ${paid} AS paid_tax,
                  count(*) ${paid} AS paid, ${spentSql(ownSql(bounds))} AS spent
             FROM transactions t WHERE ${scopeSql(bounds)}
            GROUP BY 1, 2)
         SELECT ${sql.raw(money('sum(m.fees)'))} AS fees, ${sql.raw(money('sum(m.tax)'))} AS tax,
                ${sql.raw(money('sum(m.fees + m.tax)'))} AS total,
                round(sum(m.fees + m.tax) * 100 / nullif(sum(m.spent), 0), 1)::text AS share,
                (SELECT coalesce(json_agg(json_build_object('group', g."group", 'fees', g.fees,
                          'tax', g.tax, 'total', g.total, 'count', g.count)
                          ORDER BY g.cost DESC, g."group"), '[]')
                   FROM (SELECT m."group", ${sql.raw(money('sum(m.paid_fees)'))} AS fees,
                                ${sql.raw(money('sum(m.paid_tax)'))} AS tax,
                                ${sql.raw(money('sum(m.paid_fees + m.paid_tax)'))} AS total,
                                sum(m.paid)::int AS count, sum(m.paid_fees + m.paid_tax) AS cost
                           FROM m GROUP BY 1 HAVING sum(m.paid) > 0) g) AS "byType",
                (SELECT coalesce(json_agg(mm ORDER BY mm.month), '[]')
                   FROM (SELECT to_char(m.month, 'YYYY-MM') AS month, ${sql.raw(money('sum(m.fees)'))} AS fees,
                                ${sql.raw(money('sum(m.tax)'))} AS tax
                           FROM m GROUP BY m.month) mm) AS "byMonth"
           FROM m`.execute(this.database.db);
    return onlyRow(rows);
  }

  // The three transactions within the bounds that cost the most in fees and E-Levy. Read from the
  // top of transactions_user_fee_cost (migration 1795910400000): the order and the condition are
  // that index's, verbatim.
  async costliest(bounds: ScopeBounds): Promise<CostlyTransactionRow[]> {
    const { rows } =
      await sql<CostlyTransactionRow>`SELECT t.id, to_char(t.date_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS "dateTime", t.type,
                t.account_name AS "accountName", t.to_from AS "toFrom",
                t.amount::text AS amount, t.fees::text AS fees, t.tax::text AS tax
           FROM transactions t WHERE ${scopeSql(bounds)} AND (t.fees > 0 OR t.tax > 0)
          ORDER BY t.fees + t.tax DESC, t.date_time DESC LIMIT 3`.execute(this.database.db);
    return rows;
  }

  // Each budgeted category against the spending within the bounds (one month; uncategorised
  // spending counts against Other Expenses).
  async budgets(bounds: ScopeBounds): Promise<BudgetRow[]> {
    const { rows } = await sql<BudgetRow>`WITH other AS (
         SELECT id FROM categories WHERE user_id = ${bounds.userId} AND default_key = 'other' LIMIT 1),
       spend AS (
         SELECT coalesce(t.category_id, (SELECT id FROM other)) AS category_id, sum(-t.amount) AS spent
           FROM transactions t
          WHERE ${scopeSql(bounds)} AND t.amount < 0 AND NOT ${ownSql(bounds)}
          GROUP BY 1)
       SELECT c.id, c.name, c.color, c.icon, c.monthly_budget::text AS budget,
              ${sql.raw(money('s.spent'))} AS spent,
              round(c.monthly_budget - coalesce(s.spent, 0), 2)::text AS "left",
              floor(coalesce(s.spent, 0) * 100 / c.monthly_budget)::int AS percent,
              CASE WHEN coalesce(s.spent, 0) >= c.monthly_budget THEN 'over'
                   WHEN coalesce(s.spent, 0) * 100 >= c.monthly_budget * 80 THEN 'near'
                   ELSE 'ok' END AS level
         FROM categories c LEFT JOIN spend s ON s.category_id = c.id
        WHERE c.user_id = ${bounds.userId} AND c.monthly_budget IS NOT NULL
        ORDER BY coalesce(s.spent, 0) / c.monthly_budget DESC, c.name`.execute(this.database.db);
    return rows;
  }

  // The days each of the user's imported statements covers ('YYYY-MM-DD', inclusive), from no
  // earlier than the bounds' start (the free plan's window): what Smart Budgets' full months are
  // counted from, so a gap between two statements is no month of zero spending.
  async statementPeriods(bounds: ScopeBounds): Promise<{ from: string; to: string }[]> {
    const { rows } = await sql<{ from: string; to: string }>`SELECT
             to_char(greatest(u.period_from::date, ${bounds.from}::date), 'YYYY-MM-DD') AS "from",
             to_char(u.period_to::date, 'YYYY-MM-DD') AS "to"
        FROM pdf_uploads u
       WHERE u.user_id = ${bounds.userId} AND u.status = 'completed'
         AND u.period_from IS NOT NULL AND u.period_to IS NOT NULL
         AND (${bounds.walletId}::uuid IS NULL OR u.wallet_id = ${bounds.walletId}::uuid)
         AND (${bounds.from}::date IS NULL OR u.period_to::date >= ${bounds.from}::date)`.execute(
      this.database.db,
    );
    return rows;
  }

  // Each expense category's spending within the bounds (uncategorised spending counts against
  // Other Expenses, as in budgets), biggest first; categories with none are left out.
  async expenseSpend(
    bounds: ScopeBounds,
    ranges: readonly { from: string; to: string }[],
  ): Promise<ExpenseSpendRow[]> {
    // Within any of the ranges ([from, to) days), besides the bounds.
    const inRanges = sql.join(
      ranges.map(
        ({ from, to }) => sql`(t.date_time >= ${from}::date AND t.date_time < ${to}::date)`,
      ),
      sql` OR `,
    );
    const { rows } = await sql<ExpenseSpendRow>`WITH other AS (
         SELECT id FROM categories WHERE user_id = ${bounds.userId} AND default_key = 'other' LIMIT 1),
       spend AS (
         SELECT coalesce(t.category_id, (SELECT id FROM other)) AS category_id, sum(-t.amount) AS spent
           FROM transactions t
          WHERE ${scopeSql(bounds)} AND (${inRanges}) AND t.amount < 0 AND NOT ${ownSql(bounds)}
          GROUP BY 1)
       SELECT c.id, c.name, c.color, c.icon, c.is_default AS "isDefault",
              c.monthly_budget::text AS "currentBudget", ${sql.raw(money('s.spent'))} AS spent
         FROM categories c JOIN spend s ON s.category_id = c.id
        WHERE c.user_id = ${bounds.userId} AND c.type = 'expense' AND s.spent > 0
        ORDER BY s.spent DESC, c.name`.execute(this.database.db);
    return rows;
  }

  async countTransactions(bounds: ScopeBounds): Promise<TransactionCountRow> {
    const { rows } =
      await sql<TransactionCountRow>`SELECT count(*)::int AS count, to_char(min(t.date_time), 'YYYY-MM-DD') AS first,
                to_char(max(t.date_time), 'YYYY-MM-DD') AS last
           FROM transactions t WHERE ${scopeSql(bounds)}`.execute(this.database.db);
    return onlyRow(rows);
  }

  // The latest `limit` transactions within the bounds, newest first.
  async latestTransactions(bounds: ScopeBounds, limit: number): Promise<ListedTransactionRow[]> {
    const { rows } =
      await sql<ListedTransactionRow>`SELECT ${sql.raw(TRANSACTION_COLUMNS)}, w.label AS wallet_label, ${ownSql(bounds)} AS own_transfer
           FROM ${sql.raw(TRANSACTION_FROM)} JOIN wallets w ON w.id = t.wallet_id
          WHERE ${scopeSql(bounds)}
          ORDER BY t.date_time DESC, t.transaction_id DESC LIMIT ${sql.lit(limit)}`.execute(
        this.database.db,
      );
    return rows;
  }
}
