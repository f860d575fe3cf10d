import type { TransactionTypeFilter } from '@sikalens/api-client';

// Spec section 9: ten transactions a page.
export const PAGE_SIZE = 10;
// The API refuses longer searches.
export const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 1_000_000;

const TYPES = ['all', 'incoming', 'outgoing'] as const satisfies readonly TransactionTypeFilter[];

// The history screen's state as it lives in the URL, so a reload or a shared link keeps it.
export type HistoryParams = {
  search: string;
  walletId: string;
  type: TransactionTypeFilter;
  page: number;
};

type FilterName = Exclude<keyof HistoryParams, 'page'>;
const FILTER_NAMES: readonly FilterName[] = ['search', 'walletId', 'type'];
const PARAM_NAMES: readonly string[] = [...FILTER_NAMES, 'page'];

// A wallet id is a UUID; anything else in a shared link falls back to all wallets.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isType = (value: string | null): value is TransactionTypeFilter =>
  TYPES.some((type) => type === value);

export function readHistoryParams(params: URLSearchParams): HistoryParams {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    walletId: UUID.test(params.get('walletId') ?? '') ? params.get('walletId')! : '',
    type: isType(type) ? type : 'all',
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

export function hasFilters(params: HistoryParams): boolean {
  return params.search.trim() !== '' || params.walletId !== '' || params.type !== 'all';
}

// Applies a change to the URL's parameters, in a fixed order and leaving defaults out (any other
// parameter stays, after them). Changing a filter goes back to page 1.
export function withHistoryParams(
  current: URLSearchParams,
  change: Partial<HistoryParams>,
): URLSearchParams {
  const before = readHistoryParams(current);
  const filterChanged = FILTER_NAMES.some(
    (name) => change[name] !== undefined && change[name] !== before[name],
  );
  const merged = { ...before, ...change, page: change.page ?? (filterChanged ? 1 : before.page) };

  const next = new URLSearchParams();
  if (merged.search !== '') next.set('search', merged.search);
  if (merged.walletId !== '') next.set('walletId', merged.walletId);
  if (merged.type !== 'all') next.set('type', merged.type);
  if (merged.page > 1) next.set('page', String(merged.page));
  for (const [name, value] of current) {
    if (!PARAM_NAMES.includes(name)) next.append(name, value);
  }
  return next;
}
