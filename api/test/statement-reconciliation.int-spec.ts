import { UploadReconciliation1795478400000 } from '../src/migrations/1795478400000-upload-reconciliation';
import { failure } from '../src/modules/statements/parser/failures';
import type {
  ParsedStatement,
  ParsedTransaction,
  ParseOutcome,
} from '../src/modules/statements/parser/types';
import type { StatementParser } from '../src/modules/statements/statement-parser';
import { cleanStatement, createMainWallet, reconciliationFor, settledUpload } from './fixtures';
import { CapturingLogger, KOFI, register, startTestApp, type TestApp } from './test-app';

const row = (id: string): ParsedTransaction => ({
  transactionId: id,
  dateTime: '2026-05-28T14:18:00',
  type: 'AIRTIME',
  toFrom: '+233599012817',
  accountName: 'MTN AIRTIME',
  amount: '-8.00',
  fees: '0.00',
  tax: '0.00',
  balance: '73.06',
  reference: '',
});

const holder = { name: 'KOFI BOATENG', walletNumber: '+233241234567' };
const period = { from: '2026-05-01', to: '2026-05-31' };
const statementOf = (
  transactions: ParsedTransaction[],
  overrides: Partial<ParsedStatement> = {},
): ParsedStatement => cleanStatement({ layout: 'app', holder, period, transactions, ...overrides });

const checked = statementOf([row('82187345001'), row('82187345002'), row('82187345003')]);
const skippedRows = [row('82187345011'), row('82187345012')];
const skipped = statementOf(skippedRows, {
  reconciliation: reconciliationFor(
    { holder, period, transactions: skippedRows },
    {
      skippedRows: 2,
      skippedIds: ['82187345928'],
      computed: {
        openingBalance: '100.00',
        closingBalance: '80.00',
        moneyIn: '0.00',
        moneyOut: '16.00',
        feesAndTaxes: '0.00',
      },
      mismatches: ['moneyOut', 'feesAndTaxes'],
      status: 'warning',
      summary: '2 transactions; 2 rows could not be read and totals differ from the statement',
    },
  ),
});
// The bug this guards against: every row dropped as unreadable, yet a parse that "succeeded".
const silent = statementOf([], {
  problems: [{ code: 'ROW_UNREADABLE', page: 1, message: 'Row could not be read', text: '' }],
  reconciliation: reconciliationFor({ holder, period, transactions: [] }),
});
const FINGERPRINT = 'app:cols=10:header-lines=2:ghs-prefix';

const OUTCOMES: Record<string, ParseOutcome> = {
  checked: { ok: true, statement: checked },
  skipped: { ok: true, statement: skipped },
  silent: { ok: true, statement: silent },
  unreadable: {
    ok: false,
    failure: { ...failure('TABLE_UNREADABLE'), fingerprint: FINGERPRINT },
  },
};

const standIn: StatementParser = {
  parse: (file) => {
    const key = /statement:(\w+)/.exec(Buffer.from(file).toString('latin1'))?.[1] ?? '';
    return Promise.resolve(OUTCOMES[key] ?? { ok: false, failure: failure('NOT_MTN_STATEMENT') });
  },
};

type Status = {
  status: string;
  aiCategorizationStatus: string;
  transactionsCount: number;
  errorMessage: string | null;
  errorCode: string | null;
  reconciliation: Record<string, unknown> | null;
};

