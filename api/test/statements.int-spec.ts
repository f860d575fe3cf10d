import type {
  ParsedStatement,
  ParsedTransaction,
  ParseOutcome,
} from '../src/modules/statements/parser/types';
import type { StatementParser } from '../src/modules/statements/statement-parser';
import { TransactionsService } from '../src/modules/transactions/transactions.service';
import { cleanStatement, createMainWallet } from './fixtures';
import { txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// A stand-in parser: the real one is tested on generated PDFs; here the pipeline around it is.
const row = (id: string, overrides: Partial<ParsedTransaction> = {}): ParsedTransaction =>
  txRow(id, { type: 'TRANSFER', toFrom: '+233540000103', accountName: 'Person 004', ...overrides });

const statementOf = (
  transactions: ParsedTransaction[],
  walletNumber = '+233241234567',
): ParsedStatement => {
  const holder = { name: 'KOFI BOATENG', walletNumber };
  const period = { from: '2024-09-01', to: '2024-09-06' };
  return cleanStatement({ holder, period, transactions });
};

// The stand-in answers from the file's text: "statement:<name>" picks one of these outcomes.
const OUTCOMES: Record<string, ParseOutcome> = {
  first: {
    ok: true,
    statement: statementOf([
      row('44064066744', {
        type: 'PAYMENT',
        amount: '-5.50',
        accountName: 'MTNONLINEAIRTIMEVENDOR',
        toFrom: 'MTNONLINEAIRTIMEVENDOR',
      }),
      row('43715845294'),
      row('43555766478', { type: 'CASH_OUT', amount: '-20.00', reference: 'NationalId--' }),
    ]),
  },
  overlapping: {
    ok: true,
    statement: statementOf([
      row('43715845294'),
      row('43999999999', { type: 'DEBIT', amount: '-9.00', accountName: 'mystery.sp' }),
    ]),
  },
  // Two statements of a second user's wallet overlapping on rows 2 and 3.
  setA: {
    ok: true,
    statement: statementOf(
      [row('50000000001'), row('50000000002'), row('50000000003')],
      '+233271234567',
    ),
  },
  setB: {
    ok: true,
    statement: statementOf(
      [row('50000000002'), row('50000000003'), row('50000000004')],
      '+233271234567',
    ),
  },
  otherWallet: { ok: true, statement: statementOf([row('41111111111')], '+233559998877') },
  locked: {
    ok: false,
    failure: {
      code: 'PDF_PASSWORD_PROTECTED',
      errorMessage: 'This PDF is password-protected. Remove the password and upload it again.',
    },
  },
};

const standIn: StatementParser = {
  parse: (file) => {
    const key = /statement:(\w+)/.exec(Buffer.from(file).toString('latin1'))?.[1] ?? '';
    return Promise.resolve(
      OUTCOMES[key] ?? {
        ok: false,
        failure: { code: 'NOT_MTN_STATEMENT', errorMessage: 'Not a MoMo statement.' },
      },
    );
  },
};

const pdf = (name: string) => Buffer.from(`%PDF-1.7\nstatement:${name}\n%%EOF\n`);

type Status = {
  status: string;
  aiCategorizationStatus: string;
  transactionsCount: number;
  newTransactionsCount: number;
  errorMessage: string | null;
};

describe('statement upload and processing', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  const upload = (name: string, wallet = walletId, bearer = token) =>
    t
      .http()
      .post('/api/upload-pdf')
      .set('Authorization', `Bearer ${bearer}`)
      .field('walletId', wallet)
      .attach('pdf', pdf(name), `${name}.pdf`);

  async function settled(uploadId: string): Promise<Status> {
    for (let i = 0; i < 100; i += 1) {
      const res = await t.http().get(`/api/upload-status/${uploadId}`).set(auth()).expect(200);
      const body = res.body as Status;
      if (
        body.status === 'failed' ||
        (body.status === 'completed' && body.aiCategorizationStatus === 'completed')
      ) {
        return body;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`upload ${uploadId} did not settle`);
  }

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: standIn });
    token = await register(t, KOFI);
    walletId = await createMainWallet(t, token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports a statement, categorises it and drops the stored file', async () => {
    const res = await upload('first').expect(201);
    const { uploadId } = res.body as { uploadId: string };
    await expect(settled(uploadId)).resolves.toMatchObject({
      status: 'completed',
      aiCategorizationStatus: 'completed',
      transactionsCount: 3,
      newTransactionsCount: 3,
      errorMessage: null,
    });
    const rows = await t.db.query<
      {
        transaction_id: string;
        amount: string;
        name: string | null;
        categorised_by: string | null;
      }[]
    >(
      `SELECT t.transaction_id, t.amount, c.name, t.categorised_by FROM transactions t
       LEFT JOIN categories c ON c.id = t.category_id WHERE t.upload_id = $1 ORDER BY t.transaction_id`,
      [uploadId],
    );
    expect(rows).toEqual([
      {
        transaction_id: '43555766478',
        amount: '-20.00',
        name: 'Cash Withdrawal',
        categorised_by: 'momo-rules:cash-out',
      },
      {
        transaction_id: '43715845294',
        amount: '-101.00',
        name: 'Transfers',
        categorised_by: 'momo-rules:person-to-person-out',
      },
      {
        transaction_id: '44064066744',
        amount: '-5.50',
        name: 'Data & Airtime',
        categorised_by: 'momo-rules:airtime',
      },
    ]);
    const [stored] = await t.db.query<{ file: Buffer | null }[]>(
      'SELECT file FROM pdf_uploads WHERE id = $1',
      [uploadId],
    );
    expect(stored!.file).toBeNull();
  });

  it('adds nothing twice for the same or an overlapping statement, and deletes only what an upload brought', async () => {
    const again = await settled(
      ((await upload('first').expect(201)).body as { uploadId: string }).uploadId,
    );
    expect(again).toMatchObject({
      status: 'completed',
      transactionsCount: 3,
      newTransactionsCount: 0,
    });
    const overlap = ((await upload('overlapping').expect(201)).body as { uploadId: string })
      .uploadId;
    await expect(settled(overlap)).resolves.toMatchObject({
      transactionsCount: 2,
      newTransactionsCount: 1,
    });
    const count = async () =>
      Number((await t.db.query<{ n: string }[]>('SELECT count(*) AS n FROM transactions'))[0]!.n);
    expect(await count()).toBe(4);
    // The unknown debit stays uncategorised for the swipe screen.
    const [open] = await t.db.query<{ category_id: string | null }[]>(
      "SELECT category_id FROM transactions WHERE transaction_id = '43999999999'",
    );
    expect(open!.category_id).toBeNull();
    await t.http().delete(`/api/pdf-uploads/${overlap}`).set(auth()).expect(204);
    expect(await count()).toBe(3);
  });

  it('lists uploads newest first with the reconciliation result', async () => {
    const res = await t.http().get('/api/pdf-uploads').set(auth()).expect(200);
    const list = res.body as {
      fileName: string;
      status: string;
      reconciliation: { rowsChecked: number } | null;
    }[];
    expect(list[0]).toMatchObject({
      fileName: 'first.pdf',
      status: 'completed',
      errorCode: null,
      reconciliation: {
        status: 'match',
        summary: '3 transactions, totals match the statement',
        rowsChecked: 3,
        skippedRows: 0,
        unreconciled: [],
      },
    });
  });

  it('fails with a message the user can act on', async () => {
    const mismatch = await settled(
      ((await upload('otherWallet').expect(201)).body as { uploadId: string }).uploadId,
    );
    expect(mismatch.status).toBe('failed');
    expect(mismatch.errorMessage).toBe(
      'This statement is for wallet 055*****77, not Main (024*****67). Choose the matching wallet, or add it, and upload again.',
    );
    const locked = await settled(
      ((await upload('locked').expect(201)).body as { uploadId: string }).uploadId,
    );
    expect(locked).toMatchObject({
      status: 'failed',
      errorMessage: 'This PDF is password-protected. Remove the password and upload it again.',
      errorCode: 'PDF_PASSWORD_PROTECTED',
      reconciliation: null,
    });
  });

  it('checks the file before storing anything', async () => {
    const before = Number(
      (await t.db.query<{ n: string }[]>('SELECT count(*) AS n FROM pdf_uploads'))[0]!.n,
    );
    const notPdf = await t
      .http()
      .post('/api/upload-pdf')
      .set(auth())
      .field('walletId', walletId)
      .attach('pdf', Buffer.from('hello'), 'notes.txt')
      .expect(415);
    expect(notPdf.body).toEqual({ error: 'notes.txt is not a PDF file.', code: 'NOT_A_PDF' });
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await t
      .http()
      .post('/api/upload-pdf')
      .set(auth())
      .field('walletId', walletId)
      .attach('pdf', big, 'big.pdf')
      .expect(413);
    expect(tooLarge.body).toEqual({
      error: 'The file is larger than 10MB.',
      code: 'FILE_TOO_LARGE',
    });
    const missing = await t
      .http()
      .post('/api/upload-pdf')
      .set(auth())
      .field('walletId', walletId)
      .expect(400);
    expect((missing.body as { code: string }).code).toBe('FILE_REQUIRED');
    await t
      .http()
      .post('/api/upload-pdf')
      .field('walletId', walletId)
      .attach('pdf', pdf('first'), 'a.pdf')
      .expect(401);
    const after = Number(
      (await t.db.query<{ n: string }[]>('SELECT count(*) AS n FROM pdf_uploads'))[0]!.n,
    );
    expect(after).toBe(before);
  });

  it("never lets one user upload to, read or delete another user's statements", async () => {
    const other = await register(t, {
      phone: '201112222',
      email: 'esi@example.com',
      firstName: 'Esi',
      lastName: 'Owusu',
    });
    await upload('first', walletId, other).expect(404);
    const [mine] = await t.db.query<{ id: string }[]>(
      'SELECT id FROM pdf_uploads ORDER BY created_at LIMIT 1',
    );
    const theirs = { Authorization: `Bearer ${other}` };
    await t.http().get(`/api/upload-status/${mine!.id}`).set(theirs).expect(404);
    await t.http().delete(`/api/pdf-uploads/${mine!.id}`).set(theirs).expect(404);
    expect((await t.http().get('/api/pdf-uploads').set(theirs).expect(200)).body).toEqual([]);
  });

  it('deleting one of two overlapping uploads keeps the rows the other also contains', async () => {
    const ama = await register(t, {
      phone: '271234567',
      email: 'ama@example.com',
      firstName: 'Ama',
      lastName: 'Mensah',
    });
    const amaAuth = { Authorization: `Bearer ${ama}` };
    const wallet = await t
      .http()
      .post('/api/wallets')
      .set(amaAuth)
      .send({ label: 'Ama', provider: 'MTN', momoNumber: '0271234567' })
      .expect(201);
    const amaWallet = (wallet.body as { id: string }).id;
    const uploadOf = async (name: string) => {
      const res = await upload(name, amaWallet, ama).expect(201);
      const { uploadId } = res.body as { uploadId: string };
      for (let i = 0; i < 100; i += 1) {
        const status = await t.http().get(`/api/upload-status/${uploadId}`).set(amaAuth);
        const body = status.body as Status;
        if (body.status === 'completed' && body.aiCategorizationStatus === 'completed') {
          return { uploadId, body };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`upload ${uploadId} did not settle`);
    };
    const a = await uploadOf('setA');
    const b = await uploadOf('setB');
    expect(a.body.newTransactionsCount).toBe(3);
    expect(b.body.newTransactionsCount).toBe(1);
    const rows = () =>
      t.db.query<{ transaction_id: string; category_id: string | null; upload_id: string }[]>(
        'SELECT transaction_id, category_id, upload_id FROM transactions WHERE wallet_id = $1 ORDER BY transaction_id',
        [amaWallet],
      );
    // The user's own category on a shared row must survive deleting A.
    const [mine] = await t.db.query<{ id: string }[]>(
      `INSERT INTO categories (user_id, name, type, color, icon)
       SELECT user_id, 'Rent share', 'expense', '#EF4444', 'home' FROM wallets WHERE id = $1
       RETURNING id`,
      [amaWallet],
    );
    await t.db.query(
      "UPDATE transactions SET category_id = $1, categorised_by = 'user' WHERE wallet_id = $2 AND transaction_id = '50000000002'",
      [mine!.id, amaWallet],
    );
    const before = new Map((await rows()).map((r) => [r.transaction_id, r.category_id]));

    await t.http().delete(`/api/pdf-uploads/${a.uploadId}`).set(amaAuth).expect(204);
    const afterA = await rows();
    expect(afterA.map((r) => r.transaction_id)).toEqual([
      '50000000002',
      '50000000003',
      '50000000004',
    ]);
    for (const r of afterA) {
      expect(r.category_id).toBe(before.get(r.transaction_id));
      expect(r.upload_id).toBe(b.uploadId);
    }
    expect(afterA[0]!.category_id).toBe(mine!.id);

    await t.http().delete(`/api/pdf-uploads/${b.uploadId}`).set(amaAuth).expect(204);
    expect(await rows()).toEqual([]);

    // Deleting the wallet still takes its uploads and rows with it (upload_id has no cascade).
    await uploadOf('setA');
    await t.db.query('DELETE FROM wallets WHERE id = $1', [amaWallet]);
    expect(await rows()).toEqual([]);
  });

  it('stores a cleaned file name', async () => {
    // A raw NUL is refused in a part header, but the RFC 5987 form (filename*=) decodes to one.
    const name = 'C:\\Users\\kofi/../Sept\u0000 Cafe\u0301\u202E.pdf';
    const boundary = 'sikalens-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="walletId"\r\n\r\n${walletId}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename*=UTF-8''${encodeURIComponent(name)}\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      pdf('first'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t
      .http()
      .post('/api/upload-pdf')
      .set(auth())
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(body)
      .expect(201);
    const { uploadId } = res.body as { uploadId: string };
    const [stored] = await t.db.query<{ file_name: string }[]>(
      'SELECT file_name FROM pdf_uploads WHERE id = $1',
      [uploadId],
    );
    expect(stored!.file_name).toBe('Sept Caf\u00e9.pdf');
    await settled(uploadId);
  });

  it('categorises only rows nobody decided on, in slices', async () => {
    const [target] = await t.db.query<{ id: string }[]>(
      "SELECT id FROM transactions WHERE transaction_id = '43715845294'",
    );
    // The user chose "uncategorised" explicitly.
    await t.db.query(
      "UPDATE transactions SET category_id = NULL, categorised_by = 'user' WHERE id = $1",
      [target!.id],
    );
    const [category] = await t.db.query<{ id: string }[]>(
      "SELECT id FROM categories WHERE default_key = 'food' LIMIT 1",
    );
    const transactions = t.app.get(TransactionsService);
    // More ids than one statement may bind (65,535): without slicing this fails.
    const choices = Array.from({ length: 70_000 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      categoryId: category!.id,
      source: 'test',
    }));
    choices.push({ id: target!.id, categoryId: category!.id, source: 'test' });
    await transactions.setCategories(choices);
    const [after] = await t.db.query<{ category_id: string | null; categorised_by: string }[]>(
      'SELECT category_id, categorised_by FROM transactions WHERE id = $1',
      [target!.id],
    );
    expect(after).toEqual({ category_id: null, categorised_by: 'user' });
  });
});

