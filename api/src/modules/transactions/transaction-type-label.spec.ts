import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TYPE_LABELS, transactionTypeLabel } from './transaction-type-label';

// shared-ui's table, read from its source: the API cannot import the front end's code, and the two
// must not drift (the history and the CSV name a type alike).
const SHARED_UI_SOURCE = join(__dirname, '../../../../shared-ui/src/format/transaction.ts');

// The entries of `const TYPE_LABELS … = { … };` in the source, each `KEY: 'Label',` or
// `'KEY WITH SPACES': 'Label',` on a line of its own; any other line in the table is an error, so
// an entry written some other way is never silently left out.
function sharedUiTypeLabels(source: string): Record<string, string> {
  const table = /const TYPE_LABELS\b[^=]*=\s*\{\n([\s\S]*?)\n\};/.exec(source);
  if (!table) throw new Error('shared-ui/src/format/transaction.ts has no TYPE_LABELS table');
  const entries: Record<string, string> = {};
  for (const line of table[1]!.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('//')) continue;
    const entry = /^\s*(?:'([^'\\]+)'|([A-Z0-9_]+)):\s*'([^'\\]*)',?\s*$/.exec(line);
    if (!entry) throw new Error(`TYPE_LABELS entry not understood: ${line.trim()}`);
    entries[entry[1] ?? entry[2]!] = entry[3]!;
  }
  return entries;
}

describe('transactionTypeLabel', () => {
  it('writes MoMo types in the words the screens use, however the statement spells them', () => {
    expect(transactionTypeLabel('PAYMENT_SEND')).toBe('Payment sent');
    expect(transactionTypeLabel('payment send')).toBe('Payment sent');
    expect(transactionTypeLabel('DEBIT')).toBe('Direct debit');
    expect(transactionTypeLabel('CASH_OUT')).toBe('Cash out');
    expect(transactionTypeLabel('MOMO USER')).toBe('MoMo transfer');
    expect(transactionTypeLabel('BANKPUSH')).toBe('Bank transfer');
  });

  it('writes an unknown type in sentence case, and no type as a transaction', () => {
    expect(transactionTypeLabel('LOAN_REPAYMENT')).toBe('Loan repayment');
    expect(transactionTypeLabel('MOMO  SAVINGS')).toBe('MoMo savings');
    expect(transactionTypeLabel('  ')).toBe('Transaction');
  });

  it('has the same type labels as shared-ui, entry for entry', () => {
    const shared = sharedUiTypeLabels(readFileSync(SHARED_UI_SOURCE, 'utf8'));
    expect(Object.keys(shared).length).toBeGreaterThan(10);
    expect(TYPE_LABELS).toEqual(shared);
  });

  it('reads every way an entry may be written, and refuses one it cannot read', () => {
    const source = (...lines: string[]) =>
      `const TYPE_LABELS: Readonly<Record<string, string>> = {\n${lines.join('\n')}\n};\n`;
    expect(
      sharedUiTypeLabels(source("  DEBIT: 'Direct debit',", "  'CASH IN': 'Cash in'")),
    ).toEqual({ DEBIT: 'Direct debit', 'CASH IN': 'Cash in' });
    expect(() => sharedUiTypeLabels(source('  ["CASH IN"]: "Cash in",'))).toThrow('not understood');
    expect(() => sharedUiTypeLabels('const OTHER = {};')).toThrow('no TYPE_LABELS');
  });
});
