import type { TrendBucket, TrendGranularity } from '@sikalens/api-client';
import { formatDate, formatDayMonth, formatMonth, formatWeekdayDate } from '@sikalens/shared-ui';

// Buckets start on a calendar day ("2025-03-02"), statement-local, written as every screen writes
// dates (shared-ui's formatters, issue 30).

// The axis label under a bar: "6 Sep", "Sep ’24".
export const bucketLabel = (start: string, granularity: TrendGranularity) =>
  granularity === 'month' ? formatMonth(start, 'axis') : formatDayMonth(start);

// The bar in words: "Fri, 6 Sep 2024", "Week of 1 Sep 2024", "September 2024".
export function bucketName(start: string, granularity: TrendGranularity): string {
  if (granularity === 'month') return formatMonth(start, 'long');
  if (granularity === 'week') return `Week of ${formatDate(start)}`;
  return formatWeekdayDate(start);
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

// About how wide an axis label is drawn (12 px text, about 6 px a character, and a gap), in px.
export const labelWidth = (label: string) => label.length * 6 + 6;

/**
 * Which bars get an axis label (issue 30): every one when they all fit the chart's width, else
 * every `step`th from the first, evenly, so labels never overlap. `width`: the plot's width in
 * pixels; `widest`: the widest label's.
 */
export function labelStep(count: number, width: number, widest: number): number {
  if (count <= 1 || width <= 0) return 1;
  return Math.max(1, Math.ceil((count * widest) / width));
}
