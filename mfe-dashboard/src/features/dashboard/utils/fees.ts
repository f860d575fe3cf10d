import type { FeeGroupTotals } from '@sikalens/api-client';

const MONTH = new Intl.DateTimeFormat('en-GH', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

// "2024-09" → "Sept 2024".
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

// Each kind's bar against the costliest kind (display only; figures come from the API).
export function groupShares(groups: readonly FeeGroupTotals[]): number[] {
  const totals = groups.map((group) => Number(group.total));
  const highest = Math.max(0, ...totals);
  return totals.map((total) => (highest > 0 ? (total / highest) * 100 : 0));
}

export const transactionsText = (count: number) =>
  `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
