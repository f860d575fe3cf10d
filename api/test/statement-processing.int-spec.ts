import type { ParseOutcome, ParsedTransaction } from '../src/modules/statements/parser/types';
import type { StatementParser } from '../src/modules/statements/statement-parser';
import { GENERIC_FAILURE, StatementProcessor } from '../src/modules/statements/statement-processor';
import { cleanStatement } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

const row = (id: string): ParsedTransaction => ({
  transactionId: id,
  dateTime: '2024-09-06T08:28:19',
  type: 'CASH_OUT',
  toFrom: '+233540000103',
  accountName: 'Agent',
  amount: '-20.00',
  fees: '0.20',
  tax: '0.00',
  balance: '80.00',
  reference: 'NationalId--',
});

const statement = (walletNumber: string): ParseOutcome => {
  const holder = { name: 'KOFI', walletNumber };
  const period = { from: '2024-09-01', to: '2024-09-06' };
  const transactions = [row('1001'), row('1002'), row('1003')];
  return {
    ok: true,
    statement: cleanStatement({ holder, period, transactions }),
  };
};

// Answers by the file's text; "slow" waits so that two runs overlap; "boom" always throws.
const parser: StatementParser = {
  parse: async (file) => {
    const text = Buffer.from(file).toString('latin1');
    if (text.includes('boom')) throw new Error('parser crashed');
    if (text.includes('slow')) await new Promise((done) => setTimeout(done, 300));
    return statement(text.includes('nonumber') ? '' : '+233241234567');
  },
};

describe('statement processing edge cases', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;

  beforeAll(async () => {
    // No workers in this process: the test drives the processor itself.
    t = await startTestApp({ STATEMENT_WORKERS: 'off' }, { statementParser: parser });
    token = await register(t, KOFI);
    const wallet = await t
      .http()
      .post('/api/wallets')
      .set('Authorization', `Bearer ${token}`)
      .send({ label: 'Main', provider: 'MTN', momoNumber: '0241234567' })
      .expect(201);
    walletId = (wallet.body as { id: string }).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const queued = async (text: string) => {
    const res = await t
      .http()
      .post('/api/upload-pdf')
      .set('Authorization', `Bearer ${token}`)
      .field('walletId', walletId)
      .attach('pdf', Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`), `${text}.pdf`)
      .expect(201);
    return (res.body as { uploadId: string }).uploadId;
  };
  const uploadRow = async (id: string) =>
    (
      await t.db.query<
        {
          status: string;
          ai_categorization_status: string;
          new_transactions_count: number;
          error_message: string | null;
          has_file: boolean;
        }[]
      >(
        'SELECT status, ai_categorization_status, new_transactions_count, error_message, file IS NOT NULL AS has_file FROM pdf_uploads WHERE id = $1',
        [id],
      )
    )[0]!;
  const attempt = { retryCount: 0, retryLimit: 2 };

  it('lets two overlapping runs of one upload complete it once', async () => {
    const id = await queued('slow');
    const processor = t.app.get(StatementProcessor);
    await Promise.all([processor.process(id, attempt), processor.process(id, attempt)]);
    await expect(uploadRow(id)).resolves.toMatchObject({
      status: 'completed',
      ai_categorization_status: 'completed',
      new_transactions_count: 3,
      has_file: false,
    });
    // A late third run changes nothing either.
    await processor.process(id, attempt);
    await expect(uploadRow(id)).resolves.toMatchObject({
      status: 'completed',
      new_transactions_count: 3,
    });
  });

  it('fails a statement whose wallet number cannot be read', async () => {
    const id = await queued('nonumber');
    await t.app.get(StatementProcessor).process(id, attempt);
    await expect(uploadRow(id)).resolves.toMatchObject({
      status: 'failed',
      error_message:
        "We couldn't find the wallet number on this statement. Upload the statement PDF you downloaded from the MoMo app.",
      has_file: false,
    });
  });

  it('keeps a crashing parse retryable, fails it on the last attempt, and gives up cleanly', async () => {
    const processor = t.app.get(StatementProcessor);
    const id = await queued('boom');
    await expect(processor.process(id, attempt)).rejects.toThrow('parser crashed');
    await expect(uploadRow(id)).resolves.toMatchObject({ status: 'processing', has_file: true });
    await expect(processor.process(id, { retryCount: 2, retryLimit: 2 })).rejects.toThrow(
      'parser crashed',
    );
    await expect(uploadRow(id)).resolves.toMatchObject({
      status: 'failed',
      error_message: GENERIC_FAILURE,
      has_file: false,
    });

    // The dead-letter path: an upload whose worker died every time is failed, never left pending.
    const stuck = await queued('boom');
    await processor.giveUp(stuck);
    await expect(uploadRow(stuck)).resolves.toMatchObject({ status: 'failed', has_file: false });
    // ...and giving up never undoes a completed upload.
    const done = await queued('slow');
    await processor.process(done, attempt);
    await processor.giveUp(done);
    await expect(uploadRow(done)).resolves.toMatchObject({ status: 'completed' });
  });
});
