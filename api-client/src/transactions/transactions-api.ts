import { exportTransactions, listUncategorisedTransactions } from '../generated/sdk.gen';
import type {
  CategorisedTransactionDto,
  SetTransactionCategoryDto,
  SimilarUncategorisedDto,
  TransactionDto,
  TransactionPageDto,
  TransactionTotalsDto,
  TransactionTypeFilter,
} from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type {
  CategorisedTransactionDto as CategorisedTransaction,
  SetTransactionCategoryDto as SetTransactionCategoryRequest,
  SimilarUncategorisedDto as SimilarUncategorised,
  TransactionDto as Transaction,
  TransactionPageDto as TransactionPage,
  TransactionTotalsDto as TransactionTotals,
  TransactionTypeFilter,
};

configureApiClient();

// The history screen's filters (spec: search, wallet, type; issue 30: category, days, amount),
// shared by the page and the export.
export type TransactionFilters = {
  search?: string;
  walletId?: string;
  type?: TransactionTypeFilter;
  // One of the user's categories, or 'uncategorized'.
  categoryId?: string;
  // Days, YYYY-MM-DD, both inclusive.
  from?: string;
  to?: string;
  // Amounts (in or out) of more than this many cedis.
  over?: number;
};
export type TransactionPageQuery = TransactionFilters & { page?: number; pageSize?: number };

// Empty filters are left out, so equal filters make equal query keys and URLs.
export function compactFilters<T extends TransactionPageQuery>(query: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === null) continue;
    if (key === 'type' && value === 'all') continue;
    if (key === 'search' && typeof value === 'string' && value.trim() === '') continue;
    out[key] = key === 'search' && typeof value === 'string' ? value.trim() : value;
  }
  return out as T;
}

export type UncategorisedList = { items: TransactionDto[]; total: number };

// The calls whose answer the screens need beyond its body (a header).
export const transactionsApi = {
  // The list (at most `limit`, default 200) and the real total from X-Total-Count.
  uncategorised: async (
    query: { walletId?: string; limit?: number; after?: string } = {},
    signal?: AbortSignal,
  ): Promise<UncategorisedList> => {
    const { data, response } = await listUncategorisedTransactions({
      query,
      signal,
      throwOnError: true,
    });
    const total = Number(response.headers.get('X-Total-Count'));
    return {
      items: data,
      total: Number.isFinite(total) && total >= data.length ? total : data.length,
    };
  },
  // The filtered history as a CSV file, named by the server (momo-transactions-{date}.csv).
  exportCsv: async (filters: TransactionFilters): Promise<{ blob: Blob; fileName: string }> => {
    const { data, response } = await exportTransactions({
      query: compactFilters(filters),
      parseAs: 'blob',
      throwOnError: true,
    });
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const fileName =
      /filename="([^"]+)"/.exec(disposition)?.[1] ??
      `momo-transactions-${new Date().toISOString().slice(0, 10)}.csv`;
    return { blob: data, fileName };
  },
};