describe('reconciliation on the upload', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;
  const logger = new CapturingLogger();
  const auth = () => ({ Authorization: `Bearer ${token}` });

  async function uploaded(name: string): Promise<Status & { uploadId: string }> {
    const res = await t
      .http()
      .post('/api/upload-pdf')
      .set(auth())
      .field('walletId', walletId)
      .attach('pdf', Buffer.from(`%PDF-1.7\nstatement:${name}\n%%EOF\n`), `${name}.pdf`)
      .expect(201);
    const { uploadId } = res.body as { uploadId: string };
    const body = await settledUpload<Status>(t, auth(), uploadId, { tries: 100, everyMs: 100 });
    return { ...body, uploadId };
  }

  const stored = async (uploadId: string) =>
    (
      await t.db.query<
        { reconciliation: unknown; error_code: string | null; kept_file: boolean }[]
      >(
        'SELECT reconciliation, error_code, file IS NOT NULL OR file_password IS NOT NULL AS kept_file FROM pdf_uploads WHERE id = $1',
        [uploadId],
      )
    )[0]!;

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: standIn, logger });
    token = await register(t, KOFI);
    walletId = await createMainWallet(t, token);
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps the parser's whole reconciliation and returns it from status and list", async () => {
    const result = await uploaded('checked');
    expect(result).toMatchObject({
      status: 'completed',
      transactionsCount: 3,
      errorCode: null,
      reconciliation: checked.reconciliation,
    });
    expect(result.reconciliation).toEqual(checked.reconciliation);
    await expect(stored(result.uploadId)).resolves.toEqual({
      reconciliation: checked.reconciliation,
      error_code: null,
      kept_file: false,
    });
    const list = (await t.http().get('/api/pdf-uploads').set(auth()).expect(200)).body as {
      id: string;
      reconciliation: unknown;
    }[];
    expect(list.find((upload) => upload.id === result.uploadId)?.reconciliation).toEqual(
      checked.reconciliation,
    );
  });

  it('completes a statement with skipped rows and differing totals as a warning', async () => {
    const result = await uploaded('skipped');
    expect(result).toMatchObject({
      status: 'completed',
      transactionsCount: 2,
      reconciliation: {
        status: 'warning',
        skippedRows: 2,
        skippedIds: ['82187345928'],
        mismatches: ['moneyOut', 'feesAndTaxes'],
        summary: '2 transactions; 2 rows could not be read and totals differ from the statement',
      },
    });
  });

  it("fails a statement whose table could not be read, logging only the layout's fingerprint", async () => {
    const result = await uploaded('unreadable');
    expect(result).toMatchObject({
      status: 'failed',
      transactionsCount: 0,
      errorCode: 'TABLE_UNREADABLE',
      errorMessage: failure('TABLE_UNREADABLE').errorMessage,
      reconciliation: null,
    });
    expect((await stored(result.uploadId)).kept_file).toBe(false);
    const logged = logger.lines.filter(
      (line) => line.includes(result.uploadId) && line.endsWith('StatementProcessor'),
    );
    expect(logged).toEqual([
      expect.stringContaining(
        `warn upload ${result.uploadId}: no rows read from the statement's table (layout fingerprint: ${FINGERPRINT})`,
      ),
    ]);
  });

  it('never completes a statement whose rows were all dropped as unreadable', async () => {
    const result = await uploaded('silent');
    expect(result).toMatchObject({
      status: 'failed',
      transactionsCount: 0,
      errorCode: 'TABLE_UNREADABLE',
      errorMessage: failure('TABLE_UNREADABLE').errorMessage,
    });
    expect(logger.lines.join('\n')).toContain(
      `upload ${result.uploadId}: no rows read from the statement's table (layout fingerprint: none)`,
    );
    const [count] = await t.db.query<{ n: string }[]>(
      'SELECT count(*) AS n FROM transactions WHERE upload_id = $1',
      [result.uploadId],
    );
    expect(count!.n).toBe('0');
  });

  it('migrates uploads checked before reconciliation was kept whole, and back', async () => {
    const migration = new UploadReconciliation1795478400000();
    const runner = t.db.createQueryRunner();
    try {
      await migration.down(runner);
      const [checkedBefore] = await t.db.query<{ rows_checked: number }[]>(
        "SELECT rows_checked FROM pdf_uploads WHERE file_name = 'checked.pdf'",
      );
      expect(checkedBefore!.rows_checked).toBe(3);
      const [legacy] = await t.db.query<{ id: string }[]>(
        `INSERT INTO pdf_uploads (user_id, wallet_id, file_name, size_bytes, status,
           ai_categorization_status, transactions_count, new_transactions_count, layout,
           holder_name, holder_wallet_number, period_from, period_to, rows_checked, unreconciled,
           created_at)
         SELECT user_id, id, 'legacy.pdf', 100, 'completed', 'completed', 594, 594, 'classic',
                'KOFI BOATENG', '233241234567', '2024-02-18', '2024-09-06', 594, '["a","b"]',
                now() - interval '1 day'
           FROM wallets WHERE id = $1
         RETURNING id`,
        [walletId],
      );
      await migration.up(runner);

      const list = (await t.http().get('/api/pdf-uploads').set(auth()).expect(200)).body as {
        id: string;
        reconciliation: unknown;
      }[];
      expect(list.find((upload) => upload.id === legacy!.id)?.reconciliation).toEqual({
        rowsChecked: 594,
        unreconciled: ['a', 'b'],
        period: { from: '2024-02-18', to: '2024-09-06' },
        holder: { name: 'KOFI BOATENG', walletNumber: '233241234567' },
        skippedRows: 0,
        skippedIds: [],
        printed: null,
        computed: {
          openingBalance: null,
          closingBalance: null,
          moneyIn: null,
          moneyOut: null,
          feesAndTaxes: null,
        },
        mismatches: [],
        checks: [],
        status: 'match',
        summary: '594 transactions, imported before statement totals were checked',
      });
      const [checkedAfter] = await t.db.query<{ reconciliation: unknown }[]>(
        "SELECT reconciliation FROM pdf_uploads WHERE file_name = 'checked.pdf'",
      );
      expect(checkedAfter!.reconciliation).toMatchObject({ rowsChecked: 3, unreconciled: [] });
    } finally {
      await runner.release();
    }
  });
});
