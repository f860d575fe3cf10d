import { CategoriesService } from '../src/modules/categories/categories.service';
import { DEFAULT_CATEGORIES } from '../src/modules/categories/default-categories';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

describe('default categories next to the user’s own', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps a user's own category that has a default's name and adds the other defaults", async () => {
    await register(t, KOFI);
    const [user] = await t.db.query<{ id: string }[]>('SELECT id FROM users WHERE phone = $1', [
      '233241234567',
    ]);
    const userId = user!.id;
    // The user has their own "food & dining" (any case) and two defaults are missing, e.g. added
    // to the list after they registered.
    await t.db.query(
      "DELETE FROM categories WHERE user_id = $1 AND default_key IN ('food', 'transport')",
      [userId],
    );
    await t.db.query(
      `INSERT INTO categories (user_id, name, type, color, icon)
       VALUES ($1, 'food & dining', 'expense', '#EF4444', 'coffee')`,
      [userId],
    );
    await t.app.get(CategoriesService).ensureDefaults(userId);
    const rows = await t.db.query<{ name: string; default_key: string | null; icon: string }[]>(
      "SELECT name, default_key, icon FROM categories WHERE user_id = $1 AND lower(name) IN ('food & dining', 'transportation')",
      [userId],
    );
    expect(rows.sort((x, y) => x.name.localeCompare(y.name))).toEqual([
      { name: 'food & dining', default_key: null, icon: 'coffee' },
      { name: 'Transportation', default_key: 'transport', icon: 'car' },
    ]);
    const [count] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM categories WHERE user_id = $1',
      [userId],
    );
    expect(count!.n).toBe(DEFAULT_CATEGORIES.length);
  });
});
