import { failure } from '../src/modules/statements/parser/failures';
import type { ParsedTransaction } from '../src/modules/statements/parser/types';
import type { ParseOptions, StatementParser } from '../src/modules/statements/statement-parser';
import { StatementProcessor } from '../src/modules/statements/statement-processor';
import { cleanStatement, createMainWallet } from './fixtures';
import { CapturingLogger, KOFI, register, startTestApp, type TestApp } from './test-app';

const RIGHT = 'Correct-Horse-7391';
const WRONG = 'Wrong-Battery-5528';
// Distinctive text in over-long passwords, to look for in responses and logs.
const LONG_MARKER = 'Staple-Overflow-4410';

const row = (id: string): ParsedTransaction => ({
  transactionId: id,
  dateTime: '2026-05-28T05:47:00',
  type: 'DEBIT',
  toFrom: 'Yellosave Autodebit',
  accountName: 'Yellosave Autodebit',
  amount: '-5.00',
  fees: '0.00',
  tax: '0.00',
  balance: '81.06',
  reference: 'Packet',
});
const holder = { name: 'KOFI BOATENG', walletNumber: '+233241234567' };
const period = { from: '2026-05-01', to: '2026-05-31' };
const transactions = [row('82158821583'), row('82158821584')];

// Opens "statement:locked" with RIGHT only, as pdf.js would; records what it was given.
const received: (ParseOptions | undefined)[] = [];
const standIn: StatementParser = {
  parse: (file, options) => {
    received.push(options);
    if (!Buffer.from(file).toString('latin1').includes('statement:locked')) {
      return Promise.resolve({ ok: false, failure: failure('NOT_MTN_STATEMENT') });
    }
    if (options?.password === undefined) {
      return Promise.resolve({ ok: false, failure: failure('PDF_PASSWORD_PROTECTED') });
    }
    if (options.password !== RIGHT) {
      return Promise.resolve({ ok: false, failure: failure('PDF_PASSWORD_INCORRECT') });
    }
    return Promise.resolve({
      ok: true,
      statement: cleanStatement({ layout: 'app', holder, period, transactions }),
    });
  },
};

type Stored = {
  status: string;
  error_code: string | null;
  has_file: boolean;
  file_password: Buffer | null;
  as_text: string;
};

