import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ParsedStatement, Reconciliation } from '../src/modules/statements/parser/types';
import type { TestApp } from './test-app';

const ROOT = resolve(__dirname, '..', '..');

/** Writes the generated statement fixtures (statement-fixtures) to a new folder and returns it. */
export function generateStatementFixtures(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sikalens-fixtures-'));
  execFileSync(
    process.execPath,
    [
      '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
      join(ROOT, 'statement-fixtures/fixtures.ts'),
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

/** A statement that reads cleanly (classic layout, every row read, totals matching), unless overridden. */
export function cleanStatement(
  statement: Pick<ParsedStatement, 'holder' | 'period' | 'transactions'> & Partial<ParsedStatement>,
): ParsedStatement {
  return {
    layout: 'classic',
    reconciliation: reconciliationFor(statement),
    problems: [],
    ...statement,
  };
}

type Settling = { status: string; aiCategorizationStatus: string };

/** Polls an upload's status until it failed, or was imported and categorised; returns that status. */
export async function settledUpload<T extends Settling>(
  t: TestApp,
  auth: Record<string, string>,
  uploadId: string,
  { tries = 200, everyMs = 50 } = {},
): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const body = (await t.http().get(`/api/upload-status/${uploadId}`).set(auth).expect(200))
      .body as T;
    if (
      body.status === 'failed' ||
      (body.status === 'completed' && body.aiCategorizationStatus === 'completed')
    ) {
      return body;
    }
    await new Promise((done) => setTimeout(done, everyMs));
  }
  throw new Error(`upload ${uploadId} did not settle`);
}

/** As settledUpload, for an import that must succeed: a failed one throws. */
export async function importedUpload<T extends Settling>(
  t: TestApp,
  auth: Record<string, string>,
  uploadId: string,
  options: { tries?: number; everyMs?: number } = {},
): Promise<T> {
  const body = await settledUpload<T>(t, auth, uploadId, options);
  if (body.status === 'failed') throw new Error(`import failed: ${JSON.stringify(body)}`);
  return body;
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
  const status = await importedUpload<{
    status: string;
    aiCategorizationStatus: string;
    transactionsCount: number;
  }>(t, auth, uploadId, { tries: 600 });
  return { transactionsCount: status.transactionsCount };
}

/**
 * A large history for the user of `token` straight in SQL (seconds, where importing would take
 * minutes): `rows` one-minute-apart payments on a new main wallet, in one completed upload.
 */
export async function seedLargeHistory(t: TestApp, token: string, rows: number): Promise<void> {
  const walletId = await createMainWallet(t, token);
  await t.db.query(
    `WITH up AS (INSERT INTO pdf_uploads (user_id, wallet_id, file_name, size_bytes, status, ai_categorization_status)
                 SELECT user_id, id, 'big.pdf', 1, 'completed', 'completed' FROM wallets WHERE id = $1
                 RETURNING id, user_id, wallet_id)
     INSERT INTO transactions (user_id, wallet_id, upload_id, transaction_id, date_time, type, to_from,
                               account_name, amount, fees, tax, balance, reference)
     SELECT up.user_id, up.wallet_id, up.id, (50000000000 + g)::text || left(up.user_id::text, 8),
            timestamp '2024-01-01' + g * interval '1 minute', 'TRANSFER', '233240000000',
            'SOMEONE WITH A LONG ENOUGH NAME', -1.25, 0.10, 0, 100, 'reference text ' || g
       FROM up, generate_series(1, $2::int) AS g`,
    [walletId, rows],
  );
}
