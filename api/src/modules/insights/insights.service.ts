import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { AuthContext } from '../../common/guards/auth-context';
import { WalletsService } from '../wallets/wallets.service';
import {
  TRANSACTION_COLUMNS,
  likePattern,
  toTransactionDto,
  type TransactionRow,
} from '../transactions/transaction-query';
import {
  FLAG_KINDS,
  type FlagCountsDto,
  type FlagKind,
  type FlagsDto,
  type FlagsQueryDto,
} from './dto/flags.dto';
import type {
  RecipientDetailDto,
  RecipientDto,
  RecipientMonthDto,
  RecipientsPageDto,
  RecipientsQueryDto,
} from './dto/recipients.dto';
import type {
  CostlyTransactionDto,
  FeeGroup,
  FeeGroupDto,
  FeeMonthDto,
  FeesDto,
  CategoryBreakdownDto,
  InsightsQueryDto,
  MoneyTotalsDto,
  PeriodDto,
  SummaryDto,
  TrendsDto,
  TrendsQueryDto,
} from './dto/insights.dto';
import {
  bucketStart,
  FEE_GROUP,
  FLAG_RULES,
  RECIPIENT_ROWS,
  recipientKeyOf,
  recipientNumber,
  money,
  OWN_TRANSFER as OWN_TRANSFER_SQL,
  RECEIVED,
  SCOPE,
  SPENT,
} from './insights-sql';
import { resolvePeriod, type DateRange, type ResolvedPeriod } from './period';

type Scope = { userId: string; walletId: string | null; period: ResolvedPeriod };

const FEE_GROUP_LABELS: Record<FeeGroup, string> = {
  transfers: 'Transfers',
  'other-networks': 'Other networks',
  'cash-out': 'Cash-out',
  'merchant-payments': 'Merchant payments',
  'bank-transfers': 'Bank transfers',
  other: 'Other',
};

const walletNotFound = () => new AppError(404, 'WALLET_NOT_FOUND', 'Wallet not found.');
const transactionNotFound = () =>
  new AppError(404, 'TRANSACTION_NOT_FOUND', 'Transaction not found.');
const recipientNotFound = () =>
  new AppError(404, 'RECIPIENT_NOT_FOUND', 'No payments to this number.');

const TOTALS = `${money(SPENT)} AS spent, ${money(RECEIVED)} AS received,
  ${money('sum(t.fees)')} AS fees, ${money('sum(t.tax)')} AS tax,
  ${money(`coalesce(${SPENT}, 0) + coalesce(sum(t.fees), 0) + coalesce(sum(t.tax), 0)`)} AS "totalCost"`;

const periodDto = ({ key, label, from, to }: ResolvedPeriod): PeriodDto => ({
  key,
  label,
  from,
  to,
});

