import { aReconciliation } from '../testing/render-page';
import {
  balancesText,
  checkText,
  hasWarning,
  reconciliationProblems,
  shortWarning,
} from './reconciliation';

describe('reconciliation in words', () => {
  it('has nothing to warn about when every row was read and the totals match', () => {
    expect(hasWarning(aReconciliation())).toBe(false);
    expect(hasWarning(null)).toBe(false);
  });

  it('says how many rows were skipped and which totals differ', () => {
    const skipped = aReconciliation({
      status: 'warning',
      skippedRows: 2,
      skippedIds: ['82187345928'],
      mismatches: ['moneyOut', 'feesAndTaxes'],
    });
    expect(hasWarning(skipped)).toBe(true);
    expect(reconciliationProblems(skipped)).toEqual([
      '2 rows could not be read and were not imported.',
      'These totals do not match the statement: money out; fees and taxes.',
    ]);
    expect(shortWarning(skipped)).toBe('2 rows skipped · totals do not match the statement');

    const one = aReconciliation({ status: 'warning', skippedRows: 1, skippedIds: ['1'] });
    expect(reconciliationProblems(one)).toEqual(['1 row could not be read and was not imported.']);
    expect(shortWarning(one)).toBe('1 row skipped');

    const closing = aReconciliation({ status: 'warning', mismatches: ['closingBalance'] });
    expect(reconciliationProblems(closing)).toEqual([
      'This total does not match the statement: closing balance.',
    ]);
    expect(shortWarning(closing)).toBe('totals do not match the statement');
  });

  it('says what balances that do not follow mean for the user, in plain words', () => {
    const broken = aReconciliation({ status: 'warning', unreconciled: ['82000000012'] });
    expect(shortWarning(broken)).toBe('1 balance to check against your MoMo app');
    expect(reconciliationProblems(broken)).toEqual([
      'For 1 transaction the balance printed on the statement does not match the one before it plus the amount. The amount is imported as printed; check it against your MoMo app. A row may be missing or misread.',
    ]);
    const two = aReconciliation({ status: 'warning', unreconciled: ['1', '2'] });
    expect(shortWarning(two)).toBe('2 balances to check against your MoMo app');

    // The classic statement's: no warning (E-Levy postings cause most), but the same meaning.
    const ids = Array.from({ length: 26 }, (_, i) => `4405708${8000 + i}`);
    const classic = aReconciliation({ status: 'match', printed: null, unreconciled: ids });
    expect(hasWarning(classic)).toBe(false);
    expect(balancesText(classic)).toBe(
      'For 26 transactions the balance printed on the statement does not match the one before it plus the amount. The amounts are imported as printed; check them against your MoMo app.',
    );
    expect(balancesText(aReconciliation())).toBeNull();
    for (const text of [balancesText(classic), shortWarning(two)]) {
      expect(text).not.toMatch(/as printed do not follow|does not follow|do not follow/);
    }
  });

  it('writes the failed balances check in the same words, and leaves the others as they are', () => {
    const classic = aReconciliation({ unreconciled: ['1', '2', '3'] });
    expect(
      checkText(
        {
          name: 'balances',
          ok: false,
          detail: '3 balances do not follow from the row before, as printed',
        },
        classic,
      ),
    ).toBe('3 balances printed on the statement do not match the one before plus the amount');
    const rows = { name: 'rows' as const, ok: true, detail: 'All 594 rows were read' };
    expect(checkText(rows, classic)).toBe('All 594 rows were read');
  });

  it('falls back to the failed checks for any other warning', () => {
    const rows = aReconciliation({
      status: 'warning',
      checks: [{ name: 'rows', ok: false, detail: 'Page 3 shows more rows than were read.' }],
    });
    expect(reconciliationProblems(rows)).toEqual(['Page 3 shows more rows than were read.']);
    expect(reconciliationProblems(aReconciliation({ status: 'warning', checks: [] }))).toEqual([
      'This statement could not be fully checked.',
    ]);
  });
});
