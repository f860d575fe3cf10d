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

// The warning on an upload, one sentence per problem: rows skipped, totals that differ.
export function reconciliationProblems(reconciliation: Reconciliation): string[] {
  const problems: string[] = [];
  if (reconciliation.skippedRows > 0) problems.push(skippedText(reconciliation.skippedRows));
  if (reconciliation.mismatches.length > 0) problems.push(mismatchText(reconciliation));
  if (problems.length > 0) return problems;
  // A warning for another reason: the failed checks say what it is.
  const failed = reconciliation.checks.filter((check) => !check.ok).map((check) => check.detail);
  return failed.length > 0 ? failed : ['This statement could not be fully checked.'];
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
    parts.push(
      `${plural(breaks, 'balance', 'balances')} ${breaks === 1 ? 'does' : 'do'} not follow the row before`,
    );
  }
  if (parts.length === 0) parts.push('not fully checked');
  return parts.join(' · ');
}
