import type { StatementUpload } from '@sikalens/api-client';
import { plural } from './reconciliation';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The reconciliation's own line ('594 transactions, totals match the statement'), and how many
// rows were new to the wallet when the statement overlaps an earlier one.
export function importSummary(
  upload: Pick<StatementUpload, 'transactionsCount' | 'newTransactionsCount' | 'reconciliation'>,
): string {
  const summary =
    upload.reconciliation?.summary ||
    plural(upload.transactionsCount, 'transaction', 'transactions');
  if (upload.newTransactionsCount >= upload.transactionsCount) return summary;
  return `${summary} · ${upload.newTransactionsCount.toLocaleString('en-GH')} new`;
}

type DayParts = { year: number; month: number; day: number };

function dayParts(isoDay: string): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) };
}

const monthDay = (d: DayParts) => `${MONTHS[d.month]} ${d.day}`;

// 'Feb 18 – Sep 6, 2024'; the first year is written only when the period spans two.
export function periodText(from?: string | null, to?: string | null): string | null {
  const start = from ? dayParts(from) : null;
  const end = to ? dayParts(to) : null;
  if (!start || !end) return null;
  const startText = start.year === end.year ? monthDay(start) : `${monthDay(start)}, ${start.year}`;
  return `${startText} – ${monthDay(end)}, ${end.year}`;
}

// When the file was uploaded, in the reader's time zone: 'Sep 7, 2024, 10:05'.
export function uploadedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString('en-GH', { hour: '2-digit', minute: '2-digit' });
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${time}`;
}

// '024 123 4567', as the wallet cards show it.
export function formatMomoNumber(number: string): string {
  const digits = number.replace(/\s+/g, '');
  return /^\d{10}$/.test(digits)
    ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
    : number;
}
