import { KOFI, register, startTestApp, type TestApp } from './test-app';

// The Uploads page lists every statement (issue 29, item 2): keyset pages, newest first, of one
// wallet or all, with the true total.
type Upload = { id: string; walletId: string; fileName: string; createdAt: string };
const AMA = { phone: '241000765', email: 'ama.u@example.com', firstName: 'Ama', lastName: 'Up' };

describe('every upload, page by page', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  const wallets: string[] = [];
  const get = (query: object, who = () => token) =>
    t
      .http()
      .get('/api/pdf-uploads')
      .query(query)
      .set({ Authorization: `Bearer ${who()}` });

  beforeAll(async () => {
    t = await startTestApp();
    token = await register(t, KOFI);
    other = await register(t, AMA);
    for (const [label, momoNumber] of [
      ['Main', '0241234567'],
      ['Savings', '0551234567'],
    ]) {
      const res = await t
        .http()
        .post('/api/wallets')
        .set({ Authorization: `Bearer ${token}` })
        .send({ label, provider: 'MTN', momoNumber })
        .expect(201);
      wallets.push((res.body as { id: string }).id);
    }
    // 130 uploads over the two wallets, some at the same second (the id breaks the tie).
    await t.db.query(
      `INSERT INTO pdf_uploads (user_id, wallet_id, file_name, size_bytes, status, created_at)
       SELECT w.user_id, w.id, 'statement-' || g || '.pdf', 1000, 'completed',
              timestamp '2024-01-01' + (g / 2) * interval '1 hour'
         FROM generate_series(1, 130) g
         JOIN wallets w ON w.id = (ARRAY[$1, $2]::uuid[])[1 + g % 2]`,
      wallets,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  async function all(query: object, limit: number) {
    const seen: Upload[] = [];
    let after: string | undefined;
    for (;;) {
      const res = await get({ ...query, limit, after }).expect(200);
      const rows = res.body as Upload[];
      seen.push(...rows);
      if (rows.length < limit) return { seen, total: Number(res.headers['x-total-count']) };
      after = rows.at(-1)!.id;
    }
  }

  it('lists every upload once, newest first, past the first 100', async () => {
    const first = await get({}).expect(200);
    expect(first.body).toHaveLength(100);
    expect(first.headers['x-total-count']).toBe('130');
    const { seen, total } = await all({}, 7);
    expect(total).toBe(130);
    expect(new Set(seen.map((u) => u.id)).size).toBe(130);
    const times = seen.map((u) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by wallet, and refuses another user’s wallet', async () => {
    const { seen, total } = await all({ walletId: wallets[1] }, 20);
    expect(total).toBe(65);
    expect(seen).toHaveLength(65);
    expect(seen.every((u) => u.walletId === wallets[1])).toBe(true);
    await get({ walletId: wallets[0] }, () => other).expect(404);
    expect((await get({}, () => other).expect(200)).body).toEqual([]);
    const [theirs] = (await get({ limit: 1 }).expect(200)).body as Upload[];
    expect((await get({ after: theirs!.id }, () => other).expect(200)).body).toEqual([]);
    await get({ limit: 501 }).expect(400);
    await get({ after: 'nope' }).expect(400);
  });
});
