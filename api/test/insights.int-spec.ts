import { createMainWallet } from './fixtures';
import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

const AMA = { phone: '261234567', email: 'ama@example.com', firstName: 'Ama', lastName: 'Owusu' };
const row = (
  id: string,
  dateTime: string,
  amount: string,
  extra: Parameters<typeof txRow>[1] = {},
) => txRow(id, { dateTime, amount, fees: '0.00', tax: '0.00', ...extra });

// A small statement whose figures are worked out by hand below (docs/insights.md definitions).
const MARCH = [
  row('3001', '2025-03-02T10:00:00', '-100.00', { fees: '1.00', tax: '0.50' }),
  row('3002', '2025-03-05T10:00:00', '-50.00', {
    type: 'PAYMENT',
    toFrom: 'MTNONLINEAIRTIMEVENDOR',
    accountName: 'MTNONLINEAIRTIMEVENDOR',
  }),
  row('3003', '2025-03-08T23:30:00', '300.00', { type: 'CASH_IN' }),
  // To Kofi's own savings wallet: not spending.
  row('3004', '2025-03-09T09:00:00', '-200.00', {
    type: 'TRANSFER',
    toFrom: '233551234567',
    fees: '2.00',
    tax: '1.00',
  }),
  row('3005', '2025-03-31T23:59:00', '-25.50'),
];
// From 1 February: the statement covers all of February, so March compares with it.
const FEBRUARY = [
  row('2001', '2025-02-01T10:00:00', '-40.00'),
  row('2002', '2025-02-11T10:00:00', '-10.00', {
    type: 'PAYMENT',
    toFrom: 'MTNONLINEAIRTIMEVENDOR',
    accountName: 'MTNONLINEAIRTIMEVENDOR',
  }),
  row('2003', '2025-02-12T10:00:00', '100.00', { type: 'CASH_IN' }),
];

