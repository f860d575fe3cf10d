import type { TrendBucket, TrendGranularity } from '@sikalens/api-client';

// Buckets start on a calendar day ("2025-03-02"), statement-local: read and shown in UTC.
const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GH', { ...options, timeZone: 'UTC' });
const SHORT: Record<TrendGranularity, Intl.DateTimeFormat> = {
  day: format({ day: 'numeric', month: 'short' }),
  week: format({ day: 'numeric', month: 'short' }),
  month: format({ month: 'short', year: '2-digit' }),
};
const LONG: Record<TrendGranularity, Intl.DateTimeFormat> = {
  day: format({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  week: format({ day: 'numeric', month: 'short', year: 'numeric' }),
  month: format({ month: 'long', year: 'numeric' }),
};

const dayOf = (start: string) => new Date(`${start}T00:00:00Z`);

// The axis label under a bar: "6 Sept", "Sept 24".
export const bucketLabel = (start: string, granularity: TrendGranularity) =>
  SHORT[granularity].format(dayOf(start));

// The bar in words: "Fri, 6 Sept 2024", "Week of 1 Sept 2024", "September 2024".
export function bucketName(start: string, granularity: TrendGranularity): string {
  const text = LONG[granularity].format(dayOf(start));
  return granularity === 'week' ? `Week of ${text}` : text;
}

// Bar heights for the chart. Display only: the figures shown come from the API's strings.
export const chartValues = (buckets: readonly TrendBucket[]) =>
  buckets.map((bucket) => Number(bucket.spent));

// Spec: clicking a bar toggles its selection.
export const toggleBar = (selected: string | null, start: string) =>
  selected === start ? null : start;

const COMPACT = new Intl.NumberFormat('en-GH', { notation: 'compact', maximumFractionDigits: 1 });

// Axis ticks short enough for a phone: ₵800, ₵4K, ₵1.2M.
export const axisCedis = (value: number) => `₵${COMPACT.format(value)}`;
