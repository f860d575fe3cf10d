import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { isTransientConflict } from '../../common/database/pg-errors';
import { rateLimited } from '../../common/errors/common.errors';
import { TransactionContext } from '../../common/database/transaction-context';
import type { AuthContext } from '../../common/guards/auth-context';
import { publish, SECURITY_EVENT, SPENDING_CHANGED } from '../../common/events/domain-events';
import { alreadyRestored, nothingToRestore, restoreExpired } from './account-data.errors';
import { ArchivedRowsRepository } from './archived-rows.repository';
import { COUNT_KEYS, zeroCounts } from './data-counts';
import { deletedMessage, restoredMessage, type SkipReasons } from './data-messages';
import { DeletedDataRepository, type StoredCounts } from './deleted-data.repository';
import { DeletedDataSealer } from './deleted-data-sealer';
import type {
  DeletedCountsDto,
  DeletedDataDto,
  DeleteDataResponseDto,
  RestoreDataResponseDto,
} from './dto/deleted-data.dto';
import { UserDataParts } from './user-data-parts';

const ARCHIVE_VERSION = 1;

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

function sumCounts(rows: readonly StoredCounts[]): DeletedCountsDto {
  const total = zeroCounts();
  for (const row of rows) for (const key of COUNT_KEYS) total[key] += Number(row[key] ?? 0);
  return total;
}

// "Delete all transaction data" with undo: the rows are deleted in one transaction and kept,
// sealed, in deleted_data until they are restored or their window ends (then purged). Each table
// is its owning module's part (common/user-data): this orchestrates them, parents first.
// docs/account-data.md.
@Injectable()
export class AccountDataService {
  private readonly log = new Logger('AccountData');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sealer: DeletedDataSealer,
    private readonly events: EventEmitter2,
    private readonly tx: TransactionContext,
    private readonly parts: UserDataParts,
    private readonly store: DeletedDataRepository,
    private readonly archived: ArchivedRowsRepository,
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
    await this.tx.lock(userLock(userId));
    await this.withinHourlyLimit(
      userId,
      'deleted_at',
      this.config.dataDeletionsPerHour,
      'Too many data deletions in an hour',
    );
    // Every part locks the rows it is about to lose, parents first (an import in progress finishes
    // first, or finds its upload gone once this commits), then readies them for the archive.
    const { parts, tables } = this.parts;
    for (const part of parts) await part.lockForDeletion?.(userId);
    for (const part of parts) await part.prepareForArchive?.(userId);

    const counts = zeroCounts();
    const archived = new Map<string, string>();
    let rows = 0;
    for (const { part, spec } of [...tables].reverse()) {
      const gone = await part.deleteAndCapture(spec, userId);
      archived.set(spec.table, gone.archived);
      rows += gone.rows;
      if (spec.count !== null) counts[spec.count] += gone.rows;
    }
    if (rows === 0) return { counts, deletedAt: null, expiresAt: null };

    // The tables' JSON arrays as PostgreSQL wrote them, joined without parsing.
    const documentTables = tables.map(
      ({ spec }) => `${JSON.stringify(spec.table)}:${archived.get(spec.table) ?? '[]'}`,
    );
    const archiveId = randomUUID();
    const sealed = await this.sealer.seal(
      archiveId,
      userId,
      `{"version":${ARCHIVE_VERSION},"tables":{${documentTables.join(',')}}}`,
    );
    const saved = await this.store.save({ id: archiveId, userId, sealed, counts, hours });
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
    const row = await this.store.lastHour(userId, column);
    if ((row?.n ?? 0) >= limit) throw rateLimited(row?.retry ?? 3600, what);
  }

  private async restoreArchives(userId: string): Promise<RestoreDataResponseDto> {
    await this.tx.lock(userLock(userId));
    await this.withinHourlyLimit(
      userId,
      'restored_at',
      this.config.dataRestoresPerHour,
      'Too many restores in an hour',
    );
    const archives = await this.store.liveForRestore(userId);
    if (archives.length === 0) throw await this.nothingLive(userId);

    const { tables } = this.parts;
    const specs = tables.map(({ spec }) => spec);
    const columns = await this.archived.writableColumns(specs);
    const restored = zeroCounts();
    const skipped = zeroCounts();
    const reasons: SkipReasons = { walletGone: { uploads: 0, transactions: 0 } };
    for (const archive of archives) {
      const json = await this.sealer.open(archive.id, userId, archive.sealed);
      // Only if ARCHIVE_SECRET was rotated without keeping the old one listed: a wiring problem.
      if (json === null) throw new Error(`deleted data ${archive.id} could not be opened`);
      // Every table's archived rows first: restoring links looks up archived transactions.
      for (const spec of specs) await this.archived.prepare(spec);
      const version = await this.archived.load(specs, json);
      if (version !== ARCHIVE_VERSION) {
        throw new Error(`deleted data ${archive.id} has an unknown version`);
      }
      for (const spec of specs) await this.archived.analyse(spec);
      for (const { part, spec } of tables) {
        const archivedRows = await this.archived.count(spec);
        const back = await part.restore(spec, userId, columns.get(spec.table) ?? []);
        if (spec.count === null) continue;
        restored[spec.count] += back;
        skipped[spec.count] += archivedRows - back;
      }
      const gone = await this.archived.ofWalletsGone(specs, userId);
      reasons.walletGone.uploads += gone.uploads ?? 0;
      reasons.walletGone.transactions += gone.transactions ?? 0;
    }
    await this.store.markRestored(archives.map((archive) => archive.id));
    // Restored spending may have crossed a budget (an alert still goes once per month).
    if (restored.transactions > 0) {
      await publish(this.events, SPENDING_CHANGED, { userId });
    }
    this.log.log(`user ${userId}: restored ${archives.length} archive(s)`);
    return { message: restoredMessage(restored, skipped, reasons), restored, skipped };
  }

  // Why there is nothing to restore, from the latest archive.
  private async nothingLive(userId: string) {
    const latest = await this.store.latest(userId);
    if (!latest) return nothingToRestore();
    if (latest.restored) return alreadyRestored();
    return restoreExpired(this.config.deletedDataRestoreHours);
  }

  // The latest restorable deletion and what Undo would bring back (all live archives).
  async deletedData(auth: AuthContext): Promise<DeletedDataDto> {
    const live = await this.store.liveSummaries(auth.userId);
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
    const archives = await this.store.purgeExpired();
    if (archives > 0) this.log.log(`purged ${archives} expired deleted-data archive(s)`);
    return archives;
  }
}
