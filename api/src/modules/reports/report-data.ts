import type {
  CategoryBreakdownDto,
  FeesDto,
  FlagsDto,
  PeriodDto,
  RecipientsPageDto,
  SummaryDto,
} from '../insights';
import type { TransactionDto } from '../transactions';
import { dayLabel, groupedCount, type ReportRange } from './report-format';

export type ReportTransaction = TransactionDto & {
  walletLabel: string;
  // Between two of the user's own wallets: neither spending nor income (docs/insights.md).
  ownTransfer: boolean;
};

// Everything a report shows, each figure from the insights services (docs/insights.md).
export type ReportData = {
  owner: string;
  // The wallet reported on, or all of the user's wallets.
  wallets: string;
  // More than one wallet in the report: each transaction names its wallet.
  manyWallets: boolean;
  period: PeriodDto;
  range: ReportRange;
  generatedAt: Date;
  summary: SummaryDto;
  categories: CategoryBreakdownDto;
  fees: FeesDto;
  recipients: RecipientsPageDto;
  flags: FlagsDto;
  // Oldest first; at most the format's row limit, the latest ones when there are more.
  transactions: ReportTransaction[];
  // How many the period has in all.
  transactionCount: number;
};

export const TOP_RECIPIENTS = 10;

// Spending with no category, named as the CSV, the dashboard and the categories page name it
// (issue 30), never 'Other Expenses' (a category of its own) or 'Not categorized'.
export const UNCATEGORIZED_NAME = 'Uncategorized';

// A category row of the breakdown by its name; the row of no category (id null) as above.
export const categoryName = (category: { id: string | null; name: string }) =>
  category.id === null ? UNCATEGORIZED_NAME : category.name;

// What the changes compare with, by the days it covers, as the dashboard says it: 'August 2024',
// or for a partial month the same days of the one before ('1–6 August 2024'). null: no fair
// comparison, so no previous figures are shown.
export function comparedLabel(data: ReportData): string | null {
  return data.period.comparedWith?.label ?? null;
}

// Rows a report lists one by one. A PDF of 5,000 is about 120 A4 pages (more is no longer read
// by anyone, and takes seconds of drawing); a workbook holds 50,000 well within a phone's memory.
export const PDF_TRANSACTION_LIMIT = 5_000;
export const XLSX_TRANSACTION_LIMIT = 50_000;

// Said in the document when the period has more transactions than it lists.
export function truncationNote(data: ReportData): string | null {
  const listed = data.transactions.length;
  if (listed >= data.transactionCount) return null;
  const first = data.transactions[0]?.dateTime.slice(0, 10) ?? '';
  return `This period has ${groupedCount(data.transactionCount)} transactions; this file lists the latest ${groupedCount(listed)}${first ? ` (from ${dayLabel(first)})` : ''}. The totals above cover all of them. Choose a shorter period or one wallet to list every transaction.`;
}

export function flagsNote(data: ReportData): string | null {
  const total = data.flags.counts.flagged + data.flags.counts.reviewed;
  if (total <= data.flags.items.length) return null;
  return `${groupedCount(total)} expenses are flagged in this period; the latest ${groupedCount(data.flags.items.length)} are listed.`;
}
