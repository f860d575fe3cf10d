import { Injectable } from '@nestjs/common';
import { sql, type SelectQueryBuilder } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import type { DataScope } from '../../common/user-data/user-data';
import type { CountKey } from './data-counts';

// The counts as stored: every kind the reply had when the archive was made.
export type StoredCounts = Partial<Record<CountKey, number>>;

// A live archive: sealed (not restored or purged) and within its window.
const live = <O>(query: SelectQueryBuilder<DB, 'deleted_data', O>) =>
  query.where('sealed', 'is not', null).where('expires_at', '>', sql<Date>`now()`);

// The archives of one scope: "Delete all transaction data"'s, or one wallet's or statement's.
const ofScope =
  (scope: DataScope) =>
  <O>(query: SelectQueryBuilder<DB, 'deleted_data', O>) =>
    scope.kind === 'all'
      ? query.where('scope', '=', 'all')
      : query.where('scope', '=', scope.kind).where('scope_id', '=', scope.id);

// A live scoped archive as the Undo list shows it.
export type ScopedSummary = {
  scope_id: string;
  label: string | null;
  deleted_at: Date;
  expires_at: Date;
  counts: StoredCounts;
};

// The deleted_data table: each deletion's sealed archive, its counts and times (docs/account-data.md).
@Injectable()
export class DeletedDataRepository {
  constructor(private readonly database: Database) {}

  // Deletions (or restores) of the user's in the last hour, and in how many seconds the oldest of
  // them leaves the hour.
  // Whole-data deletions and those of one wallet or statement are counted apart.
  async lastHour(
    userId: string,
    column: 'deleted_at' | 'restored_at',
    scoped: boolean,
  ): Promise<{ n: number; retry: number | null } | undefined> {
    return this.database.db
      .selectFrom('deleted_data')
      .select([
        // DISTINCT: one restore stamps every archive it brings back with the same time.
        sql<number>`count(DISTINCT ${sql.ref(column)})::int`.as('n'),
        sql<
          number | null
        >`extract(epoch FROM min(${sql.ref(column)}) + interval '1 hour' - now())::float8`.as(
          'retry',
        ),
      ])
      .where('user_id', '=', userId)
      .where('scope', scoped ? '<>' : '=', 'all')
      .where(column, '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirst();
  }

  // Keeps an archive for `hours`; answers when it was deleted and until when it can be restored.
  save(archive: {
    id: string;
    userId: string;
    scope: DataScope;
    label: string | null;
    sealed: Buffer;
    counts: StoredCounts;
    hours: number;
  }): Promise<{ deleted_at: Date; expires_at: Date } | undefined> {
    return this.database.db
      .insertInto('deleted_data')
      .values({
        id: archive.id,
        user_id: archive.userId,
        scope: archive.scope.kind,
        scope_id: archive.scope.kind === 'all' ? null : archive.scope.id,
        label: archive.label,
        sealed: archive.sealed,
        counts: JSON.stringify(archive.counts),
        expires_at: sql<Date>`now() + make_interval(hours => ${archive.hours}::int)`,
      })
      .returning(['deleted_at', 'expires_at'])
      .executeTakeFirst();
  }

  // The user's live archives of a scope, oldest first, locked until the restore ends.
  liveForRestore(userId: string, scope: DataScope): Promise<{ id: string; sealed: Buffer }[]> {
    return this.database.db
      .selectFrom('deleted_data')
      .select(['id', 'sealed'])
      .where('user_id', '=', userId)
      .$call(ofScope(scope))
      .$call(live)
      .$narrowType<{ sealed: Buffer }>()
      .orderBy('deleted_at')
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  async markRestored(ids: readonly string[]): Promise<void> {
    await this.database.db
      .updateTable('deleted_data')
      .set({ restored_at: sql<Date>`now()`, sealed: null })
      .where(sql<boolean>`id = ANY(${ids}::uuid[])`)
      .execute();
  }

  // The user's latest archive of a scope, whether restored or not.
  latest(userId: string, scope: DataScope): Promise<{ restored: boolean } | undefined> {
    return this.database.db
      .selectFrom('deleted_data')
      .select(sql<boolean>`restored_at IS NOT NULL`.as('restored'))
      .where('user_id', '=', userId)
      .$call(ofScope(scope))
      .orderBy('deleted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  // The user's live archives, newest first: when, until when, and what.
  liveSummaries(
    userId: string,
  ): Promise<{ deleted_at: Date; expires_at: Date; counts: StoredCounts }[]> {
    return this.database.db
      .selectFrom('deleted_data')
      .select(['deleted_at', 'expires_at', 'counts'])
      .where('user_id', '=', userId)
      .where('scope', '=', 'all')
      .$call(live)
      .$narrowType<{ counts: StoredCounts }>()
      .orderBy('deleted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  // The user's live archives of one wallet or statement each, newest first (the Undo list).
  liveScoped(userId: string, kind: 'wallet' | 'upload'): Promise<ScopedSummary[]> {
    return this.database.db
      .selectFrom('deleted_data')
      .select(['scope_id', 'label', 'deleted_at', 'expires_at', 'counts'])
      .where('user_id', '=', userId)
      .where('scope', '=', kind)
      .$call(live)
      .$narrowType<{ scope_id: string; counts: StoredCounts }>()
      .orderBy('deleted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  // Archives past their window lose their data; the row (counts and times) stays as the record of
  // the deletion. Answers how many were purged.
  async purgeExpired(): Promise<number> {
    const purged = await this.database.db
      .with('purged', (db) =>
        db
          .updateTable('deleted_data')
          .set({ sealed: null, purged_at: sql<Date>`now()` })
          .where('sealed', 'is not', null)
          .where('expires_at', '<=', sql<Date>`now()`)
          .returning(sql<number>`1`.as('one')),
      )
      .selectFrom('purged')
      .select(sql<number>`count(*)::int`.as('archives'))
      .executeTakeFirst();
    return purged?.archives ?? 0;
  }
}
