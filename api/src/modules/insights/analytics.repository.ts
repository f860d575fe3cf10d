import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import {
  moneyOf,
  ownSql,
  receivedSql,
  scopeSql,
  spentSql,
  type ScopeBounds,
} from './insights-scope.repository';
import { money } from './insights-sql';

type Transaction = Selectable<DB['transactions']>;
type Wallet = Selectable<DB['wallets']>;

export type WalletSpend = {
  walletId: Wallet['id'];
  label: Wallet['label'];
  spent: string;
  received: string;
};
export type TypeSpend = Pick<Transaction, 'type'> & {
  count: number;
  spent: string;
  received: string;
};
export type LargeTransaction = Pick<Transaction, 'type'> & {
  dateTime: string;
  counterparty: string;
  amount: string;
  category: Selectable<DB['categories']>['name'] | null;
};
export type WalletBalance = Pick<Wallet, 'label'> & { balance: string; asOf: string };
export type UnusualCategory = {
  name: string;
  month: string; // 'YYYY-MM'
  spent: string;
  usual: string; // the average month of the three before
  times: string; // spent / usual, one decimal
};
// key: the payee's recipient key (payments out) or the number read from the counterparty (money
// in); null when it has none.
export type PayeeSpendRow = {
  key: string | null;
  payee: string;
  spent: string;
  count: number;
  lastDate: string;
};
export type RecurringPaymentRow = {
  key: Transaction['recipient_key'];
  payee: string;
  amount: string;
  count: number;
  interval: 'weekly' | 'fortnightly' | 'monthly';
  everyDays: number;
  lastDate: string;
  nextDate: string;
};
export type ForecastRow = {
  month: string;
  spentSoFar: string;
  daysLeft: number;
  historyDays: number;
  weekdayRest: string | null;
  flatRest: string;
};

// The days the caller's statements cover ('YYYY-MM-DD').
export type SpanDays = { first: string; last: string };

// A counterparty as the user reads it: the name on the statement, else the number.
const PAYEE = sql.raw(
  `coalesce(nullif(trim(t.account_name), ''), nullif(trim(t.to_from), ''), t.type)`,
);

