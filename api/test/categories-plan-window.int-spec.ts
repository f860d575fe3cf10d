import type { CategoryDto as Category } from '../src/modules/categories/dto/category.dto';
import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, registerWithWallet, startTestApp, type TestApp } from './test-app';

// Issue 30: the categories page counts the rows the caller may see, as their history, insights and
// the uncategorised list do. A free user with older rows sees their latest 3 months everywhere:
// each category's count, plus the uncategorised total, is the history's count.
describe('category counts follow the plan window', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;
  const scripted = scriptedParser();
  const auth = () => ({ Authorization: `Bearer ${token}` });

  // January to June 2026: each month one payment for food and one that no rule knows.
  const months = ['01', '02', '03', '04', '05', '06'];
  const rows = months.flatMap((month, i) => [
    txRow(`F${month}`, {
      dateTime: `2026-${month}-10T10:00:00`,
      amount: '-20.00',
      balance: String(900 - i * 30),
    }),
    txRow(`U${month}`, {
      dateTime: `2026-${month}-20T10:00:00`,
      amount: '-10.00',
      balance: String(880 - i * 30),
    }),
  ]);

  const categories = async () =>
    (await t.http().get('/api/categories').set(auth()).expect(200)).body as Category[];
  const food = async () => (await categories()).find((c) => c.name === 'Food & Dining')!;
  const uncategorisedTotal = async () =>
    Number(
      (await t.http().get('/api/transactions/uncategorized').set(auth()).expect(200)).headers[
        'x-total-count'
      ],
    );
  const historyCount = async () =>
    (
      (await t.http().get('/api/transactions').set(auth()).expect(200)).body as {
        totals: { count: number };
      }
    ).totals.count;
  const counted = async () =>
    (await categories()).reduce((sum, c) => sum + c.transactionCount, 0) +
    (await uncategorisedTotal());

  beforeAll(async () => {
    t = await startTestApp({ FREE_HISTORY_MONTHS: '3' }, { statementParser: scripted.parser });
    ({ token, walletId } = await registerWithWallet(t, KOFI, '0241234567'));
    await importStatement(t, token, walletId, scripted.file(rows));
    // The food payments in Food & Dining, the others left uncategorised (whatever the rules said).
    const { id } = await food();
    await t.db.query(
      `UPDATE transactions SET category_id = CASE WHEN transaction_id LIKE 'F%' THEN $1::uuid END`,
      [id],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts only the free plan window: the latest 3 months of the data', async () => {
    expect((await food()).transactionCount).toBe(3);
    expect(await uncategorisedTotal()).toBe(3);
    expect(await historyCount()).toBe(6);
    // One count: every visible row is in one category or uncategorised.
    expect(await counted()).toBe(await historyCount());
  });

  it('counts one category alone the same way (after a budget change)', async () => {
    const { id } = await food();
    const saved = (
      await t
        .http()
        .put(`/api/categories/${id}`)
        .set(auth())
        .send({ monthlyBudget: '300' })
        .expect(200)
    ).body as Category;
    expect(saved.transactionCount).toBe(3);
  });

  it('says, deleting a category, the count its dialog warned of: the rows the user may see', async () => {
    const made = (
      await t
        .http()
        .post('/api/categories')
        .set(auth())
        .send({ name: 'Snacks', type: 'expense' })
        .expect(201)
    ).body as Category;
    const { id: foodId } = await food();
    await t.db.query(`UPDATE transactions SET category_id = $1 WHERE category_id = $2`, [
      made.id,
      foodId,
    ]);
    // The dialog's figure: the category's count in the list.
    const warned = (await categories()).find((c) => c.id === made.id)!.transactionCount;
    expect(warned).toBe(3);
    const res = await t.http().delete(`/api/categories/${made.id}`).set(auth()).expect(200);
    expect(res.body).toEqual({ uncategorisedCount: warned });
    // Every row left the category, the hidden ones too.
    const [left] = await t.db.query<{ rows: number }[]>(
      `SELECT count(*)::int AS rows FROM transactions WHERE category_id IS NULL`,
    );
    expect(left?.rows).toBe(12);
    expect(await uncategorisedTotal()).toBe(6);
    // As before, for the tests below.
    await t.db.query(
      `UPDATE transactions SET category_id = CASE WHEN transaction_id LIKE 'F%' THEN $1::uuid END`,
      [foodId],
    );
  });

  it('counts everything again on Pro', async () => {
    await t.db.query(`UPDATE users SET is_pro = true, pro_until = now() + interval '1 day'`);
    expect((await food()).transactionCount).toBe(6);
    expect(await uncategorisedTotal()).toBe(6);
    expect(await counted()).toBe(await historyCount());
    expect(await historyCount()).toBe(12);
  });
});
