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
    expect((await get('/api/subscription').expect(200)).body).toEqual({
      status: 'none',
      isPro: false,
      expiresAt: null,
    });

    const ahead = new Date(Date.now() + 86_400_000).toISOString();
    await setPro(true, ahead);
    expect((await get('/api/subscription').expect(200)).body).toEqual({
      status: 'active',
      isPro: true,
      expiresAt: ahead,
    });
    expect((await get('/api/auth/me').expect(200)).body).toMatchObject({ isPro: true });

    const past = new Date(Date.now() - 1_000).toISOString();
    await setPro(true, past);
    expect((await get('/api/subscription').expect(200)).body).toEqual({
      status: 'expired',
      isPro: false,
      expiresAt: past,
    });
    expect((await get('/api/auth/me').expect(200)).body).toMatchObject({ isPro: false });
    await t.http().get('/api/subscription').expect(401);
  });
});
