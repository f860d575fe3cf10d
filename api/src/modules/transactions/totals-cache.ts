import type { TransactionTotalsDto } from './dto/transaction.dto';
import type { HistoryFilters } from './transaction-query';

const MAX_ENTRIES = 5000;

// Totals of a filtered history, reused while the user's transactions are unchanged: the key
// carries users.history_version, which a trigger bumps whenever rows are added or removed, so
// a stale entry is never read (by this or any other API process). Bounded, least recent first out.
export class TotalsCache {
  private readonly entries = new Map<string, TransactionTotalsDto>();

  static key(filters: HistoryFilters, version: string): string {
    return JSON.stringify([
      filters.userId,
      version,
      filters.walletId ?? null,
      filters.type ?? 'all',
      filters.search?.trim().toLowerCase() ?? '',
      filters.visibleFrom ?? null,
    ]);
  }

  get(key: string): TransactionTotalsDto | undefined {
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, totals: TransactionTotalsDto): void {
    this.entries.delete(key);
    this.entries.set(key, totals);
    if (this.entries.size > MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}
