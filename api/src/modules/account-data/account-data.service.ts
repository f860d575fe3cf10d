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
import { ALL_DATA, type DataScope } from '../../common/user-data/user-data';
import { uploadNotFound } from '../statements';
import { walletNotFound } from '../wallets';
import {
  alreadyRestored,
  nothingToRestore,
  restoreExpired,
  uploadNumberChanged,
  uploadRowsElsewhere,
  uploadWalletGone,
  walletNumberTaken,
} from './account-data.errors';
import { ArchivedRowsRepository } from './archived-rows.repository';
import { COUNT_KEYS, zeroCounts } from './data-counts';
import {
  deletedMessage,
  deletedUploadMessage,
  deletedWalletMessage,
  restoredMessage,
  type SkipReasons,
} from './data-messages';
import { DeletedDataRepository, type StoredCounts } from './deleted-data.repository';
import { DeletedDataSealer } from './deleted-data-sealer';
import type {
  DeletedCountsDto,
  DeletedDataDto,
  DeletedItemDto,
  DeleteDataResponseDto,
  DeletionPreviewDto,
  RestoreDataResponseDto,
} from './dto/deleted-data.dto';
import { ScopeTargetsRepository } from './scope-targets.repository';
import { UserDataParts } from './user-data-parts';

// One statement or one wallet at a time (issue 29): a user tidying their uploads deletes several,
// each a small archive, so these are counted apart from whole-data deletions, with more room.
const SCOPED_DELETIONS_PER_HOUR = 30;
const SCOPED_RESTORES_PER_HOUR = 30;

