import type { InsightsPeriodRange } from '@sikalens/api-client';
import { formatDateRange, formatMonth } from '@sikalens/shared-ui';

// The dashboard's words for periods (issue 30): partial periods, what a change compares with, and
// what the statements cover. Dates are statement-local days ('YYYY-MM-DD'), read as written, and
// written by shared-ui's date formatters, as on every other screen.

const yearOf = (day: string) => Number(day.slice(0, 4));
// 'YYYY-MM' (or a day in it) → "September", the month alone.
const monthAlone = (month: string) => formatMonth(month, 'long').split(' ')[0]!;

// 'YYYY-MM' (or a day in it) → "September 2024".
export function monthName(month: string): string {
  return formatMonth(month, 'long');
}

// The day before a day ('YYYY-MM-DD'): the last day of a range whose `to` is exclusive.
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The days from `first` to `last` (inclusive) in few words: "6 Sep", "1–6 Sep", "28 Aug – 3 Sep";
 * with the year when it is not `year` (the year the reader has in mind), or across years:
 * "1–6 Sep 2023", "28 Dec 2024 – 3 Jan 2025".
 */
export function daysLabel(first: string, last: string, year?: number): string {
  const range = formatDateRange(first, last);
  // One year, the one the reader has in mind: left out ("1–6 Sep 2024" → "1–6 Sep").
  const suffix = ` ${yearOf(last)}`;
  const oneYear = yearOf(first) === yearOf(last) && year === yearOf(last);
  return oneYear && range.endsWith(suffix) ? range.slice(0, -suffix.length) : range;
}

const periodYear = (period: InsightsPeriodRange) =>
  period.from === null ? undefined : yearOf(period.from);

// The period as the figures name it: its label, and how far a partial one goes ("September 2024 ·
// 1–6 Sep so far").
export function periodText(period: InsightsPeriodRange): string {
  if (period.through === null || period.from === null) return period.label;
  return `${period.label} · ${daysLabel(period.from, period.through, periodYear(period))} so far`;
}

// What the changes compare with, in few words: the same days before for a partial period
// ("1–6 Aug"), else the period before by name ("August 2024"); null when nothing is compared.
export function comparedText(period: InsightsPeriodRange): string | null {
  const compared = period.comparedWith;
  if (compared === null) return null;
  if (period.through === null) return compared.label;
  return daysLabel(compared.from, dayBefore(compared.to), periodYear(period));
}

// The months the statements cover: "September 2024", "February–September 2024",
// "November 2023 – September 2024".
export function coverageText(first: string, last: string): string {
  if (first.slice(0, 7) === last.slice(0, 7)) return monthName(last);
  if (yearOf(first) === yearOf(last)) return `${monthAlone(first)}–${monthName(last)}`;
  return `${monthName(first)} – ${monthName(last)}`;
}

// Whether the period is this calendar month (UTC, Ghana's time), the one month a forecast is for.
export function isThisMonth(period: InsightsPeriodRange, today: Date): boolean {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const first = (y: number, m: number) => new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return period.from === first(year, month) && period.to === first(year, month + 1);
}
