import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { AuthContext } from '../../common/guards/auth-context';
import { TRANSACTION_COLUMNS, toTransactionDto, type TransactionRow } from '../transactions';
import { PlanLimits } from '../users';
import { InsightsScopes, periodDto, type Scope } from './insights-scope';
import {
  FLAG_KINDS,
  type FlagCountsDto,
  type FlagKind,
  type FlagsDto,
  type FlagsQueryDto,
} from './dto/flags.dto';
import { FLAG_RULES, money, SCOPE } from './insights-sql';

const transactionNotFound = () =>
  new AppError(404, 'TRANSACTION_NOT_FOUND', 'Transaction not found.');

// Flagged expenses and their reviews (docs/insights.md, "Flags").
@Injectable()
export class FlagsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scopes: InsightsScopes,
    private readonly limits: PlanLimits,
  ) {}

  // Expenses the spec's rules flag, with which rules, whether reviewed, and the counts.
  async flags(auth: AuthContext, query: FlagsQueryDto): Promise<FlagsDto> {
    const scope = await this.scopes.resolve(auth, { ...query, period: query.period ?? 'all' });
    return this.flagsFor(scope, query);
  }

  async flagsFor(
    scope: Scope,
    query: Pick<FlagsQueryDto, 'type' | 'sort' | 'includeReviewed'>,
  ): Promise<FlagsDto> {
    // A column name in the SQL below: only ever one of the rule names (validated by the DTO, and
    // looked up here again so nothing else can reach the query).
    const type = FLAG_KINDS.find((kind) => kind === query.type) ?? null;
    // The rules are ORed inside their own parentheses: every one of them stays within the scope.
    const flagged = `WITH f AS (
      SELECT t.*, ${Object.entries(FLAG_RULES)
        .map(([kind, rule]) => `(${rule}) AS "${kind}"`)
        .join(', ')},
             rv.transaction_id IS NOT NULL AS reviewed
        FROM transactions t LEFT JOIN transaction_reviews rv ON rv.transaction_id = t.id
       WHERE ${SCOPE} AND t.amount < 0 AND NOT ${scope.own}
         AND ((${Object.values(FLAG_RULES).join(') OR (')})))`;
    const params = this.scopes.params(scope, scope.period);
    // The 500 rows are chosen before their categories are joined (by date, the newest come
    // straight from transactions_user_date).
    const order = `${query.sort === 'amount' ? 't.amount ASC,' : ''} t.date_time DESC, t.transaction_id DESC`;
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
           FROM (SELECT * FROM f t
                  WHERE ($5::boolean OR NOT t.reviewed) ${type ? `AND t."${type}"` : ''}
                  ORDER BY ${order} LIMIT 500) t
           LEFT JOIN categories c ON c.id = t.category_id
          ORDER BY ${order}`,
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
    // Also not found: a transaction outside the free plan's history window.
    const [owned] = await this.db.query<{ id: string }[]>(
      `SELECT id FROM transactions
        WHERE id = $1 AND user_id = $2 AND ($3::date IS NULL OR date_time >= $3::date)`,
      [transactionId, auth.userId, await this.limits.historyFrom(auth.userId)],
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
}
