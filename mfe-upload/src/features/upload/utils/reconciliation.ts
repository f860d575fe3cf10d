import type { Reconciliation, StatementTotalName } from '@sikalens/api-client';

export const TOTAL_LABELS: Record<StatementTotalName, string> = {
  openingBalance: 'opening balance',
  closingBalance: 'closing balance',
  moneyIn: 'money in',
  moneyOut: 'money out',
  feesAndTaxes: 'fees and taxes',
};

export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GH')} ${count === 1 ? one : many}`;

export const hasWarning = (
  reconciliation: Reconciliation | null | undefined,
): reconciliation is Reconciliation => reconciliation?.status === 'warning';

const skippedText = (rows: number) =>
  `${plural(rows, 'row', 'rows')} could not be read and ${rows === 1 ? 'was' : 'were'} not imported.`;

// Which totals differ; ';' because one label ('fees and taxes') has an 'and' of its own.
function mismatchText(reconciliation: Reconciliation): string {
  const names = reconciliation.mismatches.map((name) => TOTAL_LABELS[name]).join('; ');
  return reconciliation.mismatches.length === 1
    ? `This total does not match the statement: ${names}.`
    : `These totals do not match the statement: ${names}.`;
}

// Issue 30: what a balance that does not follow means for the user ('26 balances as printed do
// not follow' before). The parser checks each printed balance against the balance before it plus
// the row's amount, fees and E-Levy (api/src/modules/statements/parser/reconcile.ts), and imports
// every row as printed whatever it finds: the amounts are the statement's, the check only says
// which rows to look at.
export function balancesText(reconciliation: Reconciliation): string | null {
  const count = reconciliation.unreconciled.length;
  if (count === 0) return null;
  const one = count === 1;
  const sentence =
    `For ${plural(count, 'transaction', 'transactions')} the balance printed on the statement ` +
    `does not match the one before it plus the amount. The ${one ? 'amount is' : 'amounts are'} ` +
    `imported as printed; check ${one ? 'it' : 'them'} against your MoMo app.`;
  // On the app layout every balance follows the one before (no E-Levy quirks), so a break is the
  // one sign of a lost or misread row: the statement then carries a warning.
  return reconciliation.status === 'warning' &&
    reconciliation.skippedRows === 0 &&
    reconciliation.mismatches.length === 0
    ? `${sentence} A row may be missing or misread.`
    : sentence;
}

// The warning on an upload, one sentence per problem: rows skipped, totals that differ, else
// balances that do not follow.
export function reconciliationProblems(reconciliation: Reconciliation): string[] {
  const problems: string[] = [];
  if (reconciliation.skippedRows > 0) problems.push(skippedText(reconciliation.skippedRows));
  if (reconciliation.mismatches.length > 0) problems.push(mismatchText(reconciliation));
  if (problems.length > 0) return problems;
  const balances = balancesText(reconciliation);
  if (balances) return [balances];
  // A warning for another reason: the failed checks say what it is.
  const failed = reconciliation.checks.filter((check) => !check.ok).map((check) => check.detail);
  return failed.length > 0 ? failed : ['This statement could not be fully checked.'];
}

// A check in plain words: the server's own, except the balances' (balancesText says it in full).
export function checkText(
  check: Reconciliation['checks'][number],
  reconciliation: Reconciliation,
): string {
  if (check.name !== 'balances' || check.ok || reconciliation.unreconciled.length === 0) {
    return check.detail;
  }
  const count = reconciliation.unreconciled.length;
  return `${plural(count, 'balance', 'balances')} printed on the statement ${count === 1 ? 'does' : 'do'} not match the one before plus the amount`;
}

// The overlay's short form: '2 rows skipped · totals do not match the statement'.
export function shortWarning(reconciliation: Reconciliation): string {
  const parts: string[] = [];
  if (reconciliation.skippedRows > 0) {
    parts.push(`${plural(reconciliation.skippedRows, 'row', 'rows')} skipped`);
  }
  if (reconciliation.mismatches.length > 0) parts.push('totals do not match the statement');
  const breaks = reconciliation.unreconciled.length;
  if (parts.length === 0 && breaks > 0) {
    parts.push(`${plural(breaks, 'balance', 'balances')} to check against your MoMo app`);
  }
  if (parts.length === 0) parts.push('not fully checked');
  return parts.join(' · ');
}
