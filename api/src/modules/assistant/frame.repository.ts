import { Injectable } from '@nestjs/common';
import { sql, type RawBuilder } from 'kysely';
import { Database } from '../../common/database/database';
import { ownSql, scopeSql, type ScopeBounds } from '../insights';
import type { Direction, FeeKind, Value } from './functions/frame';

// The query frame's own SQL (issue 31, docs/assistant.md#the-query-frame): one statement per
// frame over the caller's transactions, bounded as every insights query is (scopeSql, ownSql),
// for the shapes the dashboard's queries do not answer (a count, an average, the smallest, a
// list, a person merged by number, money received ranked by person, amounts above a floor).

// A counterparty's number, when To/From is one (digits, spaces, hyphens, a plus; at least nine
// digits): its last nine digits, which is how the statements' forms of one Ghana number agree
// (+233550000124, 233550000124, 0550000124) and how own transfers are matched. translate and
// right only: no regular expression per row.
export const PARTY_SQL = `CASE WHEN translate(t.to_from, '0123456789 +-', '') = ''
                     AND length(translate(t.to_from, ' +-', '')) >= 9
                    THEN right(translate(t.to_from, ' +-', ''), 9) END`;
const PARTY = PARTY_SQL;
// A counterparty as the user reads it: the name on the statement, else To/From, else the type.
const COUNTERPARTY = `coalesce(nullif(trim(t.account_name), ''), nullif(trim(t.to_from), ''), t.type)`;

// Which transactions a frame is about, as the SQL reads it.
export type FrameSubjectSql =
  | { kind: 'all' }
  // Expense categories by id; `other` also takes uncategorised spending (as the dashboard does).
  | { kind: 'category'; ids: string[]; other: boolean }
  // Names (lower case, as the statement prints them) and every number they appear with (last
  // nine digits, over all the days the caller may see): the rows with any of them.
  | { kind: 'person'; names: string[]; numbers: string[] }
  // Part of a name (a LIKE pattern), when no name the user has paid matches.
  | { kind: 'pattern'; pattern: string }
  // A number's last nine digits.
  | { kind: 'number'; last9: string }
  // Statement types as printed.
  | { kind: 'type'; types: string[] }
  | { kind: 'fee-kind'; feeKind: FeeKind };

export type FrameFilter = {
  // The period's bounds.
  bounds: ScopeBounds;
  direction: Direction;
  value: Value;
  subject: FrameSubjectSql;
  above: string | null;
  below: string | null;
};

// The figures of a frame's transactions; latest*: the same within `latest` (when asked).
export type FrameTotalsRow = {
  count: number;
  total: string;
  average: string | null;
  sent: string;
  sentCount: number;
  received: string;
  receivedCount: number;
  fees: string;
  tax: string;
  first: string | null;
  last: string | null;
  latestCount: number;
  latestTotal: string;
  // How many people (counterparties with a number), when asked for.
  people: number | null;
};

// One counterparty of a frame's transactions: a number (its last nine digits), else a name.
export type FramePartyRow = {
  number: string | null;
  // The latest name it carried, and every name.
  payee: string;
  names: string[];
  total: string;
  count: number;
  first: string;
  last: string;
};

// One month of a frame's transactions ('YYYY-MM').
export type FrameMonthRow = { month: string; total: string; count: number };

export type FrameRow = {
  dateTime: string;
  direction: 'sent' | 'received';
  amount: string;
  fees: string;
  tax: string;
  type: string;
  counterparty: string;
  number: string | null;
};

@Injectable()
export class FrameRepository {
  constructor(private readonly database: Database) {}

