import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { isTransientConflict } from '../../common/database/pg-errors';
import { rateLimited } from '../../common/errors/common.errors';
import { TransactionContext } from '../../common/database/transaction-context';
import type { AuthContext } from '../../common/guards/auth-context';
import { publish, SECURITY_EVENT, SPENDING_CHANGED } from '../../common/events/domain-events';
import { alreadyRestored, nothingToRestore, restoreExpired } from './account-data.errors';
import { deletedMessage, restoredMessage, type SkipReasons } from './data-messages';
import {
  analyseArchiveSql,
  archiveTableSql,
  COUNT_KEYS,
  DATA_TABLES,
  deleteAndCaptureSql,
  loadArchiveSql,
  restoreSql,
  WALLET_GONE_SQL,
  WRITABLE_COLUMNS_SQL,
  zeroCounts,
} from './data-tables';
import { DeletedDataSealer } from './deleted-data-sealer';
import type {
  DeletedCountsDto,
  DeletedDataDto,
  DeleteDataResponseDto,
  RestoreDataResponseDto,
} from './dto/deleted-data.dto';

const ARCHIVE_VERSION = 1;

// What an upload still being read becomes: its file is never archived, and no job will read it.
const INTERRUPTED_UPLOAD =
  'This statement was still being read when your data was deleted. Upload it again to import it.';

// A live archive: sealed (not restored or purged) and within its window.
const LIVE = 'sealed IS NOT NULL AND expires_at > now()';

// Deadlocks (an import's categorisation stage holds rows the delete wants, and wants the upload
// the delete holds) and serialisation failures: PostgreSQL cancels one side, which simply runs
// again. Each attempt is a transaction of its own: retry only around an outermost run.
const ATTEMPTS = 3;

async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransientConflict(error)) throw error;
    }
  }
}

// Deleting and restoring one user's data never overlap.
const userLock = (userId: string) => `account-data:${userId}`;

function sumCounts(rows: readonly Partial<DeletedCountsDto>[]): DeletedCountsDto {
  const total = zeroCounts();
  for (const row of rows) for (const key of COUNT_KEYS) total[key] += Number(row[key] ?? 0);
  return total;
}