// Figures the dashboard does not show but the assistant and the insights card answer with
// (docs/insights.md, "Analytics"), each within the caller's bounds.
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly database: Database) {}

  async byWallet(bounds: ScopeBounds): Promise<WalletSpend[]> {
    const { rows } =
      await sql<WalletSpend>`SELECT w.id AS "walletId", w.label, ${moneyOf(spentSql(ownSql(bounds)))} AS spent,
              ${moneyOf(receivedSql(ownSql(bounds)))} AS received
         FROM transactions t JOIN wallets w ON w.id = t.wallet_id
        WHERE ${scopeSql(bounds)}
        GROUP BY w.id, w.label
        ORDER BY coalesce(${spentSql(ownSql(bounds))}, 0) DESC, w.label`.execute(this.database.db);
    return rows;
  }

  // Spending and income by the statement's transaction type (TRANSFER, PAYMENT, CASH_OUT, …).
  async byType(bounds: ScopeBounds): Promise<TypeSpend[]> {
    const own = ownSql(bounds);
    const { rows } =
      await sql<TypeSpend>`SELECT t.type, count(*) FILTER (WHERE NOT ${own})::int AS count,
              ${moneyOf(spentSql(ownSql(bounds)))} AS spent, ${moneyOf(receivedSql(ownSql(bounds)))} AS received
         FROM transactions t
        WHERE ${scopeSql(bounds)}
        GROUP BY t.type
       HAVING count(*) FILTER (WHERE NOT ${own}) > 0
        ORDER BY coalesce(${spentSql(ownSql(bounds))}, 0) DESC, t.type`.execute(this.database.db);
    return rows;
  }

  // The largest payments out (or in), own-wallet transfers excepted; amounts are positive. `limit`:
  // 1 to 20.
  async largest(
    bounds: ScopeBounds,
    direction: 'out' | 'in',
    limit: number,
  ): Promise<LargeTransaction[]> {
    const sign = sql.raw(direction === 'out' ? 't.amount < 0' : 't.amount > 0');
    const order = sql.raw(direction === 'out' ? 't.amount ASC' : 't.amount DESC');
    const { rows } =
      await sql<LargeTransaction>`SELECT to_char(t.date_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS "dateTime", t.type,
              ${PAYEE} AS counterparty, abs(t.amount)::text AS amount, c.name AS category
         FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
        WHERE ${scopeSql(bounds)} AND ${sign} AND NOT ${ownSql(bounds)}
        ORDER BY ${order}, t.date_time DESC
        LIMIT ${sql.lit(Math.max(1, Math.min(20, Math.floor(limit))))}`.execute(this.database.db);
    return rows;
  }

  /**
   * Money paid to (direction 'out') or received from ('in') a payee: by key (`key`, a recipient
   * key) or by a LIKE pattern (`pattern`) matched against the statement's names and counterparties,
   * case-insensitive. Grouped by payee, the largest first; at most `limit` of them.
   */
  async payee(
    bounds: ScopeBounds,
    query: { key: string | null; pattern: string | null; direction: 'out' | 'in' },
    limit: number,
  ): Promise<PayeeSpendRow[]> {
    // Money in has no recipient_key (that is for payments out): its counterparty's number is
    // compared on the last nine digits, as own transfers are.
    const number = `CASE WHEN length(regexp_replace(t.to_from, '\\D', '', 'g')) >= 10
                         THEN '233' || right(regexp_replace(t.to_from, '\\D', '', 'g'), 9) END`;
    const key = sql.raw(query.direction === 'out' ? 't.recipient_key' : number);
    const signed = query.direction === 'out' ? '-t.amount' : 't.amount';
    const sign = sql.raw(signed);
    const { rows } =
      await sql<PayeeSpendRow>`SELECT ${key} AS key, (array_agg(${PAYEE} ORDER BY t.date_time DESC))[1] AS payee,
              ${sql.raw(money(`sum(${signed})`))} AS spent, count(*)::int AS count,
              to_char(max(t.date_time), 'YYYY-MM-DD') AS "lastDate"
         FROM transactions t
        WHERE ${scopeSql(bounds)} AND ${sign} > 0 AND NOT ${ownSql(bounds)}
          AND (${key} = ${query.key}
               OR (${query.pattern}::text IS NOT NULL AND (t.account_name ILIKE ${query.pattern} OR t.to_from ILIKE ${query.pattern})))
        GROUP BY ${key}, CASE WHEN ${key} IS NULL THEN lower(${PAYEE}) END
        ORDER BY sum(${sign}) DESC
        LIMIT ${sql.lit(limit)}`.execute(this.database.db);
    return rows;
  }

  // The balance after the latest transaction of each wallet (what the statement printed), within
  // the bounds.
  async balances(bounds: ScopeBounds): Promise<WalletBalance[]> {
    const { rows } =
      await sql<WalletBalance>`SELECT DISTINCT ON (t.wallet_id) w.label, t.balance::text AS balance,
              to_char(t.date_time, 'YYYY-MM-DD') AS "asOf"
         FROM transactions t JOIN wallets w ON w.id = t.wallet_id
        WHERE ${scopeSql(bounds)}
        ORDER BY t.wallet_id, t.date_time DESC, t.transaction_id DESC`.execute(this.database.db);
    return rows;
  }

  /**
   * Payments that repeat: the same payee (recipient number, else the name on the statement), at
   * least 3 payments within 10% of their median amount, at a steady interval (weekly 5–9 days,
   * fortnightly 12–16, monthly 26–35) for at least two thirds of the gaps. The next date is the
   * last plus the median gap (a month, for monthly ones: rent on the 1st is due on the 1st).
   * Over the six months up to the user's latest transaction.
   */
  async recurring(bounds: ScopeBounds): Promise<RecurringPaymentRow[]> {
    const { rows } = await sql<RecurringPaymentRow>`WITH p AS (
         SELECT coalesce(t.recipient_key, lower(${PAYEE})) AS payee_key, t.recipient_key AS key,
                ${PAYEE} AS payee, -t.amount AS amount, t.date_time
           FROM transactions t
          WHERE ${scopeSql(bounds)} AND t.amount < 0 AND NOT ${ownSql(bounds)}
            AND t.date_time >= (SELECT max(l.date_time) - interval '6 months' FROM transactions l
                                 WHERE l.user_id = ${bounds.userId})),
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
       SELECT key, payee, ${sql.raw(money('median'))} AS amount, count,
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
        LIMIT 20`.execute(this.database.db);
    return rows;
  }

  /**
   * Categories that cost much more than usual in the month of the span's last day: at least 1.5
   * times, and ₵50 more than, their average month over the three months before (whole months the
   * statements cover only; uncategorised spending counts as Other Expenses).
   */
  async unusual(bounds: ScopeBounds, span: SpanDays): Promise<UnusualCategory[]> {
    const { rows } = await sql<UnusualCategory>`WITH b AS (
         SELECT date_trunc('month', ${span.last}::date) AS month,
                -- the first month the statements cover whole (from its 1st)
                greatest(date_trunc('month', ${span.first}::date + interval '1 month' - interval '1 day'),
                         date_trunc('month', ${span.last}::date) - interval '3 months') AS history_from),
       other AS (
         SELECT id FROM categories WHERE user_id = ${bounds.userId} AND default_key = 'other' LIMIT 1),
       spend AS (
         SELECT coalesce(t.category_id, (SELECT id FROM other)) AS category_id,
                sum(-t.amount) FILTER (WHERE t.date_time >= b.month) AS now,
                sum(-t.amount) FILTER (WHERE t.date_time < b.month) AS before
           FROM transactions t, b
          WHERE ${scopeSql(bounds)} AND t.amount < 0 AND NOT ${ownSql(bounds)}
            AND t.date_time >= b.history_from AND t.date_time < b.month + interval '1 month'
          GROUP BY 1),
       -- Months before with any transaction (a month between two statements is not a ₵0 month).
       months AS (
         SELECT count(DISTINCT date_trunc('month', t.date_time)) AS n
           FROM transactions t, b
          WHERE ${scopeSql(bounds)} AND t.date_time >= b.history_from AND t.date_time < b.month)
       SELECT coalesce(c.name, 'Other Expenses') AS name, to_char(b.month, 'YYYY-MM') AS month,
              ${sql.raw(money('s.now'))} AS spent, ${sql.raw(money('s.before / m.n'))} AS usual,
              round(s.now / (s.before / m.n), 1)::text AS times
         FROM spend s CROSS JOIN b CROSS JOIN months m LEFT JOIN categories c ON c.id = s.category_id
        WHERE m.n > 0 AND s.before > 0 AND s.now >= 1.5 * s.before / m.n AND s.now - s.before / m.n >= 50
        ORDER BY s.now - s.before / m.n DESC
        LIMIT 3`.execute(this.database.db);
    return rows;
  }

  /**
   * The month of the span's last day, projected to its end (docs/insights.md, "Forecast"): spent
   * so far, the days left, and two estimates of their spending: the average spending on each
   * weekday over the up to 90 days before the month (days the statements cover only), and the
   * month's own daily average so far. undefined: no row (never, for an aggregate).
   */
  async forecast(bounds: ScopeBounds, span: SpanDays): Promise<ForecastRow | undefined> {
    const { rows } = await sql<ForecastRow>`WITH bounds AS (
         SELECT date_trunc('month', ${span.last}::date)::date AS month_start, ${span.last}::date AS as_of,
                (date_trunc('month', ${span.last}::date) + interval '1 month')::date AS month_end,
                greatest(${span.first}::date, (date_trunc('month', ${span.last}::date) - interval '90 days')::date) AS history_from),
       daily AS (
         SELECT t.date_time::date AS day, coalesce(${spentSql(ownSql(bounds))}, 0) AS spent
           FROM transactions t, bounds b
          WHERE ${scopeSql(bounds)} AND t.date_time >= b.history_from AND t.date_time < b.month_end
          GROUP BY 1),
       -- The days a statement covers: from the first to the last transaction of each upload (a
       -- quiet day inside one is a real day without spending; a gap between statements is not).
       covered AS (
         SELECT min(t.date_time)::date AS first, max(t.date_time)::date AS last
           FROM transactions t, bounds b
          WHERE ${scopeSql(bounds)} AND t.date_time >= b.history_from AND t.date_time < b.month_start
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
         FROM bounds b, so_far s`.execute(this.database.db);
    return rows[0];
  }
}
