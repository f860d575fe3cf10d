import { KOFI, register, startTestApp, type TestApp } from './test-app';

const pdf = () => Buffer.from('%PDF-1.7\nstatement:first\n%%EOF\n');

// Workers off: uploads stay pending, as if the workers were busy.
describe('per-user upload limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ STATEMENT_WORKERS: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function userWithWallet(person: typeof KOFI, momoNumber: string) {
    const token = await register(t, person);
    const wallet = await t
      .http()
      .post('/api/wallets')
      .set('Authorization', `Bearer ${token}`)
      .send({ label: 'Main', provider: 'MTN', momoNumber })
      .expect(201);
    return { token, walletId: (wallet.body as { id: string }).id };
  }

  const upload = (token: string, walletId: string, file = pdf()) =>
    t
      .http()
      .post('/api/upload-pdf')
      .set('Authorization', `Bearer ${token}`)
      .field('walletId', walletId)
      .attach('pdf', file, 'statement.pdf');

  it('refuses a fourth upload while three are still processing, before reading the file', async () => {
    const { token, walletId } = await userWithWallet(KOFI, '0241234567');
    for (let i = 0; i < 3; i += 1) await upload(token, walletId).expect(201);
    const refused = await upload(token, walletId).expect(429);
    expect(refused.body).toEqual({
      error: 'You have 3 statements still processing. Wait for them to finish, then upload more.',
      code: 'TOO_MANY_UPLOADS',
    });
    // An oversized file is refused by the limit (429), not by multer's size check (413): the
    // guard ran before the file was read.
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024)]);
    const early = await upload(token, walletId, big).expect(429);
    expect((early.body as { code: string }).code).toBe('TOO_MANY_UPLOADS');
    // Once one finishes, the next upload is accepted.
    await t.db.query(
      `UPDATE pdf_uploads SET status = 'completed'
        WHERE id = (SELECT id FROM pdf_uploads WHERE wallet_id = $1 LIMIT 1)`,
      [walletId],
    );
    await upload(token, walletId).expect(201);
    const [count] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM pdf_uploads WHERE wallet_id = $1',
      [walletId],
    );
    expect(count!.n).toBe(4);
  });

  it('refuses a 31st upload within an hour, with Retry-After', async () => {
    const { token, walletId } = await userWithWallet(
      { phone: '201112222', email: 'esi@example.com', firstName: 'Esi', lastName: 'Owusu' },
      '0201112222',
    );
    // 30 uploads counted: the oldest 10 minutes ago, so it leaves the window in about 50.
    await t.db.query(
      `INSERT INTO upload_events (user_id, created_at)
       SELECT w.user_id, now() - interval '10 minutes' + i * interval '1 second'
         FROM wallets w, generate_series(0, 29) AS i WHERE w.id = $1`,
      [walletId],
    );
    const refused = await upload(token, walletId).expect(429);
    expect(refused.body).toEqual({
      error: "You've uploaded 30 statements in the last hour. Try again later.",
      code: 'TOO_MANY_UPLOADS',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(49 * 60);
    expect(retryAfter).toBeLessThanOrEqual(50 * 60);
    // Uploads older than an hour no longer count.
    await t.db.query(
      `UPDATE upload_events SET created_at = created_at - interval '1 hour'
        WHERE user_id = (SELECT user_id FROM wallets WHERE id = $1)`,
      [walletId],
    );
    await upload(token, walletId).expect(201);
  });

  it('still counts uploads that were deleted: upload, delete, repeat cannot pass the hourly quota', async () => {
    const { token, walletId } = await userWithWallet(
      { phone: '261113333', email: 'yaw@example.com', firstName: 'Yaw', lastName: 'Asante' },
      '0261113333',
    );
    const [user] = await t.db.query<{ user_id: string }[]>(
      'SELECT user_id FROM wallets WHERE id = $1',
      [walletId],
    );
    // An event from two days ago: never counted, and cleared away by the next upload.
    await t.db.query(
      `INSERT INTO upload_events (user_id, created_at) VALUES ($1, now() - interval '2 days')`,
      [user!.user_id],
    );
    for (let i = 0; i < 30; i += 1) {
      const accepted = await upload(token, walletId).expect(201);
      await t
        .http()
        .delete(`/api/pdf-uploads/${(accepted.body as { uploadId: string }).uploadId}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(204);
    }
    const [left] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM pdf_uploads WHERE wallet_id = $1',
      [walletId],
    );
    expect(left!.n).toBe(0);
    const refused = await upload(token, walletId).expect(429);
    expect(refused.body).toEqual({
      error: "You've uploaded 30 statements in the last hour. Try again later.",
      code: 'TOO_MANY_UPLOADS',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(58 * 60);
    const [events] = await t.db.query<{ n: number; recent: boolean }[]>(
      `SELECT count(*)::int AS n, bool_and(created_at > now() - interval '1 hour') AS recent
         FROM upload_events WHERE user_id = $1`,
      [user!.user_id],
    );
    expect(events).toEqual({ n: 30, recent: true });
  });
});
