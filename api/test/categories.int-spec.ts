import { CategoriesService } from '../src/modules/categories/categories.service';
import { DEFAULT_CATEGORIES } from '../src/modules/categories/default-categories';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

type Row = {
  name: string;
  type: string;
  color: string;
  icon: string;
  is_default: boolean;
  default_key: string;
};

describe('default categories', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const categoriesOf = (userId: string): Promise<Row[]> =>
    t.db.query(
      'SELECT name, type, color, icon, is_default, default_key FROM categories WHERE user_id = $1 ORDER BY name',
      [userId],
    );

  it('gives every new user the default expense and income categories', async () => {
    await register(t, KOFI);
    const [user] = await t.db.query<{ id: string }[]>('SELECT id FROM users WHERE phone = $1', [
      '233241234567',
    ]);
    const rows = await categoriesOf(user!.id);
    expect(rows).toHaveLength(DEFAULT_CATEGORIES.length);
    expect(rows.every((row) => row.is_default)).toBe(true);
    expect(
      rows
        .filter((row) => row.type === 'income')
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Business', 'Gift', 'Investment', 'Other Income', 'Salary', 'Transfers In']);
    expect(rows.find((row) => row.default_key === 'data')).toMatchObject({
      name: 'Data & Airtime',
      type: 'expense',
      icon: 'smartphone',
    });
  });

  it('seeds idempotently and keeps what the user changed', async () => {
    const [user] = await t.db.query<{ id: string }[]>('SELECT id FROM users WHERE phone = $1', [
      '233241234567',
    ]);
    await t.db.query(
      "UPDATE categories SET monthly_budget = 300 WHERE user_id = $1 AND default_key = 'food'",
      [user!.id],
    );
    const categories = t.app.get(CategoriesService);
    await categories.ensureDefaults(user!.id);
    await categories.ensureDefaults(user!.id);
    expect(await categoriesOf(user!.id)).toHaveLength(DEFAULT_CATEGORIES.length);
    const [food] = await t.db.query<{ monthly_budget: string }[]>(
      "SELECT monthly_budget FROM categories WHERE user_id = $1 AND default_key = 'food'",
      [user!.id],
    );
    expect(food!.monthly_budget).toBe('300.00');
    const ids = await categories.defaultIdsByKey(user!.id);
    expect(ids.size).toBe(DEFAULT_CATEGORIES.length);
  });
});
