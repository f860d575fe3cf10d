import { KOFI, register, startTestApp, type TestApp } from './test-app';

describe('billing: plans and subscription', () => {
  let t: TestApp;
  let token: string;
  const get = (path: string) => t.http().get(path).set('Authorization', `Bearer ${token}`);
  const setPro = (isPro: boolean, until: string | null) =>
    t.db.query('UPDATE users SET is_pro = $1, pro_until = $2', [isPro, until]);

  beforeAll(async () => {
    t = await startTestApp();
    token = await register(t, KOFI);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the pricing table’s plans, prices from the server', async () => {
    const res = await get('/api/subscription-plans').expect(200);
    expect(
      (res.body as Record<string, unknown>[]).map(
        ({ id, displayName, monthlyPrice, totalPrice, durationMonths, currency }) => ({
          id,
          displayName,
          monthlyPrice,
          totalPrice,
          durationMonths,
          currency,
        }),
      ),
    ).toEqual([
      {
        id: 'pro-1-month',
        displayName: '1 Month Pro',
        monthlyPrice: '25.00',
        totalPrice: '25.00',
        durationMonths: 1,
        currency: 'GHS',
      },
      {
        id: 'pro-3-months',
        displayName: '3 Months Pro',
        monthlyPrice: '25.00',
        totalPrice: '60.00',
        durationMonths: 3,
        currency: 'GHS',
      },
      {
        id: 'pro-6-months',
        displayName: '6 Months Pro',
        monthlyPrice: '25.00',
        totalPrice: '105.00',
        durationMonths: 6,
        currency: 'GHS',
      },
      {
        id: 'pro-12-months',
        displayName: '12 Months Pro',
        monthlyPrice: '25.00',
        totalPrice: '180.00',
        durationMonths: 12,
        currency: 'GHS',
      },
    ]);
    await t.http().get('/api/subscription-plans').expect(401);
  });

  it('reports the subscription from its end date, so Pro ends by itself', async () => {
    expect((await get('/api/subscription').expect(200)).body).toMatchObject({
      status: 'none',
      isPro: false,
      planType: null,
      planName: null,
      startedAt: null,
      expiresAt: null,
    });

    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    await setPro(true, ahead);
    expect((await get('/api/subscription').expect(200)).body).toMatchObject({
      status: 'active',
      isPro: true,
      planType: null,
      planName: null,
      startedAt: null,
      expiresAt: ahead,
    });
    expect((await get('/api/auth/me').expect(200)).body).toMatchObject({ isPro: true });

    const past = new Date(Date.now() - 1_000).toISOString();
    await setPro(true, past);
    expect((await get('/api/subscription').expect(200)).body).toMatchObject({
      status: 'expired',
      isPro: false,
      planType: null,
      planName: null,
      startedAt: null,
      expiresAt: past,
    });
    expect((await get('/api/auth/me').expect(200)).body).toMatchObject({ isPro: false });
    await t.http().get('/api/subscription').expect(401);
  });

  it('lists only the caller’s payments, newest first, amounts from pesewas', async () => {
    expect((await get('/api/payments').expect(200)).body).toEqual([]);
    const [me] = await t.db.query<{ id: string }[]>('SELECT id FROM users');
    const insert = (reference: string, status: string, createdAt: string, userId = me!.id) =>
      t.db.query(
        `INSERT INTO payments (user_id, reference, plan_id, amount_minor, currency, status, provider,
                               created_at, verified_at)
         VALUES ($1, $2, 'pro-6-months', 10500, 'GHS', $3::varchar, 'paystack', $4,
                 CASE WHEN $3::varchar = 'pending' THEN NULL ELSE $4::timestamptz END)`,
        [userId, reference, status, createdAt],
      );
    await insert('pro-a', 'success', '2026-11-01T10:00:00Z');
    await insert('pro-b', 'pending', '2026-11-02T10:00:00Z');
    const list = (await get('/api/payments').expect(200)).body as Record<string, unknown>[];
    expect(list.map((row) => [row.reference, row.status])).toEqual([
      ['pro-b', 'pending'],
      ['pro-a', 'success'],
    ]);
    expect(list[1]).toMatchObject({
      planType: 'pro-6-months',
      planName: '6 Months Pro',
      amount: '105.00',
      currency: 'GHS',
      createdAt: '2026-11-01T10:00:00.000Z',
      verifiedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(list[0]).toMatchObject({ verifiedAt: null });

    // Another user sees none of them; a reference is never used twice.
    const ama = await register(t, {
      phone: '261234567',
      email: 'ama@example.com',
      firstName: 'Ama',
      lastName: 'Owusu',
    });
    expect(
      (await t.http().get('/api/payments').set('Authorization', `Bearer ${ama}`).expect(200)).body,
    ).toEqual([]);
    await expect(insert('pro-a', 'pending', '2026-11-03T10:00:00Z')).rejects.toThrow(/unique/i);
    await expect(insert('pro-c', 'success', '2026-11-03T10:00:00Z', me!.id)).resolves.toBeDefined();
    await t.http().get('/api/payments').expect(401);
  });
});
