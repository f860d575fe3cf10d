import type { InsightsPeriod, InsightsScope, TrendGranularity } from '@sikalens/api-client';

// The dashboard's choices as they live in the URL, so a reload or a shared link shows the same
// figures: the period (default: the latest month with transactions) or one month of the data, one
// wallet or all, and the trend chart's bucket size (default: one that fits the period).
export type DashboardParams = {
  period: InsightsPeriod;
  // One month with data ('YYYY-MM', `?month=`), shown instead of `period`; null: the period.
  month: string | null;
  walletId: string | null;
  // The bucket size the user chose (`?trend=`); null: the one that fits the period (trendFor).
  granularity: TrendGranularity | null;
};

type Option<T> = { value: T; label: string };

// Periods of the user's own data (issue 30): they count from the latest month with transactions,
// so an old statement shows figures; each month with data is offered beside them (DashboardFilters).
export const DATA_PERIODS: readonly Option<InsightsPeriod>[] = [
  { value: 'latest', label: 'Latest month' },
  { value: 'latest-3-months', label: 'Latest 3 months' },
  { value: 'all', label: 'All time' },
];

// Calendar periods, counted from today: empty when the statements are older (the dashboard says so).
export const CALENDAR_PERIODS: readonly Option<InsightsPeriod>[] = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-3-months', label: 'Last 3 months' },
  { value: 'this-year', label: 'This year' },
];

export const PERIOD_OPTIONS: readonly Option<InsightsPeriod>[] = [
  ...DATA_PERIODS,
  ...CALENDAR_PERIODS,
];

export const GRANULARITIES: readonly Option<TrendGranularity>[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const DEFAULTS: DashboardParams = {
  period: 'latest',
  month: null,
  walletId: null,
  granularity: null,
};
const PARAM_NAMES: readonly string[] = ['period', 'month', 'wallet', 'trend'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The API's month (InsightsQueryDto.month).
export const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

const oneOf = <T extends string>(value: string | null, options: readonly { value: T }[]) =>
  options.find((option) => option.value === value)?.value;

export function readDashboardParams(params: URLSearchParams): DashboardParams {
  const wallet = params.get('wallet');
  const month = params.get('month');
  const hasMonth = month !== null && MONTH.test(month);
  return {
    // A month shows instead of the period: the period is the default then.
    period: hasMonth
      ? DEFAULTS.period
      : (oneOf(params.get('period'), PERIOD_OPTIONS) ?? DEFAULTS.period),
    month: hasMonth ? month : null,
    // Anything but a wallet id (a mangled link) means all wallets.
    walletId: wallet && UUID.test(wallet) ? wallet : null,
    granularity: oneOf(params.get('trend'), GRANULARITIES) ?? DEFAULTS.granularity,
  };
}

// Applies a change, leaving defaults out of the URL; other parameters stay, after them. Choosing a
// period leaves the month, and choosing a month the period.
export function withDashboardParams(
  current: URLSearchParams,
  change: Partial<DashboardParams>,
): URLSearchParams {
  const before = readDashboardParams(current);
  const merged = { ...before, ...change };
  if (change.period !== undefined && change.month === undefined) merged.month = null;
  if (merged.month !== null) merged.period = DEFAULTS.period;
  const next = new URLSearchParams();
  if (merged.month !== null) next.set('month', merged.month);
  else if (merged.period !== DEFAULTS.period) next.set('period', merged.period);
  if (merged.walletId) next.set('wallet', merged.walletId);
  if (merged.granularity !== null) next.set('trend', merged.granularity);
  for (const [name, value] of current) {
    if (!PARAM_NAMES.includes(name)) next.append(name, value);
  }
  return next;
}

// What the insights endpoints are asked for: the month, else the period; and the wallet.
export function scopeOf(
  params: Pick<DashboardParams, 'period' | 'month'>,
  walletId?: string,
): InsightsScope {
  const scope: InsightsScope =
    params.month !== null ? { month: params.month } : { period: params.period };
  return walletId ? { ...scope, walletId } : scope;
}

// Spending Trends' bucket size when the user chose none (issue 30): a month or less by day, up to
// three months by week, longer by month, so a month is never one bar.
export function trendFor(
  params: Pick<DashboardParams, 'period' | 'month' | 'granularity'>,
): TrendGranularity {
  if (params.granularity !== null) return params.granularity;
  if (params.month !== null) return 'day';
  switch (params.period) {
    case 'latest':
    case 'this-month':
    case 'last-month':
      return 'day';
    case 'latest-3-months':
    case 'last-3-months':
      return 'week';
    case 'this-year':
    case 'all':
      return 'month';
  }
}
