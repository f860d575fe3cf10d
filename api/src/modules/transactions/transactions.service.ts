import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { TransactionContext } from '../../common/database/transaction-context';
import type { AuthContext } from '../../common/guards/auth-context';
import { publish, SPENDING_CHANGED } from '../../common/events/domain-events';
import { CategoriesService, categoryNotFound, choiceField } from '../categories';
import { validationFailed } from '../../common/errors/common.errors';
import {
  type CategorisableTransaction,
  counterpartyLabel,
  LearnedRules,
  ruleKeyOf,
} from '../categorisation';
import { WalletsService } from '../wallets';
import type {
  TransactionTotalsDto,
  AppliedToSimilarDto,
  CategorisedTransactionDto,
  TransactionDto,
  TransactionPageDto,
} from './dto/transaction.dto';
import {
  DEFAULT_PAGE_SIZE,
  UNCATEGORIZED,
  type DetailedTransactionsQueryDto,
  type UncategorisedQueryDto,
  type TransactionFiltersDto,
  type TransactionPageQueryDto,
} from './dto/transaction-filters.dto';
import type { SetTransactionCategoryDto } from './dto/set-category.dto';
import { toTransactionDto, type HistoryFilters } from './transaction-query';
import { TotalsCache } from './totals-cache';
import { TransactionReviewsRepository } from './transaction-reviews.repository';
import { TransactionsRepository, type OwnedTransaction } from './transactions.repository';
import { UploadRowsRepository, type ImportedRow } from './upload-rows.repository';
import { PlanLimits } from '../users';
import { csvStream } from './transactions-csv';
import { transactionNotFound, walletNotFound, wrongCategoryType } from './transactions.errors';

// A statement row to store, as the statements module's parser reads it: the entity's own columns,
// so this module needs nothing of the parser's.
export type { ImportedRow };

export type ImportTarget = { userId: string; walletId: string; uploadId: string };

// Inserting in slices keeps each statement well under PostgreSQL's bound-parameter limit.
const INSERT_BATCH = 500;
// Likewise for `id IN (...)` lists (at most 65,535 parameters per statement).
const UPDATE_BATCH = 1000;
// The uncategorised list's default length; its total count comes alongside.
const MAX_UNCATEGORISED = 200;

const clip = (value: string, length: number) =>
  value.length > length ? value.slice(0, length) : value;

const USER_SOURCE = 'user';

const DEFAULT_LIST_LIMIT = 100;

@Injectable()
export class TransactionsService {
  private readonly totalsCache = new TotalsCache();

  constructor(
    private readonly transactions: TransactionsRepository,
    private readonly reviews: TransactionReviewsRepository,
    private readonly uploadRows: UploadRowsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly categories: CategoriesService,
    private readonly wallets: WalletsService,
    private readonly limits: PlanLimits,
    private readonly events: EventEmitter2,
    private readonly tx: TransactionContext,
    private readonly rules: LearnedRules,
  ) {}

  // Newest first, with categories (spec: the wallet card asks for up to 1000).
  async detailed(
    auth: AuthContext,
    query: DetailedTransactionsQueryDto,
  ): Promise<TransactionDto[]> {
    const filters = await this.filters(auth, query);
    const rows = await this.transactions.history(filters, {
      limit: query.limit ?? DEFAULT_LIST_LIMIT,
    });
    return rows.map(toTransactionDto);
  }

  // One page of the filtered history and the totals of the whole filtered set, both in SQL.
  async page(auth: AuthContext, query: TransactionPageQueryDto): Promise<TransactionPageDto> {
    const filters = await this.filters(auth, query);
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const [totals, rows] = await Promise.all([
      this.totals(filters),
      this.transactions.history(filters, {
        limit: pageSize,
        offset: ((query.page ?? 1) - 1) * pageSize,
      }),
    ]);
    return {
      items: rows.map(toTransactionDto),
      page: query.page ?? 1,
      pageSize,
      totalPages: Math.max(1, Math.ceil(totals.count / pageSize)),
      totals,
    };
  }

  // Counting and summing every matching row is the costly part of a page (the page itself is an
  // index scan), and it is the same for every page of one filter: computed once per version of
  // the user's transactions.
  private async totals(filters: HistoryFilters): Promise<TransactionTotalsDto> {
    const version = await this.transactions.historyVersionOf(filters.userId);
    const key = TotalsCache.key(filters, version ?? '0');
    const cached = this.totalsCache.get(key);
    if (cached) return cached;
    const row = await this.transactions.totalsOf(filters);
    const totals = row ?? { count: 0, incoming: '0.00', outgoing: '0.00' };
    this.totalsCache.set(key, totals);
    return totals;
  }

