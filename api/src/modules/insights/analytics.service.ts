import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InsightsScopes, type Caller, type Scope } from './insights-scope';
import { money, receivedSql, recipientNumber, SCOPE, spentSql } from './insights-sql';
import { likePattern } from '../transactions';
import { formatMoney, parseMoney } from '../statements';
import { resolvePeriod } from './period';

export type WalletSpend = { walletId: string; label: string; spent: string; received: string };
export type TypeSpend = { type: string; count: number; spent: string; received: string };
export type LargeTransaction = {
  dateTime: string;
  type: string;
  counterparty: string;
  amount: string;
  category: string | null;
};
export type WalletBalance = { label: string; balance: string; asOf: string };
export type PayeeSpend = {
  payee: string;
  number: string | null;
  spent: string;
  count: number;
  lastDate: string;
};
export type UnusualCategory = {
  name: string;
  month: string; // 'YYYY-MM'
  spent: string;
  usual: string; // the average month of the three before
  times: string; // spent / usual, one decimal
};
export type RecurringPayment = {
  payee: string;
  number: string | null;
  amount: string;
  count: number;
  interval: 'weekly' | 'fortnightly' | 'monthly';
  everyDays: number;
  lastDate: string;
  nextDate: string;
};
export type Forecast = {
  month: string; // 'YYYY-MM'
  asOf: string; // the last day the data covers
  spentSoFar: string;
  projected: string; // spent so far plus the expected spending of the days left
  expectedRest: string;
  daysLeft: number;
  basis: 'weekday-average' | 'month-so-far';
  historyDays: number;
};

const ALL = resolvePeriod('all', new Date(), null);
// At most this many payees answer a name (one more is read, to know there are more).
export const PAYEE_MATCHES = 10;

// A counterparty as the user reads it: the name on the statement, else the number.
const PAYEE = `coalesce(nullif(trim(t.account_name), ''), nullif(trim(t.to_from), ''), t.type)`;

