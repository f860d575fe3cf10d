import { importStatement, scriptedParser, txRow, uploadStatement } from './imports';
import { KOFI, registerWithWallet, startTestApp, type TestApp } from './test-app';

// The free plan as the landing page sells it, with the default limits: 1 statement a calendar
// month (one that adds nothing new, or fails, does not count) and the most recent 3 months of
// the user's own data. Pro: unlimited, and the older rows come back.
describe('free plan limits', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;
  const scripted = scriptedParser();
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const upload = (file: Buffer) => uploadStatement(t, token, walletId, file);

  // Six months of spending, one ₵10 payment a month, January to June 2026.
  const months = ['01', '02', '03', '04', '05', '06'];
  const sixMonths = months.map((month, i) =>
    txRow(`M${month}`, {
      dateTime: `2026-${month}-15T10:00:00`,
      amount: '-10.00',
      balance: String(500 - i * 10),
    }),
  );

  beforeAll(async () => {
    t = await startTestApp(
      { FREE_STATEMENTS_PER_MONTH: '1', FREE_HISTORY_MONTHS: '3' },
      { statementParser: scripted.parser },
    );
    ({ token, walletId } = await registerWithWallet(t, KOFI, '0241234567'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts only a statement that brought something new, then refuses the next with 402', async () => {
    // Fails to parse: does not count.
    const bad = await upload(Buffer.from('%PDF-1.4\nnot a statement\n%%EOF\n')).expect(201);
    const badId = (bad.body as { uploadId: string }).uploadId;
    for (let i = 0; i < 200; i += 1) {
      const res = await t.http().get(`/api/upload-status/${badId}`).set(auth()).expect(200);
      if ((res.body as { status: string }).status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await importStatement(t, token, walletId, scripted.file(sixMonths));
    let sub = (await t.http().get('/api/subscription').set(auth()).expect(200)).body as {
      usage: Record<string, unknown>;
    };
    expect(sub.usage).toMatchObject({ statementsPerMonth: 1, statementsThisMonth: 1 });

    const refused = await upload(scripted.file([txRow('NEW1')])).expect(402);
    expect(refused.body).toEqual({
      code: 'FREE_STATEMENT_LIMIT',
      error:
        'The free plan includes 1 statement a month, and you have used it. Upgrade to Pro for unlimited uploads, or upload again next month.',
    });
    // Nothing was stored for the refused one.
    const [uploads] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM pdf_uploads',
    );
    expect(uploads?.n).toBe(2);

    // The same statement again adds nothing new, so it would not count either; as Pro, no limit.
    await t.db.query(`UPDATE users SET is_pro = true, pro_until = now() + interval '1 day'`);
    await importStatement(t, token, walletId, scripted.file(sixMonths));
    await importStatement(
      t,
      token,
      walletId,
      scripted.file([txRow('NEW2', { dateTime: '2026-06-20T10:00:00' })]),
    );
    sub = (await t.http().get('/api/subscription').set(auth()).expect(200)).body as typeof sub;
    expect(sub.usage).toMatchObject({
      statementsPerMonth: null,
      statementsThisMonth: 2,
      hiddenTransactions: 0,
    });
    await t.db.query(`DELETE FROM transactions WHERE transaction_id = 'NEW2'`);
  });

  it('shows a free user their most recent 3 months, keeps the rest, and shows it all again on Pro', async () => {
    await t.db.query(`UPDATE users SET is_pro = false, pro_until = NULL`);
    const page = async () =>
      (await t.http().get('/api/transactions').query({ pageSize: 50 }).set(auth()).expect(200))
        .body as { items: { transactionId: string }[]; totals: { count: number } };
    const free = await page();
    expect(free.items.map((row) => row.transactionId).sort()).toEqual(['M04', 'M05', 'M06']);

    const sub = (await t.http().get('/api/subscription').set(auth()).expect(200)).body as {
      usage: Record<string, unknown>;
    };
    expect(sub.usage).toMatchObject({
      historyMonths: 3,
      historyFrom: '2026-04-01',
      hiddenTransactions: 3,
    });

    // Insights see the same window: all time is April to June for a free user.
    const summary = (
      await t.http().get('/api/insights/summary').query({ period: 'all' }).set(auth()).expect(200)
    ).body as { spent: string };
    expect(summary.spent).toBe('30.00');
    const trends = (
      await t
        .http()
        .get('/api/insights/trends')
        .query({ period: 'all', granularity: 'month' })
        .set(auth())
        .expect(200)
    ).body as { buckets: { start: string }[] };
    expect(trends.buckets.map((bucket) => bucket.start)).toEqual([
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    const exported = await t.http().get('/api/transactions/export').set(auth()).expect(200);
    expect(exported.text).not.toContain('M03');
    expect(exported.text).toContain('M04');

    // A hidden transaction cannot be changed either: not found, like someone else's.
    const [hidden] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM transactions WHERE transaction_id = 'M01'`,
    );
    await t
      .http()
      .put(`/api/transactions/${hidden?.id}/category`)
      .set(auth())
      .send({ categoryName: 'Food & Dining' })
      .expect(404);
    await t.http().post(`/api/insights/flags/${hidden?.id}/review`).set(auth()).expect(404);

    // Kept, not deleted: Pro shows all six again.
    await t.db.query(`UPDATE users SET is_pro = true, pro_until = now() + interval '1 day'`);
    const pro = await page();
    expect(pro.items).toHaveLength(6);
    const all = (
      await t.http().get('/api/insights/summary').query({ period: 'all' }).set(auth()).expect(200)
    ).body as { spent: string };
    expect(all.spent).toBe('60.00');
  });
});

describe('the free allowance is a ledger (issue 27)', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;
  const scripted = scriptedParser();
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const upload = (file: Buffer) => uploadStatement(t, token, walletId, file);

  beforeAll(async () => {
    t = await startTestApp(
      { FREE_STATEMENTS_PER_MONTH: '1' },
      { statementParser: scripted.parser },
    );
    ({ token, walletId } = await registerWithWallet(t, KOFI, '0241234567'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives no new allowance for deleting the data, nor for restoring it', async () => {
    await importStatement(t, token, walletId, scripted.file([txRow('L1')]));
    await upload(scripted.file([txRow('L2')])).expect(402);

    // Deleting every transaction and statement frees nothing.
    await t.http().delete('/api/auth/delete-data').set(auth()).expect(200);
    const [left] = await t.db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM pdf_uploads');
    expect(left?.n).toBe(0);
    const refused = await upload(scripted.file([txRow('L3')])).expect(402);
    expect((refused.body as { code: string }).code).toBe('FREE_STATEMENT_LIMIT');
    let sub = (await t.http().get('/api/subscription').set(auth()).expect(200)).body as {
      usage: { statementsThisMonth: number };
    };
    expect(sub.usage.statementsThisMonth).toBe(1);

    // Nor does bringing it back: the same statement is not counted twice either.
    await t.http().post('/api/auth/restore-data').set(auth()).expect(200);
    await upload(scripted.file([txRow('L4')])).expect(402);
    sub = (await t.http().get('/api/subscription').set(auth()).expect(200)).body as typeof sub;
    expect(sub.usage.statementsThisMonth).toBe(1);
  });
});
