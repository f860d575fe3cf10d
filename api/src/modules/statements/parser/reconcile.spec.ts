import type { LedgerRow } from './ledger';
import { parseMoney } from './money';
import { reconcile } from './reconcile';
import type { StatementTotals } from './types';

const period = { from: '2024-08-01', to: '2024-08-31' };
const holder = { name: 'ACCOUNT HOLDER', walletNumber: '+233240000001' };
const m = (v: string): bigint => parseMoney(v)!;

// Newest first, like the statement. amount is signed; balanceBefore null means the app layout.
function row(
  id: string,
  amount: string,
  fees: string,
  tax: string,
  before: string | null,
  after: string,
): LedgerRow {
  const tx = {
    transactionId: id,
    dateTime: '',
    type: '',
    toFrom: '',
    accountName: '',
    amount,
    fees,
    tax,
    balance: after,
    reference: '',
  };
  return {
    tx,
    amount: m(amount),
    fees: m(fees),
    tax: m(tax),
    balance: m(after),
    balanceBefore: before === null ? null : m(before),
  };
}

const ctx = (
  rowsSeen: number,
  printed: StatementTotals | null = null,
  skippedIds: string[] = [],
) => ({
  period,
  holder,
  rowsSeen,
  skippedIds,
  printed,
});

describe('reconcile', () => {
  it('accepts the real file’s levy quirks: levy taken between rows, levy-only rows, unchanged rows', () => {
    const rows = [
      // The levy of the row below (0.01) was taken before this row: 114.89 - 0.01 = 114.88.
      row('c', '-10.00', '0.00', '0.00', '114.88', '104.88'),
      // Real row (30-Aug-2024): after = before - amount - fees; the 0.01 levy posts later.
      row('b', '-101.00', '0.75', '0.01', '216.64', '114.89'),
      // A row whose balance moves by the levy only, then one where it does not move at all.
      row('a', '-20.00', '0.00', '0.20', '216.84', '216.64'),
      row('z', '-5.00', '0.00', '0.05', '216.84', '216.84'),
    ];
    const result = reconcile(rows, ctx(rows.length));
    expect(result).toMatchObject({ rowsChecked: 4, unreconciled: [], period, holder });
    expect(result.status).toBe('match');
    expect(result.summary).toBe('4 transactions, every balance checks out');
  });

  it('flags a row that does not close and a row whose opening balance does not match the row below', () => {
    const rows = [
      // Opens at 95.00 although the row below closed at 100.78.
      row('c', '-10.00', '0.00', '0.00', '95.00', '85.00'),
      // Real DEBIT row: 11.50 out, yet the balance rises 12.28 -> 100.78.
      row('b', '-11.50', '0.00', '0.00', '12.28', '100.78'),
      row('a', '50.00', '0.00', '0.00', '-37.72', '12.28'),
    ];
    expect(reconcile(rows, ctx(rows.length)).unreconciled).toEqual(['c', 'b']);
  });

  it('checks the app layout’s balance chain with fees and tax', () => {
    const rows = [
      row('3', '-5.00', '0.00', '0.00', null, '105.56'),
      row('2', '-70.00', '0.52', '0.00', null, '110.56'),
      row('1', '181.08', '0.00', '0.00', null, '181.08'),
      row('0', '10.00', '0.00', '0.00', null, '0.00'),
    ];
    expect(reconcile(rows, ctx(rows.length)).unreconciled).toEqual([]);
    const broken = [row('4', '-1.00', '0.00', '0.00', null, '100.00'), ...rows];
    const result = reconcile(broken, ctx(broken.length));
    expect(result.unreconciled).toEqual(['4']);
    // A break on the app layout is the sign of a lost or misread row: a warning.
    expect(result.status).toBe('warning');
    expect(result.summary).toBe('5 transactions, 1 balance does not follow the row before');
  });

  const appRows = () => [
    row('3', '-5.00', '0.00', '0.00', null, '105.56'),
    row('2', '-70.00', '0.52', '0.00', null, '110.56'),
    row('1', '181.08', '0.00', '0.00', null, '181.08'),
  ];

  it('compares the rows with the statement’s own totals', () => {
    const printed: StatementTotals = {
      openingBalance: '0.00',
      closingBalance: '105.56',
      moneyIn: '181.08',
      moneyOut: '75.00',
      feesAndTaxes: '0.52',
    };
    const result = reconcile(appRows(), ctx(3, printed));
    expect(result.computed).toEqual(printed);
    expect(result).toMatchObject({ status: 'match', mismatches: [], skippedRows: 0 });
    expect(result.summary).toBe('3 transactions, totals match the statement');
    // Money out that includes the charges on outgoing rows is the same statement.
    expect(reconcile(appRows(), ctx(3, { ...printed, moneyOut: '75.52' })).status).toBe('match');
    const off = reconcile(appRows(), ctx(3, { ...printed, moneyIn: '191.08' }));
    expect(off).toMatchObject({ status: 'warning', mismatches: ['moneyIn'] });
    expect(off.summary).toBe('3 transactions, totals do not match the statement');
    expect(off.checks.find((c) => c.name === 'totals')).toEqual({
      name: 'totals',
      ok: false,
      detail: "The rows do not add up to the statement's money in",
    });
  });

  it('warns when rows the table shows could not be read', () => {
    const result = reconcile(appRows(), ctx(5, null, ['82000000001', '82000000002']));
    expect(result).toMatchObject({
      status: 'warning',
      skippedRows: 2,
      skippedIds: ['82000000001', '82000000002'],
    });
    expect(result.summary).toBe('3 transactions read, 2 rows skipped');
  });
});
