import type { TransactionFilters, TransactionTypeFilter } from '@sikalens/api-client';

// Spec section 9: ten transactions a page; issue 30 offers 25 and 50 too.
export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
const PAGE_SIZE: PageSize = 10;
// The API refuses longer searches.
export const MAX_SEARCH_LENGTH = 100;
// The category filter's value for rows without a category (the API's too).
export const UNCATEGORIZED = 'uncategorized';
const MAX_PAGE = 1_000_000;

const TYPES = ['all', 'incoming', 'outgoing'] as const satisfies readonly TransactionTypeFilter[];

// The history screen's state as it lives in the URL, so a reload or a shared link keeps it.
export type HistoryParams = {
  search: string;
  walletId: string;
  type: TransactionTypeFilter;
  // '' (every category), UNCATEGORIZED or a category's id.
  category: string;
  // Days as YYYY-MM-DD, '' for no bound; both inclusive.
  from: string;
  to: string;
  // Amounts (in or out) of more than this many cedis, as written in the URL ('300'); '' for any.
  over: string;
  page: number;
  pageSize: PageSize;
};

type FilterName = Exclude<keyof HistoryParams, 'page' | 'pageSize'>;
const FILTER_NAMES: readonly FilterName[] = [
  'search',
  'walletId',
  'type',
  'category',
  'from',
  'to',
  'over',
];
const PARAM_NAMES: readonly string[] = [...FILTER_NAMES, 'page', 'pageSize'];

// Every filter at its default: what 'Clear Filters' sets.
export const NO_FILTERS: Pick<HistoryParams, FilterName> = {
  search: '',
  walletId: '',
  type: 'all',
  category: '',
  from: '',
  to: '',
  over: '',
};

// Wallet and category ids are UUIDs; anything else in a shared link falls back to all.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Whole cedis or cedis and pesewas, as the API takes it.
const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

const isType = (value: string | null): value is TransactionTypeFilter =>
  TYPES.some((type) => type === value);

const isPageSize = (value: number): value is PageSize => PAGE_SIZES.some((size) => size === value);

// The days the API's filters take (1900-01-01 to 2099-12-31): a link's or a half-typed year
// (0202) outside them is no filter, rather than the API's 400.
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2099-12-31';

// A real calendar day written YYYY-MM-DD (not 2024-02-30), from FIRST_DAY to LAST_DAY.
function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match || value < FIRST_DAY || value > LAST_DAY) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const day = (value: string | null) => (value !== null && isDay(value) ? value : '');

function readCategory(value: string | null): string {
  if (value === null) return '';
  if (value.toLowerCase() === UNCATEGORIZED) return UNCATEGORIZED;
  return UUID.test(value) ? value : '';
}

export function readHistoryParams(params: URLSearchParams): HistoryParams {
  const type = params.get('type');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const over = params.get('over') ?? '';
  let [from, to] = [day(params.get('from')), day(params.get('to'))];
  // A range written backwards is the same range.
  if (from !== '' && to !== '' && from > to) [from, to] = [to, from];
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    walletId: UUID.test(params.get('walletId') ?? '') ? params.get('walletId')! : '',
    type: isType(type) ? type : 'all',
    category: readCategory(params.get('category')),
    from,
    to,
    over: AMOUNT.test(over) ? over : '',
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    pageSize: isPageSize(pageSize) ? pageSize : PAGE_SIZE,
  };
}

export function hasFilters(params: HistoryParams): boolean {
  return FILTER_NAMES.some((name) =>
    name === 'search' ? params.search.trim() !== '' : params[name] !== NO_FILTERS[name],
  );
}

// The API's filters for these parameters (the page and the CSV export).
export function transactionFilters(params: HistoryParams): TransactionFilters {
  return {
    search: params.search,
    walletId: params.walletId,
    type: params.type,
    categoryId: params.category,
    from: params.from,
    to: params.to,
    ...(params.over !== '' ? { over: Number(params.over) } : {}),
  };
}

// Applies a change to the URL's parameters, in a fixed order and leaving defaults out (any other
// parameter stays, after them). Changing a filter goes back to page 1; changing the page size
// keeps the first row of the page in view.
export function withHistoryParams(
  current: URLSearchParams,
  change: Partial<HistoryParams>,
): URLSearchParams {
  const before = readHistoryParams(current);
  const filterChanged = FILTER_NAMES.some(
    (name) => change[name] !== undefined && change[name] !== before[name],
  );
  const pageSize = change.pageSize ?? before.pageSize;
  const samePage =
    pageSize === before.pageSize
      ? before.page
      : Math.floor(((before.page - 1) * before.pageSize) / pageSize) + 1;
  const merged = {
    ...before,
    ...change,
    page: change.page ?? (filterChanged ? 1 : samePage),
  };

  const next = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    if (merged[name] !== NO_FILTERS[name]) next.set(name, merged[name]);
  }
  if (merged.page > 1) next.set('page', String(merged.page));
  if (merged.pageSize !== PAGE_SIZE) next.set('pageSize', String(merged.pageSize));
  for (const [name, value] of current) {
    if (!PARAM_NAMES.includes(name)) next.append(name, value);
  }
  return next;
}