  // Uncategorised rows, newest first, a page at a time (after the last row of the page before),
  // and how many there are in all.
  async uncategorised(
    auth: AuthContext,
    query: UncategorisedQueryDto,
  ): Promise<{ items: TransactionDto[]; total: number }> {
    const filters = { ...(await this.filters(auth, query)), uncategorisedOnly: true };
    const [rows, total] = await Promise.all([
      this.transactions.historyAfter(filters, {
        limit: query.limit ?? MAX_UNCATEGORISED,
        after: query.after ?? null,
      }),
      this.transactions.countOf(filters),
    ]);
    return { items: rows.map(toTransactionDto), total };
  }

  // The filtered history as CSV, streamed from a database cursor (memory stays flat).
  async exportCsv(auth: AuthContext, query: TransactionFiltersDto): Promise<Readable> {
    const filters = await this.filters(auth, query);
    const exported = await this.transactions.exportHistory(
      auth.userId,
      this.config.exports,
      filters,
    );
    try {
      const csv = csvStream(exported.rows);
      // The connection goes back once the cursor is closed: finished, failed or abandoned; a
      // stalled or overlong export is cut (the client sees a failed download).
      exported.rows.on('close', () => void exported.close());
      exported.signal.addEventListener(
        'abort',
        () => csv.destroy(exported.signal.reason as Error),
        { once: true },
      );
      return csv;
    } catch (error) {
      await exported.close();
      throw error;
    }
  }

  // The user's choice for one transaction. It also teaches a rule for the counterparty; when
  // that rule is new (or changed), the reply says how many other uncategorised transactions of
  // the same counterparty could take the same category, so the screen can offer it once.
  async setCategory(
    auth: AuthContext,
    id: string,
    body: SetTransactionCategoryDto,
  ): Promise<CategorisedTransactionDto> {
    const visibleFrom = await this.limits.historyFrom(auth.userId);
    const similar = await this.tx.run(async () => {
      const transaction = await this.owned(auth.userId, id, visibleFrom);
      const direction = ruleKeyOf(transaction)?.direction ?? null;
      const preferType = direction === 'in' ? 'income' : direction === 'out' ? 'expense' : null;
      const category = await this.categories.resolveChoice(auth.userId, body, preferType);
      if (preferType !== null && category.type !== preferType) {
        throw wrongCategoryType(transaction.amount, choiceField(body));
      }
      await this.transactions.setCategory(auth.userId, id, {
        categoryId: category.id,
        source: USER_SOURCE,
      });
      // A budget may have been crossed (budget alerts, issue 11).
      await publish(this.events, SPENDING_CHANGED, { userId: auth.userId });
      const { changed } = await this.rules.learn(auth.userId, transaction, category.id);
      if (!changed) return null;
      const others = await this.similarUncategorised(auth.userId, transaction, visibleFrom);
      if (others.length === 0 || direction === null) return null;
      return {
        count: others.length,
        counterparty: counterpartyLabel(transaction.toFrom, transaction.accountName),
        direction,
      };
    });
    return { transaction: await this.one(auth.userId, id), similar };
  }

  // Gives the other uncategorised transactions of this one's counterparty and direction its
  // category. Rows someone already decided on (by hand or by a rule) are never touched.
  async applyToSimilar(auth: AuthContext, id: string): Promise<AppliedToSimilarDto> {
    const visibleFrom = await this.limits.historyFrom(auth.userId);
    return this.tx.run(async () => {
      const transaction = await this.owned(auth.userId, id, visibleFrom);
      if (transaction.categoryId === null) return { updatedCount: 0 };
      const others = await this.similarUncategorised(auth.userId, transaction, visibleFrom);
      let updatedCount = 0;
      for (let start = 0; start < others.length; start += UPDATE_BATCH) {
        updatedCount += await this.transactions.categoriseUncategorised(
          auth.userId,
          others.slice(start, start + UPDATE_BATCH),
          { categoryId: transaction.categoryId, source: USER_SOURCE },
        );
      }
      if (updatedCount > 0) await publish(this.events, SPENDING_CHANGED, { userId: auth.userId });
      return { updatedCount };
    });
  }

  private async similarUncategorised(
    userId: string,
    transaction: OwnedTransaction,
    // Only what the caller can see (the free plan's history window).
    visibleFrom: string | null,
  ): Promise<string[]> {
    const key = ruleKeyOf(transaction);
    if (key === null) return [];
    // Narrowed in SQL to a superset (user, direction, uncategorised, and a coarse match on the
    // counterparty); the exact key is compared here, where it is defined.
    const candidates = await this.transactions.uncategorisedLike(
      userId,
      transaction.id,
      key,
      visibleFrom,
    );
    return candidates
      .filter((row) => {
        const other = ruleKeyOf(row);
        return other?.counterparty === key.counterparty;
      })
      .map((row) => row.id);
  }

