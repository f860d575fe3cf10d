import { importSummary, periodText, uploadedAt } from './upload-summary';
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

  it("counts balances to check in plain words, not '26 balances as printed do not follow'", () => {
    const unreconciled = Array.from({ length: 26 }, (_, i) => String(82000000000 + i));
    expect(
      importSummary({
        ...counts,
        reconciliation: aReconciliation({
          printed: null,
          unreconciled,
          summary: '594 transactions, 26 balances as printed do not follow',
        }),
      }),
    ).toBe('594 transactions, 26 balances to check');
    expect(
      importSummary({
        ...counts,
        reconciliation: aReconciliation({ unreconciled: ['1'] }),
      }),
    ).toBe('594 transactions, totals match the statement, 1 balance to check');
    // Rows skipped or totals that differ lead; the warning says the rest.
    expect(
      importSummary({
        ...counts,
        reconciliation: aReconciliation({
          status: 'warning',
          skippedRows: 1,
          unreconciled: ['1'],
          summary: '594 transactions read, 1 row skipped',
        }),
      }),
    ).toBe('594 transactions read, 1 row skipped');
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
    expect(periodText('2024-02-18', '2024-09-06')).toBe('18 Feb – 6 Sep 2024');
    expect(periodText('2023-12-18', '2024-01-06')).toBe('18 Dec 2023 – 6 Jan 2024');
    expect(periodText(null, '2024-01-06')).toBeNull();
    expect(periodText(undefined, undefined)).toBeNull();
  });
});

describe('formatting', () => {
  it('dates an upload', () => {
    expect(uploadedAt('2024-09-07T10:05:00.000Z')).toBe('7 Sep 2024, 10:05');
    expect(uploadedAt('nonsense')).toBe('');
  });
});
