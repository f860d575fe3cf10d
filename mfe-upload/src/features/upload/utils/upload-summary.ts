import type { StatementUpload } from '@sikalens/api-client';
import { formatDateRange, formatDateTime } from '@sikalens/shared-ui';
import { plural } from './reconciliation';

// The reconciliation's own line ('594 transactions, totals match the statement'), and how many
// rows were new to the wallet when the statement overlaps an earlier one. Balances that do not
// follow are counted in plain words ('26 balances to check'; the row says what that means).
export function importSummary(
  upload: Pick<StatementUpload, 'transactionsCount' | 'newTransactionsCount' | 'reconciliation'>,
): string {
  const { reconciliation } = upload;
  const count = plural(upload.transactionsCount, 'transaction', 'transactions');
  const breaks = reconciliation?.unreconciled.length ?? 0;
  const onlyBreaks =
    reconciliation !== null &&
    reconciliation !== undefined &&
    breaks > 0 &&
    reconciliation.skippedRows === 0 &&
    reconciliation.mismatches.length === 0;
  const summary = onlyBreaks
    ? [
        count,
        ...(reconciliation.printed ? ['totals match the statement'] : []),
        `${plural(breaks, 'balance', 'balances')} to check`,
      ].join(', ')
    : reconciliation?.summary || count;
  if (upload.newTransactionsCount >= upload.transactionsCount) return summary;
  return `${summary} · ${upload.newTransactionsCount.toLocaleString('en-GH')} new`;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

// '18 Feb – 6 Sep 2024', as every screen writes a range (shared-ui's formatDateRange).
export function periodText(from?: string | null, to?: string | null): string | null {
  if (!from || !to || !DAY.test(from) || !DAY.test(to)) return null;
  return formatDateRange(from, to);
}

// When the file was uploaded, on Ghana's clock: '7 Sep 2024, 10:05' (shared-ui's formatDateTime).
export function uploadedAt(iso: string): string {
  if (Number.isNaN(new Date(iso).getTime())) return '';
  return formatDateTime(iso);
}