// Every figure of the dashboard, computed by SQL aggregates over the caller's transactions
// (definitions in docs/insights.md).
@Injectable()
export class InsightsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly wallets: WalletsService,
  ) {}

  async summary(auth: AuthContext, query: InsightsQueryDto): Promise<SummaryDto> {
    const scope = await this.scope(auth, query);
    const [current, previous] = await Promise.all([
      this.totals(scope, scope.period),
      scope.period.previous ? this.totals(scope, scope.period.previous) : null,
    ]);
    const { transactionCount, uncategorisedCount, ...figures } = current;
    return {
      period: periodDto(scope.period),
      ...figures,
      transactionCount,
      uncategorisedCount,
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
    const scope = await this.scope(auth, query);
    const granularity = query.granularity ?? 'month';
    const buckets = await this.db.query<{ start: string; spent: string; received: string }[]>(
      `SELECT to_char(${bucketStart(granularity)}, 'YYYY-MM-DD') AS start,
              ${money(SPENT)} AS spent, ${money(RECEIVED)} AS received
         FROM transactions t
        WHERE ${SCOPE}
        GROUP BY 1 ORDER BY 1`,
      this.params(scope, scope.period),
    );
    return { period: periodDto(scope.period), granularity, buckets };
  }

  // Spending by expense category in the period, with the period before for the change.
  async categories(auth: AuthContext, query: InsightsQueryDto): Promise<CategoryBreakdownDto> {
    const scope = await this.scope(auth, query);
    const previous = scope.period.previous ?? { from: null, to: null };
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
            AND t.amount < 0 AND NOT ${OWN_TRANSFER_SQL}
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
        ...this.params(scope, scope.period),
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
  // transactions that cost the most.
  async fees(auth: AuthContext, query: InsightsQueryDto): Promise<FeesDto> {
    const scope = await this.scope(auth, query);
    const params = this.params(scope, scope.period);
    const [totals, byType, byMonth, top] = await Promise.all([
      this.db.query<{ fees: string; tax: string; total: string; share: string | null }[]>(
        `SELECT ${money('sum(t.fees)')} AS fees, ${money('sum(t.tax)')} AS tax,
                ${money('sum(t.fees + t.tax)')} AS total,
                round(sum(t.fees + t.tax) * 100 / nullif(${SPENT}, 0), 1)::text AS share
           FROM transactions t WHERE ${SCOPE}`,
        params,
      ),
      this.db.query<Omit<FeeGroupDto, 'label'>[]>(
        `SELECT ${FEE_GROUP} AS "group", ${money('sum(t.fees)')} AS fees, ${money('sum(t.tax)')} AS tax,
                ${money('sum(t.fees + t.tax)')} AS total, count(*)::int AS count
           FROM transactions t WHERE ${SCOPE} AND (t.fees > 0 OR t.tax > 0)
          GROUP BY 1 ORDER BY sum(t.fees + t.tax) DESC, 1`,
        params,
      ),
      this.db.query<FeeMonthDto[]>(
        `SELECT to_char(t.date_time, 'YYYY-MM') AS month, ${money('sum(t.fees)')} AS fees,
                ${money('sum(t.tax)')} AS tax
           FROM transactions t WHERE ${SCOPE}
          GROUP BY 1 ORDER BY 1`,
        params,
      ),
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
    const sums = totals[0]!;
    return {
      period: periodDto(scope.period),
      fees: sums.fees,
      tax: sums.tax,
      total: sums.total,
      shareOfSpending: sums.share,
      byType: byType.map((row) => ({ ...row, label: FEE_GROUP_LABELS[row.group] })),
      byMonth,
      top: top.map(({ accountName, toFrom, ...row }) => ({
        ...row,
        recipient: accountName.trim() || toFrom.trim(),
      })),
    };
  }

  // Recipients (spec section 5) with totals over all of them and one page of those matching the
  // search (number or any name they were given), in SQL.
  async recipients(auth: AuthContext, query: RecipientsQueryDto): Promise<RecipientsPageDto> {
    const scope = await this.scope(auth, { ...query, period: query.period ?? 'all' });
    const pageSize = query.pageSize ?? 10;
    const page = query.page ?? 1;
    const search = query.search?.trim() ?? '';
    const digits = search.replace(/\D/g, '');
    const order = {
      spent: 'g.spent DESC, g.latest DESC',
      count: 'g.n DESC, g.latest DESC',
      latest: 'g.latest DESC',
    }[query.sort ?? 'spent'];
    const rows = await this.db.query<
      (Omit<RecipientDto, 'number'> & {
        key: string;
        matching: number;
        recipients: number;
        allSpent: string;
      })[]
    >(
      `WITH r AS (${RECIPIENT_ROWS}),
       g AS (
         SELECT r.recipient_key AS key, sum(-r.amount) AS spent, count(*)::int AS n,
                max(r.date_time) AS latest,
                (array_agg(r.account_name ORDER BY r.date_time DESC))[1] AS latest_name,
                array_agg(DISTINCT r.account_name) AS names
           FROM r GROUP BY 1),
       totals AS (SELECT count(*)::int AS recipients, coalesce(sum(spent), 0) AS spent FROM g),
       found AS (
         SELECT g.* FROM g
          WHERE $5::text = ''
             OR EXISTS (SELECT 1 FROM unnest(g.names) AS name WHERE name ILIKE $6)
             OR ($7::text <> '' AND (g.key LIKE $8 OR ('0' || right(g.key, 9)) LIKE $8)))
       SELECT g.key, g.latest_name AS "latestAccountName",
              array_remove(g.names, g.latest_name) AS "otherNames",
              ${money('g.spent')} AS "totalSpent", g.n AS "transactionCount",
              to_char(g.latest, 'YYYY-MM-DD"T"HH24:MI:SS') AS "latestDate",
              (SELECT count(*)::int FROM found) AS matching,
              totals.recipients, ${money('totals.spent')} AS "allSpent"
         FROM totals LEFT JOIN LATERAL (
           SELECT * FROM found g ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
         ) g ON true`,
      [
        ...this.params(scope, scope.period),
        search,
        likePattern(search),
        digits.length >= 3 ? digits : '',
        likePattern(digits.replace(/^0/, '')),
      ],
    );
    const first = rows[0];
    const recipients = first?.recipients ?? 0;
    const allSpent = first?.allSpent ?? '0.00';
    const matching = first?.matching ?? 0;
    const [average] = await this.db.query<{ average: string }[]>(
      `SELECT ${money('$1::numeric / nullif($2::int, 0)')} AS average`,
      [allSpent, recipients],
    );
    return {
      period: periodDto(scope.period),
      totalRecipients: recipients,
      totalSpent: allSpent,
      averagePerRecipient: average!.average,
      matching,
      page,
      pageSize,
      totalPages: Math.max(1, Math.ceil(matching / pageSize)),
      items: rows
        .filter((row) => row.key !== null)
        .map(({ key, matching: _m, recipients: _r, allSpent: _a, ...row }) => ({
          number: recipientNumber(key),
          ...row,
        })),
    };
  }

  // One recipient, by number in any form: figures, a month-by-month timeline and every payment.
  async recipient(
    auth: AuthContext,
    number: string,
    query: InsightsQueryDto,
  ): Promise<RecipientDetailDto> {
    const key = recipientKeyOf(number);
    if (key === null) throw recipientNotFound();
    const scope = await this.scope(auth, { ...query, period: query.period ?? 'all' });
    const params = [...this.params(scope, scope.period), key];
    const [summary, timeline, transactions] = await Promise.all([
      this.db.query<
        (Omit<RecipientDetailDto, 'number' | 'timeline' | 'transactions'> & { n: number })[]
      >(
        `WITH r AS (${RECIPIENT_ROWS})
         SELECT (array_agg(r.account_name ORDER BY r.date_time DESC))[1] AS "latestAccountName",
                array_agg(DISTINCT r.account_name) AS names,
                ${money('sum(-r.amount)')} AS "totalSpent", count(*)::int AS "transactionCount",
                ${money('sum(-r.amount) / count(*)')} AS average,
                count(DISTINCT r.date_time::date)::int AS "daysActive",
                to_char(min(r.date_time), 'YYYY-MM-DD"T"HH24:MI:SS') AS "firstDate",
                to_char(max(r.date_time), 'YYYY-MM-DD"T"HH24:MI:SS') AS "latestDate"
           FROM r WHERE r.recipient_key = $5`,
        params,
      ),
      this.db.query<RecipientMonthDto[]>(
        `WITH r AS (${RECIPIENT_ROWS})
         SELECT to_char(r.date_time, 'YYYY-MM') AS month, ${money('sum(-r.amount)')} AS spent,
                count(*)::int AS count
           FROM r WHERE r.recipient_key = $5 GROUP BY 1 ORDER BY 1`,
        params,
      ),
      this.db.query<TransactionRow[]>(
        `WITH r AS (${RECIPIENT_ROWS})
         SELECT ${TRANSACTION_COLUMNS}
           FROM r t LEFT JOIN categories c ON c.id = t.category_id
          WHERE t.recipient_key = $5
          ORDER BY t.date_time DESC, t.transaction_id DESC`,
        params,
      ),
    ]);
    const found = summary[0] as (typeof summary)[number] & { names: string[] };
    if (!found || found.transactionCount === 0) throw recipientNotFound();
    const { names, ...figures } = found;
    return {
      number: recipientNumber(key),
      ...figures,
      otherNames: names.filter((name) => name !== found.latestAccountName),
      timeline,
      transactions: transactions.map(toTransactionDto),
    };
  }

  // Expenses the spec's rules flag, with which rules, whether reviewed, and the counts.
  async flags(auth: AuthContext, query: FlagsQueryDto): Promise<FlagsDto> {
    const scope = await this.scope(auth, { ...query, period: query.period ?? 'all' });
    const type = query.type ?? 'all';
    const flagged = `WITH f AS (
      SELECT t.*, ${Object.entries(FLAG_RULES)
        .map(([kind, rule]) => `(${rule}) AS "${kind}"`)
        .join(', ')},
             EXISTS (SELECT 1 FROM transaction_reviews rv WHERE rv.transaction_id = t.id) AS reviewed
        FROM transactions t
       WHERE ${SCOPE} AND t.amount < 0 AND NOT ${OWN_TRANSFER_SQL}
         AND (${Object.values(FLAG_RULES).join(') OR (')}))`;
    const params = this.params(scope, scope.period);
    const [counts, rows] = await Promise.all([
      this.db.query<FlagCountsDto[]>(
        `${flagged}
         SELECT count(*) FILTER (WHERE NOT reviewed)::int AS flagged,
                ${money('sum(-amount) FILTER (WHERE NOT reviewed)')} AS "flaggedAmount",
                count(*) FILTER (WHERE reviewed)::int AS reviewed,
                count(*) FILTER (WHERE "large" AND NOT reviewed)::int AS large,
                count(*) FILTER (WHERE "unusual" AND NOT reviewed)::int AS unusual,
                count(*) FILTER (WHERE "weekend" AND NOT reviewed)::int AS weekend,
                count(*) FILTER (WHERE "late-night" AND NOT reviewed)::int AS "lateNight"
           FROM f`,
        params,
      ),
      this.db.query<(TransactionRow & Record<FlagKind, boolean> & { reviewed: boolean })[]>(
        `${flagged}
         SELECT ${TRANSACTION_COLUMNS}, t."large", t."unusual", t."weekend", t."late-night", t.reviewed
           FROM f t LEFT JOIN categories c ON c.id = t.category_id
          WHERE ($5::boolean OR NOT t.reviewed) ${type === 'all' ? '' : `AND t."${type}"`}
          ORDER BY ${query.sort === 'amount' ? 't.amount ASC,' : ''} t.date_time DESC, t.transaction_id DESC
          LIMIT 500`,
        [...params, query.includeReviewed ?? false],
      ),
    ]);
    return {
      period: periodDto(scope.period),
      counts: counts[0]!,
      items: rows.map((row) => ({
        transaction: toTransactionDto(row),
        flags: FLAG_KINDS.filter((kind) => row[kind]),
        reviewed: row.reviewed,
      })),
    };
  }

  // Marks one of the caller's transactions reviewed (idempotent), or takes that back.
  async setReviewed(auth: AuthContext, transactionId: string, reviewed: boolean): Promise<void> {
    const [owned] = await this.db.query<{ id: string }[]>(
      'SELECT id FROM transactions WHERE id = $1 AND user_id = $2',
      [transactionId, auth.userId],
    );
    if (!owned) throw transactionNotFound();
    await this.db.query(
      reviewed
        ? `INSERT INTO transaction_reviews (transaction_id, user_id) VALUES ($1, $2)
           ON CONFLICT (transaction_id) DO NOTHING`
        : 'DELETE FROM transaction_reviews WHERE transaction_id = $1 AND user_id = $2',
      [transactionId, auth.userId],
    );
  }

  private async totals(scope: Scope, range: DateRange) {
    const [row] = await this.db.query<
      (MoneyTotalsDto & { transactionCount: number; uncategorisedCount: number })[]
    >(
      `SELECT count(*)::int AS "transactionCount",
              count(*) FILTER (WHERE t.category_id IS NULL)::int AS "uncategorisedCount",
              ${TOTALS}
         FROM transactions t
        WHERE ${SCOPE}`,
      this.params(scope, range),
    );
    return row!;
  }

  private params(scope: Scope, range: DateRange): unknown[] {
    return [scope.userId, scope.walletId, range.from, range.to];
  }

  // The caller, their wallet (checked) and the period, defaulting to the latest month with data.
  private async scope(auth: AuthContext, query: InsightsQueryDto): Promise<Scope> {
    const walletId = query.walletId ?? null;
    if (walletId !== null && !(await this.wallets.findOwned(auth.userId, walletId))) {
      throw walletNotFound();
    }
    const key = query.period ?? 'latest';
    let latestMonth: string | null = null;
    if (key === 'latest') {
      const [row] = await this.db.query<{ month: string | null }[]>(
        `SELECT to_char(max(t.date_time), 'YYYY-MM') AS month FROM transactions t
          WHERE t.user_id = $1 AND ($2::uuid IS NULL OR t.wallet_id = $2::uuid)`,
        [auth.userId, walletId],
      );
      latestMonth = row?.month ?? null;
    }
    return { userId: auth.userId, walletId, period: resolvePeriod(key, new Date(), latestMonth) };
  }
}
