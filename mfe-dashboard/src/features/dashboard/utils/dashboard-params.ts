import type { InsightsPeriod, TrendGranularity } from '@sikalens/api-client';

// The dashboard's choices as they live in the URL, so a reload or a shared link shows the same
// figures: the period (default: the latest month with transactions), one wallet or all, and the
// trend chart's bucket size (default month, spec).
export type DashboardParams = {
  period: InsightsPeriod;
  walletId: string | null;
  granularity: TrendGranularity;
};

export const PERIOD_OPTIONS: readonly { value: InsightsPeriod; label: string }[] = [
  { value: 'latest', label: 'Latest month' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-3-months', label: 'Last 3 months' },
  { value: 'this-year', label: 'This year' },
  { value: 'all', label: 'All time' },
];

export const GRANULARITIES: readonly { value: TrendGranularity; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const DEFAULTS: DashboardParams = { period: 'latest', walletId: null, granularity: 'month' };
const PARAM_NAMES: readonly string[] = ['period', 'wallet', 'trend'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(value: string | null, options: readonly { value: T }[]) =>
  options.find((option) => option.value === value)?.value;

export function readDashboardParams(params: URLSearchParams): DashboardParams {
  const wallet = params.get('wallet');
  return {
    period: oneOf(params.get('period'), PERIOD_OPTIONS) ?? DEFAULTS.period,
    // Anything but a wallet id (a mangled link) means all wallets.
    walletId: wallet && UUID.test(wallet) ? wallet : null,
    granularity: oneOf(params.get('trend'), GRANULARITIES) ?? DEFAULTS.granularity,
  };
}

// Applies a change, leaving defaults out of the URL; other parameters stay, after them.
export function withDashboardParams(
  current: URLSearchParams,
  change: Partial<DashboardParams>,
): URLSearchParams {
  const merged = { ...readDashboardParams(current), ...change };
  const next = new URLSearchParams();
  if (merged.period !== DEFAULTS.period) next.set('period', merged.period);
  if (merged.walletId) next.set('wallet', merged.walletId);
  if (merged.granularity !== DEFAULTS.granularity) next.set('trend', merged.granularity);
  for (const [name, value] of current) {
    if (!PARAM_NAMES.includes(name)) next.append(name, value);
  }
  return next;
}
