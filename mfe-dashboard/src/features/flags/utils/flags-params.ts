import type { FlagFilter, FlagSort } from '@sikalens/api-client';

// The Flagged Expenses screen's state as it lives in the URL, so a reload or a shared link keeps it.
export type FlagsParams = { type: FlagFilter; sort: FlagSort; showReviewed: boolean };

const TYPES = [
  'all',
  'large',
  'unusual',
  'weekend',
  'late-night',
] as const satisfies readonly FlagFilter[];
const SORTS = ['amount', 'date'] as const satisfies readonly FlagSort[];
const PARAM_NAMES: readonly string[] = ['type', 'sort', 'reviewed'];

// Spec: "a sort (highest amount, most recent)": the highest first unless asked otherwise.
const DEFAULT_SORT: FlagSort = 'amount';

const isType = (value: string | null): value is FlagFilter => TYPES.some((t) => t === value);
const isSort = (value: string | null): value is FlagSort => SORTS.some((s) => s === value);

export function readFlagsParams(params: URLSearchParams): FlagsParams {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    type: isType(type) ? type : 'all',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    showReviewed: params.get('reviewed') === 'show',
  };
}

// Applies a change to the URL's parameters, in a fixed order and leaving defaults out (any other
// parameter stays, after them).
export function withFlagsParams(
  current: URLSearchParams,
  change: Partial<FlagsParams>,
): URLSearchParams {
  const merged = { ...readFlagsParams(current), ...change };
  const next = new URLSearchParams();
  if (merged.type !== 'all') next.set('type', merged.type);
  if (merged.sort !== DEFAULT_SORT) next.set('sort', merged.sort);
  if (merged.showReviewed) next.set('reviewed', 'show');
  for (const [name, value] of current) {
    if (!PARAM_NAMES.includes(name)) next.append(name, value);
  }
  return next;
}
