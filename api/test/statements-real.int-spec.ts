import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ParsedTransaction } from '../src/modules/statements/parser/types';
import { generateStatementFixtures, settledUpload } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// The real parser (pdf.js in worker threads) on statements from the fixture generator.
type Status = {
  status: string;
  aiCategorizationStatus: string;
  transactionsCount: number;
  errorMessage: string | null;
  errorCode: string | null;
  reconciliation: { status: string; summary: string; skippedRows: number } | null;
};

// statement-fixtures/special-pdfs.ts PROTECTED_PASSWORD: the fixture script's
// password-protected.pdf.
const PROTECTED_PASSWORD = '0599012817';

describe('statement import with the real parser', () => {
  let t: TestApp;
  let token: string;
  let fixtures: string;
  const wallets: Record<string, string> = {};
  const auth = () => ({ Authorization: `Bearer ${token}` });

  const upload = async (
    file: string,
    wallet: string,
    password?: string,
  ): Promise<Status & { uploadId: string; ms: number }> => {
    const started = Date.now();
    const request = t.http().post('/api/upload-pdf').set(auth()).field('walletId', wallet);
    if (password !== undefined) void request.field('password', password);
    const res = await request.attach('pdf', join(fixtures, file)).expect(201);
    const { uploadId } = res.body as { uploadId: string };
    const body = await settledUpload<Status>(t, auth(), uploadId, { tries: 300 });
    return { ...body, uploadId, ms: Date.now() - started };
  };

  beforeAll(async () => {
    fixtures = generateStatementFixtures();
    t = await startTestApp();
    token = await register(t, KOFI);
    for (const [name, momoNumber] of [
      ['classic', '0240000001'],
      ['app', '0599012817'],
    ]) {
      const res = await t
        .http()
        .post('/api/wallets')
        .set(auth())
        .send({ label: name, provider: 'MTN', momoNumber })
        .expect(201);
      wallets[name!] = (res.body as { id: string }).id;
    }
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('stores every row of an app-layout statement exactly as printed', async () => {
    const result = await upload('app-2026.pdf', wallets.app!);
    expect(result).toMatchObject({ status: 'completed', transactionsCount: 90 });
    const truth = JSON.parse(readFileSync(join(fixtures, 'app-2026.truth.json'), 'utf8')) as {
      transactions: ParsedTransaction[];
    };
    const stored = await t.db.query<Record<string, string>[]>(
      `SELECT transaction_id AS "transactionId", to_char(date_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS "dateTime", type,
              to_from AS "toFrom", account_name AS "accountName", amount::text AS amount, fees::text AS fees,
              tax::text AS tax, balance::text AS balance, reference
         FROM transactions WHERE upload_id = $1 ORDER BY date_time DESC, transaction_id`,
      [result.uploadId],
    );
    const byId = new Map(stored.map((row) => [row.transactionId, row]));
    for (const expected of truth.transactions) {
      expect(byId.get(expected.transactionId)).toEqual(expected);
    }
  });

  it('imports the real classic statement (594 rows) and categorises most of it', async () => {
    const result = await upload('real-classic-2024-csv.pdf', wallets.classic!);
    expect(result).toMatchObject({
      status: 'completed',
      transactionsCount: 594,
      errorMessage: null,
      reconciliation: { skippedRows: 0 },
    });
    const [counts] = await t.db.query<{ total: string; categorised: string }[]>(
      'SELECT count(*) AS total, count(category_id) AS categorised FROM transactions WHERE upload_id = $1',
      [result.uploadId],
    );
    const share = Number(counts!.categorised) / Number(counts!.total);
    process.stdout.write(
      `real statement: ${counts!.categorised}/${counts!.total} categorised, ${result.ms} ms upload to categorised\n`,
    );
    expect(share).toBeGreaterThan(0.9);
    const [stored] = await t.db.query<
      { rows_checked: number; period_from: string; period_to: string }[]
    >(
      "SELECT (reconciliation ->> 'rowsChecked')::int AS rows_checked, period_from, period_to FROM pdf_uploads WHERE id = $1",
      [result.uploadId],
    );
    expect(stored).toMatchObject({ period_from: '2024-02-18', period_to: '2024-09-06' });
    expect(stored!.rows_checked).toBe(594);
  });

  it('refuses a statement of another wallet, and files that are not readable statements', async () => {
    const mismatch = await upload('app-2026.pdf', wallets.classic!);
    expect(mismatch.status).toBe('failed');
    expect(mismatch.errorMessage).toContain(
      'This statement is for wallet 059*****17, not classic (024*****01).',
    );
    for (const file of [
      'password-protected.pdf',
      'no-text-layer.pdf',
      'invoice.pdf',
      'truncated.pdf',
    ]) {
      const failed = await upload(file, wallets.classic!);
      expect(failed.status).toBe('failed');
      expect(failed.errorMessage).toMatch(/\w+/);
    }
    const [count] = await t.db.query<{ n: string }[]>(
      "SELECT count(*) AS n FROM pdf_uploads WHERE status = 'failed' AND file IS NOT NULL",
    );
    expect(count!.n).toBe('0');
  });

  it('opens a password-protected statement with its password, and says when it is wrong', async () => {
    await expect(upload('password-protected.pdf', wallets.app!)).resolves.toMatchObject({
      status: 'failed',
      errorCode: 'PDF_PASSWORD_PROTECTED',
    });
    await expect(
      upload('password-protected.pdf', wallets.app!, 'not-the-password'),
    ).resolves.toMatchObject({ status: 'failed', errorCode: 'PDF_PASSWORD_INCORRECT' });
    const opened = await upload('password-protected.pdf', wallets.app!, PROTECTED_PASSWORD);
    expect(opened).toMatchObject({ status: 'completed', transactionsCount: 2, errorCode: null });
    const [stored] = await t.db.query<{ kept: boolean }[]>(
      'SELECT file IS NOT NULL OR file_password IS NOT NULL AS kept FROM pdf_uploads WHERE id = $1',
      [opened.uploadId],
    );
    expect(stored!.kept).toBe(false);
  });
});