// "Delete all transaction data" with undo: the rows are deleted in one transaction and kept,
// sealed, in deleted_data until they are restored or their window ends (then purged).
// docs/account-data.md.
@Injectable()
export class AccountDataService {
  private readonly log = new Logger('AccountData');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sealer: DeletedDataSealer,
    private readonly events: EventEmitter2,
    private readonly tx: TransactionContext,
  ) {}

  async deleteData(auth: AuthContext): Promise<DeleteDataResponseDto> {
    const hours = this.config.deletedDataRestoreHours;
    const deleted = await retried(() =>
      this.tx.run(() => this.deleteAndArchive(auth.userId, hours)),
    );
    // A security message on every proven contact, which cannot be switched off (issue 27); only
    // when something was deleted (a second delete has nothing to restore).
    if (deleted.deletedAt !== null) {
      await publish(this.events, SECURITY_EVENT, {
        kind: 'data-deleted',
        userId: auth.userId,
        deletedAt: (deleted.deletedAt ?? new Date()).toISOString(),
        restorableUntil: deleted.expiresAt?.toISOString() ?? null,
      });
    }
    return {
      message: deletedMessage(deleted.counts, hours),
      deletedAt: (deleted.deletedAt ?? new Date()).toISOString(),
      restorableUntil: deleted.expiresAt?.toISOString() ?? null,
      counts: deleted.counts,
    };
  }

  private async deleteAndArchive(
    userId: string,
    hours: number,
  ): Promise<{ counts: DeletedCountsDto; deletedAt: Date | null; expiresAt: Date | null }> {
    const manager = this.tx.manager;
    await this.tx.lock(userLock(userId));
    await this.withinHourlyLimit(
      userId,
      'deleted_at',
      this.config.dataDeletionsPerHour,
      'Too many data deletions in an hour',
    );
    // An import in progress either finishes first or, once this commits, finds its upload gone
    // (StatementProcessor then stops quietly). Locking the transactions keeps anything new from
    // pointing at them (a review, a link to an upload) between the deletes below.
    await manager.query(
      'SELECT count(*) FROM (SELECT 1 FROM pdf_uploads WHERE user_id = $1 ORDER BY id FOR UPDATE) locked',
      [userId],
    );
    await manager.query(
      'SELECT count(*) FROM (SELECT 1 FROM transactions WHERE user_id = $1 FOR UPDATE) locked',
      [userId],
    );
    // Stored PDFs (and their sealed passwords) are never archived; an upload still being read
    // would come back with no job to read it, so it is archived as failed.
    await manager.query(
      `UPDATE pdf_uploads
          SET file = NULL, file_password = NULL,
              status = CASE WHEN status IN ('pending', 'processing') THEN 'failed' ELSE status END,
              error_message = CASE WHEN status IN ('pending', 'processing') THEN $2 ELSE error_message END,
              error_code = CASE WHEN status IN ('pending', 'processing') THEN NULL ELSE error_code END,
              processed_at = CASE WHEN status IN ('pending', 'processing') THEN now() ELSE processed_at END,
              ai_categorization_status = CASE
                WHEN status = 'completed' AND ai_categorization_status IN ('pending', 'categorizing')
                THEN 'failed' ELSE ai_categorization_status END
        WHERE user_id = $1
          AND (file IS NOT NULL OR status IN ('pending', 'processing')
               OR (status = 'completed' AND ai_categorization_status IN ('pending', 'categorizing')))`,
      [userId, INTERRUPTED_UPLOAD],
    );

    const counts = zeroCounts();
    const archived = new Map<string, string>();
    let rows = 0;
    for (const spec of [...DATA_TABLES].reverse()) {
      const [gone] = await manager.query<{ rows: number; archived: string }[]>(
        deleteAndCaptureSql(spec),
        [userId],
      );
      archived.set(spec.table, gone?.archived ?? '[]');
      rows += gone?.rows ?? 0;
      if (spec.count !== null) counts[spec.count] += gone?.rows ?? 0;
    }
    if (rows === 0) return { counts, deletedAt: null, expiresAt: null };

    // The tables' JSON arrays as PostgreSQL wrote them, joined without parsing.
    const tables = DATA_TABLES.map(
      (spec) => `${JSON.stringify(spec.table)}:${archived.get(spec.table) ?? '[]'}`,
    );
    const archiveId = randomUUID();
    const sealed = await this.sealer.seal(
      archiveId,
      userId,
      `{"version":${ARCHIVE_VERSION},"tables":{${tables.join(',')}}}`,
    );
    const [saved] = await manager.query<{ deleted_at: Date; expires_at: Date }[]>(
      `INSERT INTO deleted_data (id, user_id, sealed, counts, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5::int))
       RETURNING deleted_at, expires_at`,
      [archiveId, userId, sealed, JSON.stringify(counts), hours],
    );
    this.log.log(`user ${userId}: deleted ${rows} rows (archive ${archiveId})`);
    return { counts, deletedAt: saved?.deleted_at ?? null, expiresAt: saved?.expires_at ?? null };
  }

  // Every live archive of the caller, oldest first, in one transaction.
  restoreData(auth: AuthContext): Promise<RestoreDataResponseDto> {
    return retried(() => this.tx.run(() => this.restoreArchives(auth.userId)));
  }

  // Issue 27: each deletion or restore rewrites the user's whole history, so a user gets a few an
  // hour (counted from the archives, under the user's lock: every process sees the same count).
  private async withinHourlyLimit(
    userId: string,
    column: 'deleted_at' | 'restored_at',
    limit: number,
    what: string,
  ): Promise<void> {
    const [row] = await this.tx.manager.query<{ n: number; retry: number | null }[]>(
      // DISTINCT: one restore stamps every archive it brings back with the same time.
      `SELECT count(DISTINCT ${column})::int AS n,
              extract(epoch FROM min(${column}) + interval '1 hour' - now())::float8 AS retry
         FROM deleted_data WHERE user_id = $1 AND ${column} > now() - interval '1 hour'`,
      [userId],
    );
    if ((row?.n ?? 0) >= limit) throw rateLimited(row?.retry ?? 3600, what);
  }

  private async restoreArchives(userId: string): Promise<RestoreDataResponseDto> {
    const manager = this.tx.manager;
    await this.tx.lock(userLock(userId));
    await this.withinHourlyLimit(
      userId,
      'restored_at',
      this.config.dataRestoresPerHour,
      'Too many restores in an hour',
    );
    const archives = await manager.query<{ id: string; sealed: Buffer }[]>(
      `SELECT id, sealed FROM deleted_data WHERE user_id = $1 AND ${LIVE}
        ORDER BY deleted_at, id FOR UPDATE`,
      [userId],
    );
    if (archives.length === 0) throw await this.nothingLive(userId);

    const columns = await this.writableColumns();
    const restored = zeroCounts();
    const skipped = zeroCounts();
    const reasons: SkipReasons = { walletGone: { uploads: 0, transactions: 0 } };
    for (const archive of archives) {
      const json = await this.sealer.open(archive.id, userId, archive.sealed);
      // Only if ARCHIVE_SECRET was rotated without keeping the old one listed: a wiring problem.
      if (json === null) throw new Error(`deleted data ${archive.id} could not be opened`);
      // Every table's archived rows first: restoring links looks up archived transactions.
      for (const spec of DATA_TABLES) {
        for (const sql of archiveTableSql(spec)) await manager.query(sql);
      }
      const [loaded] = await manager.query<{ version: number | null }[]>(loadArchiveSql(), [json]);
      if (loaded?.version !== ARCHIVE_VERSION) {
        throw new Error(`deleted data ${archive.id} has an unknown version`);
      }
      for (const spec of DATA_TABLES) await manager.query(analyseArchiveSql(spec));
      for (const spec of DATA_TABLES) {
        const [archivedRows] = await manager.query<{ rows: number }[]>(
          `SELECT count(*)::int AS rows FROM archived_${spec.table}`,
        );
        const [back] = await manager.query<{ rows: number }[]>(
          restoreSql(spec, columns.get(spec.table) ?? []),
          [userId],
        );
        if (spec.count === null) continue;
        restored[spec.count] += back?.rows ?? 0;
        skipped[spec.count] += (archivedRows?.rows ?? 0) - (back?.rows ?? 0);
      }
      const [gone] = await manager.query<{ uploads: number; transactions: number }[]>(
        WALLET_GONE_SQL,
        [userId],
      );
      reasons.walletGone.uploads += gone?.uploads ?? 0;
      reasons.walletGone.transactions += gone?.transactions ?? 0;
    }
    await manager.query(
      'UPDATE deleted_data SET restored_at = now(), sealed = NULL WHERE id = ANY($1::uuid[])',
      [archives.map((archive) => archive.id)],
    );
    // Restored spending may have crossed a budget (an alert still goes once per month).
    if (restored.transactions > 0) {
      await publish(this.events, SPENDING_CHANGED, { userId });
    }
    this.log.log(`user ${userId}: restored ${archives.length} archive(s)`);
    return { message: restoredMessage(restored, skipped, reasons), restored, skipped };
  }

  // Why there is nothing to restore, from the latest archive.
  private async nothingLive(userId: string) {
    const [latest] = await this.tx.manager.query<{ restored: boolean }[]>(
      `SELECT restored_at IS NOT NULL AS restored FROM deleted_data WHERE user_id = $1
        ORDER BY deleted_at DESC, id DESC LIMIT 1`,
      [userId],
    );
    if (!latest) return nothingToRestore();
    if (latest.restored) return alreadyRestored();
    return restoreExpired(this.config.deletedDataRestoreHours);
  }

  // Generated columns (transactions' fee_group and recipient_key) are PostgreSQL's to compute.
  private async writableColumns(): Promise<Map<string, string[]>> {
    const rows = await this.tx.manager.query<{ table: string; columns: string[] }[]>(
      WRITABLE_COLUMNS_SQL,
      [DATA_TABLES.map((spec) => spec.table)],
    );
    return new Map(rows.map((row) => [row.table, row.columns]));
  }

  // The latest restorable deletion and what Undo would bring back (all live archives).
  async deletedData(auth: AuthContext): Promise<DeletedDataDto> {
    const live = await this.db.query<
      { deleted_at: Date; expires_at: Date; counts: Partial<DeletedCountsDto> }[]
    >(
      `SELECT deleted_at, expires_at, counts FROM deleted_data WHERE user_id = $1 AND ${LIVE}
        ORDER BY deleted_at DESC, id DESC`,
      [auth.userId],
    );
    const latest = live[0];
    const restoreHours = this.config.deletedDataRestoreHours;
    if (!latest) return { deletedAt: null, restorableUntil: null, counts: null, restoreHours };
    return {
      restoreHours,
      deletedAt: latest.deleted_at.toISOString(),
      restorableUntil: latest.expires_at.toISOString(),
      counts: sumCounts(live.map((row) => row.counts)),
    };
  }

  // The scheduled purge: archives past their window lose their data; the row (counts and times)
  // stays as the record of the deletion. Returns how many were purged.
  async purgeExpired(): Promise<number> {
    const [purged] = await this.db.query<{ archives: number }[]>(
      `WITH purged AS (
         UPDATE deleted_data SET sealed = NULL, purged_at = now()
          WHERE sealed IS NOT NULL AND expires_at <= now() RETURNING 1)
       SELECT count(*)::int AS archives FROM purged`,
    );
    const archives = purged?.archives ?? 0;
    if (archives > 0) this.log.log(`purged ${archives} expired deleted-data archive(s)`);
    return archives;
  }
}
