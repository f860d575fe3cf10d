import { Injectable } from '@nestjs/common';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import { TRANSACTION_COLUMNS, type TransactionRow } from '../transactions';
import type { FlagCountsDto, FlagKind } from './dto/flags.dto';
import { onlyRow, ownSql, scopeSql, type ScopeBounds } from './insights-scope.repository';
import { FLAG_RULES, money } from './insights-sql';

export type FlaggedRow = TransactionRow & Record<FlagKind, boolean> & { reviewed: boolean };

// Which flagged expenses to list: one rule or any (`type`, a FLAG_KINDS name), the reviewed ones
// too or not, newest first or the largest first.
export type FlaggedQuery = {
  type: FlagKind | null;
  includeReviewed: boolean;
  sort: 'date' | 'amount';
};

// The expenses the spec's rules flag within the bounds, each with its rules and whether it was
// reviewed. The rules are ORed inside their own parentheses: every one of them stays within the
// scope.
const flaggedSql = (bounds: ScopeBounds): RawBuilder<unknown> => sql`WITH f AS (
      SELECT t.*, ${sql.raw(
        Object.entries(FLAG_RULES)
          .map(([kind, rule]) => `(${rule}) AS "${kind}"`)
          .join(', '),
      )},
             rv.transaction_id IS NOT NULL AS reviewed
        FROM transactions t LEFT JOIN transaction_reviews rv ON rv.transaction_id = t.id
       WHERE ${scopeSql(bounds)} AND t.amount < 0 AND NOT ${ownSql(bounds)}
         AND ((${sql.raw(Object.values(FLAG_RULES).join(') OR ('))})))`;

// Flagged expenses and whether they were reviewed (docs/insights.md, "Flags"). The reviews
// themselves are the transactions module's (TransactionReviewsRepository).
@Injectable()
export class FlagsRepository {
  constructor(private readonly database: Database) {}

  async counts(bounds: ScopeBounds): Promise<FlagCountsDto> {
    const { rows } = await sql<FlagCountsDto>`${flaggedSql(bounds)}
         SELECT count(*) FILTER (WHERE NOT reviewed)::int AS flagged,
                ${sql.raw(money('sum(-amount) FILTER (WHERE NOT reviewed)'))} AS "flaggedAmount",
                count(*) FILTER (WHERE reviewed)::int AS reviewed,
                count(*) FILTER (WHERE "large" AND NOT reviewed)::int AS large,
                count(*) FILTER (WHERE "unusual" AND NOT reviewed)::int AS unusual,
                count(*) FILTER (WHERE "weekend" AND NOT reviewed)::int AS weekend,
                count(*) FILTER (WHERE "late-night" AND NOT reviewed)::int AS "lateNight"
           FROM f`.execute(this.database.db);
    return onlyRow(rows);
  }

  // At most 500 flagged expenses with their categories. The 500 rows are chosen before their
  // categories are joined (by date, the newest come straight from transactions_user_date).
  async list(bounds: ScopeBounds, query: FlaggedQuery): Promise<FlaggedRow[]> {
    // A column name in the SQL: only ever one of the rule names (the caller passes a FLAG_KINDS
    // name, checked again against FLAG_RULES so nothing else can reach the query).
    const type = query.type !== null && Object.hasOwn(FLAG_RULES, query.type) ? query.type : null;
    const order = sql.raw(
      `${query.sort === 'amount' ? 't.amount ASC,' : ''} t.date_time DESC, t.transaction_id DESC`,
    );
    const { rows } = await sql<FlaggedRow>`${flaggedSql(bounds)}
         SELECT ${sql.raw(TRANSACTION_COLUMNS)}, t."large", t."unusual", t."weekend", t."late-night", t.reviewed
           FROM (SELECT * FROM f t
                  WHERE (${query.includeReviewed}::boolean OR NOT t.reviewed) ${sql.raw(type ? `AND t."${type}"` : '')}
                  ORDER BY ${order} LIMIT 500) t
           LEFT JOIN categories c ON c.id = t.category_id
          ORDER BY ${order}`.execute(this.database.db);
    return rows;
  }

  // The caller's transaction, if it is theirs and on or after `visibleFrom` (the free plan's
  // history window; null: any date).
  async findVisibleTransaction(
    transactionId: string,
    userId: string,
    visibleFrom: string | null,
  ): Promise<Pick<Selectable<DB['transactions']>, 'id'> | undefined> {
    let query = this.database.db
      .selectFrom('transactions')
      .select('id')
      .where('id', '=', transactionId)
      .where('user_id', '=', userId);
    if (visibleFrom !== null) {
      query = query.where('date_time', '>=', sql<Date>`${visibleFrom}::date`);
    }
    return query.executeTakeFirst();
  }
}
