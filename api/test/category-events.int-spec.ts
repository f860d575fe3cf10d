import { createMainWallet } from './fixtures';
import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// Issue 28: categories (floor 1) no longer writes transactions or category_rules; it publishes
// category.deleting and category.retyped inside its transaction, and transactions and
// categorisation react in that same transaction.
describe('category events', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const scripted = scriptedParser();
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const create = async (body: object) =>
    (await t.http().post('/api/categories').set(auth()).send(body).expect(201)).body as {
      id: string;
    };
  const rulesOf = async (categoryId: string) => {
    const [row] = await t.db.query<{ rules: number }[]>(
      'SELECT count(*)::int AS rules FROM category_rules WHERE category_id = $1',
      [categoryId],
    );
    return row?.rules;
  };
  const teach = (categoryId: string, counterparty: string) =>
    t.db.query(
      `INSERT INTO category_rules (user_id, counterparty, direction, category_id)
       VALUES ($1, $2, 'out', $3)`,
      [userId, counterparty, categoryId],
    );

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    token = await register(t, KOFI);
    const me = await t.http().get('/api/auth/me').set(auth()).expect(200);
    userId = (me.body as { id: string }).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('forgets the rules learned for a category that changes type, with the change', async () => {
    const made = await create({ name: 'Side hustle', type: 'expense' });
    await teach(made.id, 'tel:233241110001');
    await t
      .http()
      .put(`/api/categories/${made.id}`)
      .set(auth())
      .send({ type: 'income' })
      .expect(200);
    expect(await rulesOf(made.id)).toBe(0);
  });

  it('keeps the rules when the type change fails (one transaction)', async () => {
    await create({ name: 'Gifts in', type: 'income' });
    const made = await create({ name: 'Gifts in', type: 'expense' });
    await teach(made.id, 'tel:233241110002');
    // Income already has a category of that name: the change is refused after the rules were
    // forgotten, and the forgetting rolls back with it.
    await t
      .http()
      .put(`/api/categories/${made.id}`)
      .set(auth())
      .send({ type: 'income' })
      .expect(409);
    expect(await rulesOf(made.id)).toBe(1);
  });

  it('uncategorises the deleted category’s rows, clearing who decided, and says how many', async () => {
    const walletId = await createMainWallet(t, token);
    const made = await create({ name: 'Transport', type: 'expense' });
    await importStatement(
      t,
      token,
      walletId,
      scripted.file([
        txRow('7001', { amount: '-5.00', accountName: 'TRO TRO', toFrom: '233241117001' }),
        txRow('7002', { amount: '-6.00', accountName: 'TRO TRO', toFrom: '233241117001' }),
      ]),
    );
    const rows = (await t.http().get('/api/transactions/uncategorized').set(auth()).expect(200))
      .body as { id: string }[];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      await t
        .http()
        .put(`/api/transactions/${row.id}/category`)
        .set(auth())
        .send({ categoryId: made.id })
        .expect(200);
    }
    const res = await t.http().delete(`/api/categories/${made.id}`).set(auth()).expect(200);
    expect(res.body).toEqual({ uncategorisedCount: rows.length });
    const [left] = await t.db.query<{ decided: number }[]>(
      `SELECT count(*)::int AS decided FROM transactions
        WHERE user_id = $1 AND (category_id IS NOT NULL OR categorised_by IS NOT NULL)`,
      [userId],
    );
    expect(left?.decided).toBe(0);
  });
});
