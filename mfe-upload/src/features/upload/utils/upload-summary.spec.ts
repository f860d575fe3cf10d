import { formatMomoNumber, importSummary, periodText, uploadedAt } from './upload-summary';

const counts = { transactionsCount: 594, newTransactionsCount: 594 };

describe('importSummary', () => {
  it('says in words whether the balances follow each other', () => {
    expect(
      importSummary({ ...counts, reconciliation: { rowsChecked: 593, unreconciled: [] } }),
    ).toBe('594 transactions · balances check out');
    expect(
      importSummary({
        ...counts,
        reconciliation: { rowsChecked: 593, unreconciled: ['1', '2', '3'] },
      }),
    ).toBe("594 transactions · 3 balances don't add up (E-Levy postings can cause this)");
    expect(
      importSummary({ ...counts, reconciliation: { rowsChecked: 593, unreconciled: ['1'] } }),
    ).toBe("594 transactions · 1 balance doesn't add up (E-Levy postings can cause this)");
  });

  it('leaves out the check when there was none, and notes rows already imported', () => {
    expect(importSummary({ ...counts, reconciliation: null })).toBe('594 transactions');
    expect(
      importSummary({ transactionsCount: 1, newTransactionsCount: 1, reconciliation: null }),
    ).toBe('1 transaction');
    expect(
      importSummary({ transactionsCount: 1200, newTransactionsCount: 40, reconciliation: null }),
    ).toBe('1,200 transactions (40 new)');
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
