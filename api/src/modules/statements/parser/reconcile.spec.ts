import type { LedgerRow } from './ledger';
import { parseMoney } from './money';
import { reconcile } from './reconcile';

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
    expect(reconcile(rows, period, holder)).toEqual({
      rowsChecked: 4,
      unreconciled: [],
      period,
      holder,
    });
  });

  it('flags a row that does not close and a row whose opening balance does not match the row below', () => {
    const rows = [
      // Opens at 95.00 although the row below closed at 100.78.
      row('c', '-10.00', '0.00', '0.00', '95.00', '85.00'),
      // Real DEBIT row: 11.50 out, yet the balance rises 12.28 -> 100.78.
      row('b', '-11.50', '0.00', '0.00', '12.28', '100.78'),
      row('a', '50.00', '0.00', '0.00', '-37.72', '12.28'),
    ];
    expect(reconcile(rows, period, holder).unreconciled).toEqual(['c', 'b']);
  });

  it('checks the app layout’s balance chain with fees and tax', () => {
    const rows = [
      row('3', '-5.00', '0.00', '0.00', null, '105.56'),
      row('2', '-70.00', '0.52', '0.00', null, '110.56'),
      row('1', '181.08', '0.00', '0.00', null, '181.08'),
      row('0', '10.00', '0.00', '0.00', null, '0.00'),
    ];
    expect(reconcile(rows, period, holder).unreconciled).toEqual([]);
    const broken = [row('4', '-1.00', '0.00', '0.00', null, '100.00'), ...rows];
    expect(reconcile(broken, period, holder).unreconciled).toEqual(['4']);
  });
});
