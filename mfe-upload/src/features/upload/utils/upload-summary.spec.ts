import { formatMomoNumber, importSummary, periodText, uploadedAt } from './upload-summary';
import { aReconciliation } from '../testing/render-page';

const counts = { transactionsCount: 594, newTransactionsCount: 594 };

describe('importSummary', () => {
  it("says in words what the statement's own figures said", () => {
    expect(importSummary({ ...counts, reconciliation: aReconciliation() })).toBe(
      '594 transactions, totals match the statement',
    );
    expect(
      importSummary({
        ...counts,
        reconciliation: aReconciliation({
          status: 'warning',
          summary: '592 transactions; 2 rows could not be read',
        }),
      }),
    ).toBe('592 transactions; 2 rows could not be read');
  });

  it('notes rows the wallet already had, and counts rows when there was no check', () => {
    expect(
      importSummary({
        transactionsCount: 1200,
        newTransactionsCount: 40,
        reconciliation: aReconciliation({
          summary: '1,200 transactions, totals match the statement',
        }),
      }),
    ).toBe('1,200 transactions, totals match the statement · 40 new');
    expect(importSummary({ ...counts, reconciliation: null })).toBe('594 transactions');
    expect(
      importSummary({ transactionsCount: 1, newTransactionsCount: 1, reconciliation: null }),
    ).toBe('1 transaction');
    expect(
      importSummary({ transactionsCount: 1200, newTransactionsCount: 40, reconciliation: null }),
    ).toBe('1,200 transactions · 40 new');
  });
});

describe('periodText', () => {
  it('writes the statement period, the year once when both ends share it', () => {
    expect(periodText('2024-02-18', '2024-09-06')).toBe('Feb 18 – Sep 6, 2024');
    expect(periodText('2023-12-18', '2024-01-06')).toBe('Dec 18, 2023 – Jan 6, 2024');
    expect(periodText(null, '2024-01-06')).toBeNull();
    expect(periodText(undefined, undefined)).toBeNull();
  });
});

describe('formatting', () => {
  it('groups a MoMo number and dates an upload', () => {
    expect(formatMomoNumber('0241234567')).toBe('024 123 4567');
    expect(formatMomoNumber('+233241234567')).toBe('+233241234567');
    expect(uploadedAt(new Date(2024, 8, 7, 10, 5).toISOString())).toMatch(/^Sep 7, 2024, /);
    expect(uploadedAt('nonsense')).toBe('');
  });
});
