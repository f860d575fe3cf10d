import { randomBytes, randomInt } from 'node:crypto';
import { PLANS } from '../src/modules/billing/plans';
import { paystackSignature } from '../src/modules/billing/paystack/paystack-provider';
import { type PaystackSandbox } from '../src/modules/billing/paystack/paystack-sandbox';
import { startAppWithPaystackSandbox } from './paystack-app';
import { KOFI, register, type OutboxItem, type TestApp } from './test-app';

// Refunds and chargebacks (issue 27) through the Paystack sandbox over real HTTP: the sandbox
// refunds (POST /refund) and opens and settles disputes, and sends its signed events to the API,
// which asks the sandbox again before it takes any Pro time back.

const PHONE = '233241234567';
const DAY = 86_400;

type Row = {
  status: string;
  refundedMinor: number;
  reason: string | null;
  reversedAt: Date | null;
  disputeStatus: string | null;
  takenBack: number;
  from: Date | null;
  to: Date | null;
  // Seconds the payment pays for now (pro_to - pro_from).
  length: number | null;
};

describe('refunds and chargebacks through the Paystack sandbox', () => {
  let sandbox: PaystackSandbox;
  let t: TestApp;
  let kofi: string;
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;

  const as = (path: string, body: object = {}) =>
    t.http().post(path).set('Authorization', `Bearer ${kofi}`).send(body);

  // Paystack's API, as the merchant (or its dashboard) calls it.
  const paystack = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
  };

  // Paid by card and granted (the verify call, as the payment-success page makes it).
  const pay = async (planType: string) => {
    const started = await as('/api/payments/initialize', { planType })
      .set('Origin', 'http://localhost:3000')
      .expect(200);
    const { reference, authorizationUrl } = started.body as {
      reference: string;
      authorizationUrl: string;
    };
    const paid = await fetch(`${authorizationUrl}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect((await as('/api/payments/verify', { reference }).expect(200)).body).toMatchObject({
      status: 'success',
    });
    await jobsDone();
    return reference;
  };

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  // Until every payment and message job has had its first attempt.
  const jobsDone = async () => {
    for (let i = 0; ; i += 1) {
      const [row] = await t.db.query<{ open: number }[]>(
        `SELECT count(*)::int AS open FROM pgboss.job
          WHERE (name LIKE 'payments.%' OR name LIKE 'notifications.%')
            AND state IN ('created', 'active')`,
      );
      if (row?.open === 0) return;
      if (i > 300) throw new Error('jobs did not settle');
      await sleep(50);
    }
  };

  // Until the sandbox has delivered `event` about `reference` `count` times, answered, and the API
  // has worked what it queued.
  const delivered = async (event: string, reference: string, count = 1) => {
    for (let i = 0; ; i += 1) {
      const done = sandbox
        .webhookDeliveries()
        .filter((d) => d.event === event && d.reference === reference && d.status === 200);
      if (done.length >= count) break;
      if (i > 200) throw new Error(`${event} for ${reference} was not delivered`);
      await sleep(25);
    }
    await jobsDone();
  };

  const refund = async (reference: string, amount?: number) => {
    const before = sandbox
      .webhookDeliveries()
      .filter((d) => d.event === 'refund.processed' && d.reference === reference).length;
    const res = await paystack('POST', '/refund', { transaction: reference, amount });
    expect(res.status).toBe(200);
    await delivered('refund.processed', reference, before + 1);
  };

  const row = async (reference: string): Promise<Row> => {
    const [payment] = await t.db.query<Row[]>(
      `SELECT status, refunded_minor AS "refundedMinor", reversal_reason AS reason,
              reversed_at AS "reversedAt", dispute_status AS "disputeStatus",
              pro_taken_back_seconds AS "takenBack", pro_from AS "from", pro_to AS "to",
              extract(epoch FROM pro_to - pro_from)::float8 AS length
         FROM payments WHERE reference = $1`,
      [reference],
    );
    if (payment === undefined) throw new Error(`no payment ${reference}`);
    return payment;
  };

  const proUntil = async () => {
    const [user] = await t.db.query<{ until: Date | null; ahead: number | null }[]>(
      `SELECT pro_until AS until, extract(epoch FROM pro_until - now())::float8 AS ahead
         FROM users WHERE phone = $1`,
      [PHONE],
    );
    return user!;
  };

  const isPro = async () =>
    (
      (await t.http().get('/api/auth/me').set('Authorization', `Bearer ${kofi}`).expect(200))
        .body as { isPro: boolean }
    ).isPro;

  // Pro that "ends now" ends at the moment the reversal was worked out, which can be a fraction of
  // a second ahead of the next request on a busy machine (the tests allow 5 s either way): once
  // that moment has passed, is the user still Pro?
  const isProOnceEnded = async () => {
    const { ahead } = await proUntil();
    if (ahead !== null && ahead > 0 && ahead < 5) await sleep(ahead * 1000 + 50);
    return isPro();
  };

  // The messages about payments sent to Kofi's phone, oldest first.
  const messages = async () =>
    (
      (await t.http().get('/api/dev/outbox').query({ to: PHONE, kind: 'notification' }).expect(200))
        .body as OutboxItem[]
    )
      .filter((item) => item.text?.includes('payment for'))
      .reverse();

  // A signed event, posted as Paystack would post it (a replay, or one the sandbox never sent).
  const postEvent = (event: string, data: object) => {
    const body = JSON.stringify({ event, data });
    return t
      .http()
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('x-paystack-signature', paystackSignature(body, secretKey))
      .send(body);
  };

  let webhookUrl: () => string;

  beforeAll(async () => {
    ({ t, sandbox, webhookUrl } = await startAppWithPaystackSandbox({
      secretKey,
      refundDelayMs: 50,
      webhookRetryDelaysMs: [200, 200],
    }));
    kofi = await register(t, KOFI);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(async () => {
    sandbox.setWebhookUrl(webhookUrl());
    sandbox.setCustomerPaysFees(false);
    await t.db.query('UPDATE users SET is_pro = false, pro_until = NULL, pro_started_at = NULL');
    // Each test starts with no Pro time bought.
    await t.db.query('UPDATE payments SET pro_from = NULL, pro_to = NULL');
  });

  it('takes back the unused time of a refunded payment, records why, tells the user once; replays change nothing', async () => {
    const plan = PLANS[randomInt(PLANS.length)]!;
    const reference = await pay(plan.id);
    const granted = await row(reference);
    expect(granted.length).toBeGreaterThan(plan.durationMonths * 28 * DAY);
    expect((await proUntil()).until).toEqual(granted.to);
    const sent = (await messages()).length;

    await refund(reference);
    const refunded = await row(reference);
    expect(refunded).toMatchObject({
      status: 'success',
      refundedMinor: plan.amountMinor,
      reason: 'refunded',
    });
    expect(refunded.reversedAt).not.toBeNull();
    // All of it was still ahead: Pro ends now, not before.
    const { ahead } = await proUntil();
    expect(ahead).toBeGreaterThan(-5);
    expect(ahead).toBeLessThan(5);
    expect(Math.abs(refunded.takenBack - granted.length!)).toBeLessThan(10);
    expect(await isProOnceEnded()).toBe(false);
    expect((await messages()).slice(sent)).toEqual([
      expect.objectContaining({
        channel: 'sms',
        text: `Your payment for ${plan.displayName} was refunded, so the Pro time it paid for that you had not used yet was taken back. Your Pro has ended.`,
      }),
    ]);
    const [listed] = (
      await t.http().get('/api/payments').set('Authorization', `Bearer ${kofi}`).expect(200)
    ).body as Record<string, unknown>[];
    expect(listed).toMatchObject({
      reference,
      status: 'success',
      reversalReason: 'refunded',
      refundedAmount: `${plan.amountMinor / 100}.00`,
      reversedAt: refunded.reversedAt!.toISOString(),
    });
    expect((await as('/api/payments/verify', { reference }).expect(200)).body).toMatchObject({
      reversalReason: 'refunded',
      updatedCount: 0,
    });
    // A payment refunded in full is no longer the plan.
    expect(
      (await t.http().get('/api/subscription').set('Authorization', `Bearer ${kofi}`).expect(200))
        .body,
    ).toMatchObject({ isPro: false, planType: null });

    // The same event again, many times at once: nothing more is taken, nobody is told again.
    const until = (await proUntil()).until;
    const event = {
      status: 'processed',
      transaction_reference: reference,
      refund_reference: 'RF1',
      amount: String(plan.amountMinor),
      currency: 'GHS',
    };
    await Promise.all(
      Array.from({ length: 8 }, () => postEvent('refund.processed', event).expect(200)),
    );
    await jobsDone();
    expect(await row(reference)).toEqual(refunded);
    expect((await proUntil()).until).toEqual(until);
    expect((await messages()).length).toBe(sent + 1);
  });

  it('takes back the refunded share of the time, from its end; the rest of a refund takes what is left', async () => {
    const plan = PLANS[randomInt(PLANS.length)]!;
    const reference = await pay(plan.id);
    const granted = await row(reference);
    const bought = Math.floor(granted.length!);
    const before = (await proUntil()).until!;
    const part = randomInt(1, plan.amountMinor);

    await refund(reference, part);
    const first = await row(reference);
    const expected = Math.floor((bought * part) / plan.amountMinor);
    expect(first).toMatchObject({ refundedMinor: part, reason: 'refunded', takenBack: expected });
    expect(first.from).toEqual(granted.from);
    expect(before.getTime() - (await proUntil()).until!.getTime()).toBe(expected * 1000);
    expect(await isPro()).toBe(true);
    expect((await messages()).at(-1)?.text).toContain(
      `Part of your payment for ${plan.displayName} was refunded, so the same share of the Pro time`,
    );

    await refund(reference);
    expect(await row(reference)).toMatchObject({ refundedMinor: plan.amountMinor });
    const { ahead } = await proUntil();
    expect(Math.abs(ahead!)).toBeLessThan(5);
  });

  it('keeps the time other payments bought whole: later ones move earlier, never below now', async () => {
    const first = await pay('pro-1-month');
    const second = await pay(PLANS[1 + randomInt(PLANS.length - 1)]!.id);
    const secondBefore = await row(second);
    expect(secondBefore.from).toEqual((await row(first)).to);

    await refund(first);
    const secondAfter = await row(second);
    // Its whole length, starting now.
    expect(secondAfter.length).toBeCloseTo(secondBefore.length!, 3);
    expect(Math.abs(secondAfter.from!.getTime() - Date.now())).toBeLessThan(5_000);
    expect((await proUntil()).until).toEqual(secondAfter.to);
    expect(await isPro()).toBe(true);
    expect((await messages()).at(-1)?.text).toMatch(
      /Your Pro now ends \d+ \w+ \d{4}, \d\d:\d\d GMT\.$/,
    );

    // Time already used is not taken back: a payment whose time ran out in an earlier Pro run
    // takes nothing from the one that covers now.
    await t.db.query(
      `UPDATE payments SET pro_from = pro_from - interval '400 days', pro_to = pro_to - interval '400 days'
        WHERE reference = $1`,
      [second],
    );
    const third = await pay('pro-1-month');
    const until = (await proUntil()).until;
    await refund(second);
    expect(await row(second)).toMatchObject({ reason: 'refunded', takenBack: 0 });
    expect((await proUntil()).until).toEqual(until);
    expect((await row(third)).to).toEqual(until);
    expect(await isPro()).toBe(true);
  });

  it('grants on the price when the payer also paid the fee, and a full refund of the charge takes back all of it', async () => {
    sandbox.setCustomerPaysFees(true);
    const plan = PLANS[randomInt(PLANS.length)]!;
    const reference = await pay(plan.id);
    const atProvider = sandbox.transaction(reference)!;
    expect(atProvider.amount).toBeGreaterThan(plan.amountMinor);
    expect(atProvider.requestedAmount).toBe(plan.amountMinor);
    expect(await isPro()).toBe(true);

    await refund(reference);
    expect(sandbox.refunds(reference).map((r) => r.amount)).toEqual([atProvider.amount]);
    expect(await row(reference)).toMatchObject({ refundedMinor: plan.amountMinor });
    expect(await isProOnceEnded()).toBe(false);
  });

  it('takes back a chargeback only when the dispute is lost; an open or won one changes nothing', async () => {
    const plan = PLANS[randomInt(PLANS.length)]!;
    const reference = await pay(plan.id);
    const until = (await proUntil()).until;

    const opened = await paystack('POST', '/_sandbox/disputes', { transaction: reference });
    expect(opened.status).toBe(200);
    const disputeId = opened.json.data.id as number;
    await delivered('charge.dispute.create', reference);
    expect(await row(reference)).toMatchObject({ disputeStatus: 'open', reason: null });
    expect((await proUntil()).until).toEqual(until);

    await paystack('POST', `/_sandbox/disputes/${disputeId}/resolve`, { resolution: 'declined' });
    await delivered('charge.dispute.resolve', reference);
    expect(await row(reference)).toMatchObject({ disputeStatus: 'won', refundedMinor: 0 });
    expect((await proUntil()).until).toEqual(until);

    const again = await paystack('POST', '/_sandbox/disputes', { transaction: reference });
    const lost = again.json.data.id as number;
    const resolution = ['merchant-accepted', 'auto-accepted'][randomInt(2)];
    const sent = (await messages()).length;
    await paystack('POST', `/_sandbox/disputes/${lost}/resolve`, { resolution });
    await delivered('charge.dispute.resolve', reference, 2);
    const charged = await row(reference);
    expect(charged).toMatchObject({
      disputeStatus: 'lost',
      reason: 'chargeback',
      refundedMinor: plan.amountMinor,
    });
    expect(await isProOnceEnded()).toBe(false);
    expect((await messages()).slice(sent).map((m) => m.text)).toEqual([
      `Your payment for ${plan.displayName} was charged back after a dispute, so the Pro time it paid for that you had not used yet was taken back. Your Pro has ended.`,
    ]);

    // The resolve event replayed, and a refund.processed for the chargeback's refund: nothing more.
    const { json } = await paystack('GET', `/dispute/${lost}`);
    await Promise.all([
      postEvent('charge.dispute.resolve', json.data).expect(200),
      postEvent('charge.dispute.resolve', json.data).expect(200),
      postEvent('refund.processed', {
        status: 'processed',
        transaction_reference: reference,
      }).expect(200),
    ]);
    await jobsDone();
    expect(await row(reference)).toEqual(charged);
    expect((await messages()).length).toBe(sent + 1);
  });

  it('acts on what the provider confirms, not on what an event says', async () => {
    const reference = await pay('pro-3-months');
    const until = (await proUntil()).until;
    // Signed, but the provider shows no refund: nothing is taken back (the job asks again later).
    await postEvent('refund.processed', {
      status: 'processed',
      transaction_reference: reference,
      amount: '6000',
    }).expect(200);
    await jobsDone();
    expect(await row(reference)).toMatchObject({ reason: null, refundedMinor: 0 });
    expect((await proUntil()).until).toEqual(until);
    await t.db.query(`DELETE FROM pgboss.job WHERE name = 'payments.reversal' AND state = 'retry'`);
    // A dispute the provider does not know, or on another payment: nothing.
    await postEvent('charge.dispute.resolve', {
      id: 999_999,
      status: 'resolved',
      resolution: 'merchant-accepted',
      transaction: { reference },
    }).expect(200);
    // Unsigned or forged: refused.
    const forged = JSON.stringify({
      event: 'refund.processed',
      data: { transaction_reference: reference },
    });
    await t
      .http()
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('x-paystack-signature', paystackSignature(forged, 'sk_test_someone_else'))
      .send(forged)
      .expect(401);
    await jobsDone();
    expect(await row(reference)).toMatchObject({ reason: null, disputeStatus: null });

    // The provider reports it reversed, with no refund listed (a verify lookup): all taken back.
    sandbox.tamper(reference, { status: 'reversed' });
    await postEvent('refund.processed', { transaction_reference: reference }).expect(200);
    await jobsDone();
    expect(await row(reference)).toMatchObject({ reason: 'reversed', refundedMinor: 6000 });
    expect(await isProOnceEnded()).toBe(false);
  });

  it('never grants a payment refunded before it was granted', async () => {
    sandbox.setWebhookUrl(null);
    const started = await as('/api/payments/initialize', { planType: 'pro-1-month' }).expect(200);
    const { reference, authorizationUrl } = started.body as {
      reference: string;
      authorizationUrl: string;
    };
    await fetch(`${authorizationUrl}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success' }),
      redirect: 'manual',
    });
    sandbox.setWebhookUrl(webhookUrl());
    await refund(reference);
    expect(await row(reference)).toMatchObject({ status: 'failed', reason: null });
    expect(await isProOnceEnded()).toBe(false);
    expect((await as('/api/payments/verify', { reference }).expect(200)).body).toMatchObject({
      success: false,
      status: 'failed',
    });
  });
});
