import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../common/config/config.types';
import { Database, type DB } from '../../common/database/database';
import { openExportConnection } from '../../common/database/export-connection';
import type { CategorySummaryDto } from '../categories';
import type { TransactionTotalsDto } from './dto/transaction.dto';
import {
  likePattern,
  TRANSACTION_COLUMNS,
  TRANSACTION_FROM,
  TRANSACTION_ORDER,
  TRANSACTION_SEARCH_TEXT,
  type HistoryFilters,
} from './transaction-query';
import { numberSearchTerms } from './number-search';

type Categories = Selectable<DB['categories']>;

// A streamed history export (TransactionsRepository.exportHistory): close it when its rows close.
export type HistoryExport = { rows: Readable; signal: AbortSignal; close(): Promise<void> };

// A transaction row with its category (TRANSACTION_COLUMNS), as TransactionDto needs it. Money
// arrives as numeric text from pg.
export type TransactionRow = Pick<
  Selectable<DB['transactions']>,
  | 'id'
  | 'transaction_id'
  | 'wallet_id'
  | 'amount'
  | 'fees'
  | 'tax'
  | 'balance'
  | 'to_from'
  | 'account_name'
  | 'type'
  | 'reference'
  | 'category_id'
  | 'categorised_by'
> & {
  // Formatted in SQL so no time zone can shift it.
  date_time: string;
  // The category's, null without one (LEFT JOIN); its check constraint holds type to these.
  category_type: CategorySummaryDto['type'] | null;
} & { [K in 'name' | 'color' | 'icon' as `category_${K}`]: Categories[K] | null };

// A transaction being categorised by hand: what its rule and its answer need. dateTime as
// "YYYY-MM-DDTHH:MM:SS", the statement's own clock.
export type OwnedTransaction = {
  id: string;
  toFrom: string;
  accountName: string;
  amount: string;
  categoryId: string | null;
  dateTime: string;
};

// The WHERE condition of a caller's filtered history (`t` is transactions).
function historyWhere(filters: HistoryFilters): RawBuilder<SqlBool> {
  const clauses = [sql`t.user_id = ${filters.userId}`];
  if (filters.walletId) clauses.push(sql`t.wallet_id = ${filters.walletId}`);
  if (filters.visibleFrom) clauses.push(sql`t.date_time >= ${filters.visibleFrom}::date`);
  if (filters.type === 'incoming') clauses.push(sql`t.amount > 0`);
  if (filters.type === 'outgoing') clauses.push(sql`t.amount < 0`);
  if (filters.categoryId) clauses.push(sql`t.category_id = ${filters.categoryId}`);
  if (filters.uncategorisedOnly) clauses.push(sql`t.category_id IS NULL`);
  if (filters.from) clauses.push(sql`t.date_time >= ${filters.from}::date`);
  // The whole last day: before the next one starts.
  if (filters.to) clauses.push(sql`t.date_time < ${filters.to}::date + 1`);
  if (filters.over) clauses.push(sql`abs(t.amount) > ${filters.over}::numeric`);
  const search = filters.search?.trim();
  if (search) clauses.push(searchMatch(search));
  return sql<SqlBool>`${sql.join(clauses, sql` AND `)}`;
}

// A search term in the name, To/From or reference as typed; a number also in its national form,
// among the numbers of the row and its MoMo transaction ID (number-search.ts). Each side has its
// trigram index.
function searchMatch(search: string): RawBuilder<SqlBool> {
  const matches = [sql`${sql.raw(TRANSACTION_SEARCH_TEXT)} ILIKE ${likePattern(search)}`];
  for (const term of numberSearchTerms(search)) {
    matches.push(sql`t.search_numbers LIKE ${likePattern(term)}`);
  }
  return sql<SqlBool>`(${sql.join(matches, sql` OR `)})`;
}

// A condition every row with this counterparty key meets (and few others): the last nine digits
// of a number, else the longest word of the name, looked up through the search index.
function coarseCounterpartyMatch(key: string): RawBuilder<SqlBool> {
  if (key.startsWith('tel:')) {
    const digits = `%${key.slice(4).slice(-9)}`;
    return sql<SqlBool>`(regexp_replace(t.to_from, '\\D', '', 'g') LIKE ${digits} OR regexp_replace(t.account_name, '\\D', '', 'g') LIKE ${digits})`;
  }
  const words = key.slice('name:'.length).split(' ');
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  return sql<SqlBool>`${sql.raw(TRANSACTION_SEARCH_TEXT)} ILIKE ${likePattern(longest)}`;
}

