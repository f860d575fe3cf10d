import type { CategoryDto as Category } from '../src/modules/categories/dto/category.dto';
import { createMainWallet } from './fixtures';
import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('categories API', () => {
  let t: TestApp;
  let token: string;
  const scripted = scriptedParser();
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const list = async () =>
    (await t.http().get('/api/categories').set(auth()).expect(200)).body as Category[];
  const create = (body: object) => t.http().post('/api/categories').set(auth()).send(body);
  const errorOf = (res: { body: unknown }) => (res.body as { error: string }).error;

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    token = await register(t, KOFI);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a category with defaults for colour and icon, and lists it', async () => {
    const res = await create({
      name: '  Chop money ',
      type: 'expense',
      monthlyBudget: '300',
    }).expect(201);
    const made = res.body as Category;
    expect(made).toMatchObject({
      name: 'Chop money',
      type: 'expense',
      color: '#6B7280',
      icon: 'tag',
      monthlyBudget: '300.00',
      isDefault: false,
      transactionCount: 0,
      monthTotal: '0.00',
    });
    expect((await list()).some((c) => c.id === made.id)).toBe(true);
  });

  it.each([
    [{ type: 'expense' }, 'Category name is required', 'name'],
    [{ name: '   ', type: 'expense' }, 'Category name is required', 'name'],
    [
      { name: 'x'.repeat(101), type: 'expense' },
      'Category name must be at most 100 characters',
      'name',
    ],
    [{ name: 'A', type: 'savings' }, 'Category type must be income or expense', 'type'],
    [{ name: 'A', type: 'expense', color: 'red' }, 'Invalid color format', 'color'],
    [{ name: 'A', type: 'expense', color: '#12345' }, 'Invalid color format', 'color'],
    [{ name: 'A', type: 'expense', icon: '' }, 'Category icon must be 1 to 50 characters', 'icon'],
    [
      { name: 'A', type: 'expense', icon: 'i'.repeat(51) },
      'Category icon must be 1 to 50 characters',
      'icon',
    ],
    [
      { name: 'A', type: 'expense', monthlyBudget: '-5' },
      'Budget must be positive',
      'monthlyBudget',
    ],
    [
      { name: 'A', type: 'expense', monthlyBudget: '0' },
      'Budget must be positive',
      'monthlyBudget',
    ],
    [
      { name: 'A', type: 'expense', monthlyBudget: 'lots' },
      'Budget must be positive',
      'monthlyBudget',
    ],
    [
      { name: 'A', type: 'expense', monthlyBudget: '1.234' },
      'Budget must be positive',
      'monthlyBudget',
    ],
    [
      { name: 'Pay\u202EFDP.exe', type: 'expense' },
      'Category name contains characters that are not allowed (control or text-direction characters).',
      'name',
    ],
    [
      { name: 'Chop\u0000', type: 'expense' },
      'Category name contains characters that are not allowed (control or text-direction characters).',
      'name',
    ],
  ])('refuses %j with the spec’s message, naming the field', async (body, message, field) => {
    const res = await create(body).expect(400);
    expect(res.body).toEqual({ error: message, code: 'VALIDATION_FAILED', field });
  });

  it('stores names composed (NFC)', async () => {
    const res = await create({ name: 'Cafe\u0301', type: 'expense' }).expect(201);
    expect((res.body as Category).name).toBe('Caf\u00e9');
  });

  it('refuses a second category with the same name and type, whatever the case', async () => {
    const res = await create({ name: 'CHOP MONEY', type: 'expense' }).expect(409);
    expect(res.body).toEqual({
      error: 'You already have an expense category with this name.',
      code: 'CATEGORY_EXISTS',
      field: 'name',
    });
    await create({ name: 'Chop money', type: 'income' }).expect(201);
  });

  it('updates only the fields sent, and clears a budget with null', async () => {
    const made = (
      await create({ name: 'Church', type: 'expense', monthlyBudget: 50.5 }).expect(201)
    ).body as Category;
    expect(made.monthlyBudget).toBe('50.50');
    const renamed = (
      await t
        .http()
        .put(`/api/categories/${made.id}`)
        .set(auth())
        .send({ name: 'Church & tithes', color: '#ef4444' })
        .expect(200)
    ).body as Category;
    expect(renamed).toMatchObject({
      name: 'Church & tithes',
      color: '#EF4444',
      monthlyBudget: '50.50',
      icon: 'tag',
    });
    const cleared = (
      await t
        .http()
        .put(`/api/categories/${made.id}`)
        .set(auth())
        .send({ monthlyBudget: null })
        .expect(200)
    ).body as Category;
    expect(cleared.monthlyBudget).toBeNull();
  });

  it('keeps default categories read-only', async () => {
    const food = (await list()).find((c) => c.isDefault && c.name === 'Food & Dining')!;
    const put = await t
      .http()
      .put(`/api/categories/${food.id}`)
      .set(auth())
      .send({ name: 'Food' })
      .expect(403);
    expect(errorOf(put)).toBe(
      'Default categories keep their name, colour and icon, and cannot be deleted. You can set their monthly budget, or create your own category instead.',
    );
    await t.http().delete(`/api/categories/${food.id}`).set(auth()).expect(403);
    expect((await list()).find((c) => c.id === food.id)?.name).toBe('Food & Dining');
  });

  it('deletes a category, leaving its transactions uncategorised and saying how many', async () => {
    const walletId = await createMainWallet(t, token);
    const made = (
      await create({ name: 'Pocket money', type: 'expense', monthlyBudget: '100' }).expect(201)
    ).body as Category;
    const month = thisMonth();
    await importStatement(
      t,
      token,
      walletId,
      scripted.file([
        txRow('9001', {
          amount: '-40.00',
          accountName: 'YAW',
          toFrom: '233241119999',
          dateTime: `${month}-01T08:00:00`,
        }),
        txRow('9002', {
          amount: '-25.50',
          accountName: 'YAW',
          toFrom: '233241119999',
          dateTime: `${month}-01T09:00:00`,
        }),
        txRow('9003', {
          amount: '-10.00',
          accountName: 'YAW',
          toFrom: '233241119999',
          dateTime: '2020-01-01T09:00:00',
        }),
      ]),
    );
    const rows = (await t.http().get('/api/transactions/uncategorized').set(auth()).expect(200))
      .body as { id: string }[];
    for (const row of rows) {
      await t
        .http()
        .put(`/api/transactions/${row.id}/category`)
        .set(auth())
        .send({ categoryId: made.id })
        .expect(200);
    }
    const withSpend = (await list()).find((c) => c.id === made.id)!;
    expect(withSpend.transactionCount).toBe(3);
    expect(withSpend.monthTotal).toBe('65.50');
    // A type change would put its transactions in the wrong direction.
    await t
      .http()
      .put(`/api/categories/${made.id}`)
      .set(auth())
      .send({ type: 'income' })
      .expect(409);
    const res = await t.http().delete(`/api/categories/${made.id}`).set(auth()).expect(200);
    expect(res.body).toEqual({ uncategorisedCount: 3 });
    const after = await t.http().get('/api/transactions/uncategorized').set(auth()).expect(200);
    expect(after.headers['x-total-count']).toBe('3');
    const [counted] = await t.db.query<{ rules: number }[]>(
      'SELECT count(*)::int AS rules FROM category_rules WHERE category_id = $1',
      [made.id],
    );
    expect(counted?.rules).toBe(0);
  });

  it('restores missing defaults, idempotently', async () => {
    const food = (await list()).find((c) => c.isDefault && c.name === 'Food & Dining')!;
    await t.db.query('DELETE FROM categories WHERE id = $1', [food.id]);
    const first = await t.http().post('/api/categories/defaults').set(auth()).expect(200);
    expect(first.body).toEqual({ createdCount: 1 });
    const second = await t.http().post('/api/categories/defaults').set(auth()).expect(200);
    expect(second.body).toEqual({ createdCount: 0 });
    expect((await list()).filter((c) => c.name === 'Food & Dining')).toHaveLength(1);
  });
});
