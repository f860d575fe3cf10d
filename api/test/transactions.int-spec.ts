import fc from 'fast-check';
import { nationalNumbers, numberSearchTerms } from '../src/modules/transactions/number-search';
import { createMainWallet } from './fixtures';
import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

type Tx = {
  id: string;
  transactionId: string;
  amount: string;
  fees: string;
  balance: string;
  toFrom: string;
  accountName: string;
  reference: string;
  dateTime: string;
  category: { id: string; name: string; type: string } | null;
  categorisedBy: string | null;
  description: string;
};
type Page = {
  items: Tx[];
  page: number;
  pageSize: number;
  totalPages: number;
  totals: { count: number; incoming: string; outgoing: string };
};
type Category = { id: string; name: string; type: string; isDefault: boolean };

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (value: number) => (value / 100).toFixed(2);

describe('transaction history, categorising and export', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;
  const scripted = scriptedParser();
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const get = (path: string, query: Record<string, string | number> = {}) =>
    t.http().get(path).query(query).set(auth());
  const categories = async () => (await get('/api/categories').expect(200)).body as Category[];

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    token = await register(t, KOFI);
    walletId = await createMainWallet(t, token);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('a first import', () => {
    beforeAll(async () => {
      const rows = [
        txRow('1001', {
          amount: '-12.50',
          accountName: 'KWAME MENSAH',
          toFrom: '233241110001',
          dateTime: '2024-09-01T10:00:00',
        }),
        txRow('1002', {
          amount: '-30.00',
          accountName: 'KWAME MENSAH',
          toFrom: '233241110001',
          dateTime: '2024-09-02T10:00:00',
        }),
        txRow('1003', {
          amount: '-7.25',
          accountName: 'KWAME MENSAH',
          toFrom: '0241110001',
          dateTime: '2024-09-03T10:00:00',
        }),
        txRow('1004', {
          amount: '250.00',
          type: 'CASH_IN',
          accountName: 'Efua 100% Ventures',
          toFrom: '233551230000',
          reference: 'rent_share',
          dateTime: '2024-09-04T10:00:00',
        }),
        txRow('1005', {
          amount: '-5.00',
          type: 'PAYMENT',
          accountName: 'MTNONLINEAIRTIMEVENDOR',
          toFrom: 'MTNONLINEAIRTIMEVENDOR',
          reference: '=HYPERLINK("x")',
          dateTime: '2024-09-05T10:00:00',
        }),
        ...Array.from({ length: 20 }, (_, i) =>
          txRow(String(2000 + i), {
            amount: i % 3 === 0 ? `${10 + i}.10` : `-${1 + i}.05`,
            accountName: `PERSON ${i}`,
            toFrom: `2332000000${String(i).padStart(2, '0')}`,
            reference: i === 7 ? 'Chop money' : `ref ${i}`,
            dateTime: `2024-08-${String(1 + i).padStart(2, '0')}T09:00:00`,
          }),
        ),
      ];
      await importStatement(t, token, walletId, scripted.file(rows));
    });

    it('pages the history newest first with totals of the filtered set, in exact decimals', async () => {
      const first = (await get('/api/transactions').expect(200)).body as Page;
      expect(first.pageSize).toBe(10);
      expect(first.items).toHaveLength(10);
      expect(first.totals.count).toBe(25);
      expect(first.totalPages).toBe(3);
      expect(first.items[0]!.transactionId).toBe('1005');
      const all = (await get('/api/transactions', { pageSize: 100 }).expect(200)).body as Page;
      const dates = all.items.map((row) => row.dateTime);
      expect(dates).toEqual([...dates].sort().reverse());
      const incoming = all.items
        .filter((r) => cents(r.amount) > 0)
        .reduce((s, r) => s + cents(r.amount), 0);
      const outgoing = all.items
        .filter((r) => cents(r.amount) < 0)
        .reduce((s, r) => s - cents(r.amount), 0);
      expect(first.totals.incoming).toBe(money(incoming));
      expect(first.totals.outgoing).toBe(money(outgoing));
      const third = (await get('/api/transactions', { page: 3 }).expect(200)).body as Page;
      expect(third.items).toHaveLength(5);
      const beyond = (await get('/api/transactions', { page: 9 }).expect(200)).body as Page;
      expect(beyond.items).toHaveLength(0);
      expect(beyond.totals.count).toBe(25);
    });

    it('searches account name, To/From and reference case-insensitively, wildcards taken literally', async () => {
      const search = async (term: string) =>
        (
          (await get('/api/transactions', { search: term, pageSize: 100 }).expect(200)).body as Page
        ).items.map((row) => row.transactionId);
      expect((await search('kwame')).sort()).toEqual(['1001', '1002', '1003']);
      // The same number however the statement wrote it (233241110001 twice, 0241110001 once).
      expect((await search('0241110001')).sort()).toEqual(['1001', '1002', '1003']);
      expect((await search('+233 24 111 0001')).sort()).toEqual(['1001', '1002', '1003']);
      expect(await search('CHOP MONEY')).toEqual(['2007']);
      expect(await search('100%')).toEqual(['1004']);
      expect(await search('rent_s')).toEqual(['1004']);
      expect(await search('%')).toEqual(['1004']);
      expect(await search('_')).toEqual(['1004']);
      expect(await search('nobody here')).toEqual([]);
    });

    it('filters by direction and wallet, and refuses a wallet that is not the caller’s', async () => {
      const incoming = (
        await get('/api/transactions', { type: 'incoming', pageSize: 100 }).expect(200)
      ).body as Page;
      expect(incoming.items.every((row) => cents(row.amount) > 0)).toBe(true);
      expect(incoming.totals.outgoing).toBe('0.00');
      const outgoing = (
        await get('/api/transactions', { type: 'outgoing', pageSize: 100 }).expect(200)
      ).body as Page;
      expect(outgoing.items.every((row) => cents(row.amount) < 0)).toBe(true);
      expect(incoming.totals.count + outgoing.totals.count).toBe(25);
      const mine = (await get('/api/transactions', { walletId }).expect(200)).body as Page;
      expect(mine.totals.count).toBe(25);
      await get('/api/transactions', { walletId: '6f1c1f3e-8a8e-4c7a-9a55-0d6b1f2a3b4c' }).expect(
        404,
      );
      const bad = await get('/api/transactions', { type: 'sideways' }).expect(400);
      expect((bad.body as { error: string }).error).toBe('type must be all, incoming or outgoing');
      await get('/api/transactions', { pageSize: 1000 }).expect(400);
      await get('/api/transactions', { search: 'kwame\u0000' }).expect(400);
      await get('/api/transactions', { search: '\u202Ekwame' }).expect(400);
      await get('/api/transactions', { page: 0 }).expect(400);
    });

    it('lists detailed transactions newest first, up to the limit', async () => {
      const rows = (await get('/api/detailed-transactions', { limit: 3 }).expect(200)).body as Tx[];
      expect(rows.map((row) => row.transactionId)).toEqual(['1005', '1004', '1003']);
      expect(rows[0]!.category?.name).toBe('Data & Airtime');
      expect(rows[0]!.fees).toBe('0.75');
      await get('/api/detailed-transactions', { limit: 1001 }).expect(400);
    });

    it('lists the uncategorised with their total count', async () => {
      const res = await get('/api/transactions/uncategorized', { limit: 2 }).expect(200);
      expect(res.body).toHaveLength(2);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThan(2);
      expect((res.body as Tx[]).every((row) => row.category === null)).toBe(true);
    });
  });

  describe('categorising by hand, and the rules it teaches', () => {
    const byId = async (transactionId: string) => {
      const rows = (await get('/api/detailed-transactions', { limit: 1000 }).expect(200))
        .body as Tx[];
      return rows.find((row) => row.transactionId === transactionId)!;
    };

    it('accepts the three body shapes and offers the rest of the counterparty once', async () => {
      const food = (await categories()).find((c) => c.name === 'Food & Dining')!;
      const tx = await byId('1001');
      const first = await t
        .http()
        .put(`/api/transactions/${tx.id}/category`)
        .set(auth())
        .send({ categoryId: food.id })
        .expect(200);
      const body = first.body as {
        transaction: Tx;
        similar: { count: number; counterparty: string } | null;
      };
      expect(body.transaction.category?.id).toBe(food.id);
      expect(body.transaction.categorisedBy).toBe('user');
      // 1002 and 1003 (the same number written as 0241110001).
      expect(body.similar).toEqual({ count: 2, counterparty: 'KWAME MENSAH', direction: 'out' });
      // The same choice again teaches nothing new: no second offer.
      const again = await t
        .http()
        .put(`/api/transactions/${tx.id}/category`)
        .set(auth())
        .send({ category: 'food' })
        .expect(200);
      expect((again.body as { similar: unknown }).similar).toBeNull();
      const applied = await t
        .http()
        .post(`/api/transactions/${tx.id}/category/apply-to-similar`)
        .set(auth())
        .expect(200);
      expect(applied.body).toEqual({ updatedCount: 2 });
      expect((await byId('1003')).category?.id).toBe(food.id);

      const airtime = await byId('1005');
      const named = await t
        .http()
        .put(`/api/transactions/${airtime.id}/category`)
        .set(auth())
        .send({ categoryId: food.id, categoryName: 'Food & Dining' })
        .expect(200);
      expect((named.body as { transaction: Tx }).transaction.category?.name).toBe('Food & Dining');
      const byName = await t
        .http()
        .put(`/api/transactions/${airtime.id}/category`)
        .set(auth())
        .send({ category: 'data & airtime' })
        .expect(200);
      expect((byName.body as { transaction: Tx }).transaction.category?.name).toBe(
        'Data & Airtime',
      );
    });

    it('matches a named counterparty however the statement spaced or cased it', async () => {
      await importStatement(
        t,
        token,
        walletId,
        scripted.file([
          txRow('4001', { toFrom: '0', accountName: 'Yaa  Asantewaa Ventures', amount: '-4.00' }),
          txRow('4002', { toFrom: '0', accountName: 'YAA ASANTEWAA VENTURES', amount: '-5.00' }),
          txRow('4003', { toFrom: 'yaa asantewaa ventures', accountName: '', amount: '-6.00' }),
          txRow('4004', { toFrom: '0', accountName: 'YAA ASANTEWAA', amount: '-7.00' }),
        ]),
      );
      const shopping = (await categories()).find((c) => c.name === 'Shopping')!;
      const first = await byId('4001');
      const res = await t
        .http()
        .put(`/api/transactions/${first.id}/category`)
        .set(auth())
        .send({ categoryId: shopping.id })
        .expect(200);
      expect((res.body as { similar: unknown }).similar).toEqual({
        count: 2,
        counterparty: 'Yaa Asantewaa Ventures',
        direction: 'out',
      });
    });

    it('refuses a category of the wrong type for the sign, an unknown one, or none', async () => {
      const salary = (await categories()).find((c) => c.name === 'Salary')!;
      const out = await byId('1002');
      const wrong = await t
        .http()
        .put(`/api/transactions/${out.id}/category`)
        .set(auth())
        .send({ categoryId: salary.id })
        .expect(400);
      expect(wrong.body).toEqual({
        error: 'This transaction is money going out: choose an expense category.',
        code: 'VALIDATION_FAILED',
        field: 'categoryId',
      });
      await t
        .http()
        .put(`/api/transactions/${out.id}/category`)
        .set(auth())
        .send({ category: 'no such thing' })
        .expect(400);
      await t.http().put(`/api/transactions/${out.id}/category`).set(auth()).send({}).expect(400);
      await t
        .http()
        .put('/api/transactions/6f1c1f3e-8a8e-4c7a-9a55-0d6b1f2a3b4c/category')
        .set(auth())
        .send({ category: 'food' })
        .expect(404);
    });

    it('applies learned rules on the next import, before the built-in rules, and never over a hand choice', async () => {
      const shopping = (await categories()).find((c) => c.name === 'Shopping')!;
      // Teach: payments to the airtime vendor are Shopping (the built-in rule says Data & Airtime).
      const airtime = await byId('1005');
      await t
        .http()
        .put(`/api/transactions/${airtime.id}/category`)
        .set(auth())
        .send({ categoryId: shopping.id })
        .expect(200);
      await importStatement(
        t,
        token,
        walletId,
        scripted.file([
          txRow('3001', {
            amount: '-9.00',
            accountName: 'Kwame  Mensah',
            toFrom: '+233 24 111 0001',
            dateTime: '2024-10-01T10:00:00',
          }),
          txRow('3002', {
            amount: '-2.00',
            type: 'PAYMENT',
            accountName: 'MTNONLINEAIRTIMEVENDOR',
            toFrom: 'MTNONLINEAIRTIMEVENDOR',
            dateTime: '2024-10-02T10:00:00',
          }),
          txRow('3003', {
            amount: '15.00',
            accountName: 'KWAME MENSAH',
            toFrom: '233241110001',
            dateTime: '2024-10-03T10:00:00',
          }),
          // Already in the wallet, set by hand: untouched.
          txRow('1005', {
            amount: '-5.00',
            type: 'PAYMENT',
            accountName: 'MTNONLINEAIRTIMEVENDOR',
            toFrom: 'MTNONLINEAIRTIMEVENDOR',
            dateTime: '2024-09-05T10:00:00',
          }),
        ]),
      );
      expect((await byId('3001')).category?.name).toBe('Food & Dining');
      expect((await byId('3001')).categorisedBy).toBe('learned-rule');
      expect((await byId('3002')).category?.name).toBe('Shopping');
      // Money coming in from the same person is another direction: no rule yet.
      expect((await byId('3003')).category?.type ?? 'income').toBe('income');
      expect((await byId('1005')).categorisedBy).toBe('user');
    });
  });

  describe('CSV export', () => {
    const exportCsv = (query: Record<string, string> = {}) =>
      get('/api/transactions/export', query)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);

    it('streams the filtered set with the spec’s columns, a BOM, and neutralised formulas', async () => {
      const res = await exportCsv({ search: 'mtnonline' });
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename="momo-transactions-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const bytes = res.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Date & Time,Transaction ID,Amount,Fees,E-Levy,Balance,To/From,Account Name,Type,Description,Category,Reference',
      );
      expect(lines).toHaveLength(3);
      const row1005 = lines.find((line) => line.includes(',1005,'))!;
      // The amount stays a number; the formula in the reference is quoted text.
      expect(row1005).toContain(',-5.00,0.75,0.01,114.89,');
      expect(row1005).toContain(`"'=HYPERLINK(""x"")"`);
    });

    it('exports every row when unfiltered', async () => {
      const all = ((await get('/api/transactions').expect(200)).body as Page).totals.count;
      const res = await exportCsv();
      const lines = (res.body as Buffer).toString('utf8').trimEnd().split('\r\n');
      expect(lines).toHaveLength(all + 1);
    });
  });

  describe('totals after the data changes', () => {
    it('are computed again when rows are added or removed (never a stale reuse)', async () => {
      const before = ((await get('/api/transactions', { search: 'late' }).expect(200)).body as Page)
        .totals;
      expect(before.count).toBe(0);
      await importStatement(
        t,
        token,
        walletId,
        scripted.file([
          txRow('7001', {
            amount: '-3.30',
            reference: 'late fee',
            dateTime: '2024-11-01T10:00:00',
          }),
        ]),
      );
      const after = ((await get('/api/transactions', { search: 'late' }).expect(200)).body as Page)
        .totals;
      expect(after).toEqual({ count: 1, incoming: '0.00', outgoing: '3.30' });
      await t.db.query("DELETE FROM transactions WHERE transaction_id = '7001'");
      const gone = ((await get('/api/transactions', { search: 'late' }).expect(200)).body as Page)
        .totals;
      expect(gone.count).toBe(0);
    });
  });

  describe('filters against a model, on random data', () => {
    it('pages, searches and totals as a plain filter over the rows would', async () => {
      const rows = (await get('/api/detailed-transactions', { limit: 1000 }).expect(200))
        .body as Tx[];
      const terms = [
        'kwame',
        'PERSON 1',
        'ref',
        '2332000000',
        '0200000012',
        '200 000 012',
        '1004',
        'x',
        '',
        'MTN',
        '%',
        '_s',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...terms),
          fc.constantFrom('all', 'incoming', 'outgoing'),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 4 }),
          async (term, type, pageSize, page) => {
            const needle = term.toLowerCase();
            // As typed in one field, or a number in its national form (number-search.ts).
            const expected = rows
              .filter(
                (row) =>
                  [row.accountName, row.toFrom, row.reference].some((f) =>
                    f.toLowerCase().includes(needle),
                  ) ||
                  numberSearchTerms(term).some((wanted) =>
                    nationalNumbers(
                      [row.transactionId, row.toFrom, row.accountName, row.reference].join('\x1f'),
                    ).includes(wanted),
                  ),
              )
              .filter(
                (row) =>
                  type === 'all' ||
                  (type === 'incoming' ? cents(row.amount) > 0 : cents(row.amount) < 0),
              );
            const res = (
              await get('/api/transactions', { search: term, type, pageSize, page }).expect(200)
            ).body as Page;
            expect(res.totals.count).toBe(expected.length);
            expect(res.items.map((row) => row.id)).toEqual(
              expected.slice((page - 1) * pageSize, page * pageSize).map((row) => row.id),
            );
            expect(res.totals.incoming).toBe(
              money(
                expected
                  .filter((r) => cents(r.amount) > 0)
                  .reduce((s, r) => s + cents(r.amount), 0),
              ),
            );
          },
        ),
        { numRuns: 40 },
      );
    });
  });
});
