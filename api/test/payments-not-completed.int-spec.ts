import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { PaystackSandbox } from '../src/modules/billing/paystack/paystack-sandbox';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
} from '../src/modules/billing/provider/payment-provider';
import { startAppWithPaystackSandbox } from './paystack-app';
import { KOFI, register, type TestApp } from './test-app';

// Issue 30: a checkout abandoned for a day reads 'Not completed' in Payments, not 'Pending' for
// ever; it stays a truthful status (paid later, verify still grants Pro). Against the local
// Paystack sandbox over real HTTP, as payments.int-spec.ts.

const AMA = { phone: '201234567', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah' };

type Listed = { reference: string; status: string; notCompleted: boolean };

describe('payments a day old that were never completed', () => {
  let sandbox: PaystackSandbox;
  let t: TestApp;
  let kofi: string;
  let ama: string;
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;

  const as = (token: string) => ({
    get: (path: string) => t.http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      t.http().post(path).set('Authorization', `Bearer ${token}`).send(body),
  });

  // A checkout opened and left: the payer pressed Cancel on the sandbox's page.
  const abandon = async (token: string) => {
    const res = await as(token)
      .post('/api/payments/initialize', { planType: 'pro-1-month' })
      .set('Origin', 'http://localhost:3000')
      .expect(200);
    const { reference, authorizationUrl } = res.body as {
      reference: string;
      authorizationUrl: string;
    };
    const left = await fetch(`${authorizationUrl}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'cancel' }),
      redirect: 'manual',
    });
    expect(left.status).toBe(303);
    return reference;
  };

  const listed = async (token: string, reference: string) => {
    const res = await as(token).get('/api/payments').expect(200);
    const payment = (res.body as Listed[]).find((row) => row.reference === reference);
    if (!payment) throw new Error(`${reference} is not listed`);
    return payment;
  };

  const age = (reference: string, interval: string) =>
    t.db.query(`UPDATE payments SET created_at = now() - $2::interval WHERE reference = $1`, [
      reference,
      interval,
    ]);

  const row = async (reference: string) => {
    const [found] = await t.db.query<{ status: string; failure_reason: string | null }[]>(
      'SELECT status, failure_reason FROM payments WHERE reference = $1',
      [reference],
    );
    return found;
  };

  // What Paystack's verify says about the reference, asked of the sandbox directly.
  const atProvider = async (reference: string) => {
    const res = await fetch(`${sandbox.url}/transaction/verify/${reference}`, {
      headers: { Authorization: `Bearer ${secretKey}` },
    });
    return ((await res.json()) as { data: { status: string; gateway_response: string } }).data;
  };

  beforeAll(async () => {
    ({ t, sandbox } = await startAppWithPaystackSandbox({ secretKey, momoDelayMs: 1_000 }));
    kofi = await register(t, KOFI);
    ama = await register(t, AMA);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(async () => {
    // Each test starts with no unfinished payments (they count towards the hourly limit).
    await t.db.query(
      `UPDATE payments SET status = 'failed', failure_reason = 'test', verified_at = now() WHERE status = 'pending'`,
    );
    await t.db.query('UPDATE users SET is_pro = false, pro_until = NULL, pro_started_at = NULL');
  });

  it('lists a checkout abandoned for a day as not completed, and grants it if it is paid later', async () => {
    const reference = await abandon(kofi);
    // Paystack's word for an opened checkout nobody paid, and the sandbox's.
    expect(await atProvider(reference)).toMatchObject({
      status: 'abandoned',
      gateway_response: 'The transaction was not completed',
    });
    // Just left: it may still be paid, so it is pending.
    expect(await listed(kofi, reference)).toMatchObject({ status: 'pending', notCompleted: false });

    // A day on, nobody having asked about it since: the list asks, and says what happened.
    const hours = 24 + Math.floor(Math.random() * 24 * 30);
    await age(reference, `${hours} hours`);
    expect(await listed(kofi, reference)).toEqual(
      expect.objectContaining({ status: 'failed', notCompleted: true }),
    );
    expect(await row(reference)).toEqual({ status: 'failed', failure_reason: 'abandoned' });

    // The payer completes it after all, on the same checkout: verify still grants Pro.
    sandbox.tamper(reference, { status: 'success' });
    expect(
      (await as(kofi).post('/api/payments/verify', { reference }).expect(200)).body,
    ).toMatchObject({ success: true, status: 'success', updatedCount: 1 });
    expect(await listed(kofi, reference)).toMatchObject({ status: 'success', notCompleted: false });
    expect(
      ((await as(kofi).get('/api/auth/me').expect(200)).body as { isPro: boolean }).isPro,
    ).toBe(true);
  });

  it('lists a payment still unfinished at the provider a day on as not completed, not a younger one', async () => {
    // A mobile-money prompt never approved: Paystack keeps it `ongoing`.
    const stale = await abandon(kofi);
    sandbox.tamper(stale, { status: 'ongoing' });
    await age(stale, '25 hours');
    const young = await abandon(kofi);
    sandbox.tamper(young, { status: 'ongoing' });
    await age(young, '23 hours');

    expect(await listed(kofi, stale)).toMatchObject({ status: 'failed', notCompleted: true });
    expect(await row(stale)).toEqual({ status: 'failed', failure_reason: 'unfinished' });
    // Under a day, an unfinished payment may still be approved: pending, as it is.
    expect(await listed(kofi, young)).toMatchObject({ status: 'pending', notCompleted: false });
    // verify says the same of the stale one, and a later approval still grants it.
    sandbox.tamper(stale, { status: 'success' });
    expect(
      (await as(kofi).post('/api/payments/verify', { reference: stale }).expect(200)).body,
    ).toMatchObject({ success: true, updatedCount: 1 });
  });

  it('asks about a stale payment at most once an hour, and only for its own user', async () => {
    const reference = await abandon(kofi);
    await age(reference, '2 days');
    // Asked about ten minutes ago: not again yet, so it still reads pending.
    await t.db.query(
      `UPDATE payments SET checked_at = now() - interval '10 minutes' WHERE reference = $1`,
      [reference],
    );
    expect(await listed(kofi, reference)).toMatchObject({ status: 'pending', notCompleted: false });
    // Another user's list never touches it.
    await t.db.query(
      `UPDATE payments SET checked_at = now() - interval '61 minutes' WHERE reference = $1`,
      [reference],
    );
    const others = (await as(ama).get('/api/payments').expect(200)).body as Listed[];
    expect(others.map((payment) => payment.reference)).not.toContain(reference);
    expect(await row(reference)).toEqual({ status: 'pending', failure_reason: null });
    // An hour on, its own user's list asks again.
    expect(await listed(kofi, reference)).toMatchObject({ status: 'failed', notCompleted: true });
  });

  it('answers the list whatever asking about a stale payment meets, and settles the others', async () => {
    const broken = await abandon(kofi);
    const other = await abandon(kofi);
    await age(broken, '2 days');
    await age(other, '2 days');
    // The provider's answer about one payment breaks in a way that is not "unavailable" (a
    // response the code does not expect), with the payer's email in the error's words.
    const provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    const retrieve = provider.retrieve.bind(provider);
    const asked = jest
      .spyOn(provider, 'retrieve')
      .mockImplementation((reference) =>
        reference === broken
          ? Promise.reject(new TypeError(`Cannot read 'currency' of the answer for ${KOFI.email}`))
          : retrieve(reference),
      );
    const logged: string[] = [];
    const record = (message: unknown) => void logged.push(String(message));
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(record);
    const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(record);
    try {
      const res = await as(kofi).get('/api/payments').expect(200);
      const rows = res.body as Listed[];
      // The broken one as it was (asked about again an hour on); the other settled all the same.
      expect(rows.find((row) => row.reference === broken)).toMatchObject({
        status: 'pending',
        notCompleted: false,
      });
      expect(rows.find((row) => row.reference === other)).toMatchObject({
        status: 'failed',
        notCompleted: true,
      });
      expect(asked.mock.calls.map(([reference]) => reference).sort()).toEqual(
        [broken, other].sort(),
      );
      // Said in the log, by the kind of failure, with nothing about the payer.
      expect(logged.join('\n')).toContain('TypeError');
      expect(logged.join('\n')).not.toContain(KOFI.email);
      expect(await row(broken)).toEqual({ status: 'pending', failure_reason: null });
    } finally {
      asked.mockRestore();
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it('keeps a declined card failed, not "not completed", and a paid payment paid', async () => {
    const declined = await as(kofi)
      .post('/api/payments/initialize', { planType: 'pro-1-month' })
      .expect(200);
    const { reference, authorizationUrl } = declined.body as {
      reference: string;
      authorizationUrl: string;
    };
    await fetch(`${authorizationUrl}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'decline' }),
      redirect: 'manual',
    });
    await as(kofi).post('/api/payments/verify', { reference }).expect(200);
    await age(reference, '3 days');
    expect(await listed(kofi, reference)).toMatchObject({ status: 'failed', notCompleted: false });
    expect(await row(reference)).toEqual({ status: 'failed', failure_reason: 'declined' });
  });
});
