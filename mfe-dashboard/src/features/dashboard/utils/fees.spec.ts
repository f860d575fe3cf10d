import type { FeeGroupTotals } from '@sikalens/api-client';
import { groupShares, monthLabel, transactionsText } from './fees';

const group = (total: string) => ({ total }) as FeeGroupTotals;

describe('fees display', () => {
  it('labels months and counts', () => {
    expect(monthLabel('2024-09')).toBe('Sep 2024');
    expect(monthLabel('2025-01')).toBe('Jan 2025');
    expect(transactionsText(1)).toBe('1 transaction');
    expect(transactionsText(3)).toBe('3 transactions');
  });

  it('sizes each kind against the costliest, and nothing when nothing was paid', () => {
    expect(groupShares([group('10.00'), group('2.50')])).toEqual([100, 25]);
    expect(groupShares([group('0.00')])).toEqual([0]);
    expect(groupShares([])).toEqual([]);
  });
});
