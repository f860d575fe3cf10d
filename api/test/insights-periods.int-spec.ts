import { createMainWallet } from './fixtures';
import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// Issue 30: periods of the user's data (latest-3-months, month=YYYY-MM), what the data covers,
// partial periods compared like for like, uncategorised spending as its own row, and the alert
// count equal to the rows its link lists (docs/insights.md, "Periods").

const row = (
  id: string,
  dateTime: string,
  amount: string,
  extra: Parameters<typeof txRow>[1] = {},
) => txRow(id, { dateTime, amount, fees: '0.00', tax: '0.00', ...extra });
const airtime = {
  type: 'PAYMENT',
  toFrom: 'MTNONLINEAIRTIMEVENDOR',
  accountName: 'MTNONLINEAIRTIMEVENDOR',
};
// To Kofi's own savings wallet (0551234567): not spending, but money out all the same.
const toSavings = { type: 'TRANSFER', toFrom: '233551234567', accountName: 'KOFI BOATENG' };

// One statement, 1 July to 6 September 2024: September is partial.
const STATEMENT = [
  row('1001', '2024-07-01T09:00:00', '-20.00'),
  row('1002', '2024-07-15T09:00:00', '-30.00', airtime),
  row('1003', '2024-08-02T10:00:00', '-40.00'),
  row('1004', '2024-08-05T10:00:00', '-10.00', airtime),
  row('1005', '2024-08-06T23:59:59', '-5.00'),
  row('1006', '2024-08-07T00:00:00', '-100.00'),
  row('1007', '2024-08-20T10:00:00', '-400.00', toSavings),
  row('1008', '2024-08-21T10:00:00', '200.00', { type: 'CASH_IN' }),
  row('1009', '2024-09-01T08:00:00', '-350.00'),
  row('1010', '2024-09-02T08:00:00', '-300.00'),
  row('1011', '2024-09-03T08:00:00', '-450.00', toSavings),
  row('1012', '2024-09-04T08:00:00', '500.00', { type: 'CASH_IN' }),
  row('1013', '2024-09-06T20:00:00', '-12.00', airtime),
];

type Period = {
  key: string;
  choice: string;
  label: string;
  from: string | null;
  to: string | null;
  through: string | null;
  comparedWith: { from: string; to: string; label: string } | null;
};
type Summary = {
  period: Period;
  spent: string;
  received: string;
  transactionCount: number;
  spendsAbove300: number;
  previous: { spent: string; received: string } | null;
  coverage: { first: string | null; last: string | null; months: string[] };
};
type Breakdown = {
  period: Period;
  categories: {
    id: string | null;
    name: string;
    color: string;
    icon: string;
    spent: string;
    count: number;
    previousSpent: string;
    change: string | null;
  }[];
};

