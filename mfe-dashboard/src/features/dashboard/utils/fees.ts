import type { FeeGroupTotals } from '@sikalens/api-client';
import { formatMonth } from '@sikalens/shared-ui';

// "2024-09" → "Sep 2024", as every screen writes a month (issue 30).
export const monthLabel = (month: string) => formatMonth(month);

// Each kind's bar against the costliest kind (display only; figures come from the API).
export function groupShares(groups: readonly FeeGroupTotals[]): number[] {
  const totals = groups.map((group) => Number(group.total));
  const highest = Math.max(0, ...totals);
  return totals.map((total) => (highest > 0 ? (total / highest) * 100 : 0));
}

export const transactionsText = (count: number) =>
  `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