  /** The frame's totals; with `latest` ([from, to) days), the same within those days. */
  async totals(
    filter: FrameFilter,
    latest: { from: string; to: string } | null,
    people = false,
  ): Promise<FrameTotalsRow> {
    const v = valueSql(filter.value);
    const own = ownSql(filter.bounds);
    const inLatest =
      latest === null
        ? sql`false`
        : sql`t.date_time >= ${latest.from}::date AND t.date_time < ${latest.to}::date`;
    const { rows } = await sql<FrameTotalsRow>`SELECT count(*)::int AS count,
             round(coalesce(sum(${v}), 0), 2)::text AS total,
             round(avg(${v}), 2)::text AS average,
             round(coalesce(sum(-t.amount) FILTER (WHERE t.amount < 0 AND NOT ${own}), 0), 2)::text AS sent,
             (count(*) FILTER (WHERE t.amount < 0 AND NOT ${own}))::int AS "sentCount",
             round(coalesce(sum(t.amount) FILTER (WHERE t.amount > 0 AND NOT ${own}), 0), 2)::text AS received,
             (count(*) FILTER (WHERE t.amount > 0 AND NOT ${own}))::int AS "receivedCount",
             round(coalesce(sum(t.fees), 0), 2)::text AS fees,
             round(coalesce(sum(t.tax), 0), 2)::text AS tax,
             to_char(min(t.date_time), 'YYYY-MM-DD') AS first,
             to_char(max(t.date_time), 'YYYY-MM-DD') AS last,
             (count(*) FILTER (WHERE ${inLatest}))::int AS "latestCount",
             round(coalesce(sum(${v}) FILTER (WHERE ${inLatest}), 0), 2)::text AS "latestTotal",
             ${people ? sql`count(DISTINCT ${sql.raw(PARTY)})::int` : sql`NULL::int`} AS people
        FROM transactions t
       WHERE ${where(filter)}`.execute(this.database.db);
    const [row] = rows;
    if (row === undefined) throw new Error('An aggregate query returned no row');
    return row;
  }

  /**
   * The frame's transactions by counterparty (a number, else a name), by money or by count,
   * the most first: `limit` of them. `numbered`: only those with a number (people).
   */
  async parties(
    filter: FrameFilter,
    order: 'amount' | 'count',
    limit: number,
    numbered: boolean,
  ): Promise<FramePartyRow[]> {
    const v = valueSql(filter.value);
    const byMoney = sql.raw('sum(g.v) DESC, count(*) DESC');
    const byCount = sql.raw('count(*) DESC, sum(g.v) DESC');
    const { rows } = await sql<FramePartyRow>`SELECT g.party AS number,
             (array_agg(g.name ORDER BY g.date_time DESC) FILTER (WHERE g.name <> ''))[1] AS payee,
             coalesce(array_agg(DISTINCT g.name) FILTER (WHERE g.name <> ''), '{}') AS names,
             round(sum(g.v), 2)::text AS total, count(*)::int AS count,
             to_char(min(g.date_time), 'YYYY-MM-DD') AS first,
             to_char(max(g.date_time), 'YYYY-MM-DD') AS last
        FROM (SELECT ${sql.raw(PARTY)} AS party, trim(t.account_name) AS name,
                     coalesce(${sql.raw(PARTY)}, lower(${sql.raw(COUNTERPARTY)})) AS key,
                     ${v} AS v, t.date_time
                FROM transactions t
               WHERE ${where(filter)}) g
       WHERE ${numbered ? sql`g.party IS NOT NULL` : sql`true`}
       GROUP BY g.key, g.party
       ORDER BY ${order === 'amount' ? byMoney : byCount}, g.key
       LIMIT ${sql.lit(Math.max(1, Math.min(20, Math.floor(limit))))}`.execute(this.database.db);
    return rows.map((row) => ({ ...row, payee: row.payee ?? row.number ?? '' }));
  }

  /**
   * The frame's transactions month by month, oldest first (months with none left out). Grouped by
   * date_trunc('month', …) verbatim, the expression the transactions_month statistics know.
   */
  async months(filter: FrameFilter): Promise<FrameMonthRow[]> {
    const v = valueSql(filter.value);
    const { rows } =
      await sql<FrameMonthRow>`SELECT to_char(date_trunc('month', t.date_time), 'YYYY-MM') AS month,
             round(coalesce(sum(${v}), 0), 2)::text AS total, count(*)::int AS count
        FROM transactions t
       WHERE ${where(filter)}
       GROUP BY date_trunc('month', t.date_time)
       ORDER BY date_trunc('month', t.date_time)`.execute(this.database.db);
    return rows;
  }