describe('insights periods (issue 30)', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;
  const scripted = scriptedParser();
  const get = (path: string, query: Record<string, string> = {}) =>
    t.http().get(path).query(query).set('Authorization', `Bearer ${token}`);
  const summary = async (query: Record<string, string> = {}) =>
    (await get('/api/insights/summary', query).expect(200)).body as Summary;
  const breakdown = async (query: Record<string, string> = {}) =>
    (await get('/api/insights/categories', query).expect(200)).body as Breakdown;

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    token = await register(t, KOFI);
    walletId = await createMainWallet(t, token);
    await t
      .http()
      .post('/api/wallets')
      .set('Authorization', `Bearer ${token}`)
      .send({ label: 'Savings', provider: 'MTN', momoNumber: '0551234567' })
      .expect(201);
    await importStatement(t, token, walletId, scripted.file(STATEMENT));
  });
  afterAll(async () => {
    await t.close();
  });

  it('says what the data covers, and which months have transactions', async () => {
    const body = await summary();
    expect(body.coverage).toEqual({
      first: '2024-07-01',
      last: '2024-09-06',
      months: ['2024-07', '2024-08', '2024-09'],
    });
    // Whatever the period, even one without data.
    expect((await summary({ period: 'this-year' })).coverage).toEqual(body.coverage);
    expect((await summary({ walletId })).coverage).toEqual(body.coverage);
  });

  it('compares a partial latest month with the same days of the month before', async () => {
    const body = await summary();
    expect(body.period).toEqual({
      key: 'latest',
      choice: 'latest',
      label: 'September 2024',
      from: '2024-09-01',
      to: '2024-10-01',
      through: '2024-09-06',
      comparedWith: { from: '2024-08-01', to: '2024-08-07', label: '1–6 August 2024' },
    });
    // 1009, 1010 and 1013 (1011 is to the user's own savings), against 1003, 1004 and 1005: the
    // last second of 6 August counts, the first of the 7th (1006) does not.
    expect(body).toMatchObject({ spent: '662.00', received: '500.00', transactionCount: 5 });
    expect(body.previous).toMatchObject({ spent: '55.00', received: '0.00' });

    const categories = await breakdown();
    expect(categories.period.comparedWith?.label).toBe('1–6 August 2024');
    expect(categories.categories.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        name: 'Uncategorized',
        color: '#94A3B8',
        icon: 'circle-dashed',
        spent: '650.00',
        count: 2,
        share: '98.2',
        previousSpent: '45.00',
        change: '1344.4',
      },
      expect.objectContaining({
        name: 'Data & Airtime',
        spent: '12.00',
        count: 1,
        previousSpent: '10.00',
        change: '20.0',
      }),
    ]);
    expect(categories.categories[0]!.id).toBeNull();
  });

  it('compares whole months whole, and makes no comparison the data does not cover', async () => {
    const august = await summary({ month: '2024-08' });
    // A period added since the released contract: 'custom' in `key`, its own in `choice`.
    expect(august.period).toEqual({
      key: 'custom',
      choice: 'month',
      label: 'August 2024',
      from: '2024-08-01',
      to: '2024-09-01',
      through: null,
      comparedWith: { from: '2024-07-01', to: '2024-08-01', label: 'July 2024' },
    });
    expect(august).toMatchObject({ spent: '155.00', received: '200.00' });
    expect(august.previous).toMatchObject({ spent: '50.00' });

    // The statement starts on 1 July: nothing says what June was.
    const july = await summary({ month: '2024-07' });
    expect(july.period.comparedWith).toBeNull();
    expect(july.previous).toBeNull();
    const julyCategories = await breakdown({ month: '2024-07' });
    expect(julyCategories.categories.map((c) => [c.name, c.change, c.previousSpent])).toEqual([
      ['Data & Airtime', null, '0.00'],
      ['Uncategorized', null, '0.00'],
    ]);

    const three = await summary({ period: 'latest-3-months' });
    expect(three.period).toMatchObject({
      key: 'custom',
      choice: 'latest-3-months',
      label: 'Jul–Sep 2024',
      from: '2024-07-01',
      to: '2024-10-01',
      through: '2024-09-06',
      comparedWith: null,
    });
    expect(three.spent).toBe('867.00');
  });

  it('answers a calendar period without data with zeros and what the data covers', async () => {
    const body = await summary({ period: 'this-month' });
    expect(body).toMatchObject({ transactionCount: 0, spent: '0.00' });
    expect(body.period.through).toBeNull();
    expect(body.coverage.last).toBe('2024-09-06');
  });

  it('takes one month by name on every insights endpoint, and refuses anything else', async () => {
    const trends = (
      await get('/api/insights/trends', { month: '2024-08', granularity: 'week' }).expect(200)
    ).body as { period: Period; buckets: { start: string }[] };
    expect(trends.period.label).toBe('August 2024');
    expect(trends.buckets[0]!.start).toBe('2024-07-28');
    const fees = (await get('/api/insights/fees', { month: '2024-08' }).expect(200)).body as {
      period: Period;
    };
    expect(fees.period.choice).toBe('month');
    const budgets = (await get('/api/insights/budgets', { month: '2024-08' }).expect(200)).body as {
      period: Period;
    };
    expect(budgets.period.label).toBe('August 2024');
    await get('/api/insights/budgets', { period: 'latest-3-months' }).expect(400);
    const flags = (await get('/api/insights/flags', { month: '2024-09' }).expect(200)).body as {
      period: Period;
    };
    expect(flags.period.label).toBe('September 2024');
    for (const month of ['2024-13', '2024-9', '2024-09-01', 'abc', '3024-01']) {
      const res = await get('/api/insights/summary', { month }).expect(400);
      expect(JSON.stringify(res.body)).toContain('month must be a month as YYYY-MM');
    }
    const both = await get('/api/insights/summary', { month: '2024-08', period: 'all' }).expect(
      400,
    );
    expect(JSON.stringify(both.body)).toContain('Give a period or a month, not both.');
  });

  it('shows uncategorized spending as its own row, with the count and amount the rows add up to', async () => {
    const rows = (await get('/api/detailed-transactions', { limit: '1000' }).expect(200)).body as {
      amount: string;
      toFrom: string;
      category: unknown;
    }[];
    const uncategorized = rows.filter(
      (r) => r.category === null && r.amount.startsWith('-') && r.toFrom !== '233551234567',
    );
    const pesewas = uncategorized.reduce((sum, r) => sum - Math.round(Number(r.amount) * 100), 0);
    const all = await breakdown({ period: 'all' });
    const row = all.categories.find((c) => c.id === null)!;
    expect(row).toMatchObject({ name: 'Uncategorized', count: uncategorized.length });
    expect(row.spent).toBe((pesewas / 100).toFixed(2));
    expect(all.categories.filter((c) => c.name === 'Other Expenses')).toEqual([]);
  });

  it('counts the alert’s payments over ₵300 as the history lists them', async () => {
    for (const [query, from, to] of [
      [{}, '2024-09-01', '2024-09-30'],
      [{ period: 'latest-3-months' }, '2024-07-01', '2024-09-30'],
      [{ month: '2024-08' }, '2024-08-01', '2024-08-31'],
      [{ month: '2024-08', walletId }, '2024-08-01', '2024-08-31'],
    ] as const) {
      const { spendsAbove300 } = await summary(query);
      const history = (
        await get('/api/transactions', {
          type: 'outgoing',
          over: '300',
          from,
          to,
          ...('walletId' in query ? { walletId } : {}),
        }).expect(200)
      ).body as { totals: { count: number } };
      expect({ query, count: spendsAbove300 }).toEqual({ query, count: history.totals.count });
    }
    // 1009 (₵350) and 1011 (₵450 to the user's savings) in September; ₵300 exactly is not over.
    expect((await summary()).spendsAbove300).toBe(2);
  });

  // Last: it changes what the statement says it covers.
  it('takes a month as whole when the statement says it covers it to its end', async () => {
    await t.db.query(`UPDATE pdf_uploads SET period_to = '2024-09-30' WHERE wallet_id = $1`, [
      walletId,
    ]);
    const body = await summary();
    expect(body.period).toMatchObject({
      through: null,
      comparedWith: { from: '2024-08-01', to: '2024-09-01', label: 'August 2024' },
    });
    expect(body.previous).toMatchObject({ spent: '155.00' });
    expect(body.coverage).toMatchObject({ first: '2024-07-01', last: '2024-09-30' });
  });
});

