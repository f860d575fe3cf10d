import type { LedgerRow } from './ledger';
import type { Holder, Period, Reconciliation } from './types';

/**
 * Classic rows print BAL BEFORE and BAL AFTER. The E-levy posts outside the row's own arithmetic
 * (reference §1a): after = before − amount − fees [− levy], or after = before − levy, or before =
 * after; and the levy may be taken between rows, so before may equal the older row's after − levy.
 */
function classicRowCloses(row: LedgerRow): boolean {
  const before = row.balanceBefore!;
  const moved = row.amount - (row.amount < 0n ? row.fees : 0n);
  return [
    before + moved,
    before + row.amount - row.fees,
    before + moved - row.tax,
    before - row.tax,
    before,
  ].includes(row.balance);
}

function classicChains(newer: LedgerRow, older: LedgerRow): boolean {
  const before = newer.balanceBefore!;
  return (
    before === older.balance ||
    before === older.balance - older.tax ||
    before === older.balance - newer.tax
  );
}

/** App rows print only the balance after: it must follow from the older row's balance. */
function appChains(newer: LedgerRow, older: LedgerRow): boolean {
  const delta = newer.balance - older.balance;
  return delta === newer.amount - newer.fees - newer.tax || delta === newer.amount;
}

/** Rows arrive newest first, as printed. Each row is checked against itself and the row below it. */
export function reconcile(
  rows: readonly LedgerRow[],
  period: Period,
  holder: Holder,
): Reconciliation {
  const unreconciled: string[] = [];
  rows.forEach((row, i) => {
    const older = rows[i + 1];
    const classic = row.balanceBefore !== null;
    const closes = classic ? classicRowCloses(row) : true;
    const chains =
      !older ||
      (classic && older.balanceBefore !== null ? classicChains(row, older) : appChains(row, older));
    if (!closes || !chains) unreconciled.push(row.tx.transactionId);
  });
  return { rowsChecked: rows.length, unreconciled, period, holder };
}
