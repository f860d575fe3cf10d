import { Injectable } from '@nestjs/common';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';

type User = Selectable<DB['users']>;

// What every insights query is bounded by (InsightsScopes.bounds): the user, their wallet (null:
// all of them), the days of the period they may see ('YYYY-MM-DD', from inclusive, to exclusive;
// null: unbounded), and their wallets' ids and numbers, for ownSql.
export type OwnWallet = { id: string; momoNumber: string };
export type ScopeBounds = {
  userId: string;
  walletId: string | null;
  from: string | null;
  to: string | null;
  ownWallets: readonly OwnWallet[];
};

// The condition every insights query shares, on transactions t: the user, the wallet (or all),
// and the period's bounds.
export const scopeSql = ({ userId, walletId, from, to }: ScopeBounds): RawBuilder<boolean> =>
  sql<boolean>`t.user_id = ${userId}
  AND (${walletId}::uuid IS NULL OR t.wallet_id = ${walletId}::uuid)
  AND (${from}::date IS NULL OR t.date_time >= ${from}::date)
  AND (${to}::date IS NULL OR t.date_time < ${to}::date)`;

// Money moved between two of the user's own wallets (the counterparty is another of their wallets'
// numbers): neither spending nor income (docs/insights.md). Built per request from the user's
// wallets, their ids and numbers bound, so a user with one wallet pays nothing per row.
export function ownSql({ ownWallets }: Pick<ScopeBounds, 'ownWallets'>): RawBuilder<boolean> {
  if (ownWallets.length < 2) return sql<boolean>`false`;
  const last9 = sql`right(regexp_replace(t.to_from, '\\D', '', 'g'), 9)`;
  const branches = ownWallets.map((wallet) => {
    const others = ownWallets
      .filter((other) => other.id !== wallet.id)
      .map((other) => other.momoNumber.slice(-9));
    // One array per wallet (2 values a wallet, not one per pair: a user may have many wallets).
    return sql`WHEN ${wallet.id}::uuid THEN ${last9} = ANY(${others}::text[])`;
  });
  return sql<boolean>`(CASE t.wallet_id ${sql.join(branches, sql` `)} ELSE false END)`;
}

// Sums as exact decimal text with two places, for an expression built with bound values.
export const moneyOf = (expression: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`round(coalesce(${expression}, 0), 2)::text`;

// Spending and income, own-wallet transfers left out (`own`: ownSql of the query's bounds).
export const spentSql = (own: RawBuilder<boolean>): RawBuilder<string> =>
  sql<string>`sum(-t.amount) FILTER (WHERE t.amount < 0 AND NOT ${own})`;
export const receivedSql = (own: RawBuilder<boolean>): RawBuilder<string> =>
  sql<string>`sum(t.amount) FILTER (WHERE t.amount > 0 AND NOT ${own})`;

// The row of an aggregate without GROUP BY, which PostgreSQL always answers with one.
export function onlyRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('An aggregate query returned no row');
  return row;
}

export type CallerRow = {
  isPro: User['is_pro'];
  proUntil: User['pro_until'];
  wallets: {
    id: Selectable<DB['wallets']>['id'];
    momoNumber: Selectable<DB['wallets']>['momo_number'];
  }[];
  // The month of the latest transaction over all wallets ('YYYY-MM'): the free plan's window.
  latestMonth: string | null;
  // In the chosen wallet (or all): the day of the latest transaction, what 'latest' means; and
  // the days the data covers, from the first statement's first day (or the first transaction, if
  // earlier) to the last statement's last day (or the latest transaction, if later). null: none.
  latestDay: string | null;
  firstDay: string | null;
  lastDay: string | null;
};

// Who is asking: the caller's plan and wallets, and the months their data reaches.
@Injectable()
export class InsightsScopeRepository {
  constructor(private readonly database: Database) {}

  // The caller in one query (issue 28, item 5; it was four): their wallets, their plan, the month
  // of their latest transaction over all wallets (the free plan's window counts from it) and, in
  // the chosen wallet (a uuid, checked by the caller) or all, the days their data covers (issue
  // 30: the completed statements' periods widen the transactions' days; each bound is one probe of
  // an index). The read model reads its rows; the plan's rules stay with users (isProNow,
  // PlanLimits.windowFromMonth). undefined: no such user.
  async findCaller(userId: string, walletId: string | null): Promise<CallerRow | undefined> {
    const inWallet = sql`(${walletId}::uuid IS NULL OR t.wallet_id = ${walletId}::uuid)`;
    const uploadInWallet = sql`(${walletId}::uuid IS NULL OR p.wallet_id = ${walletId}::uuid)`;
    const { rows } = await sql<CallerRow>`
  SELECT c."isPro", c."proUntil", c.wallets, c."latestMonth",
         to_char(c.last_tx, 'YYYY-MM-DD') AS "latestDay",
         CASE WHEN c.last_tx IS NOT NULL
              THEN to_char(least(c.first_tx::date, c.first_period), 'YYYY-MM-DD') END AS "firstDay",
         CASE WHEN c.last_tx IS NOT NULL
              THEN to_char(greatest(c.last_tx::date, c.last_period), 'YYYY-MM-DD') END AS "lastDay"
    FROM (
  SELECT u.is_pro AS "isPro", u.pro_until AS "proUntil",
         coalesce((SELECT json_agg(json_build_object('id', w.id, 'momoNumber', w.momo_number))
                     FROM wallets w WHERE w.user_id = u.id), '[]'::json) AS wallets,
         (SELECT to_char(max(t.date_time), 'YYYY-MM') FROM transactions t
           WHERE t.user_id = u.id) AS "latestMonth",
         (SELECT min(t.date_time) FROM transactions t
           WHERE t.user_id = u.id AND ${inWallet}) AS first_tx,
         (SELECT max(t.date_time) FROM transactions t
           WHERE t.user_id = u.id AND ${inWallet}) AS last_tx,
         (SELECT min(p.period_from::date) FROM pdf_uploads p
           WHERE p.user_id = u.id AND p.status = 'completed' AND ${uploadInWallet}
             AND p.period_from ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$') AS first_period,
         (SELECT max(p.period_to::date) FROM pdf_uploads p
           WHERE p.user_id = u.id AND p.status = 'completed' AND ${uploadInWallet}
             AND p.period_to ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$') AS last_period
    FROM users u WHERE u.id = ${userId}) c`.execute(this.database.db);
    return rows[0];
  }

  // The first and last day of the transactions within the bounds ('YYYY-MM-DD'), null if none.
  async findSpan(
    bounds: ScopeBounds,
  ): Promise<{ first: string | null; last: string | null } | undefined> {
    const { rows } = await sql<{ first: string | null; last: string | null }>`
      SELECT to_char(min(t.date_time), 'YYYY-MM-DD') AS first,
             to_char(max(t.date_time), 'YYYY-MM-DD') AS last
        FROM transactions t WHERE ${scopeSql(bounds)}`.execute(this.database.db);
    return rows[0];
  }
}