describe('insights', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;
  const scripted = scriptedParser();
  const get = (path: string, query: Record<string, string> = {}, bearer = token) =>
    t.http().get(path).query(query).set('Authorization', `Bearer ${bearer}`);

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
    await importStatement(t, token, walletId, scripted.file([...FEBRUARY, ...MARCH]));
  });
  afterAll(async () => {
    await t.close();
  });

  it('sums the latest month with data by default, and the month before', async () => {
    const res = await get('/api/insights/summary').expect(200);
    expect(res.body).toEqual({
      period: {
        key: 'latest',
        choice: 'latest',
        label: 'March 2025',
        from: '2025-03-01',
        to: '2025-04-01',
        through: null,
        comparedWith: { from: '2025-02-01', to: '2025-03-01', label: 'February 2025' },
      },
      spent: '175.50',
      received: '300.00',
      fees: '3.00',
      tax: '1.50',
      totalCost: '180.00',
      transactionCount: 5,
      uncategorisedCount: 2,
      spendsAbove300: 0,
      spendsAbove500: 0,
      previous: {
        spent: '50.00',
        received: '100.00',
        fees: '0.00',
        tax: '0.00',
        totalCost: '50.00',
      },
      coverage: { first: '2025-02-01', last: '2025-03-31', months: ['2025-02', '2025-03'] },
    });
    const all = (await get('/api/insights/summary', { period: 'all' }).expect(200)).body as {
      spent: string;
      previous: unknown;
    };
    expect(all.spent).toBe('225.50');
    expect(all.previous).toBeNull();
  });

  it('buckets trends by week starting on Sunday, by day and by month', async () => {
    const weeks = await get('/api/insights/trends', { granularity: 'week' }).expect(200);
    expect((weeks.body as { buckets: unknown }).buckets).toEqual([
      { start: '2025-03-02', spent: '150.00', received: '300.00' },
      { start: '2025-03-09', spent: '0.00', received: '0.00' },
      // Quiet weeks between two with transactions are there, as zero.
      { start: '2025-03-16', spent: '0.00', received: '0.00' },
      { start: '2025-03-23', spent: '0.00', received: '0.00' },
      { start: '2025-03-30', spent: '25.50', received: '0.00' },
    ]);
    const months = await get('/api/insights/trends', { period: 'all' }).expect(200);
    expect((months.body as { buckets: unknown }).buckets).toEqual([
      { start: '2025-02-01', spent: '50.00', received: '100.00' },
      { start: '2025-03-01', spent: '175.50', received: '300.00' },
    ]);
    const days = (await get('/api/insights/trends', { granularity: 'day' }).expect(200)).body as {
      buckets: { start: string; spent: string }[];
    };
    // Every day from 2 to 31 March; those without transactions as zero.
    expect(days.buckets).toHaveLength(30);
    expect(days.buckets[0]).toMatchObject({ start: '2025-03-02', spent: '100.00' });
    expect(days.buckets[1]).toEqual({ start: '2025-03-03', spent: '0.00', received: '0.00' });
    expect(days.buckets.filter((bucket) => bucket.spent !== '0.00').map((b) => b.start)).toEqual([
      '2025-03-02',
      '2025-03-05',
      '2025-03-31',
    ]);
    expect(days.buckets.at(-1)).toMatchObject({ start: '2025-03-31', spent: '25.50' });
  });

  it('starts every week on the Sunday on or before the day, whatever the day', async () => {
    const rows = await t.db.query<{ day: string; start: string; weekday: string }[]>(
      `SELECT d::date::text AS day,
              (date_trunc('week', d + interval '1 day') - interval '1 day')::date::text AS start,
              to_char(date_trunc('week', d + interval '1 day') - interval '1 day', 'Dy') AS weekday
         FROM generate_series(timestamp '2024-12-25 23:59', timestamp '2026-01-10', interval '1 day 7 hours') AS d`,
    );
    for (const { day, start, weekday } of rows) {
      expect(weekday).toBe('Sun');
      const gap = (Date.parse(day) - Date.parse(start)) / 86_400_000;
      expect(gap >= 0 && gap < 7).toBe(true);
    }
  });

  it('breaks spending down by category, uncategorized on its own, with share and change', async () => {
    const res = await get('/api/insights/categories').expect(200);
    const body = res.body as { spent: string; categories: Record<string, unknown>[] };
    expect(body.spent).toBe('175.50');
    expect(body.categories.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        name: 'Uncategorized',
        color: '#94A3B8',
        icon: 'circle-dashed',
        spent: '125.50',
        count: 2,
        share: '71.5',
        previousSpent: '40.00',
        change: '213.8',
      },
      {
        name: 'Data & Airtime',
        color: '#8B5CF6',
        icon: 'smartphone',
        spent: '50.00',
        count: 1,
        share: '28.5',
        previousSpent: '10.00',
        change: '400.0',
      },
    ]);
  });

  it('shows what fees and E-Levy cost, by kind, by month and the costliest three', async () => {
    const res = await get('/api/insights/fees').expect(200);
    const body = res.body as Record<string, unknown> & {
      top: { amount: string; recipient: string }[];
    };
    expect(body).toMatchObject({
      fees: '3.00',
      tax: '1.50',
      total: '4.50',
      shareOfSpending: '2.6',
      byType: [
        {
          group: 'transfers',
          label: 'Transfers',
          fees: '2.00',
          tax: '1.00',
          total: '3.00',
          count: 1,
        },
        { group: 'other', label: 'Other', fees: '1.00', tax: '0.50', total: '1.50', count: 1 },
      ],
      byMonth: [{ month: '2025-03', fees: '3.00', tax: '1.50' }],
    });
    expect(body.top.map((row) => row.amount)).toEqual(['-200.00', '-100.00']);
    expect(body.top[1]!.recipient).toBe('AMA SERWAA');
  });

  describe('recipients', () => {
    beforeAll(async () => {
      // One person written three ways, another person, and a merchant that is no phone number.
      await importStatement(
        t,
        token,
        walletId,
        scripted.file([
          row('5001', '2024-11-02T08:15:00', '-10.00', {
            toFrom: '0244123456',
            accountName: 'K. MENSAH',
          }),
          row('5002', '2024-11-20T09:00:00', '-20.00', {
            toFrom: '233244123456',
            accountName: 'KWAME MENSAH',
          }),
          row('5003', '2024-12-01T10:00:00', '-30.00', {
            toFrom: '+233 24 412 3456',
            accountName: 'KWAME MENSAH',
          }),
          row('5004', '2024-12-01T12:00:00', '-5.00', {
            toFrom: '+233-55-000-1111',
            accountName: 'ESI',
          }),
          row('5005', '2024-12-02T12:00:00', '-7.00', {
            toFrom: 'SHOPRITE',
            accountName: 'SHOPRITE',
          }),
          row('5006', '2024-12-03T12:00:00', '40.00', {
            toFrom: '0244123456',
            accountName: 'KWAME MENSAH',
          }),
        ]),
      );
    });

    it('groups one number however written, with totals over everyone', async () => {
      const res = await get('/api/insights/recipients', { sort: 'count' }).expect(200);
      const body = res.body as {
        totalRecipients: number;
        items: {
          number: string;
          latestAccountName: string;
          otherNames: string[];
          totalSpent: string;
          transactionCount: number;
        }[];
        totalSpent: string;
        averagePerRecipient: string;
      };
      const kwame = body.items.find((item) => item.number === '0244123456')!;
      expect(kwame).toMatchObject({
        latestAccountName: 'KWAME MENSAH',
        otherNames: ['K. MENSAH'],
        totalSpent: '60.00',
        transactionCount: 3,
        latestDate: '2024-12-01T10:00:00',
      });
      // Most payments first; the user's own savings wallet is no recipient.
      const counts = body.items.map((item) => item.transactionCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(body.items.some((item) => item.number === '0551234567')).toBe(false);
      expect(body.items.some((item) => item.latestAccountName === 'SHOPRITE')).toBe(false);
      expect(body.items.find((item) => item.number === '0550001111')?.totalSpent).toBe('5.00');
      // Every phone-number counterparty paid in the fixture: 3 earlier rows (233540000103) too.
      const numbers = body.items.map((item) => item.number).sort();
      expect(body.totalRecipients).toBe(numbers.length);
      const cents = body.items.reduce(
        (sum, item) => sum + Math.round(Number(item.totalSpent) * 100),
        0,
      );
      expect(body.totalSpent).toBe((cents / 100).toFixed(2));
    });

    it('searches by any name or by part of the number, and pages', async () => {
      const byName = (await get('/api/insights/recipients', { search: 'k. mensah' }).expect(200))
        .body as {
        matching: number;
        items: { number: string }[];
      };
      expect(byName.items.map((item) => item.number)).toEqual(['0244123456']);
      const byNumber = (await get('/api/insights/recipients', { search: '024 412' }).expect(200))
        .body as {
        items: { number: string }[];
      };
      expect(byNumber.items.map((item) => item.number)).toEqual(['0244123456']);
      const paged = (
        await get('/api/insights/recipients', { pageSize: '1', page: '2' }).expect(200)
      ).body as {
        items: unknown[];
        totalPages: number;
        totalRecipients: number;
      };
      expect(paged.items).toHaveLength(1);
      expect(paged.totalPages).toBe(paged.totalRecipients);
    });

    it('shows one recipient by number in any form, with a timeline and every payment', async () => {
      for (const form of ['0244123456', '+233 24 412 3456', '233244123456']) {
        const res = await get(`/api/insights/recipients/${encodeURIComponent(form)}`).expect(200);
        expect(res.body).toMatchObject({
          number: '0244123456',
          latestAccountName: 'KWAME MENSAH',
          otherNames: ['K. MENSAH'],
          totalSpent: '60.00',
          transactionCount: 3,
          average: '20.00',
          daysActive: 3,
          firstDate: '2024-11-02T08:15:00',
          timeline: [
            { month: '2024-11', spent: '30.00', count: 2 },
            { month: '2024-12', spent: '30.00', count: 1 },
          ],
        });
        expect(
          (res.body as { transactions: { transactionId: string }[] }).transactions.map(
            (tx) => tx.transactionId,
          ),
        ).toEqual(['5003', '5002', '5001']);
      }
      await get('/api/insights/recipients/0209999999').expect(404);
      await get('/api/insights/recipients/abc').expect(404);
    });
  });

  describe('flagged expenses', () => {
    type Flags = {
      counts: Record<string, number | string>;
      items: {
        transaction: { id: string; transactionId: string };
        flags: string[];
        reviewed: boolean;
      }[];
    };
    const flag = (id: string, dateTime: string, amount: string) =>
      row(id, dateTime, amount, { toFrom: 'FLAG TEST PARTY', accountName: 'FLAG TEST PARTY' });
    const flags = async (query: Record<string, string> = {}) =>
      (await get('/api/insights/flags', query).expect(200)).body as Flags;
    const ids = (body: Flags) => body.items.map((item) => item.transaction.transactionId);
    type Alerts = { spendsAbove300: number; spendsAbove500: number };
    const alerts = async () =>
      (await get('/api/insights/summary', { period: 'all' }).expect(200)).body as Alerts;
    let alertsBefore: Alerts;

    beforeAll(async () => {
      alertsBefore = await alerts();
      // Each rule at its boundary (2024-07-06 is a Saturday).
      await importStatement(
        t,
        token,
        walletId,
        scripted.file([
          flag('6001', '2024-07-03T12:00:00', '-500.00'),
          flag('6002', '2024-07-03T12:00:01', '-500.01'),
          flag('6003', '2024-07-06T12:00:00', '-200.00'),
          flag('6004', '2024-07-07T12:00:00', '-200.01'),
          flag('6005', '2024-07-03T22:00:00', '-50.01'),
          flag('6006', '2024-07-04T06:59:59', '-60.00'),
          flag('6007', '2024-07-04T07:00:00', '-60.00'),
          flag('6008', '2024-07-03T21:59:59', '-60.00'),
          flag('6009', '2024-07-03T22:00:01', '-50.00'),
          flag('6010', '2024-07-03T12:00:02', '-100.00'),
          flag('6011', '2024-07-03T12:00:03', '900.00'),
        ]),
      );
    });

    it('flags by the spec’s rules, exactly at their boundaries', async () => {
      const body = await flags();
      const byId = Object.fromEntries(
        body.items.map((item) => [item.transaction.transactionId, item.flags]),
      );
      expect(byId).toEqual({
        '6001': ['unusual'],
        '6002': ['large', 'unusual'],
        '6003': ['unusual'],
        '6004': ['unusual', 'weekend'],
        '6005': ['late-night'],
        '6006': ['late-night'],
      });
      expect(body.counts).toEqual({
        flagged: 6,
        flaggedAmount: '1510.03',
        reviewed: 0,
        large: 1,
        unusual: 4,
        weekend: 1,
        lateNight: 2,
      });
      expect(ids(await flags({ type: 'weekend' }))).toEqual(['6004']);
      // The dashboard's alerts count payments out strictly above ₵300 and ₵500 (not 6011, money in).
      const after = await alerts();
      expect(after.spendsAbove300 - alertsBefore.spendsAbove300).toBe(2);
      expect(after.spendsAbove500 - alertsBefore.spendsAbove500).toBe(1);
      expect(ids(await flags({ sort: 'amount' })).slice(0, 2)).toEqual(['6002', '6001']);
    });

    it('keeps a review server-side, with undo, and shows reviewed ones on request', async () => {
      const body = await flags();
      const id = body.items.find((item) => item.transaction.transactionId === '6002')!.transaction
        .id;
      const auth = { Authorization: `Bearer ${token}` };
      await t.http().post(`/api/insights/flags/${id}/review`).set(auth).expect(204);
      await t.http().post(`/api/insights/flags/${id}/review`).set(auth).expect(204);
      const after = await flags();
      expect(ids(after)).not.toContain('6002');
      expect(after.counts).toMatchObject({ flagged: 5, reviewed: 1, large: 0 });
      const shown = await flags({ includeReviewed: 'true' });
      expect(shown.items.find((item) => item.transaction.transactionId === '6002')?.reviewed).toBe(
        true,
      );
      await t.http().delete(`/api/insights/flags/${id}/review`).set(auth).expect(204);
      expect(ids(await flags())).toContain('6002');
      const ama = await register(t, { ...AMA, phone: '271234567', email: 'ama2@example.com' });
      await t
        .http()
        .post(`/api/insights/flags/${id}/review`)
        .set({ Authorization: `Bearer ${ama}` })
        .expect(404);
      await t
        .http()
        .delete(`/api/insights/flags/${id}/review`)
        .set({ Authorization: `Bearer ${ama}` })
        .expect(404);
    });

    // Every rule, not only the first, stays within the caller, the wallet and the period.
    it('flags only the caller’s expenses, in the wallet and period asked for', async () => {
      const yaw = await register(t, {
        ...AMA,
        phone: '281234567',
        email: 'yaw@example.com',
        firstName: 'Yaw',
      });
      const yawWallet = await createMainWallet(t, yaw);
      // Unusual, weekend and late-night (rules after the first), in Yaw's wallet only.
      await importStatement(
        t,
        yaw,
        yawWallet,
        scripted.file([flag('7001', '2024-07-06T23:00:00', '-400.00')]),
      );
      const yawFlags = (await get('/api/insights/flags', {}, yaw).expect(200)).body as Flags;
      expect(ids(yawFlags)).toEqual(['7001']);
      expect(ids(await flags())).not.toContain('7001');
      expect(ids(await flags())).toContain('6003');
      const [savings] = (
        (await get('/api/wallets').expect(200)).body as { id: string; label: string }[]
      ).filter((wallet) => wallet.label === 'Savings');
      expect((await flags({ walletId: savings!.id })).items).toEqual([]);
      expect(ids(await flags({ period: 'latest' }))).toEqual([]);
    });
  });

  it('filters by one of the caller’s wallets, and refuses anyone else’s', async () => {
    const own = (await get('/api/insights/summary', { walletId }).expect(200)).body as {
      spent: string;
    };
    expect(own.spent).toBe('175.50');
    const ama = await register(t, AMA);
    // Every insights endpoint: another user's wallet is a 404, no token a 401, and another user
    // sees none of this user's figures.
    const recipient = '/api/insights/recipients/0244123456';
    for (const path of [
      '/api/insights/summary',
      '/api/insights/trends',
      '/api/insights/categories',
      '/api/insights/fees',
      '/api/insights/budgets',
      '/api/insights/recipients',
      recipient,
      '/api/insights/flags',
    ]) {
      await get(path, { walletId }, ama).expect(404);
      await t.http().get(path).expect(401);
    }
    const theirs = (path: string) => get(path, { period: 'all' }, ama).expect(200);
    expect((await theirs('/api/insights/fees')).body).toMatchObject({ total: '0.00', top: [] });
    expect((await theirs('/api/insights/recipients')).body).toMatchObject({
      totalRecipients: 0,
      items: [],
    });
    expect((await theirs('/api/insights/flags')).body).toMatchObject({ items: [] });
    expect((await theirs('/api/insights/trends')).body).toMatchObject({ buckets: [] });
    await get(recipient, { period: 'all' }, ama).expect(404);
    const empty = (await get('/api/insights/summary', {}, ama).expect(200)).body as {
      spent: string;
      transactionCount: number;
    };
    expect(empty).toMatchObject({ spent: '0.00', transactionCount: 0 });
    await get('/api/insights/summary', { period: 'forever' }).expect(400);
    await get('/api/insights/trends', { granularity: 'hour' }).expect(400);
  });

  describe('budgets', () => {
    it('sets each budgeted category against the month’s spending, near from 80% and over from 100%', async () => {
      const auth = { Authorization: `Bearer ${token}` };
      const make = async (name: string, monthlyBudget: string) =>
        (
          (
            await t
              .http()
              .post('/api/categories')
              .set(auth)
              .send({ name, type: 'expense', monthlyBudget })
              .expect(201)
          ).body as { id: string }
        ).id;
      const chop = await make('Chop', '120');
      const rent = await make('Rent', '20');
      await make('Savings', '50');
      const rows = (await get('/api/detailed-transactions', { limit: '1000' }).expect(200))
        .body as {
        id: string;
        transactionId: string;
      }[];
      const idOf = (transactionId: string) =>
        rows.find((r) => r.transactionId === transactionId)!.id;
      await t
        .http()
        .put(`/api/transactions/${idOf('3001')}/category`)
        .set(auth)
        .send({ categoryId: chop })
        .expect(200);
      await t
        .http()
        .put(`/api/transactions/${idOf('3005')}/category`)
        .set(auth)
        .send({ categoryId: rent })
        .expect(200);
      const res = await get('/api/insights/budgets').expect(200);
      const body = res.body as { period: { label: string }; budgets: Record<string, unknown>[] };
      expect(body.period.label).toBe('March 2025');
      expect(body.budgets.map(({ id: _id, color: _c, icon: _i, ...rest }) => rest)).toEqual([
        {
          name: 'Rent',
          budget: '20.00',
          spent: '25.50',
          left: '-5.50',
          percent: 127,
          level: 'over',
        },
        {
          name: 'Chop',
          budget: '120.00',
          spent: '100.00',
          left: '20.00',
          percent: 83,
          level: 'near',
        },
        { name: 'Savings', budget: '50.00', spent: '0.00', left: '50.00', percent: 0, level: 'ok' },
      ]);
      await get('/api/insights/budgets', { period: 'this-year' }).expect(400);
    });
  });
});
