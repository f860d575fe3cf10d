import { monthLabel, timelineBars, timelineSummary } from './timeline';

describe('timelineBars', () => {
  it('fills the months without payments between the first and the last', () => {
    const bars = timelineBars([
      { month: '2024-11', spent: '100.00', count: 2 },
      { month: '2025-02', spent: '400.00', count: 1 },
    ]);
    expect(bars.map((bar) => [bar.month, bar.spent, bar.count, bar.share])).toEqual([
      ['2024-11', '100.00', 2, 0.25],
      ['2024-12', '0.00', 0, 0],
      ['2025-01', '0.00', 0, 0],
      ['2025-02', '400.00', 1, 1],
    ]);
  });

  it('orders months oldest first whatever order they came in', () => {
    const bars = timelineBars([
      { month: '2025-03', spent: '10.00', count: 1 },
      { month: '2025-02', spent: '20.00', count: 1 },
    ]);
    expect(bars.map((bar) => bar.month)).toEqual(['2025-02', '2025-03']);
  });

  it('is empty without months and ignores malformed ones', () => {
    expect(timelineBars([])).toEqual([]);
    expect(timelineBars([{ month: 'soon', spent: '1.00', count: 1 }])).toEqual([]);
  });

  it('has flat bars when nothing was spent', () => {
    const [bar] = timelineBars([{ month: '2025-01', spent: '0.00', count: 1 }]);
    expect(bar?.share).toBe(0);
  });
});

describe('monthLabel and timelineSummary', () => {
  it('names a month and its year', () => {
    expect(monthLabel('2025-03')).toBe('Mar 2025');
    expect(monthLabel('2025-3')).toBe('2025-3');
  });

  it('sums up the range and the highest month in whole cedis', () => {
    const bars = timelineBars([
      { month: '2025-01', spent: '120.40', count: 1 },
      { month: '2025-03', spent: '1234.50', count: 3 },
    ]);
    expect(timelineSummary(bars)).toBe(
      'Spending by month from Jan 2025 to Mar 2025; highest Mar 2025 at ₵1,235',
    );
    expect(timelineSummary(bars.slice(0, 1))).toBe(
      'Spending by month in Jan 2025; highest Jan 2025 at ₵120',
    );
    expect(timelineSummary([])).toBe('No spending by month');
  });
});
