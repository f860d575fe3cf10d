import type { CategoryDto as Category } from '../src/modules/categories/dto/category.dto';
import { createMainWallet } from './fixtures';
import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// Issue 29, item 1: budgets on every expense category (defaults too), and Smart Budgets from the
// last three full months of spending.
type Suggestions = {
  months: string[];
  label: string | null;
  suggestions: {
    categoryId: string;
    name: string;
    isDefault: boolean;
    averageSpent: string;
    suggested: string;
    currentBudget: string | null;
  }[];
};
type Transaction = {
  dateTime: string;
  amount: string;
  category: { id: string } | null;
};

const AMA = { phone: '241000777', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah' };

// A seeded generator, so a failure can be replayed from the seed it prints.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('budgets on every category, and Smart Budgets', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  const scripted = scriptedParser();
  const as = (who: string) => ({ Authorization: `Bearer ${who}` });
  const categories = async (who = token) =>
    (await t.http().get('/api/categories').set(as(who)).expect(200)).body as Category[];
  const byName = async (name: string, who = token) =>
    (await categories(who)).find((c) => c.name === name)!;
  const errorOf = (res: { body: unknown }) => (res.body as { error: string }).error;

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    token = await register(t, KOFI);
    other = await register(t, AMA);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets and clears a budget on a default expense category, which keeps its name, colour and icon', async () => {
    const food = await byName('Food & Dining');
    expect(food.isDefault).toBe(true);
    const put = await t
      .http()
      .put(`/api/categories/${food.id}`)
      .set(as(token))
      .send({ monthlyBudget: '400' })
      .expect(200);
    expect(put.body).toMatchObject({
      id: food.id,
      name: food.name,
      color: food.color,
      icon: food.icon,
      isDefault: true,
      monthlyBudget: '400.00',
    });
    // Sending its own name and colour back (a form that sends every field) is no change.
    await t
      .http()
      .put(`/api/categories/${food.id}`)
      .set(as(token))
      .send({ name: food.name, color: food.color.toLowerCase(), monthlyBudget: '450.50' })
      .expect(200);
    expect((await byName('Food & Dining')).monthlyBudget).toBe('450.50');
    await t
      .http()
      .put(`/api/categories/${food.id}`)
      .set(as(token))
      .send({ monthlyBudget: null })
      .expect(200);
    expect((await byName('Food & Dining')).monthlyBudget).toBeNull();
  });

  it.each([
    [{ name: 'Food' }],
    [{ color: '#000000' }],
    [{ icon: 'pizza' }],
    [{ type: 'income' }],
    [{ name: 'Chop', monthlyBudget: '100' }],
  ])('refuses any other change to a default, saving nothing: %j', async (body) => {
    const food = await byName('Food & Dining');
    const res = await t
      .http()
      .put(`/api/categories/${food.id}`)
      .set(as(token))
      .send(body)
      .expect(403);
    expect(errorOf(res)).toBe(
      'Default categories keep their name, colour and icon, and cannot be deleted. You can set their monthly budget, or create your own category instead.',
    );
    expect(await byName('Food & Dining')).toEqual(food);
  });

  it('refuses a budget on a default income category, and another user’s category', async () => {
    const income = (await categories()).find((c) => c.isDefault && c.type === 'income')!;
    const res = await t
      .http()
      .put(`/api/categories/${income.id}`)
      .set(as(token))
      .send({ monthlyBudget: '100' })
      .expect(400);
    expect(errorOf(res)).toBe('Budgets are for expense categories.');
    const theirs = await byName('Food & Dining', other);
    await t
      .http()
      .put(`/api/categories/${theirs.id}`)
      .set(as(token))
      .send({ monthlyBudget: '100' })
      .expect(404);
    expect((await byName('Food & Dining', other)).monthlyBudget).toBeNull();
  });

  it('has no suggestions before any statement, and says so with no months', async () => {
    const res = await t.http().get('/api/insights/budget-suggestions').set(as(token)).expect(200);
    expect(res.body).toEqual({ months: [], label: null, suggestions: [] });
    await t.http().get('/api/insights/budget-suggestions').expect(401);
  });

  it('suggests each category’s average over the last three full months, rounded up', async () => {
    const seed = Date.now() % 100_000;
    const next = random(seed);
    const walletId = await createMainWallet(t, token);
    // 3 February to 6 September 2024: February and September are partial months.
    const rows = [];
    let id = 1;
    for (let month = 2; month <= 9; month += 1) {
      const days = month === 2 ? [3, 15, 28] : month === 9 ? [1, 6] : [1, 10, 20, 28];
      for (const day of days) {
        const amount = (-(1 + Math.floor(next() * 60_000)) / 100).toFixed(2);
        const date = `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        rows.push(
          txRow(String(9000 + id), {
            dateTime: `${date}T10:00:00`,
            amount,
            // Airtime, a transfer to a person, a merchant: the default rules spread them.
            ...[
              { type: 'DEBIT', accountName: 'MTN AIRTIME', toFrom: 'MTN' },
              { type: 'TRANSFER', accountName: 'YAW ASANTE', toFrom: '233244000111' },
              { type: 'PAYMENT', accountName: 'MELCOM LTD', toFrom: 'MELCOM' },
            ][id % 3],
          }),
        );
        id += 1;
      }
    }
    // A receipt, which no budget counts.
    rows.push(txRow('9999', { dateTime: '2024-07-15T09:00:00', amount: '5000.00' }));
    await importStatement(t, token, walletId, scripted.file(rows));
    await t.db.query(
      `UPDATE users SET is_pro = true, pro_until = now() + interval '1 day' WHERE phone LIKE '%241234567'`,
    );

    // The oracle: the transactions list, summed per category for June to August.
    const listed = (await t.http().get('/api/transactions?pageSize=100').set(as(token)).expect(200))
      .body as { items: Transaction[] };
    const cats = await categories();
    const otherExpenses = cats.find((c) => c.isDefault && c.name === 'Other Expenses')!;
    const sums = new Map<string, number>();
    for (const row of listed.items) {
      const month = row.dateTime.slice(0, 7);
      if (!['2024-06', '2024-07', '2024-08'].includes(month) || Number(row.amount) >= 0) continue;
      const category = row.category?.id ?? otherExpenses.id;
      sums.set(category, (sums.get(category) ?? 0) - Math.round(Number(row.amount) * 100));
    }

    const res = await t.http().get('/api/insights/budget-suggestions').set(as(token)).expect(200);
    const body = res.body as Suggestions;
    expect({ seed, months: body.months, label: body.label }).toEqual({
      seed,
      months: ['2024-06', '2024-07', '2024-08'],
      label: 'Jun–Aug 2024',
    });
    expect(body.suggestions.map((s) => s.categoryId).sort()).toEqual([...sums.keys()].sort());
    for (const suggestion of body.suggestions) {
      const average = sums.get(suggestion.categoryId)! / 100 / 3;
      expect({ seed, name: suggestion.name, average: suggestion.averageSpent }).toEqual({
        seed,
        name: suggestion.name,
        average: average.toFixed(2),
      });
      const suggested = Number(suggestion.suggested);
      expect(suggested).toBeGreaterThanOrEqual(average);
      // Friendly: a whole number of its step, and less than one step above the average.
      const step = average < 50 ? 5 : average < 200 ? 10 : average < 1000 ? 50 : 100;
      expect(suggested % step).toBe(0);
      expect(suggested - average).toBeLessThanOrEqual(step);
      const category = cats.find((c) => c.id === suggestion.categoryId)!;
      expect(category.type).toBe('expense');
      expect(suggestion.isDefault).toBe(category.isDefault);
    }
    // Biggest spending first.
    const averages = body.suggestions.map((s) => Number(s.averageSpent));
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    // Nothing of this user's reaches another.
    const theirs = await t
      .http()
      .get('/api/insights/budget-suggestions')
      .set(as(other))
      .expect(200);
    expect(theirs.body).toEqual({ months: [], label: null, suggestions: [] });
  });

  it('saves Smart Budgets all at once, or none when one of them is wrong', async () => {
    const { suggestions } = (
      await t.http().get('/api/insights/budget-suggestions').set(as(token)).expect(200)
    ).body as Suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    const income = (await categories()).find((c) => c.type === 'income')!;
    const theirs = await byName('Food & Dining', other);
    const all = suggestions.map((s) => ({ categoryId: s.categoryId, monthlyBudget: s.suggested }));
    const before = await categories();
    const refused: [object, number, string][] = [
      [
        { budgets: [...all, { categoryId: income.id, monthlyBudget: '10' }] },
        400,
        'Budgets are for expense categories.',
      ],
      [
        { budgets: [...all, { categoryId: theirs.id, monthlyBudget: '10' }] },
        404,
        'Category not found',
      ],
      [{ budgets: [...all, all[0]] }, 400, 'Each category can have one budget.'],
      [{ budgets: [{ ...all[0], monthlyBudget: '-4' }] }, 400, 'Budget must be positive'],
      [{ budgets: [] }, 400, 'Choose at least one budget to save.'],
      [
        { budgets: [{ categoryId: all[0]!.categoryId }] },
        400,
        'monthlyBudget is required for each budget (null clears it).',
      ],
      [
        { budgets: [{ categoryId: 'nope', monthlyBudget: '4' }] },
        400,
        'Choose one of your categories.',
      ],
      [{}, 400, 'budgets must be a list of budgets.'],
    ];
    for (const [body, status, message] of refused) {
      const res = await t.http().put('/api/categories/budgets').set(as(token)).send(body);
      expect(res.status).toBe(status);
      expect(errorOf(res)).toContain(message);
    }
    expect(await categories()).toEqual(before);

    const saved = await t
      .http()
      .put('/api/categories/budgets')
      .set(as(token))
      .send({ budgets: all })
      .expect(200);
    expect((saved.body as Category[]).map((c) => c.id).sort()).toEqual(
      all.map((b) => b.categoryId).sort(),
    );
    const after = await categories();
    for (const budget of all) {
      expect(Number(after.find((c) => c.id === budget.categoryId)!.monthlyBudget)).toBe(
        Number(budget.monthlyBudget),
      );
    }
    // The suggestions now show each category's budget.
    const again = (
      await t.http().get('/api/insights/budget-suggestions').set(as(token)).expect(200)
    ).body as Suggestions;
    for (const s of again.suggestions) expect(Number(s.currentBudget)).toBe(Number(s.suggested));
    // The dashboard's budgets card lists them, defaults included.
    const budgets = (await t.http().get('/api/insights/budgets').set(as(token)).expect(200))
      .body as { budgets: { id: string }[] };
    expect(budgets.budgets.map((b) => b.id).sort()).toEqual(all.map((b) => b.categoryId).sort());
  });

  it('counts only the months statements cover: a gap between two statements is no month of zero spending', async () => {
    const yaw = await register(t, {
      phone: '241000778',
      email: 'yaw.gap@example.com',
      firstName: 'Yaw',
      lastName: 'Gap',
    });
    await t.db.query(
      `UPDATE users SET is_pro = true, pro_until = now() + interval '1 day' WHERE email = $1`,
      ['yaw.gap@example.com'],
    );
    const wallet = (
      await t
        .http()
        .post('/api/wallets')
        .set(as(yaw))
        .send({ label: 'Main', provider: 'MTN', momoNumber: '0241000778' })
        .expect(201)
    ).body as { id: string };
    // January and June 2024, each whole, ₵300 spent in each; nothing said of February to May.
    for (const [month, id, last] of [
      ['01', 7100, '31'],
      ['06', 7200, '30'],
    ] as const) {
      await importStatement(
        t,
        yaw,
        wallet.id,
        scripted.file(
          [
            txRow(String(id), { dateTime: `2024-${month}-01T08:00:00`, amount: '-100.00' }),
            txRow(String(id + 1), { dateTime: `2024-${month}-15T08:00:00`, amount: '-200.00' }),
            txRow(String(id + 2), { dateTime: `2024-${month}-${last}T08:00:00`, amount: '5.00' }),
          ],
          '+233241000778',
        ),
      );
    }
    const body = (await t.http().get('/api/insights/budget-suggestions').set(as(yaw)).expect(200))
      .body as Suggestions;
    expect({ months: body.months, label: body.label }).toEqual({
      months: ['2024-01', '2024-06'],
      label: 'January 2024 and June 2024',
    });
    // ₵300 a month over the two months (not ₵600 over six).
    expect(body.suggestions.map((s) => s.averageSpent)).toEqual(['300.00']);
    expect(body.suggestions[0]!.suggested).toBe('300');
  });
});
