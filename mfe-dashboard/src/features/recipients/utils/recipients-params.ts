// Spec section 9: recipients page size 10.
export const PAGE_SIZE = 10;
// The API refuses longer searches and pages past this one.
export const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 100_000;

// The All Recipients screen's state as it lives in the URL, so a reload or a shared link keeps it.
export type RecipientsParams = { search: string; page: number };

const PARAM_NAMES: readonly string[] = ['search', 'page'];

export function readRecipientsParams(params: URLSearchParams): RecipientsParams {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

// Applies a change to the URL's parameters, leaving defaults out (any other parameter stays,
// after them). A new search goes back to page 1.
export function withRecipientsParams(
  current: URLSearchParams,
  change: Partial<RecipientsParams>,
): URLSearchParams {
  const before = readRecipientsParams(current);
  const searchChanged = change.search !== undefined && change.search !== before.search;
  const merged = {
    search: change.search ?? before.search,
    page: change.page ?? (searchChanged ? 1 : before.page),
  };

  const next = new URLSearchParams();
  if (merged.search !== '') next.set('search', merged.search);
  if (merged.page > 1) next.set('page', String(merged.page));
  for (const [name, value] of current) {
    if (!PARAM_NAMES.includes(name)) next.append(name, value);
  }
  return next;
}