type Deleted = { counts: DeletedCountsDto; deletedAt: Date | null; expiresAt: Date | null };

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
    private readonly targets: ScopeTargetsRepository,
  ) {}

  async deleteData(auth: AuthContext): Promise<DeleteDataResponseDto> {
    const hours = this.config.deletedDataRestoreHours;
    const deleted = await retried(() =>
      this.tx.run(() => this.deleteAndArchive(auth.userId, hours, ALL_DATA, null)),
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

  // One statement, with the transactions no other statement contains (those others contain stay,
  // handed to the oldest of them), archived for undo like "Delete all transaction data".
  async deleteUpload(auth: AuthContext, uploadId: string): Promise<DeleteDataResponseDto> {
    const hours = this.config.deletedDataRestoreHours;
    const { deleted, target } = await retried(() =>
      this.tx.run(async () => {
        await this.tx.lock(userLock(auth.userId));
        const target = await this.targets.upload(auth.userId, uploadId);
        if (!target) throw uploadNotFound();
        const scope: DataScope = { kind: 'upload', id: uploadId };
        return {
          deleted: await this.deleteAndArchive(auth.userId, hours, scope, target.fileName),
          target,
        };
      }),
    );
    return this.scopedReply(
      deleted,
      deletedUploadMessage(target.fileName, deleted.counts, target.shared, hours),
    );
  }

  // One wallet with its statements and transactions, archived for undo.
  async deleteWallet(auth: AuthContext, walletId: string): Promise<DeleteDataResponseDto> {
    const hours = this.config.deletedDataRestoreHours;
    const { deleted, label } = await retried(() =>
      this.tx.run(async () => {
        await this.tx.lock(userLock(auth.userId));
        const target = await this.targets.wallet(auth.userId, walletId);
        if (!target) throw walletNotFound();
        const scope: DataScope = { kind: 'wallet', id: walletId };
        return {
          deleted: await this.deleteAndArchive(auth.userId, hours, scope, target.label),
          label: target.label,
        };
      }),
    );
    return this.scopedReply(deleted, deletedWalletMessage(label, deleted.counts, hours));
  }

  // What deleting a statement or a wallet would take, for its confirmation.
  async uploadPreview(auth: AuthContext, uploadId: string): Promise<DeletionPreviewDto> {
    const target = await this.targets.upload(auth.userId, uploadId);
    if (!target) throw uploadNotFound();
    return { name: target.fileName, uploads: 1, transactions: target.own, kept: target.shared };
  }

  async walletPreview(auth: AuthContext, walletId: string): Promise<DeletionPreviewDto> {
    const target = await this.targets.wallet(auth.userId, walletId);
    if (!target) throw walletNotFound();
    return {
      name: target.label,
      uploads: target.uploads,
      transactions: target.transactions,
      kept: 0,
    };
  }

  // The statements or wallets deleted within their window, newest first (the Undo list).
  async deletedItems(auth: AuthContext, kind: 'wallet' | 'upload'): Promise<DeletedItemDto[]> {
    const rows = await this.store.liveScoped(auth.userId, kind);
    return rows.map((row) => ({
      id: row.scope_id,
      name: row.label ?? '',
      deletedAt: row.deleted_at.toISOString(),
      restorableUntil: row.expires_at.toISOString(),
      counts: sumCounts([row.counts]),
    }));
  }

  // Undo of one statement's or one wallet's deletion (its live archives, oldest first).
  restoreScope(
    auth: AuthContext,
    scope: Exclude<DataScope, { kind: 'all' }>,
  ): Promise<RestoreDataResponseDto> {
    return retried(() => this.tx.run(() => this.restoreArchives(auth.userId, scope)));
  }

  private scopedReply(deleted: Deleted, message: string): DeleteDataResponseDto {
    return {
      message,
      deletedAt: (deleted.deletedAt ?? new Date()).toISOString(),
      restorableUntil: deleted.expiresAt?.toISOString() ?? null,
      counts: deleted.counts,
    };
  }

  private async deleteAndArchive(
    userId: string,
    hours: number,
    scope: DataScope,
    label: string | null,
  ): Promise<Deleted> {
    await this.tx.lock(userLock(userId));
    await this.withinHourlyLimit(
      userId,
      'deleted_at',
      scope.kind === 'all' ? this.config.dataDeletionsPerHour : SCOPED_DELETIONS_PER_HOUR,
      scope.kind === 'all' ? 'Too many data deletions in an hour' : 'Too many deletions in an hour',
      scope.kind !== 'all',
    );
    // Every part locks the rows it is about to lose, parents first (an import in progress finishes
    // first, or finds its upload gone once this commits), then readies them for the archive.
    const { parts, tables } = this.parts;
    for (const part of parts) await part.lockForDeletion?.(userId, scope);
    for (const part of parts) await part.prepareForArchive?.(userId, scope);

    const counts = zeroCounts();
    const archived = new Map<string, string>();
    let rows = 0;
    for (const { part, spec } of [...tables].reverse()) {
      const gone = await part.deleteAndCapture(spec, userId, scope);
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
    const saved = await this.store.save({
      id: archiveId,
      userId,
      scope,
      label,
      sealed,
      counts,
      hours,
    });
    this.log.log(`user ${userId}: deleted ${rows} rows of ${scope.kind} (archive ${archiveId})`);
    return { counts, deletedAt: saved?.deleted_at ?? null, expiresAt: saved?.expires_at ?? null };
  }

  // Every live archive of the caller's whole-data deletions, oldest first, in one transaction.
  restoreData(auth: AuthContext): Promise<RestoreDataResponseDto> {
    return retried(() => this.tx.run(() => this.restoreArchives(auth.userId, ALL_DATA)));
  }

  // Issue 27: each deletion or restore rewrites the user's whole history, so a user gets a few an
  // hour (counted from the archives, under the user's lock: every process sees the same count).
  private async withinHourlyLimit(
    userId: string,
    column: 'deleted_at' | 'restored_at',
    limit: number,
    what: string,
    scoped = false,
  ): Promise<void> {
    const row = await this.store.lastHour(userId, column, scoped);
    if ((row?.n ?? 0) >= limit) throw rateLimited(row?.retry ?? 3600, what);
  }

  private async restoreArchives(userId: string, scope: DataScope): Promise<RestoreDataResponseDto> {
    await this.tx.lock(userLock(userId));
    await this.withinHourlyLimit(
      userId,
      'restored_at',
      scope.kind === 'all' ? this.config.dataRestoresPerHour : SCOPED_RESTORES_PER_HOUR,
      'Too many restores in an hour',
      scope.kind !== 'all',
    );
    const archives = await this.store.liveForRestore(userId, scope);
    if (archives.length === 0) throw await this.nothingLive(userId, scope);

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
      const gone = await this.archived.ofWalletsGone(specs, userId);
      // One statement comes back whole or not at all (nothing changed, the archive kept): not
      // without its wallet, not under a number corrected since, not without the rows it shares
      // with a statement deleted after it.
      if (scope.kind === 'upload') {
        if ((gone.uploads ?? 0) > 0) throw uploadWalletGone();
        if ((await this.archived.uploadsOfAnotherNumber(userId)) > 0) throw uploadNumberChanged();
      }
      for (const { part, spec } of tables) {
        const archivedRows = await this.archived.count(spec);
        const back = await part.restore(spec, userId, columns.get(spec.table) ?? []);
        if (
          scope.kind === 'upload' &&
          spec.table === 'upload_transactions' &&
          back < archivedRows
        ) {
          throw uploadRowsElsewhere();
        }
        // A wallet whose number the user has given a wallet added since cannot come back, nor
        // then its statements: the whole undo is refused, nothing changed, and says why.
        if (scope.kind === 'wallet' && spec.table === 'wallets' && back === 0) {
          throw walletNumberTaken();
        }
        if (spec.count === null) continue;
        restored[spec.count] += back;
        skipped[spec.count] += archivedRows - back;
      }
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

  // Why there is nothing to restore, from the scope's latest archive.
  private async nothingLive(userId: string, scope: DataScope) {
    const latest = await this.store.latest(userId, scope);
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