describe('statement jobs survive a restart', () => {
  it('finishes an upload queued by a process that stopped before processing it', async () => {
    // First process only enqueues (as an API process when workers run elsewhere), then stops.
    const first = await startTestApp(
      { STATEMENT_WORKERS: 'off' },
      { statementParser: standIn, keepDatabase: true },
    );
    const token = await register(first, KOFI);
    const wallet = await first
      .http()
      .post('/api/wallets')
      .set('Authorization', `Bearer ${token}`)
      .send({ label: 'Main', provider: 'MTN', momoNumber: '0241234567' })
      .expect(201);
    const res = await first
      .http()
      .post('/api/upload-pdf')
      .set('Authorization', `Bearer ${token}`)
      .field('walletId', (wallet.body as { id: string }).id)
      .attach('pdf', pdf('first'), 'first.pdf')
      .expect(201);
    const { uploadId } = res.body as { uploadId: string };
    await first.close();

    // A new process on the same database picks the job up.
    const second = await startTestApp({}, { statementParser: standIn, database: first.database });
    try {
      let status = '';
      for (let i = 0; i < 100 && status !== 'completed'; i += 1) {
        const [row] = await second.db.query<{ status: string }[]>(
          'SELECT status FROM pdf_uploads WHERE id = $1',
          [uploadId],
        );
        status = row!.status;
        if (status !== 'completed') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe('completed');
      const [count] = await second.db.query<{ n: string }[]>(
        'SELECT count(*) AS n FROM transactions',
      );
      expect(count!.n).toBe('3');
    } finally {
      await second.close();
    }
  });
});
