import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { nationalNumbers, numberSearchTerms } from '../src/modules/transactions/number-search';
import { createMainWallet } from './fixtures';
import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

type Tx = {
  id: string;
  transactionId: string;
  amount: string;
  fees: string;
  tax: string;
  toFrom: string;
  accountName: string;
  reference: string;
  dateTime: string;
  category: { id: string; name: string } | null;
};
type Page = {
  items: Tx[];
  page: number;
  pageSize: number;
  totalPages: number;
  totals: { count: number; incoming: string; outgoing: string };
};
type Category = { id: string; name: string; type: string };

const AMA = { phone: '551234567', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah' };

// fast-check's seed for this file: a new one each run, or FC_SEED=<seed> to replay a run. Every
// property and the sampled numbers use it, and it is in the outer describe's name, so any failure
// (a property's, which fast-check reports with its path, or a test's over the sampled numbers)
// prints it.
const SEED = seedOf(process.env.FC_SEED);
fc.configureGlobal({ seed: SEED, verbose: true });

function seedOf(given: string | undefined): number {
  if (given === undefined || given === '') return Date.now() % 100_000;
  const seed = Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be a whole number: ${given}`);
  return seed;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (value: number) => (value / 100).toFixed(2);
const pad = (value: number, width: number) => String(value).padStart(width, '0');

// The nine local digits of a Ghana mobile number (a 2x or 5x network and seven more).
const localNumber = fc
  .tuple(
    fc.constantFrom('20', '24', '26', '27', '54', '55', '59'),
    fc.integer({ min: 0, max: 9_999_999 }),
  )
  .map(([network, rest]) => `${network}${pad(rest, 7)}`);

// The ways a statement stores a number (To/From as the parsers write it, older and hand-typed
// forms, an airtime payee, an interoperability reference) and the ways people search it.
const storedForms = (local: string) => [
  { toFrom: `+233${local}` },
  { toFrom: `233${local}` },
  { toFrom: `0${local}` },
  { toFrom: `+233 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}` },
  { toFrom: 'MTNONLINEAIRTIMEVENDOR', accountName: `233${local}@MTNONLINEAIRTIMEVENDOR` },
  { toFrom: 'mmipull', accountName: 'mmipull', reference: `AMA ,233${local},1 from VODAFONE` },
];
const queryForms = (local: string) => [
  `0${local}`,
  local,
  `+233 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`,
  `233${local}`,
  `+233${local}`,
  `0${local.slice(0, 2)}-${local.slice(2, 5)}-${local.slice(5)}`,
  ` 0${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)} `,
];

// The search as a plain filter over the rows (docs/transactions.md): the term as typed in the
// name, To/From or reference, or a number's terms among the row's numbers in national form.
function model(row: Tx, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  const text = [row.accountName, row.toFrom, row.reference].join('\x1f').toLowerCase();
  if (text.includes(needle)) return true;
  const numbers = nationalNumbers(
    [row.transactionId, row.toFrom, row.accountName, row.reference].join('\x1f'),
  );
  return numberSearchTerms(term).some((wanted) => numbers.includes(wanted));
}

describe(`history search by number, and the category, day and amount filters (FC_SEED=${SEED})`, () => {
  let t: TestApp;
  let token: string;
  let ama: string;
  let walletId: string;
  const scripted = scriptedParser();
  const numbers = fc.sample(localNumber, { numRuns: 6, seed: SEED });
  const auth = (who = token) => ({ Authorization: `Bearer ${who}` });
  const get = (path: string, query: Record<string, string | number> = {}, who = token) =>
    t.http().get(path).query(query).set(auth(who));
  const page = async (query: Record<string, string | number>) =>
    (await get('/api/transactions', { pageSize: 100, ...query }).expect(200)).body as Page;
  const ids = (found: Page) => found.items.map((row) => row.transactionId).sort();
  const everyRow = async () =>
    (await get('/api/detailed-transactions', { limit: 1000 }).expect(200)).body as Tx[];

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    token = await register(t, KOFI);
    ama = await register(t, AMA);
    walletId = await createMainWallet(t, token);
    // Each number in every stored form (one row each, a day apart), and rows around the day and
    // amount bounds.
    const rows = numbers.flatMap((local, n) =>
      storedForms(local).map((form, f) =>
        txRow(`5${pad(n, 2)}${pad(f, 2)}`, {
          accountName: 'KOFI  BOATENG',
          reference: '1',
          amount: `-${10 + n}.${pad(f, 2)}`,
          fees: '0.50',
          tax: `0.${pad(n + f, 2)}`,
          dateTime: `2024-08-${pad(1 + f * 5 + (n % 5), 2)}T12:00:00`,
          ...form,
        }),
      ),
    );
    await importStatement(
      t,
      token,
      walletId,
      scripted.file([
        ...rows,
        txRow('6001', { amount: '-300.00', dateTime: '2024-09-01T00:00:00', toFrom: '0' }),
        txRow('6002', { amount: '-300.01', dateTime: '2024-09-01T23:59:59', toFrom: '0' }),
        txRow('6003', { amount: '450.00', type: 'CASH_IN', dateTime: '2024-09-02T00:00:00' }),
        txRow('6004', { amount: '-1200.00', dateTime: '2024-09-03T08:00:00', tax: '12.00' }),
        txRow('6005', { amount: '-299.99', dateTime: '2024-08-31T23:59:59', toFrom: '0' }),
      ]),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  describe('search', () => {
    it('finds a number in every form it is stored in, whichever form it is searched in', async () => {
      const rows = await everyRow();
      for (const [n, local] of numbers.entries()) {
        const stored = rows
          .filter((row) => row.transactionId.startsWith(`5${pad(n, 2)}`))
          .map((row) => row.transactionId)
          .sort();
        expect(stored).toHaveLength(storedForms(local).length);
        for (const query of queryForms(local)) {
          const found = await page({ search: query });
          // Every row with the number (and, by the model, nothing else).
          expect({ query, found: ids(found) }).toEqual({
            query,
            found: rows
              .filter((row) => model(row, query))
              .map((row) => row.transactionId)
              .sort(),
          });
          expect(ids(found)).toEqual(expect.arrayContaining(stored));
          expect(found.totals.count).toBe(found.items.length);
        }
      }
    });

    it('finds a row by its MoMo transaction ID, whole or in part', async () => {
      expect(ids(await page({ search: '6004' }))).toEqual(['6004']);
      expect(ids(await page({ search: ' 6004 ' }))).toEqual(['6004']);
      const first = `5${pad(0, 2)}${pad(3, 2)}`;
      expect(ids(await page({ search: first }))).toEqual([first]);
    });

    it('searches names as before, and a number-looking name or reference as typed', async () => {
      const all = (await page({})).totals.count;
      // The four forms that keep the account name.
      expect((await page({ search: 'kofi  boateng' })).totals.count).toBe(numbers.length * 4);
      expect((await page({ search: 'vodafone' })).totals.count).toBe(numbers.length);
      expect((await page({ search: '233' })).totals.count).toBeLessThan(all);
      expect(ids(await page({ search: '+233 00 000 0000' }))).toEqual([]);
    });

    it('matches the model for random queries, pages and directions', async () => {
      const rows = await everyRow();
      const terms = [...numbers.flatMap(queryForms), '5000', '+233', '02', 'KOFI', '23324', ''];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...terms),
          fc.constantFrom('all', 'incoming', 'outgoing'),
          fc.integer({ min: 1, max: 7 }),
          async (term, type, pageSize) => {
            const expected = rows
              .filter((row) => model(row, term))
              .filter(
                (row) =>
                  type === 'all' ||
                  (type === 'incoming' ? cents(row.amount) > 0 : cents(row.amount) < 0),
              );
            const found = (
              await get('/api/transactions', { search: term, type, pageSize }).expect(200)
            ).body as Page;
            expect(found.totals.count).toBe(expected.length);
            expect(found.items.map((row) => row.id)).toEqual(
              expected.slice(0, pageSize).map((row) => row.id),
            );
          },
        ),
        { numRuns: 30 },
      );
    });

    it('stores every row’s numbers as nationalNumbers writes them, and looks them up by index', async () => {
      const piece = fc.oneof(
        fc.constantFrom('+', '233', '0', ' ', '-', '  ', '+233', '24', '55', '0000', 'a', '@', ','),
        fc.stringMatching(/^[0-9]{1,12}$/),
      );
      const field = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
      const target = (await everyRow())[0]!.id;
      const runner = t.db.createQueryRunner();
      await runner.startTransaction();
      try {
        await fc.assert(
          fc.asyncProperty(field, field, field, field, async (digits, toFrom, name, reference) => {
            // Unlike every other row's ID, so the wallet's IDs stay unique.
            const id = `9${digits}`.slice(0, 40);
            const [rows] = (await runner.query(
              `UPDATE transactions SET transaction_id = $2, to_from = $3, account_name = $4,
                      reference = $5 WHERE id = $1 RETURNING search_numbers`,
              [target, id, toFrom.slice(0, 200), name.slice(0, 200), reference],
            )) as [{ search_numbers: string }[], number];
            expect(rows[0]!.search_numbers).toBe(
              nationalNumbers(
                [id, toFrom.slice(0, 200), name.slice(0, 200), reference].join('\x1f'),
              ),
            );
          }),
          { numRuns: 300 },
        );
        // The planner can use the trigram index for a number's terms.
        await runner.query('SET LOCAL enable_seqscan = off');
        const plan = (await runner.query(
          `EXPLAIN SELECT 1 FROM transactions t WHERE t.search_numbers LIKE '%0550000124%'`,
        )) as { 'QUERY PLAN': string }[];
        expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain(
          'transactions_search_numbers',
        );
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });

  describe('filters', () => {
    let food: Category;

    beforeAll(async () => {
      food = ((await get('/api/categories').expect(200)).body as Category[]).find(
        (c) => c.name === 'Food & Dining',
      )!;
      const rows = await everyRow();
      for (const transactionId of ['6001', '6004']) {
        const row = rows.find((r) => r.transactionId === transactionId)!;
        await t
          .http()
          .put(`/api/transactions/${row.id}/category`)
          .set(auth())
          .send({ categoryId: food.id })
          .expect(200);
      }
    });

    it('keeps one category, or the uncategorized, with totals of that set', async () => {
      const inFood = await page({ categoryId: food.id });
      expect(ids(inFood)).toEqual(['6001', '6004']);
      expect(inFood.totals).toEqual({ count: 2, incoming: '0.00', outgoing: '1500.00' });
      const rows = await everyRow();
      const uncategorized = await page({ categoryId: 'uncategorized' });
      expect(ids(uncategorized)).toEqual(
        rows
          .filter((row) => row.category === null)
          .map((row) => row.transactionId)
          .sort(),
      );
      expect(uncategorized.items.every((row) => row.category === null)).toBe(true);
      expect((await page({ categoryId: 'UNCATEGORIZED' })).totals.count).toBe(
        uncategorized.totals.count,
      );
      const uncounted = (await get('/api/transactions/uncategorized').expect(200)).headers;
      expect(Number(uncounted['x-total-count'])).toBe(uncategorized.totals.count);
    });

    it('refuses a category that is not the caller’s (404) and one that is not an id (400)', async () => {
      const amas = (
        await t
          .http()
          .post('/api/categories')
          .set(auth(ama))
          .send({ name: 'Secret', type: 'expense' })
          .expect(201)
      ).body as Category;
      const other = await get('/api/transactions', { categoryId: amas.id }).expect(404);
      expect(other.body).toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
      await get('/api/transactions', { categoryId: food.id }, ama).expect(404);
      await get('/api/transactions/export', { categoryId: food.id }, ama).expect(404);
      await get('/api/transactions', {
        categoryId: '6f1c1f3e-8a8e-4c7a-9a55-0d6b1f2a3b4c',
      }).expect(404);
      const bad = await get('/api/transactions', { categoryId: 'food' }).expect(400);
      expect(bad.body).toEqual({
        error: 'categoryId must be one of your categories or uncategorized',
        code: 'VALIDATION_FAILED',
        field: 'categoryId',
      });
      await get('/api/transactions', { categoryId: 'uncategorised' }).expect(400);
    });

    it('keeps whole days from `from` to `to`, both inclusive', async () => {
      expect(ids(await page({ from: '2024-09-01', to: '2024-09-01' }))).toEqual(['6001', '6002']);
      expect(ids(await page({ from: '2024-09-01' }))).toEqual(['6001', '6002', '6003', '6004']);
      const upTo = await page({ to: '2024-08-31' });
      expect(ids(upTo)).toContain('6005');
      expect(ids(upTo)).not.toContain('6001');
      const rows = await everyRow();
      const from = '2024-08-06';
      const to = '2024-08-20';
      expect(ids(await page({ from, to }))).toEqual(
        rows
          .filter((row) => row.dateTime.slice(0, 10) >= from && row.dateTime.slice(0, 10) <= to)
          .map((row) => row.transactionId)
          .sort(),
      );
    });

    it('refuses days that are not dates, or in the wrong order, in words', async () => {
      const wrongOrder = await get('/api/transactions', {
        from: '2024-09-02',
        to: '2024-09-01',
      }).expect(400);
      expect(wrongOrder.body).toEqual({
        error: 'from must be on or before to',
        code: 'VALIDATION_FAILED',
        field: 'from',
      });
      for (const [field, value] of [
        ['from', '2024-02-30'],
        ['from', '2024-9-1'],
        ['to', '01/09/2024'],
        ['to', '2024-09-01T00:00:00'],
        ['to', ''],
      ] as const) {
        const res = await get('/api/transactions', { [field]: value }).expect(400);
        expect(res.body).toEqual({
          error: `${field} must be a date written YYYY-MM-DD`,
          code: 'VALIDATION_FAILED',
          field,
        });
      }
      await get('/api/transactions/export', { from: '2024-09-02', to: '2024-09-01' }).expect(400);
    });

    it('refuses a day outside 1900–2099 in words, never a server error', async () => {
      for (const path of ['/api/transactions', '/api/transactions/export']) {
        for (const [field, value] of [
          ['from', '0000-01-01'],
          ['to', '0000-01-01'],
          ['from', '0001-01-01'],
          ['to', '0099-12-31'],
          ['from', '1899-12-31'],
          ['to', '2100-01-01'],
          ['from', '9999-12-31'],
          ['to', '9999-12-31'],
          ['from', '10000-01-01'],
        ] as const) {
          const res = await get(path, { [field]: value });
          expect({ path, field, value, status: res.status, body: res.body as unknown }).toEqual({
            path,
            field,
            value,
            status: 400,
            body: {
              error:
                value.length === 10
                  ? `${field} must be a day from 1900-01-01 to 2099-12-31`
                  : `${field} must be a date written YYYY-MM-DD`,
              code: 'VALIDATION_FAILED',
              field,
            },
          });
        }
      }
      // The ends of the range are days like any other.
      expect((await page({ from: '1900-01-01', to: '2099-12-31' })).totals.count).toBe(
        (await page({})).totals.count,
      );
    });

    it('keeps amounts of more than `over`, in or out, and combines with the other filters', async () => {
      expect(ids(await page({ over: 300 }))).toEqual(['6002', '6003', '6004']);
      expect(ids(await page({ over: '299.99' }))).toEqual(['6001', '6002', '6003', '6004']);
      const alert = await page({
        type: 'outgoing',
        over: 300,
        from: '2024-09-01',
        to: '2024-09-30',
        walletId,
      });
      expect(ids(alert)).toEqual(['6002', '6004']);
      expect(alert.totals).toEqual({ count: 2, incoming: '0.00', outgoing: '1500.01' });
      expect(ids(await page({ over: 300, categoryId: food.id }))).toEqual(['6004']);
      for (const value of ['abc', '-1', '1.234', '1e12']) {
        const res = await get('/api/transactions', { over: value }).expect(400);
        expect((res.body as { field: string }).field).toBe('over');
      }
    });

    it('refuses an empty or non-numeric `over` in words, rather than reading it as 0', async () => {
      for (const path of ['/api/transactions', '/api/transactions/export']) {
        for (const value of ['', ' ', 'abc', '300abc', '0x10', 'Infinity', 'NaN', '1e3', '1.234']) {
          const res = await get(path, { over: value });
          expect({ path, value, status: res.status, body: res.body as unknown }).toEqual({
            path,
            value,
            status: 400,
            body: {
              error: 'over must be an amount, e.g. 300',
              code: 'VALIDATION_FAILED',
              field: 'over',
            },
          });
        }
      }
      const negative = await get('/api/transactions', { over: '-1' }).expect(400);
      expect(negative.body).toMatchObject({ error: 'over must be 0 or more', field: 'over' });
      // Amounts as people write them still work.
      expect(ids(await page({ over: '0' })).length).toBe((await page({})).totals.count);
      expect(ids(await page({ over: '300.0' }))).toEqual(['6002', '6003', '6004']);
      expect(ids(await page({ over: ' 300 ' }))).toEqual(['6002', '6003', '6004']);
    });
  });

  describe('CSV export', () => {
    const exportCsv = async (query: Record<string, string | number> = {}) => {
      const res = await get('/api/transactions/export', query)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const [header, ...records]: string[][] = parse(res.body as Buffer, { bom: true });
      return { header: header!, records };
    };
    const column = (header: string[], name: string) => header.indexOf(name);

    it('has an E-Levy column, and its amounts, fees and E-Levy rebuild the dashboard’s totals', async () => {
      const { header, records } = await exportCsv();
      expect(header).toEqual([
        'Date & Time',
        'Transaction ID',
        'Amount',
        'Fees',
        'E-Levy',
        'Balance',
        'To/From',
        'Account Name',
        'Type',
        'Description',
        'Category',
        'Reference',
      ]);
      const sum = (name: string, keep: (amount: number) => boolean = () => true) =>
        records
          .filter((record) => keep(cents(record[column(header, 'Amount')]!)))
          .reduce((total, record) => total + cents(record[column(header, name)]!), 0);
      const rows = await everyRow();
      expect(records).toHaveLength(rows.length);
      expect(money(sum('E-Levy'))).toBe(money(rows.reduce((s, r) => s + cents(r.tax), 0)));
      const summary = (await get('/api/insights/summary', { period: 'all' }).expect(200)).body as {
        spent: string;
        received: string;
        fees: string;
        tax: string;
        totalCost: string;
      };
      const spent = -sum('Amount', (amount) => amount < 0);
      expect(money(spent)).toBe(summary.spent);
      expect(money(sum('Amount', (amount) => amount > 0))).toBe(summary.received);
      expect(money(sum('Fees'))).toBe(summary.fees);
      expect(money(sum('E-Levy'))).toBe(summary.tax);
      expect(money(spent + sum('Fees') + sum('E-Levy'))).toBe(summary.totalCost);
    });

    it('exports what the history shows for the same filters, uncategorized rows named so', async () => {
      const filters = { type: 'outgoing', over: 300, from: '2024-09-01', to: '2024-09-30' };
      const { header, records } = await exportCsv(filters);
      expect(records.map((record) => record[column(header, 'Transaction ID')]).sort()).toEqual(
        ids(await page(filters)),
      );
      const byId = new Map(records.map((record) => [record[1], record]));
      expect(byId.get('6004')![column(header, 'E-Levy')]).toBe('12.00');
      expect(byId.get('6004')![column(header, 'Category')]).toBe('Food & Dining');
      expect(byId.get('6002')![column(header, 'Category')]).toBe('Uncategorized');
      const uncategorized = await exportCsv({ categoryId: 'uncategorized' });
      expect(uncategorized.records).toHaveLength(
        (await page({ categoryId: 'uncategorized' })).totals.count,
      );
      const number = numbers[0]!;
      const searched = await exportCsv({ search: `0${number}` });
      expect(searched.records.length).toBe((await page({ search: `0${number}` })).totals.count);
    });
  });
});
