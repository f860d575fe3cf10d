import type { LedgerRow } from './ledger';
import { formatMoney } from './money';
import type { Holder, Period, Reconciliation, ReconciliationCheck, StatementTotals } from './types';

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

const ZERO_TOTALS: StatementTotals = {
  openingBalance: null,
  closingBalance: null,
  moneyIn: null,
  moneyOut: null,
  feesAndTaxes: null,
};

/** The Statement Details figures computed from the rows read (newest first). */
function computeTotals(rows: readonly LedgerRow[]): StatementTotals {
  if (rows.length === 0) return ZERO_TOTALS;
  let moneyIn = 0n;
  let moneyOut = 0n;
  let charges = 0n;
  for (const row of rows) {
    if (row.amount >= 0n) moneyIn += row.amount;
    else moneyOut -= row.amount;
    charges += row.fees + row.tax;
  }
  const oldest = rows[rows.length - 1]!;
  const opening = oldest.balanceBefore ?? oldest.balance - oldest.amount + oldest.fees + oldest.tax;
  return {
    openingBalance: formatMoney(opening),
    closingBalance: formatMoney(rows[0]!.balance),
    moneyIn: formatMoney(moneyIn),
    moneyOut: formatMoney(moneyOut),
    feesAndTaxes: formatMoney(charges),
  };
}

const LABELS: Record<keyof StatementTotals, string> = {
  openingBalance: 'opening balance',
  closingBalance: 'closing balance',
  moneyIn: 'money in',
  moneyOut: 'money out',
  feesAndTaxes: 'fees and taxes',
};

function mismatchesOf(
  printed: StatementTotals | null,
  computed: StatementTotals,
  rows: readonly LedgerRow[],
): (keyof StatementTotals)[] {
  if (!printed) return [];
  const out: (keyof StatementTotals)[] = [];
  const charges = rows.reduce((sum, row) => sum + (row.amount < 0n ? row.fees + row.tax : 0n), 0n);
  for (const key of Object.keys(LABELS) as (keyof StatementTotals)[]) {
    const shown = printed[key];
    if (shown === null || shown === computed[key]) continue;
    // Some statements count the charges on outgoing rows as money out.
    if (
      key === 'moneyOut' &&
      shown === formatMoney(BigInt(computed.moneyOut!.replace('.', '')) + charges)
    ) {
      continue;
    }
    out.push(key);
  }
  return out;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Rows arrive newest first, as printed. Each row is checked against itself and the row below it. */
export function reconcile(
  rows: readonly LedgerRow[],
  context: {
    period: Period;
    holder: Holder;
    rowsSeen: number;
    skippedIds: string[];
    printed: StatementTotals | null;
  },
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
  const computed = computeTotals(rows);
  const mismatches = mismatchesOf(context.printed, computed, rows);
  const skippedRows = Math.max(0, context.rowsSeen - rows.length);
  const checks: ReconciliationCheck[] = [
    {
      name: 'rows',
      ok: skippedRows === 0,
      detail:
        skippedRows === 0
          ? `All ${plural(rows.length, 'row')} in the statement's table were read`
          : `${plural(skippedRows, 'row')} of ${context.rowsSeen} could not be read and ${skippedRows === 1 ? 'was' : 'were'} skipped`,
    },
  ];
  if (context.printed) {
    checks.push({
      name: 'totals',
      ok: mismatches.length === 0,
      detail:
        mismatches.length === 0
          ? "The rows add up to the statement's own totals"
          : `The rows do not add up to the statement's ${mismatches.map((key) => LABELS[key]).join(', ')}`,
    });
  }
  checks.push({
    name: 'balances',
    ok: unreconciled.length === 0,
    detail:
      unreconciled.length === 0
        ? 'Every balance follows from the row before it'
        : `${plural(unreconciled.length, 'balance')} ${unreconciled.length === 1 ? 'does' : 'do'} not follow from the row before, as printed`,
  });
  // On the app layout every balance follows from the row before (no levy posting quirks), so a
  // break is the one sign of a lost or misread row when the statement prints no totals. The
  // classic export's breaks are its known E-levy postings (reference §1a): reported, not warned.
  const appBreaks = unreconciled.length > 0 && rows.every((row) => row.balanceBefore === null);
  const status = skippedRows === 0 && mismatches.length === 0 && !appBreaks ? 'match' : 'warning';
  const count = plural(rows.length, 'transaction');
  let summary: string;
  if (skippedRows > 0) summary = `${count} read, ${plural(skippedRows, 'row')} skipped`;
  else if (mismatches.length > 0) summary = `${count}, totals do not match the statement`;
  else if (appBreaks) {
    summary = `${count}, ${plural(unreconciled.length, 'balance')} ${unreconciled.length === 1 ? 'does' : 'do'} not follow the row before`;
  } else if (context.printed) summary = `${count}, totals match the statement`;
  else if (unreconciled.length === 0) summary = `${count}, every balance checks out`;
  else summary = `${count}, ${plural(unreconciled.length, 'balance')} as printed do not follow`;
  return {
    rowsChecked: rows.length,
    unreconciled,
    period: context.period,
    holder: context.holder,
    skippedRows,
    skippedIds: context.skippedIds,
    printed: context.printed,
    computed,
    mismatches,
    checks,
    status,
    summary,
  };
}