describe('insights periods on the free plan’s window (issue 30)', () => {
  let t: TestApp;
  const scripted = scriptedParser();

  beforeAll(async () => {
    t = await startTestApp({ FREE_HISTORY_MONTHS: '3' }, { statementParser: scripted.parser });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says what the plan shows of the statements, and offers and compares those months only', async () => {
    const token = await register(t, KOFI);
    const walletId = await createMainWallet(t, token);
    // June is before the plan's three months (July to September): hidden, so no month to offer
    // and no fair comparison for July, though the statement goes back to it.
    await importStatement(
      t,
      token,
      walletId,
      scripted.file([row('1014', '2024-06-10T10:00:00', '-70.00'), ...STATEMENT]),
    );
    const get = (query: Record<string, string>) =>
      t.http().get('/api/insights/summary').query(query).set('Authorization', `Bearer ${token}`);
    const july = (await get({ month: '2024-07' }).expect(200)).body as Summary;
    // What the caller may see: from the window's first day, like the months offered (the
    // dashboard says "July–September 2024", not the statement's June).
    expect(july.coverage).toEqual({
      first: '2024-07-01',
      last: '2024-09-06',
      months: ['2024-07', '2024-08', '2024-09'],
    });
    expect((await get({ period: 'all' }).expect(200)).body).toMatchObject({
      coverage: { first: '2024-07-01' },
    });
    expect(july.period.comparedWith).toBeNull();
    expect(july.previous).toBeNull();
    expect(july.spent).toBe('50.00');
    // August compares with July, which the plan shows whole.
    const august = (await get({ month: '2024-08' }).expect(200)).body as Summary;
    expect(august.period.comparedWith?.label).toBe('July 2024');

    // On Pro the whole statement shows: from its first day, June with it.
    await t.db.query(
      `UPDATE users SET is_pro = true, pro_until = now() + interval '1 month' WHERE id = (
         SELECT user_id FROM wallets WHERE id = $1)`,
      [walletId],
    );
    expect(((await get({}).expect(200)).body as Summary).coverage).toEqual({
      first: '2024-06-10',
      last: '2024-09-06',
      months: ['2024-06', '2024-07', '2024-08', '2024-09'],
    });
  });
});