// The transactions table: a user's history, and the categories set on it. The CSV export reads
// it through a connection of its own (export-connection.ts), hence the data source.
@Injectable()
export class TransactionsRepository {
  constructor(
    private readonly database: Database,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  // One page of the filtered history, newest first (the MoMo ID breaks ties).
  async history(
    filters: HistoryFilters,
    page: { limit: number; offset?: number },
  ): Promise<TransactionRow[]> {
    const { rows } = await sql<TransactionRow>`
      SELECT ${sql.raw(TRANSACTION_COLUMNS)} FROM ${sql.raw(TRANSACTION_FROM)}
       WHERE ${historyWhere(filters)} ORDER BY ${sql.raw(TRANSACTION_ORDER)}
       LIMIT ${page.limit} ${page.offset === undefined ? sql`` : sql`OFFSET ${page.offset}`}`.execute(
      this.database.db,
    );
    return rows;
  }

  // A page of the filtered history after a row of the user's (keyset paging, newest first, the id
  // breaking ties): rows that leave the filter meanwhile (categorised) shift nothing. A row that is
  // not the user's (or no longer exists) answers nothing.
  async historyAfter(
    filters: HistoryFilters,
    page: { limit: number; after: string | null },
  ): Promise<TransactionRow[]> {
    const after =
      page.after === null
        ? sql`true`
        : sql`(t.date_time, t.transaction_id, t.id) < (SELECT a.date_time, a.transaction_id, a.id
                 FROM transactions a WHERE a.id = ${page.after} AND a.user_id = ${filters.userId})`;
    const { rows } = await sql<TransactionRow>`
      SELECT ${sql.raw(TRANSACTION_COLUMNS)} FROM ${sql.raw(TRANSACTION_FROM)}
       WHERE ${historyWhere(filters)} AND ${after}
       ORDER BY ${sql.raw(TRANSACTION_ORDER)}, t.id DESC
       LIMIT ${page.limit}`.execute(this.database.db);
    return rows;
  }

  // The caller's transaction with its category.
  async findOwned(userId: string, id: string): Promise<TransactionRow | undefined> {
    const { rows } = await sql<TransactionRow>`
      SELECT ${sql.raw(TRANSACTION_COLUMNS)} FROM ${sql.raw(TRANSACTION_FROM)}
       WHERE t.user_id = ${userId} AND t.id = ${id}`.execute(this.database.db);
    return rows[0];
  }

  // The count and the money in and out of the whole filtered history.
  async totalsOf(filters: HistoryFilters): Promise<TransactionTotalsDto | undefined> {
    const { rows } = await sql<TransactionTotalsDto>`
      SELECT count(*)::int AS count,
             round(coalesce(sum(t.amount) FILTER (WHERE t.amount > 0), 0), 2)::text AS incoming,
             round(coalesce(-sum(t.amount) FILTER (WHERE t.amount < 0), 0), 2)::text AS outgoing
        FROM transactions t WHERE ${historyWhere(filters)}`.execute(this.database.db);
    return rows[0];
  }

  // How many rows the filtered history has.
  async countOf(filters: HistoryFilters): Promise<number> {
    const { rows } = await sql<{ total: number }>`
      SELECT count(*)::int AS total FROM transactions t WHERE ${historyWhere(filters)}`.execute(
      this.database.db,
    );
    return rows[0]?.total ?? 0;
  }

  // users.history_version, which the transactions' triggers bump whenever rows are added or
  // removed (migration 1795564800000): the totals cache's key.
  async historyVersionOf(userId: string): Promise<string | undefined> {
    const row = await this.database.db
      .selectFrom('users')
      .select(sql<string>`history_version::text`.as('version'))
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.version;
  }

  // The whole filtered history, newest first, through a cursor on a connection of its own
  // (export-connection.ts: 429 when the user already runs one or the line is too long). The
  // caller gets the rows, the signal that cuts a stalled or overlong export, and close.
  async exportHistory(
    userId: string,
    limits: AppConfig['exports'],
    filters: HistoryFilters,
  ): Promise<HistoryExport> {
    const connection = await openExportConnection(this.dataSource, { userId, limits });
    try {
      const query = sql`
      SELECT ${sql.raw(TRANSACTION_COLUMNS)} FROM ${sql.raw(TRANSACTION_FROM)}
       WHERE ${historyWhere(filters)} ORDER BY ${sql.raw(TRANSACTION_ORDER)}`.compile(
        this.database.db,
      );
      return {
        rows: connection.stream(query.sql, [...query.parameters]),
        signal: connection.signal,
        close: () => connection.close(),
      };
    } catch (error) {
      await connection.close();
      throw error;
    }
  }

  // The caller's transaction, its row locked until the transaction ends.
  lockOwned(userId: string, id: string): Promise<OwnedTransaction | undefined> {
    return this.database.db
      .selectFrom('transactions')
      .select([
        'id',
        'to_from as toFrom',
        'account_name as accountName',
        'amount',
        'category_id as categoryId',
        sql<string>`to_char(date_time, 'YYYY-MM-DD"T"HH24:MI:SS')`.as('dateTime'),
      ])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  }

  // Narrowed in SQL to a superset of the rows with this counterparty key (user, direction,
  // uncategorised, and a coarse match on the counterparty); the exact key is compared by the
  // caller, where it is defined. Only rows from visibleFrom (the free plan's window), if set.
  uncategorisedLike(
    userId: string,
    excludeId: string,
    key: { counterparty: string; direction: 'in' | 'out' },
    visibleFrom: string | null,
  ): Promise<{ id: string; toFrom: string; accountName: string; amount: string }[]> {
    return this.database.db
      .selectFrom('transactions as t')
      .select([
        't.id',
        't.to_from as toFrom',
        't.account_name as accountName',
        sql<string>`t.amount::text`.as('amount'),
      ])
      .where('t.user_id', '=', userId)
      .where('t.category_id', 'is', null)
      .where('t.id', '<>', excludeId)
      .where(key.direction === 'in' ? sql<SqlBool>`t.amount > 0` : sql<SqlBool>`t.amount < 0`)
      .where(coarseCounterpartyMatch(key.counterparty))
      .where(sql<SqlBool>`(${visibleFrom}::date IS NULL OR t.date_time >= ${visibleFrom}::date)`)
      .execute();
  }

  // The caller's choice for one of their transactions.
  async setCategory(
    userId: string,
    id: string,
    category: { categoryId: string; source: string },
  ): Promise<void> {
    await this.database.db
      .updateTable('transactions')
      .set({ category_id: category.categoryId, categorised_by: category.source })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  }

  // Gives these of the user's rows the category, those still uncategorised only; returns how
  // many it changed.
  async categoriseUncategorised(
    userId: string,
    ids: string[],
    category: { categoryId: string; source: string },
  ): Promise<number> {
    const result = await this.database.db
      .updateTable('transactions')
      .set({ category_id: category.categoryId, categorised_by: category.source })
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .where('category_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  // Gives these rows the category unless a decision was already made on them: a category, or a
  // user's explicit "uncategorised" (category NULL, categorised_by set).
  async categoriseUndecided(
    ids: string[],
    category: { categoryId: string; source: string },
  ): Promise<void> {
    await this.database.db
      .updateTable('transactions')
      .set({ category_id: category.categoryId, categorised_by: category.source })
      .where('id', 'in', ids)
      .where('category_id', 'is', null)
      .where('categorised_by', 'is', null)
      .execute();
  }

  // The rows an upload brought in that no one has categorised yet.
  uncategorisedOfUpload(uploadId: string) {
    return this.database.db
      .selectFrom('transactions')
      .select([
        'id',
        'type',
        'amount',
        'to_from as toFrom',
        'account_name as accountName',
        'reference',
      ])
      .where('upload_id', '=', uploadId)
      .where('category_id', 'is', null)
      .where('categorised_by', 'is', null)
      .execute();
  }

  // A deleted category's rows become uncategorised (and open to the rules again), every one of
  // them; returns how many of those the user may see (from `visibleFrom`, the free plan's history
  // window; null: all), the rows the category's transactionCount counted (issue 30).
  async uncategoriseAllIn(
    userId: string,
    categoryId: string,
    visibleFrom: string | null,
  ): Promise<number> {
    const { rows } = await sql<{ visible: number }>`WITH changed AS (
         UPDATE transactions SET category_id = NULL, categorised_by = NULL
          WHERE user_id = ${userId} AND category_id = ${categoryId}
         RETURNING date_time)
       SELECT (count(*) FILTER (WHERE ${visibleFrom}::date IS NULL
                                   OR date_time >= ${visibleFrom}::date))::int AS visible
         FROM changed`.execute(this.database.db);
    return rows[0]?.visible ?? 0;
  }
}
