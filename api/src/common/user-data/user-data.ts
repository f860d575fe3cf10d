import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { Database, type DB } from '../database/database';

// A user's data as a contract (issue 28, item 2; docs/account-data.md): each module that owns
// some of it implements a part for its own tables, and account-data, on the top floor, finds every
// part and orchestrates them ("Delete all transaction data" with undo, and "Download my data")
// without knowing the modules' tables. Here, in the ground, so a module on any floor can provide
// one (docs/api.md#module-floors).

/** The kinds of rows the reply to a deletion or a restore counts (DeletedCountsDto's fields). */
export type UserDataCount =
  'transactions' | 'uploads' | 'rules' | 'reviews' | 'chatMessages' | 'notifications';

export type UserDataTableName = keyof DB;

/** A piece of SQL about one user's rows; the user's id is bound wherever the piece uses it. */
type UserSql = (userId: string) => RawBuilder<unknown>;

/**
 * What a deletion takes: all of the user's transaction data ("Delete all transaction data"), or
 * one wallet with its statements and transactions, or one statement with the transactions no other
 * statement contains (issue 29). Each is archived and can be undone the same way.
 */
export type DataScope =
  { kind: 'all' } | { kind: 'wallet'; id: string } | { kind: 'upload'; id: string };

export const ALL_DATA: DataScope = { kind: 'all' };

/** A piece of SQL about the rows of one of the user's wallets or statements (`id`). */
type ScopedSql = (userId: string, id: string) => RawBuilder<unknown>;

/**
 * One table of the data "Delete all transaction data" removes. Deleting uses `t` for the table's
 * rows; restoring uses `r` for an archived row (from `archived_<table>`, a temporary table shaped
 * like the real one).
 */
export type UserDataTable = {
  table: UserDataTableName;
  // The archived tables its rows point at (foreign keys): restored before it, deleted after it.
  parents?: readonly UserDataTableName[];
  // The response count it feeds (links between uploads and transactions have none).
  count: UserDataCount | null;
  // The user's rows `t`, with `using` joined in when the table has no user_id of its own.
  owned: UserSql;
  // Its rows of one wallet, or of one statement (after the parts' prepareForArchive): a table
  // without one takes no part in that scope.
  inWallet?: ScopedSql;
  inUpload?: ScopedSql;
  // Deleted only with its scope (the wallets table: "Delete all transaction data" keeps them).
  scopedOnly?: boolean;
  using?: RawBuilder<unknown>;
  // Which archived rows come back.
  keep: UserSql;
  // Columns restored from an expression instead of as archived.
  restoreAs?: Readonly<Record<string, UserSql>>;
  // Tables joined to the archived rows `r` for those expressions (joins, not per-row subqueries:
  // the planner can hash tens of thousands of rows whatever it guesses about them).
  joins?: UserSql;
  // The archived rows `r` of a wallet deleted since: a reason the restore's message gives.
  walletGone?: UserSql;
};

/** One section of the download's sikalens-data.json: the user's rows, as the user reads them. */
export type UserDataSection = {
  key: string;
  // Compiled only (never run here): the download streams it through a cursor of its own.
  query(userId: string): CompiledQuery;
  toJson(row: unknown): unknown;
};

// A section whose rows are typed by its query.
export function userDataSection<O>(
  key: string,
  query: (userId: string) => CompiledQuery<O>,
  toJson?: (row: O) => unknown,
): UserDataSection {
  // The rows are the query's own (they arrive from PostgreSQL untyped).
  return { key, query, toJson: (row) => (toJson ? toJson(row as O) : row) };
}

export type CapturedRows = { rows: number; archived: string };

/**
 * Marks a module's part of a user's data: an `@Injectable()` provider of its own Nest module that
 * extends UserDataRepository. account-data finds every one (DiscoveryService).
 */
export const UserDataPart = DiscoveryService.createDecorator<undefined>();

export const archivedTable = (spec: UserDataTable) => `archived_${spec.table}`;