  /** The frame's transactions, largest or smallest first by the value (latest among equals), or
   * in date order (oldest first): at most `limit`. */
  async rows(
    filter: FrameFilter,
    order: 'largest' | 'smallest' | 'date',
    limit: number,
  ): Promise<FrameRow[]> {
    const v = valueSql(filter.value);
    const orderBy =
      order === 'largest'
        ? sql`${v} DESC, t.date_time DESC`
        : order === 'smallest'
          ? sql`${v} ASC, t.date_time DESC`
          : sql`t.date_time, t.transaction_id`;
    const { rows } =
      await sql<FrameRow>`SELECT to_char(t.date_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS "dateTime",
             CASE WHEN t.amount < 0 THEN 'sent' ELSE 'received' END AS direction,
             abs(t.amount)::text AS amount, t.fees::text AS fees, t.tax::text AS tax, t.type,
             ${sql.raw(COUNTERPARTY)} AS counterparty, ${sql.raw(PARTY)} AS number
        FROM transactions t
       WHERE ${where(filter)} ${order === 'smallest' ? sql`AND ${v} > 0` : sql``}
       ORDER BY ${orderBy}
       LIMIT ${sql.lit(Math.max(1, Math.min(100, Math.floor(limit))))}`.execute(this.database.db);
    return rows;
  }
}

function valueSql(value: Value): RawBuilder<number> {
  switch (value) {
    case 'money':
      return sql<number>`abs(t.amount)`;
    case 'fees':
      return sql<number>`t.fees`;
    case 'levy':
      return sql<number>`t.tax`;
    case 'charges':
      return sql<number>`(t.fees + t.tax)`;
  }
}

function where(filter: FrameFilter): RawBuilder<boolean> {
  const own = ownSql(filter.bounds);
  const direction =
    filter.direction === 'sent'
      ? sql`t.amount < 0 AND NOT ${own}`
      : filter.direction === 'received'
        ? sql`t.amount > 0 AND NOT ${own}`
        : sql`true`;
  const v = valueSql(filter.value);
  const above = filter.above === null ? sql`true` : sql`${v} > ${filter.above}::numeric`;
  const below = filter.below === null ? sql`true` : sql`${v} < ${filter.below}::numeric`;
  return sql<boolean>`${scopeSql(filter.bounds)} AND ${direction} AND ${subjectSql(filter.subject)}
    AND ${above} AND ${below}`;
}

function subjectSql(subject: FrameSubjectSql): RawBuilder<boolean> {
  switch (subject.kind) {
    case 'all':
      return sql<boolean>`true`;
    case 'category':
      return subject.other
        ? sql<boolean>`(t.category_id IS NULL OR t.category_id = ANY(${subject.ids}::uuid[]))`
        : sql<boolean>`t.category_id = ANY(${subject.ids}::uuid[])`;
    case 'person':
      // The numbers' last four digits first (a LIKE on To/From is cheap), then exactly.
      return sql<boolean>`(lower(trim(t.account_name)) = ANY(${subject.names}::text[])
        OR (t.to_from LIKE ANY(${subject.numbers.map((n) => `%${n.slice(-4)}%`)}::text[])
            AND ${sql.raw(PARTY)} = ANY(${subject.numbers}::text[])))`;
    case 'pattern':
      return sql<boolean>`(t.account_name ILIKE ${subject.pattern} OR t.to_from ILIKE ${subject.pattern})`;
    case 'number':
      return sql<boolean>`${sql.raw(PARTY)} = ${subject.last9}`;
    case 'type':
      return sql<boolean>`t.type = ANY(${subject.types}::text[])`;
    case 'fee-kind':
      return sql<boolean>`t.fee_group = ${subject.feeKind}`;
  }
}
