import { randomBytes, randomInt } from 'node:crypto';
import { type PaystackSandbox } from '../src/modules/billing/paystack/paystack-sandbox';
import { paystackSignature } from '../src/modules/billing/paystack/paystack-provider';
import { cedisOf, PLANS } from '../src/modules/billing/plans';
import { startAppWithPaystackSandbox } from './paystack-app';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// Billing against the local Paystack sandbox over real HTTP: the adapter's production code path
// with another base URL. The checkout is driven as a browser would drive it (GET the page, POST
// its form, follow the redirect back to /payment-success).

const AMA = { phone: '201234567', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah' };
const DAY = 86_400_000;

type Verification = {
  success: boolean;
  status: string;
  amount: string;
  updatedCount: number;
  proUntil: string | null;
};

describe('payments through the Paystack sandbox', () => {
  let sandbox: PaystackSandbox;
  let t: TestApp;
  let webhookUrl: () => string;
  let kofi: string;
  let ama: string;
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;

  const as = (token: string) => ({
    get: (path: string) => t.http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      t.http().post(path).set('Authorization', `Bearer ${token}`).send(body),
  });

  const start = async (token: string, planType: string) => {
    const res = await as(token)
      .post('/api/payments/initialize', { planType })
      .set('Origin', 'http://localhost:3000')
      .expect(200);
    return res.body as { reference: string; authorizationUrl: string };
  };

  // What the checkout page's buttons post; returns where the browser is sent next.
  const checkout = async (
    authorizationUrl: string,
    outcome: 'success' | 'decline' | 'cancel' | 'momo',
  ) => {
    const page = await fetch(authorizationUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`name="outcome" value="${outcome}"`);
    const form = new URLSearchParams({ outcome, momo: '0551234987' });
    const res = await fetch(`${authorizationUrl}/pay`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '', authorizationUrl);
  };

  const verify = async (token: string, reference: string) =>
    (await as(token).post('/api/payments/verify', { reference }).expect(200)).body as Verification;

  const user = async (token: string) =>
    (await as(token).get('/api/auth/me').expect(200)).body as { isPro: boolean };

  const proUntil = async (phone: string) => {
    const [row] = await t.db.query<{ pro_until: Date | null }[]>(
      'SELECT pro_until FROM users WHERE phone = $1',
      [phone],
    );
    return row?.pro_until ?? null;
  };

  const resetPro = async () => {
    await t.db.query('UPDATE users SET is_pro = false, pro_until = NULL, pro_started_at = NULL');
    // Each test starts with no unfinished payments (they count towards the hourly limit).
    await t.db.query(
      `UPDATE payments SET status = 'failed', failure_reason = 'test', verified_at = now() WHERE status = 'pending'`,
    );
  };

  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    const until = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  // PostgreSQL's month arithmetic (31 January + 1 month = 28 February), as the grant's.
  const monthsAfter = async (from: Date, months: number) => {
    const [row] = await t.db.query<{ at: Date }[]>(
      'SELECT $1::timestamptz + make_interval(months => $2) AS at',
      [from, months],
    );
    return row?.at.getTime() ?? 0;
  };

  // Until every webhook job has had its first attempt.
  const webhookJobsDone = () =>
    waitFor(async () => {
      const [row] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'payments.settle' AND state IN ('created', 'active')`,
      );
      return row?.n === 0;
    }, 'the webhook jobs');

  beforeAll(async () => {
    ({ t, sandbox, webhookUrl } = await startAppWithPaystackSandbox({
      secretKey,
      momoDelayMs: 1_000,
      webhookRetryDelaysMs: [200, 200],
    }));
    kofi = await register(t, KOFI);
    ama = await register(t, AMA);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(async () => {
    sandbox.setWebhookUrl(webhookUrl());
    await resetPro();
  });

  it('starts a payment at the plan’s price from the server, written before the provider is called', async () => {
    await as(kofi).post('/api/payments/initialize', { planType: 'gold' }).expect(400);
    await as(kofi).post('/api/payments/initialize', {}).expect(400);
    // The client cannot name a price.
    await as(kofi)
      .post('/api/payments/initialize', { planType: 'pro-6-months', amount: 1 })
      .expect(400);
    await t.http().post('/api/payments/initialize').send({ planType: 'pro-6-months' }).expect(401);

    const { reference, authorizationUrl } = await start(kofi, 'pro-6-months');
    expect(reference).toMatch(/^pro-[0-9a-f-]{36}$/);
    expect(authorizationUrl.startsWith(`${sandbox.url}/checkout/`)).toBe(true);
    const [row] = await t.db.query<Record<string, unknown>[]>(
      'SELECT status, amount_minor, currency, plan_id FROM payments WHERE reference = $1',
      [reference],
    );
    expect(row).toEqual({
      status: 'pending',
      amount_minor: 10_500,
      currency: 'GHS',
      plan_id: 'pro-6-months',
    });
    const atProvider = sandbox.transaction(reference);
    expect(atProvider).toMatchObject({
      amount: 10_500,
      currency: 'GHS',
      email: 'kofi.boateng@example.com',
    });
    expect(atProvider?.callbackUrl).toBe('http://localhost:3000/payment-success');
    expect(atProvider?.channels).toEqual(['card', 'mobile_money']);
  });

  it('grants Pro for the plan’s months when the card payment succeeds, once', async () => {
    const { reference, authorizationUrl } = await start(kofi, 'pro-6-months');
    sandbox.setWebhookUrl(null);
    const back = await checkout(authorizationUrl, 'success');
    expect(back.pathname).toBe('/payment-success');
    expect(back.searchParams.get('trxref')).toBe(reference);
    expect(back.searchParams.get('reference')).toBe(reference);

    const before = Date.now();
    const first = await verify(kofi, reference);
    expect(first).toMatchObject({
      success: true,
      status: 'success',
      amount: '105.00',
      updatedCount: 1,
    });
    const until = new Date(first.proUntil ?? 0).getTime();
    expect(Math.abs(until - (await monthsAfter(new Date(before), 6)))).toBeLessThan(60_000);
    expect((await user(kofi)).isPro).toBe(true);
    expect((await as(kofi).get('/api/subscription').expect(200)).body).toMatchObject({
      status: 'active',
      isPro: true,
      planType: 'pro-6-months',
      planName: '6 Months Pro',
    });

    const again = await verify(kofi, reference);
    expect(again).toMatchObject({ success: true, updatedCount: 0, proUntil: first.proUntil });
    const [listed] = (await as(kofi).get('/api/payments').expect(200)).body as Record<
      string,
      unknown
    >[];
    expect(listed).toMatchObject({
      reference,
      status: 'success',
      planName: '6 Months Pro',
      amount: '105.00',
    });
    expect(listed?.verifiedAt).not.toBeNull();
  });

  it('records a declined card as failed and grants nothing', async () => {
    const { reference, authorizationUrl } = await start(kofi, 'pro-1-month');
    await checkout(authorizationUrl, 'decline');
    expect(await verify(kofi, reference)).toMatchObject({
      success: false,
      status: 'failed',
      updatedCount: 0,
    });
    expect((await user(kofi)).isPro).toBe(false);
  });

  it('still grants a payment marked failed that the payer completed later (a retried card)', async () => {
    sandbox.setWebhookUrl(null);
    const { reference, authorizationUrl } = await start(kofi, 'pro-1-month');
    await checkout(authorizationUrl, 'decline');
    expect(await verify(kofi, reference)).toMatchObject({ status: 'failed' });
    // The payer tries another card on the same checkout; Paystack now says success.
    sandbox.tamper(reference, { status: 'success' });
    expect(await verify(kofi, reference)).toMatchObject({
      success: true,
      status: 'success',
      updatedCount: 1,
    });
    expect((await user(kofi)).isPro).toBe(true);
    const [row] = await t.db.query<{ failure_reason: string | null }[]>(
      'SELECT failure_reason FROM payments WHERE reference = $1',
      [reference],
    );
    expect(row?.failure_reason).toBeNull();
    // A mismatch stays refused, however often it is asked about.
    const wrong = await start(kofi, 'pro-1-month');
    await checkout(wrong.authorizationUrl, 'success');
    sandbox.tamper(wrong.reference, { amount: 1 });
    expect(await verify(kofi, wrong.reference)).toMatchObject({ status: 'failed' });
    sandbox.tamper(wrong.reference, { amount: 2500 });
    expect(await verify(kofi, wrong.reference)).toMatchObject({
      status: 'failed',
      updatedCount: 0,
    });
  });

  it('keeps an abandoned checkout pending (it can still be paid), and fails it after an hour', async () => {
    const { reference, authorizationUrl } = await start(kofi, 'pro-1-month');
    const back = await checkout(authorizationUrl, 'cancel');
    expect(back.searchParams.get('reference')).toBe(reference);
    expect(await verify(kofi, reference)).toMatchObject({ success: false, status: 'pending' });
    await t.db.query(
      `UPDATE payments SET created_at = now() - interval '61 minutes' WHERE reference = $1`,
      [reference],
    );
    expect(await verify(kofi, reference)).toMatchObject({ success: false, status: 'failed' });
    expect((await user(kofi)).isPro).toBe(false);
  });

  it('picks up mobile money that stays pending and succeeds later (verify-pending)', async () => {
    sandbox.setWebhookUrl(null);
    const { reference, authorizationUrl } = await start(kofi, 'pro-3-months');
    const next = await checkout(authorizationUrl, 'momo');
    expect(next.pathname).toMatch(/^\/checkout\//);
    const waiting = await (await fetch(next)).text();
    expect(waiting).toContain('Approve the prompt on 0551234987');
    expect(await verify(kofi, reference)).toMatchObject({ success: false, status: 'pending' });
    expect((await as(kofi).post('/api/payments/verify-pending').expect(200)).body).toEqual({
      updatedCount: 0,
      isPro: false,
    });
    // Asked about at most once per 10 s.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await as(kofi).post('/api/payments/verify-pending').expect(200)).body).toEqual({
      updatedCount: 0,
      isPro: false,
    });
    await t.db.query(`UPDATE payments SET checked_at = now() - interval '11 seconds'`);
    expect((await as(kofi).post('/api/payments/verify-pending').expect(200)).body).toEqual({
      updatedCount: 1,
      isPro: true,
    });
    expect((await user(kofi)).isPro).toBe(true);
    // Another user's poll never touches it.
    expect((await as(ama).post('/api/payments/verify-pending').expect(200)).body).toEqual({
      updatedCount: 0,
      isPro: false,
    });
  });

  it('grants from the signed webhook alone, re-verified with the provider', async () => {
    const { reference, authorizationUrl } = await start(kofi, 'pro-1-month');
    await checkout(authorizationUrl, 'success');
    await waitFor(async () => (await user(kofi)).isPro, 'the webhook grant');
    // The app's poll learns of it although the webhook, not the poll, granted it.
    expect((await as(kofi).post('/api/payments/verify-pending').expect(200)).body).toEqual({
      updatedCount: 0,
      isPro: true,
    });
    expect(sandbox.webhookDeliveries().filter((d) => d.reference === reference)).toEqual([
      { event: 'charge.success', reference, status: 200 },
    ]);
    const [row] = await t.db.query<{ status: string }[]>(
      'SELECT status FROM payments WHERE reference = $1',
      [reference],
    );
    expect(row?.status).toBe('success');
  });

  it.each(PLANS.map((plan) => [plan.id, plan.amountMinor]))(
    'grants %s on its price when the payer was also charged the fee (requested_amount)',
    async (planType, price) => {
      sandbox.setWebhookUrl(null);
      sandbox.setCustomerPaysFees(true);
      try {
        const { reference, authorizationUrl } = await start(kofi, planType);
        expect(sandbox.transaction(reference)).toMatchObject({ requestedAmount: price });
        await checkout(authorizationUrl, 'success');
        // Whatever the fee came to.
        sandbox.tamper(reference, { amount: price + randomInt(1, 1_000) });
        expect(await verify(kofi, reference)).toMatchObject({
          success: true,
          status: 'success',
          amount: cedisOf(price),
          updatedCount: 1,
        });
      } finally {
        sandbox.setCustomerPaysFees(false);
      }
    },
  );

  it.each([
    ['amount', { amount: 100 }],
    ['requested amount', { requestedAmount: 100 }],
    ['charge (below the requested price)', { amount: 2_400 }],
    ['currency', { currency: 'USD' }],
  ])('grants nothing when the provider’s %s does not match the plan', async (_what, patch) => {
    sandbox.setWebhookUrl(null);
    const { reference, authorizationUrl } = await start(kofi, 'pro-1-month');
    await checkout(authorizationUrl, 'success');
    sandbox.tamper(reference, patch);
    expect(await verify(kofi, reference)).toMatchObject({
      success: false,
      status: 'failed',
      updatedCount: 0,
    });
    expect((await user(kofi)).isPro).toBe(false);
  });

  it('refuses forged webhooks, and a replayed one grants nothing more', async () => {
    sandbox.setWebhookUrl(null);
    const { reference, authorizationUrl } = await start(kofi, 'pro-1-month');
    await checkout(authorizationUrl, 'success');
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount: 2500, currency: 'GHS', status: 'success' },
    });
    const post = (signature: string | null, payload = body) => {
      const req = t.http().post('/api/payments/webhook').set('Content-Type', 'application/json');
      if (signature !== null) req.set('x-paystack-signature', signature);
      return req.send(payload);
    };
    await post(null).expect(401);
    await post('0'.repeat(128)).expect(401);
    await post(paystackSignature(body, 'sk_test_someone_else')).expect(401);
    await post(paystackSignature(body, secretKey), `${body} `).expect(401);
    expect((await user(kofi)).isPro).toBe(false);

    await post(paystackSignature(body, secretKey)).expect(200);
    await waitFor(async () => (await user(kofi)).isPro, 'the webhook grant');
    const until = await proUntil('233241234567');
    await post(paystackSignature(body, secretKey)).expect(200);
    await post(paystackSignature(body, secretKey)).expect(200);
    await webhookJobsDone();
    expect(await proUntil('233241234567')).toEqual(until);
  });

  it('grants nothing for a signed event about a payment the provider has not taken', async () => {
    sandbox.setWebhookUrl(null);
    const { reference } = await start(kofi, 'pro-1-month');
    const body = JSON.stringify({ event: 'charge.success', data: { reference } });
    await t
      .http()
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('x-paystack-signature', paystackSignature(body, secretKey))
      .send(body)
      .expect(200);
    await webhookJobsDone();
    expect((await user(kofi)).isPro).toBe(false);
    expect(await verify(kofi, reference)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for another user’s reference, paid or not', async () => {
    sandbox.setWebhookUrl(null);
    const { reference, authorizationUrl } = await start(kofi, 'pro-1-month');
    await as(ama).post('/api/payments/verify', { reference }).expect(404);
    await checkout(authorizationUrl, 'success');
    const res = await as(ama).post('/api/payments/verify', { reference }).expect(404);
    expect(res.body).toEqual({ error: 'Payment not found.', code: 'PAYMENT_NOT_FOUND' });
    await as(ama).post('/api/payments/verify', { reference: 'pro-<script>' }).expect(400);
    expect((await user(ama)).isPro).toBe(false);
    expect((await as(ama).get('/api/payments').expect(200)).body).toEqual([]);
  });

  it('marks a reversed payment failed and grants nothing', async () => {
    sandbox.setWebhookUrl(null);
    const { reference, authorizationUrl } = await start(kofi, 'pro-1-month');
    await checkout(authorizationUrl, 'success');
    sandbox.tamper(reference, { status: 'reversed' });
    expect(await verify(kofi, reference)).toMatchObject({ success: false, status: 'failed' });
    expect((await user(kofi)).isPro).toBe(false);
  });

  it('sends the payer back to the app they came from only if it is one of ours', async () => {
    const ours = await start(kofi, 'pro-1-month');
    expect(sandbox.transaction(ours.reference)?.callbackUrl).toBe(
      'http://localhost:3000/payment-success',
    );
    const res = await as(kofi)
      .post('/api/payments/initialize', { planType: 'pro-1-month' })
      .set('Origin', 'https://evil.example')
      .expect(200);
    const { reference } = res.body as { reference: string };
    expect(sandbox.transaction(reference)?.callbackUrl).toBe(`${t.config.appUrl}/payment-success`);
  });

  it('grants exactly once for twenty concurrent verifications plus the webhook', async () => {
    const { reference, authorizationUrl } = await start(kofi, 'pro-1-month');
    sandbox.setWebhookUrl(null);
    await checkout(authorizationUrl, 'success');
    const body = JSON.stringify({ event: 'charge.success', data: { reference } });
    const before = Date.now();
    const [results] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => verify(kofi, reference))),
      t
        .http()
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('x-paystack-signature', paystackSignature(body, secretKey))
        .send(body)
        .expect(200),
    ]);
    await webhookJobsDone();
    expect(results.every((result) => result.success)).toBe(true);
    expect(results.reduce((sum, result) => sum + result.updatedCount, 0)).toBeLessThanOrEqual(1);
    const until = (await proUntil('233241234567'))?.getTime() ?? 0;
    // One month from now, not two or twenty-one.
    expect(Math.abs(until - (await monthsAfter(new Date(before), 1)))).toBeLessThan(60_000);
  });

  it('extends from the current end date, and Pro ends by itself', async () => {
    sandbox.setWebhookUrl(null);
    const end = new Date(Date.now() + 10 * DAY);
    await t.db.query('UPDATE users SET is_pro = true, pro_until = $1 WHERE phone = $2', [
      end,
      '233241234567',
    ]);
    const paid = await start(kofi, 'pro-3-months');
    await checkout(paid.authorizationUrl, 'success');
    const result = await verify(kofi, paid.reference);
    expect(new Date(result.proUntil ?? 0).getTime()).toBe(await monthsAfter(end, 3));

    await t.db.query(`UPDATE users SET pro_until = now() - interval '1 second'`);
    expect((await user(kofi)).isPro).toBe(false);
    expect((await as(kofi).get('/api/subscription').expect(200)).body).toMatchObject({
      status: 'expired',
      isPro: false,
    });
    // After it ended, a new plan runs from now, not from the old end.
    const renewed = await start(kofi, 'pro-1-month');
    await checkout(renewed.authorizationUrl, 'success');
    const before = Date.now();
    const renewal = await verify(kofi, renewed.reference);
    expect(
      Math.abs(
        new Date(renewal.proUntil ?? 0).getTime() - (await monthsAfter(new Date(before), 1)),
      ),
    ).toBeLessThan(60_000);
    expect((await user(kofi)).isPro).toBe(true);
  });

  it('limits unfinished payments per hour', async () => {
    for (let i = 0; i < 10; i += 1) await start(ama, 'pro-1-month');
    const res = await as(ama)
      .post('/api/payments/initialize', { planType: 'pro-1-month' })
      .expect(429);
    expect(res.body).toMatchObject({ code: 'TOO_MANY_PAYMENTS' });
  });

  it('refuses a provider that is down with a clear error, and the payment is not left half-written', async () => {
    const down = await startTestApp({
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    });
    try {
      const token = await register(down, KOFI);
      const res = await down
        .http()
        .post('/api/payments/initialize')
        .set('Authorization', `Bearer ${token}`)
        .send({ planType: 'pro-1-month' })
        .expect(502);
      expect(res.body).toEqual({
        error: "We couldn't reach the payment provider. Please try again in a moment.",
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
      const rows = await down.db.query<{ status: string; failure_reason: string }[]>(
        'SELECT status, failure_reason FROM payments',
      );
      expect(rows).toEqual([{ status: 'failed', failure_reason: 'checkout_failed' }]);
    } finally {
      await down.close();
    }
  });
});