  // The caller's transaction, if they can see it: one outside the free plan's window is not found.
  private async owned(
    userId: string,
    id: string,
    visibleFrom: string | null,
  ): Promise<OwnedTransaction> {
    const transaction = await this.transactions.lockOwned(userId, id);
    if (transaction === undefined) throw transactionNotFound();
    if (visibleFrom !== null && transaction.dateTime < visibleFrom) throw transactionNotFound();
    return transaction;
  }

  private async one(userId: string, id: string): Promise<TransactionDto> {
    const row = await this.transactions.findOwned(userId, id);
    if (!row) throw transactionNotFound();
    return toTransactionDto(row);
  }

  // The caller's filters, with the wallet and the category checked to be theirs (404 as for one
  // that does not exist) and the days in order.
  private async filters(
    auth: AuthContext,
    // The history's filters, or only the wallet (the detailed and uncategorised lists).
    query: Partial<TransactionFiltersDto>,
  ): Promise<HistoryFilters> {
    if (query.walletId && !(await this.wallets.findOwned(auth.userId, query.walletId))) {
      throw walletNotFound();
    }
    const category = query.categoryId?.toLowerCase();
    if (
      category &&
      category !== UNCATEGORIZED &&
      !(await this.categories.isOwned(auth.userId, category))
    ) {
      throw categoryNotFound();
    }
    if (query.from && query.to && query.from > query.to) {
      throw validationFailed('from must be on or before to', 'from');
    }
    const visibleFrom = await this.limits.historyFrom(auth.userId);
    return {
      userId: auth.userId,
      ...(visibleFrom !== null ? { visibleFrom } : {}),
      ...(query.walletId ? { walletId: query.walletId } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...(query.type ? { type: query.type } : {}),
      ...(category === UNCATEGORIZED ? { uncategorisedOnly: true } : {}),
      ...(category && category !== UNCATEGORIZED ? { categoryId: category } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      ...(query.over !== undefined ? { over: query.over.toFixed(2) } : {}),
    };
  }
  // Adds the rows this wallet does not have yet (key: wallet + MoMo transaction ID), records that
  // this upload contains every parsed row (new or not), and returns how many were new. Safe to
  // run twice for one upload: the second run adds nothing. In the caller's transaction (the
  // import's, which also completes the upload).
  async importRows(target: ImportTarget, rows: readonly ImportedRow[]): Promise<number> {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const batch = rows.slice(start, start + INSERT_BATCH).map((row) => ({
        transactionId: row.transactionId,
        dateTime: row.dateTime,
        type: clip(row.type, 60),
        toFrom: clip(row.toFrom, 200),
        accountName: clip(row.accountName, 200),
        amount: row.amount,
        fees: row.fees,
        tax: row.tax,
        balance: row.balance,
        reference: row.reference,
      }));
      inserted += await this.uploadRows.insertNew(target, batch);
      await this.uploadRows.linkToUpload(
        target.uploadId,
        target.walletId,
        batch.map((row) => row.transactionId),
      );
    }
    return inserted;
  }

  // The rows an upload brought in that no one has categorised yet.
  uncategorisedOfUpload(uploadId: string): Promise<(CategorisableTransaction & { id: string })[]> {
    return this.transactions.uncategorisedOfUpload(uploadId);
  }

  // One UPDATE per (category, rule) and slice of ids, not per row. Never overwrites a decision
  // already made: a category, or a user's explicit "uncategorised" (category NULL, categorised_by
  // set).
  async setCategories(
    choices: readonly { id: string; categoryId: string; source: string }[],
  ): Promise<void> {
    const groups = new Map<string, { categoryId: string; source: string; ids: string[] }>();
    for (const choice of choices) {
      const key = `${choice.categoryId}|${choice.source}`;
      const group = groups.get(key) ?? {
        categoryId: choice.categoryId,
        source: choice.source,
        ids: [],
      };
      group.ids.push(choice.id);
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      for (let start = 0; start < group.ids.length; start += UPDATE_BATCH) {
        await this.transactions.categoriseUndecided(group.ids.slice(start, start + UPDATE_BATCH), {
          categoryId: group.categoryId,
          source: group.source,
        });
      }
    }
  }

  // A flagged expense marked reviewed by its owner (idempotent), or that taken back: the insights'
  // flags call this once they have checked the plan lets the user see the transaction.
  async setReviewed(userId: string, transactionId: string, reviewed: boolean): Promise<void> {
    if (reviewed) await this.reviews.markReviewed(transactionId, userId);
    else await this.reviews.unmarkReviewed(transactionId, userId);
  }
}
