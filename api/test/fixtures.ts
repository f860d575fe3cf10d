import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ParsedStatement, Reconciliation } from '../src/modules/statements/parser/types';
import type { TestApp } from './test-app';

const ROOT = resolve(__dirname, '..', '..');

/** Writes the generated statement fixtures (tools/statements) to a new folder and returns it. */
export function generateStatementFixtures(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sikalens-fixtures-'));
  execFileSync(
    process.execPath,
    [
      '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
      join(ROOT, 'tools/statements/fixtures.ts'),
      folder,
    ],
    { stdio: 'ignore' },
  );
  return folder;
}

/** A stand-in parser's reconciliation: every row read, totals printed and matching, unless overridden. */
export function reconciliationFor(
  statement: Pick<ParsedStatement, 'holder' | 'period' | 'transactions'>,
  overrides: Partial<Reconciliation> = {},
): Reconciliation {
  const count = statement.transactions.length;
  const totals = {
    openingBalance: '100.00',
    closingBalance: '80.00',
    moneyIn: '0.00',
    moneyOut: '20.00',
    feesAndTaxes: '0.20',
  };
  return {
    rowsChecked: count,
    unreconciled: [],
    period: statement.period,
    holder: statement.holder,
    skippedRows: 0,
    skippedIds: [],
    printed: totals,
    computed: totals,
    mismatches: [],
    checks: [
      { name: 'rows', ok: true, detail: `${count} of ${count} rows read` },
      { name: 'totals', ok: true, detail: 'Totals match the statement' },
      { name: 'balances', ok: true, detail: 'Every balance follows from the row before' },
    ],
    status: 'match',
    summary: `${count} transactions, totals match the statement`,
    ...overrides,
  };
}

/** A 'Main' MTN wallet (024 123 4567) for the signed-in user; returns its id. */
export async function createMainWallet(t: TestApp, token: string): Promise<string> {
  const wallet = await t
    .http()
    .post('/api/wallets')
    .set({ Authorization: `Bearer ${token}` })
    .send({ label: 'Main', provider: 'MTN', momoNumber: '0241234567' })
    .expect(201);
  return (wallet.body as { id: string }).id;
}

/**
 * Imports the real classic statement (594 rows, Mar–Sep 2024) into a 'classic' wallet
 * (024 000 0001, the holder's number) through the API, and waits until it is categorised.
 */
export async function importRealClassic(
  t: TestApp,
  token: string,
): Promise<{ transactionsCount: number }> {
  const auth = { Authorization: `Bearer ${token}` };
  const wallet = await t
    .http()
    .post('/api/wallets')
    .set(auth)
    .send({ label: 'classic', provider: 'MTN', momoNumber: '0240000001' })
    .expect(201);
  const accepted = await t
    .http()
    .post('/api/upload-pdf')
    .set(auth)
    .field('walletId', (wallet.body as { id: string }).id)
    .attach('pdf', join(generateStatementFixtures(), 'real-classic-2024-csv.pdf'))
    .expect(201);
  const { uploadId } = accepted.body as { uploadId: string };
  for (let i = 0; i < 600; i += 1) {
    const status = (await t.http().get(`/api/upload-status/${uploadId}`).set(auth).expect(200))
      .body as { status: string; aiCategorizationStatus: string; transactionsCount: number };
    if (status.status === 'failed') throw new Error(`import failed: ${JSON.stringify(status)}`);
    if (status.status === 'completed' && status.aiCategorizationStatus === 'completed') {
      return { transactionsCount: status.transactionsCount };
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('the import did not settle');
}
