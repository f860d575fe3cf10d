const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export { groupedMoney } from '../../common/money/display';

// 5000 → "5,000".
export const groupedCount = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// 'YYYY-MM-DD' (or the date part of a statement time) → "2 Mar 2025".
export function dayLabel(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

// When a report was made, on Ghana's clock (UTC all year).
export function generatedText(at: Date): string {
  return `${dayLabel(at.toISOString())}, ${at.toISOString().slice(11, 16)} (Ghana time)`;
}

// 'YYYY-MM-DDTHH:MM:SS' → "10:05".
export const timeLabel = (value: string) => value.slice(11, 16);

// The days a report covers: the period's own bounds, or for all time the first and last day with
// transactions. `to` is exclusive in periods; the report names the last day it includes.
export type ReportRange = { first: string; last: string } | null;

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export function reportRange(
  period: { from: string | null; to: string | null },
  span: ReportRange,
): ReportRange {
  if (period.from !== null && period.to !== null) {
    return { first: period.from, last: dayBefore(period.to) };
  }
  return span;
}

export function rangeText(range: ReportRange): string {
  if (range === null) return 'No transactions';
  return range.first === range.last
    ? dayLabel(range.first)
    : `${dayLabel(range.first)} to ${dayLabel(range.last)}`;
}

// sikalens-report-march-2025.pdf, sikalens-report-all-time.xlsx: the period as people say it, in
// characters any file system and any Content-Disposition header accept.
export function reportFileName(periodLabel: string, extension: 'pdf' | 'xlsx'): string {
  const slug = periodLabel
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `sikalens-report-${slug || 'period'}.${extension}`;
}

// "Main · 024 123 4567": a wallet as the app lists it, the number grouped as people say it.
export function walletName(label: string, number: string): string {
  const grouped = /^0\d{9}$/.test(number)
    ? `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`
    : number;
  return `${label} · ${grouped}`;
}

// "Ama Mensah"; a user without a name is "SikaLens user" (the report is theirs either way).
export function ownerName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.replace(/\s+/g, ' ').trim() || 'SikaLens user';
}