describe('password-protected statements', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;
  const logger = new CapturingLogger();
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const attempt = { retryCount: 0, retryLimit: 2 };
  const processor = () => t.app.get(StatementProcessor);

  const send = (password?: string) => {
    const request = t.http().post('/api/upload-pdf').set(auth()).field('walletId', walletId);
    if (password !== undefined) void request.field('password', password);
    return request.attach('pdf', Buffer.from('%PDF-1.7\nstatement:locked\n%%EOF\n'), 'may.pdf');
  };
  const queued = async (password?: string) =>
    ((await send(password).expect(201)).body as { uploadId: string }).uploadId;
  const stored = async (id: string) =>
    (
      await t.db.query<Stored[]>(
        `SELECT status, error_code, file IS NOT NULL AS has_file, file_password,
                row_to_json(u)::text AS as_text
           FROM pdf_uploads u WHERE id = $1`,
        [id],
      )
    )[0]!;
  const status = async (id: string) =>
    (await t.http().get(`/api/upload-status/${id}`).set(auth()).expect(200)).body as {
      status: string;
      errorCode: string | null;
      errorMessage: string | null;
      transactionsCount: number;
    };

  beforeAll(async () => {
    // Workers off: the test runs the processor itself, so it can look at an upload still queued.
    t = await startTestApp({ STATEMENT_WORKERS: 'off' }, { statementParser: standIn, logger });
    token = await register(t, KOFI);
    walletId = await createMainWallet(t, token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('fails a protected statement with PDF_PASSWORD_PROTECTED and its code', async () => {
    const id = await queued();
    await processor().process(id, attempt);
    await expect(status(id)).resolves.toMatchObject({
      status: 'failed',
      errorCode: 'PDF_PASSWORD_PROTECTED',
      errorMessage: failure('PDF_PASSWORD_PROTECTED').errorMessage,
    });
    expect(received.at(-1)).toBeUndefined();
    const list = (await t.http().get('/api/pdf-uploads').set(auth()).expect(200)).body as {
      id: string;
      errorCode: string | null;
    }[];
    expect(list.find((upload) => upload.id === id)?.errorCode).toBe('PDF_PASSWORD_PROTECTED');
  });

  it('keeps the password sealed beside the file until processed, then drops both', async () => {
    const id = await queued(RIGHT);
    const before = await stored(id);
    expect(before).toMatchObject({ status: 'pending', has_file: true });
    expect(before.file_password).toBeInstanceOf(Buffer);
    expect(before.file_password!.includes(Buffer.from(RIGHT))).toBe(false);
    expect(before.as_text).not.toContain(RIGHT);
    // The job itself carries only the upload's id.
    const jobs = await t.db.query<{ data: string }[]>(
      'SELECT data::text AS data FROM pgboss.job WHERE data::text LIKE $1',
      [`%${id}%`],
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).not.toContain(RIGHT);

    await processor().process(id, attempt);
    expect(received.at(-1)).toEqual({ password: RIGHT });
    await expect(status(id)).resolves.toMatchObject({
      status: 'completed',
      errorCode: null,
      errorMessage: null,
      transactionsCount: 2,
    });
    await expect(stored(id)).resolves.toMatchObject({ has_file: false, file_password: null });
  });

  it('says so when the password is wrong, and drops it', async () => {
    const id = await queued(WRONG);
    await processor().process(id, attempt);
    expect(received.at(-1)).toEqual({ password: WRONG });
    await expect(status(id)).resolves.toMatchObject({
      status: 'failed',
      errorCode: 'PDF_PASSWORD_INCORRECT',
      errorMessage: failure('PDF_PASSWORD_INCORRECT').errorMessage,
    });
    await expect(stored(id)).resolves.toMatchObject({ has_file: false, file_password: null });
  });

  it('drops the password when a job gives up and when the upload is deleted', async () => {
    const givenUp = await queued(RIGHT);
    await processor().giveUp(givenUp);
    await expect(stored(givenUp)).resolves.toMatchObject({
      status: 'failed',
      has_file: false,
      file_password: null,
    });
    const deleted = await queued(RIGHT);
    await t.http().delete(`/api/pdf-uploads/${deleted}`).set(auth()).expect(204);
    const [left] = await t.db.query<{ n: string }[]>(
      'SELECT count(*) AS n FROM pdf_uploads WHERE id = $1',
      [deleted],
    );
    expect(left!.n).toBe('0');
    // The database can never hold a password without its file.
    await expect(
      t.db.query("UPDATE pdf_uploads SET file_password = '\\x01' WHERE id = $1", [givenUp]),
    ).rejects.toThrow(/pdf_uploads_password_with_file/);
  });

  it('treats an empty password as none', async () => {
    const id = await queued('');
    expect((await stored(id)).file_password).toBeNull();
    await processor().process(id, attempt);
    expect(received.at(-1)).toBeUndefined();
  });

  it('refuses an over-long password without echoing it, and stores nothing', async () => {
    const before = await t.db.query<{ n: string }[]>('SELECT count(*) AS n FROM pdf_uploads');
    const tooLong = await send(LONG_MARKER.padEnd(129, 'x')).expect(400);
    expect(tooLong.body).toEqual({
      error: 'password must be at most 128 characters',
      code: 'VALIDATION_FAILED',
      field: 'password',
    });
    // Past multer's field limit (1 KB) it never reaches validation.
    const huge = await send(LONG_MARKER.repeat(100)).expect(400);
    expect(JSON.stringify(huge.body)).not.toContain(LONG_MARKER);
    expect(JSON.stringify(tooLong.body)).not.toContain(LONG_MARKER);
    const after = await t.db.query<{ n: string }[]>('SELECT count(*) AS n FROM pdf_uploads');
    expect(after).toEqual(before);
    await send(RIGHT.padEnd(128, 'x')).expect(201);
  });

  it('never writes a password to the log', () => {
    // The log did record the uploads, so an empty capture cannot pass this by accident.
    expect(logger.lines.some((line) => line.includes('POST /api/upload-pdf 201'))).toBe(true);
    expect(logger.lines.some((line) => line.includes('POST /api/upload-pdf 400'))).toBe(true);
    const all = logger.lines.join('\n');
    for (const secret of [RIGHT, WRONG, LONG_MARKER]) expect(all).not.toContain(secret);
  });
});