// Figures the dashboard does not show but the assistant and the insights card answer with
// (docs/insights.md, "Analytics"). Every query is bounded by SCOPE and the caller's history window.
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scopes: InsightsScopes,
  ) {}

  async byWallet(scope: Scope): Promise<WalletSpend[]> {
    return this.db.query<WalletSpend[]>(
      `SELECT w.id AS "walletId", w.label, ${money(spentSql(scope.own))} AS spent,
              ${money(receivedSql(scope.own))} AS received
         FROM transactions t JOIN wallets w ON w.id = t.wallet_id
        WHERE ${SCOPE}
        GROUP BY w.id, w.label
        ORDER BY coalesce(${spentSql(scope.own)}, 0) DESC, w.label`,
      this.scopes.params(scope, scope.period),
    );
  }

  // Spending and income by the statement's transaction type (TRANSFER, PAYMENT, CASH_OUT, …).
  async byType(scope: Scope): Promise<TypeSpend[]> {
    return this.db.query<TypeSpend[]>(
      `SELECT t.type, count(*) FILTER (WHERE NOT ${scope.own})::int AS count,
              ${money(spentSql(scope.own))} AS spent, ${money(receivedSql(scope.own))} AS received
         FROM transactions t
        WHERE ${SCOPE}
        GROUP BY t.type
       HAVING count(*) FILTER (WHERE NOT ${scope.own}) > 0
        ORDER BY coalesce(${spentSql(scope.own)}, 0) DESC, t.type`,
      this.scopes.params(scope, scope.period),
    );
  }

  // The largest payments out (or in), own-wallet transfers excepted; amounts are positive.
  async largest(scope: Scope, direction: 'out' | 'in', limit: number): Promise<LargeTransaction[]> {
    const sign = direction === 'out' ? 't.amount < 0' : 't.amount > 0';
    const order = direction === 'out' ? 't.amount ASC' : 't.amount DESC';
    return this.db.query<LargeTransaction[]>(
      `SELECT to_char(t.date_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS "dateTime", t.type,
              ${PAYEE} AS counterparty, abs(t.amount)::text AS amount, c.name AS category
         FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
        WHERE ${SCOPE} AND ${sign} AND NOT ${scope.own}
        ORDER BY ${order}, t.date_time DESC
        LIMIT ${Math.max(1, Math.min(20, Math.floor(limit)))}`,
      this.scopes.params(scope, scope.period),
    );
  }

  /**
   * Money paid to (direction 'out') or received from ('in') a payee the user named: by number (any
   * form, recipientKeyOf) or by a name or part of one, matched against the statement's names and
   * counterparties, case-insensitive. Grouped by payee, the largest first.
   */
  async payee(
    scope: Scope,
    query: { key: string | null; name: string | null; direction: 'out' | 'in' },
  ): Promise<PayeeSpend[]> {
    // Money in has no recipient_key (that is for payments out): its counterparty's number is
    // compared on the last nine digits, as own transfers are.
    const number = `CASE WHEN length(regexp_replace(t.to_from, '\\D', '', 'g')) >= 10
                         THEN '233' || right(regexp_replace(t.to_from, '\\D', '', 'g'), 9) END`;
    const key = query.direction === 'out' ? 't.recipient_key' : number;
    const sign = query.direction === 'out' ? '-t.amount' : 't.amount';
    const rows = await this.db.query<(PayeeSpend & { key: string | null })[]>(
      `SELECT ${key} AS key, (array_agg(${PAYEE} ORDER BY t.date_time DESC))[1] AS payee,
              ${money(`sum(${sign})`)} AS spent, count(*)::int AS count,
              to_char(max(t.date_time), 'YYYY-MM-DD') AS "lastDate"
         FROM transactions t
        WHERE ${SCOPE} AND ${sign} > 0 AND NOT ${scope.own}
          AND (${key} = $5
               OR ($6::text IS NOT NULL AND (t.account_name ILIKE $6 OR t.to_from ILIKE $6)))
        GROUP BY ${key}, CASE WHEN ${key} IS NULL THEN lower(${PAYEE}) END
        ORDER BY sum(${sign}) DESC
        LIMIT ${PAYEE_MATCHES + 1}`,
      [
        ...this.scopes.params(scope, scope.period),
        query.key,
        query.name === null ? null : likePattern(query.name),
      ],
    );
    return rows.map(({ key, ...row }) => ({ ...row, number: key ? recipientNumber(key) : null }));
  }

  // The balance after the latest transaction of each wallet (what the statement printed), in the
  // days the caller may see.
  async balances(caller: Caller): Promise<WalletBalance[]> {
    const scope = { ...caller, period: ALL };
    return this.db.query<WalletBalance[]>(
      `SELECT DISTINCT ON (t.wallet_id) w.label, t.balance::text AS balance,
              to_char(t.date_time, 'YYYY-MM-DD') AS "asOf"
         FROM transactions t JOIN wallets w ON w.id = t.wallet_id
        WHERE ${SCOPE}
        ORDER BY t.wallet_id, t.date_time DESC, t.transaction_id DESC`,
      this.scopes.params(scope, ALL),
    );
  }

  /**
   * Payments that repeat: the same payee (recipient number, else the name on the statement), at
   * least 3 payments within 10% of their median amount, at a steady interval (weekly 5–9 days,
   * fortnightly 12–16, monthly 26–35) for at least two thirds of the gaps. The next date is the
   * last plus the median gap (a month, for monthly ones: rent on the 1st is due on the 1st).
   * Over the six months up to the caller's latest transaction.
   */
  async recurring(caller: Caller): Promise<RecurringPayment[]> {
    const scope = { ...caller, period: ALL };
    const rows = await this.db.query<(RecurringPayment & { key: string | null })[]>(
      `WITH p AS (
         SELECT coalesce(t.recipient_key, lower(${PAYEE})) AS payee_key, t.recipient_key AS key,
                ${PAYEE} AS payee, -t.amount AS amount, t.date_time
           FROM transactions t
          WHERE ${SCOPE} AND t.amount < 0 AND NOT ${scope.own}
            AND t.date_time >= (SELECT max(l.date_time) - interval '6 months' FROM transactions l
                                 WHERE l.user_id = $1)),
       m AS (
         SELECT payee_key, percentile_cont(0.5) WITHIN GROUP (ORDER BY amount)::numeric AS median
           FROM p GROUP BY 1 HAVING count(*) >= 3),
       near AS (
         SELECT p.*, m.median,
                extract(epoch FROM p.date_time - lag(p.date_time) OVER w)::numeric / 86400 AS gap
           FROM p JOIN m USING (payee_key)
          WHERE p.amount BETWEEN m.median * 0.9 AND m.median * 1.1
         WINDOW w AS (PARTITION BY p.payee_key ORDER BY p.date_time)),
       g AS (
         SELECT payee_key, max(key) AS key,
                (array_agg(payee ORDER BY date_time DESC))[1] AS payee,
                min(median) AS median, count(*)::int AS count, max(date_time) AS last,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY gap)::numeric AS gap,
                count(gap) AS gaps,
                count(gap) FILTER (WHERE gap BETWEEN 5 AND 9) AS weekly,
                count(gap) FILTER (WHERE gap BETWEEN 12 AND 16) AS fortnightly,
                count(gap) FILTER (WHERE gap BETWEEN 26 AND 35) AS monthly
           FROM near GROUP BY 1 HAVING count(*) >= 3)
       SELECT key, payee, ${money('median')} AS amount, count,
              CASE WHEN weekly * 3 >= gaps * 2 THEN 'weekly'
                   WHEN fortnightly * 3 >= gaps * 2 THEN 'fortnightly'
                   ELSE 'monthly' END AS interval,
              round(gap)::int AS "everyDays",
              to_char(last, 'YYYY-MM-DD') AS "lastDate",
              to_char(CASE WHEN weekly * 3 >= gaps * 2 OR fortnightly * 3 >= gaps * 2
                           THEN last + make_interval(days => round(gap)::int)
                           ELSE last + interval '1 month' END, 'YYYY-MM-DD') AS "nextDate"
         FROM g
        WHERE weekly * 3 >= gaps * 2 OR fortnightly * 3 >= gaps * 2 OR monthly * 3 >= gaps * 2
        ORDER BY median * 30 / greatest(gap, 1) DESC, payee
        LIMIT 20`,
      this.scopes.params(scope, ALL),
    );
    return rows.map(({ key, ...row }) => ({ ...row, number: key ? recipientNumber(key) : null }));
  }

  /**
   * Categories that cost much more than usual in the month of the caller's latest transaction:
   * at least 1.5 times, and ₵50 more than, their average month over the three months before
   * (whole months the statements cover only; uncategorised spending counts as Other Expenses).
   */
  async unusual(caller: Caller): Promise<UnusualCategory[]> {
    const span = await this.scopes.span(caller);
    if (span === null) return [];
    const scope = { ...caller, period: ALL };
    return this.db.query<UnusualCategory[]>(
      `WITH b AS (
         SELECT date_trunc('month', $5::date) AS month,
                -- the first month the statements cover whole (from its 1st)
                greatest(date_trunc('month', $6::date + interval '1 month' - interval '1 day'),
                         date_trunc('month', $5::date) - interval '3 months') AS history_from),
       other AS (
         SELECT id FROM categories WHERE user_id = $1 AND default_key = 'other' LIMIT 1),
       spend AS (
         SELECT coalesce(t.category_id, (SELECT id FROM other)) AS category_id,
                sum(-t.amount) FILTER (WHERE t.date_time >= b.month) AS now,
                sum(-t.amount) FILTER (WHERE t.date_time < b.month) AS before
           FROM transactions t, b
          WHERE ${SCOPE} AND t.amount < 0 AND NOT ${scope.own}
            AND t.date_time >= b.history_from AND t.date_time < b.month + interval '1 month'
          GROUP BY 1),
       -- Months before with any transaction (a month between two statements is not a ₵0 month).
       months AS (
         SELECT count(DISTINCT date_trunc('month', t.date_time)) AS n
           FROM transactions t, b
          WHERE ${SCOPE} AND t.date_time >= b.history_from AND t.date_time < b.month)
       SELECT coalesce(c.name, 'Other Expenses') AS name, to_char(b.month, 'YYYY-MM') AS month,
              ${money('s.now')} AS spent, ${money('s.before / m.n')} AS usual,
              round(s.now / (s.before / m.n), 1)::text AS times
         FROM spend s CROSS JOIN b CROSS JOIN months m LEFT JOIN categories c ON c.id = s.category_id
        WHERE m.n > 0 AND s.before > 0 AND s.now >= 1.5 * s.before / m.n AND s.now - s.before / m.n >= 50
        ORDER BY s.now - s.before / m.n DESC
        LIMIT 3`,
      [...this.scopes.params(scope, ALL), span.last, span.first],
    );
  }

  /**
   * The month of the caller's latest transaction, projected to its end (docs/insights.md,
   * "Forecast"): spent so far, plus, for each day left, the average spending on that weekday over
   * the up to 90 days before the month (days the statements cover only). With fewer than 28 such
   * days, the month's own daily average so far is used instead.
   */
  async forecast(caller: Caller): Promise<Forecast | null> {
    const span = await this.scopes.span(caller);
    if (span === null) return null;
    const scope = { ...caller, period: ALL };
    const [row] = await this.db.query<
      {
        month: string;
        spentSoFar: string;
        daysLeft: number;
        historyDays: number;
        weekdayRest: string | null;
        flatRest: string;
      }[]
    >(
      `WITH bounds AS (
         SELECT date_trunc('month', $5::date)::date AS month_start, $5::date AS as_of,
                (date_trunc('month', $5::date) + interval '1 month')::date AS month_end,
                greatest($6::date, (date_trunc('month', $5::date) - interval '90 days')::date) AS history_from),
       daily AS (
         SELECT t.date_time::date AS day, coalesce(${spentSql(scope.own)}, 0) AS spent
           FROM transactions t, bounds b
          WHERE ${SCOPE} AND t.date_time >= b.history_from AND t.date_time < b.month_end
          GROUP BY 1),
       -- The days a statement covers: from the first to the last transaction of each upload (a
       -- quiet day inside one is a real day without spending; a gap between statements is not).
       covered AS (
         SELECT min(t.date_time)::date AS first, max(t.date_time)::date AS last
           FROM transactions t, bounds b
          WHERE ${SCOPE} AND t.date_time >= b.history_from AND t.date_time < b.month_start
          GROUP BY t.upload_id),
       history AS (
         SELECT d::date AS day, coalesce(daily.spent, 0) AS spent
           FROM bounds b, generate_series(b.history_from, b.month_start - 1, interval '1 day') d
           LEFT JOIN daily ON daily.day = d::date
          WHERE EXISTS (SELECT 1 FROM covered c WHERE d::date BETWEEN c.first AND c.last)),
       by_weekday AS (
         SELECT extract(dow FROM day) AS dow, avg(spent) AS mean FROM history GROUP BY 1),
       rest AS (
         SELECT d::date AS day FROM bounds b, generate_series(b.as_of + 1, b.month_end - 1, interval '1 day') d),
       so_far AS (
         SELECT coalesce(sum(daily.spent), 0) AS spent FROM daily, bounds b
          WHERE daily.day >= b.month_start AND daily.day <= b.as_of)
       SELECT to_char(b.month_start, 'YYYY-MM') AS month, round(s.spent, 2)::text AS "spentSoFar",
              (SELECT count(*) FROM rest)::int AS "daysLeft",
              (SELECT count(*) FROM history)::int AS "historyDays",
              (SELECT round(coalesce(sum(w.mean), 0), 2)::text FROM rest r
                 LEFT JOIN by_weekday w ON w.dow = extract(dow FROM r.day)) AS "weekdayRest",
              round(s.spent / (b.as_of - b.month_start + 1) * (SELECT count(*) FROM rest), 2)::text AS "flatRest"
         FROM bounds b, so_far s`,
      [...this.scopes.params(scope, ALL), span.last, span.first],
    );
    if (!row) return null;
    const weekday = row.historyDays >= 28 && row.weekdayRest !== null;
    const expectedRest = weekday ? row.weekdayRest! : row.flatRest;
    return {
      month: row.month,
      asOf: span.last,
      spentSoFar: row.spentSoFar,
      expectedRest,
      projected: formatMoney(parseMoney(row.spentSoFar)! + parseMoney(expectedRest)!),
      daysLeft: row.daysLeft,
      basis: weekday ? 'weekday-average' : 'month-so-far',
      historyDays: row.historyDays,
    };
  }
}
