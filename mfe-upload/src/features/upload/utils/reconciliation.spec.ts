import { aReconciliation } from '../testing/render-page';
import { hasWarning, reconciliationProblems, shortWarning } from './reconciliation';

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

  it('names balances that do not follow the row before', () => {
    const broken = aReconciliation({ status: 'warning', unreconciled: ['82000000012'] });
    expect(shortWarning(broken)).toBe('1 balance does not follow the row before');
    const two = aReconciliation({ status: 'warning', unreconciled: ['1', '2'] });
    expect(shortWarning(two)).toBe('2 balances do not follow the row before');
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
