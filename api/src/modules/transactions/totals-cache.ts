import { BoundedCache } from '../../common/cache/bounded-cache';
import type { TransactionTotalsDto } from './dto/transaction.dto';
import type { HistoryFilters } from './transaction-query';

const MAX_ENTRIES = 5000;

// Totals of a filtered history, reused while the user's transactions are unchanged: the key
// carries users.history_version, which a trigger bumps whenever rows are added or removed, so
// a stale entry is never read (by this or any other API process). Bounded, least recent first out.
export class TotalsCache extends BoundedCache<TransactionTotalsDto> {
  constructor() {
    super(MAX_ENTRIES);
  }

  static key(filters: HistoryFilters, version: string): string {
    return JSON.stringify([
      filters.userId,
      version,
      filters.walletId ?? null,
      filters.type ?? 'all',
      filters.search?.trim().toLowerCase() ?? '',
      filters.categoryId ?? null,
      filters.uncategorisedOnly ?? false,
      filters.from ?? null,
      filters.to ?? null,
      filters.over ?? null,
      filters.visibleFrom ?? null,
    ]);
  }
}