// Which of a table's rows a scope takes (`t`), or null when the table takes no part in it.
function scopedCondition(
  spec: UserDataTable,
  userId: string,
  scope: DataScope,
): RawBuilder<unknown> | null {
  switch (scope.kind) {
    case 'all':
      return spec.scopedOnly ? null : spec.owned(userId);
    case 'wallet':
      return spec.inWallet?.(userId, scope.id) ?? null;
    case 'upload':
      return spec.inUpload?.(userId, scope.id) ?? null;
  }
}

// The user's rows of one table, for a SELECT: `FROM ${ownedRows(...)}`.
export const ownedRows = (spec: UserDataTable, userId: string) =>
  sql`${sql.table(spec.table)} t${spec.using ? sql`, ${spec.using}` : sql``} WHERE ${spec.owned(userId)}`;

// The user's rows of one table, counted (the tests compare every table before and after).
export const countSql = (spec: UserDataTable, userId: string) =>
  sql<{ rows: number }>`SELECT count(*)::int AS rows FROM ${ownedRows(spec, userId)}`;

/**
 * A module's part of a user's data: its tables (parents first), what it does around a deletion,
 * and its sections of the download. Deleting and restoring run its statements on its own tables,
 * in the caller's transaction (account-data's, one for the whole deletion or restore).
 */
// Injectable so its constructor's parameter types are recorded: a part that declares no
// constructor of its own gets its Database from Nest through this one.
@Injectable()
export abstract class UserDataRepository {
  abstract readonly tables: readonly UserDataTable[];
  readonly sections: readonly UserDataSection[] = [];

  constructor(protected readonly database: Database) {}

  /** Before anything is deleted, every part's, parents first: locks the rows the scope takes. */
  lockForDeletion?(userId: string, scope: DataScope): Promise<void>;

  /** Once every part has locked: puts those rows in the state they are archived in. */
  prepareForArchive?(userId: string, scope: DataScope): Promise<void>;

  // Deletes the rows of one table the scope takes and returns them as a JSON array (text) with
  // their number: exactly the rows deleted are archived, whatever is written meanwhile.
  async deleteAndCapture(
    spec: UserDataTable,
    userId: string,
    scope: DataScope = ALL_DATA,
  ): Promise<CapturedRows> {
    const condition = scopedCondition(spec, userId, scope);
    if (condition === null) return { rows: 0, archived: '[]' };
    const using = spec.using ? sql`USING ${spec.using}` : sql``;
    const { rows } = await sql<CapturedRows>`WITH gone AS (
        DELETE FROM ${sql.table(spec.table)} t ${using} WHERE ${condition} RETURNING t.*)
      SELECT count(*)::int AS rows, coalesce(json_agg(gone), '[]'::json)::text AS archived
        FROM gone`.execute(this.database.db);
    return { rows: rows[0]?.rows ?? 0, archived: rows[0]?.archived ?? '[]' };
  }

  // Puts back the archived rows (in `archived_<table>`) that can come back; a row that conflicts
  // with one there now (a statement imported again since, a rule learned again) is skipped and the
  // current one kept. `columns`: the table's columns that are not generated (PostgreSQL computes
  // those). Returns how many came back.
  async restore(spec: UserDataTable, userId: string, columns: readonly string[]): Promise<number> {
    const values = columns.map(
      (column) => spec.restoreAs?.[column]?.(userId) ?? sql.ref(`r.${column}`),
    );
    const { rows } = await sql<{ rows: number }>`WITH restored AS (
        INSERT INTO ${sql.table(spec.table)} (${sql.join(columns.map((column) => sql.id(column)))})
        SELECT ${sql.join(values)} FROM ${sql.table(archivedTable(spec))} r ${spec.joins?.(userId) ?? sql``}
         WHERE ${spec.keep(userId)}
        ON CONFLICT DO NOTHING RETURNING 1)
      SELECT count(*)::int AS rows FROM restored`.execute(this.database.db);
    return rows[0]?.rows ?? 0;
  }
}
