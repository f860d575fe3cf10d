import type { RecipientMonth } from '@sikalens/api-client';
import { formatCedi, formatMonth } from '@sikalens/shared-ui';

export type TimelineBar = {
  month: string;
  label: string;
  shortLabel: string;
  spent: string;
  count: number;
  // Height against the highest month, 0 to 1.
  share: number;
};

const MONTH = /^(\d{4})-(\d{2})$/;

// 'YYYY-MM' as "Mar 2025" (shared-ui's formatMonth, as every screen); anything else as it came.
export function monthLabel(month: string): string {
  return MONTH.test(month) ? formatMonth(month) : month;
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

// The API lists only months with payments; the chart shows every month between the first and
// the last, so a quiet month reads as a gap rather than disappearing.
export function timelineBars(timeline: RecipientMonth[]): TimelineBar[] {
  const valid = timeline.filter((entry) => MONTH.test(entry.month));
  const byMonth = new Map(valid.map((entry) => [entry.month, entry]));
  const months = [...byMonth.keys()].sort();
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return [];

  const all: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) all.push(month);
  // Ratios for bar heights only: the amounts shown are the API's decimal strings.
  const highest = Math.max(0, ...valid.map((entry) => Number(entry.spent) || 0));
  return all.map((month) => {
    const entry = byMonth.get(month);
    const spent = entry?.spent ?? '0.00';
    return {
      month,
      label: monthLabel(month),
      shortLabel: formatMonth(month, 'axis'),
      spent,
      count: entry?.count ?? 0,
      share: highest > 0 ? Math.max(0, Number(spent) || 0) / highest : 0,
    };
  });
}

// What the chart shows, in one sentence for a screen reader.
export function timelineSummary(bars: TimelineBar[]): string {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last) return 'No spending by month';
  const highest = bars.reduce((top, bar) => (bar.share > top.share ? bar : top), first);
  const range = first === last ? `in ${first.label}` : `from ${first.label} to ${last.label}`;
  return `Spending by month ${range}; highest ${highest.label} at ${formatCedi(highest.spent, 0)}`;
}
