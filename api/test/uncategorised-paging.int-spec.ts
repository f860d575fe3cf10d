import { seedLargeHistory } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// The categorize screen works through every uncategorised transaction, however many (issue 29,
// item 5): keyset pages, newest first, with the true total.
type Tx = { id: string; dateTime: string; category: { id: string } | null };

const AMA = {
  phone: '241000321',
  email: 'ama.p@example.com',
  firstName: 'Ama',
  lastName: 'Paging',
};

describe('uncategorised transactions, page by page', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  const get = (path: string, query: object = {}, who = () => token) =>
    t
      .http()
      .get(path)
      .query(query)
      .set({ Authorization: `Bearer ${who()}` });

  beforeAll(async () => {
    t = await startTestApp();
    token = await register(t, KOFI);
    other = await register(t, AMA);
    await seedLargeHistory(t, token, 450);
    await seedLargeHistory(t, other, 3);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('reaches every row once, in order, even when rows are categorised between pages', async () => {
    const seen: Tx[] = [];
    let after: string | undefined;
    let categorisedMeanwhile = 0;
    for (let page = 0; page < 10; page += 1) {
      const res = await get('/api/transactions/uncategorized', { limit: 200, after }).expect(200);
      const rows = res.body as Tx[];
      expect(Number(res.headers['x-total-count'])).toBe(450 - categorisedMeanwhile);
      seen.push(...rows);
      if (rows.length < 200) break;
      after = rows.at(-1)!.id;
      // The user categorises the first row of the page they are on: the next page does not shift.
      const food = (
        (await get('/api/categories').expect(200)).body as { id: string; name: string }[]
      ).find((c) => c.name === 'Food & Dining')!;
      await t
        .http()
        .put(`/api/transactions/${rows[0]!.id}/category`)
        .set({ Authorization: `Bearer ${token}` })
        .send({ categoryId: food.id })
        .expect(200);
      categorisedMeanwhile += 1;
    }
    expect(seen).toHaveLength(450);
    expect(new Set(seen.map((row) => row.id)).size).toBe(450);
    const times = seen.map((row) => row.dateTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers nothing after another user’s row, and refuses an id that is not one', async () => {
    const [theirs] = (await get('/api/transactions/uncategorized', {}, () => other).expect(200))
      .body as Tx[];
    const res = await get('/api/transactions/uncategorized', { after: theirs!.id }).expect(200);
    expect(res.body).toEqual([]);
    const bad = await get('/api/transactions/uncategorized', { after: 'nope' }).expect(400);
    expect((bad.body as { error: string }).error).toBe(
      'after must be a transaction id from the previous page',
    );
  });
});
