import { BudgetAlertChecker } from '../src/modules/alerts/budget-alert-checker';
import { runParser } from '../src/modules/statements/parser/run-parser';
import type { StatementParser } from '../src/modules/statements/statement-parser';
import { createMainWallet, importRealClassic } from './fixtures';
import { importStatement, scriptedParser, txRow } from './imports';
import {
  latestCode,
  startTestApp,
  wrongCode,
  type OutboxItem,
  type TestApp,
  type UserBody,
} from './test-app';

type Person = { phone: string; email: string; firstName: string; lastName: string };
type SessionBody = {
  id: string;
  browser: string;
  os: string;
  device: string;
  place: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
};
type ChannelPrefs = {
  available: boolean;
  securityAlerts: boolean;
  statementProcessed: boolean;
  budgetAlerts: boolean;
};

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const UBUNTU_FIREFOX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const UBUNTU_FIREFOX_NEWER = UBUNTU_FIREFOX.replaceAll('133.0', '134.0');
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

const person = (phone: string, first: string, last: string): Person => ({
  phone,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
  firstName: first,
  lastName: last,
});
const KOFI = person('241234567', 'Kofi', 'Boateng');
const AMA = person('261234567', 'Ama', 'Owusu');
const YAW = person('551234567', 'Yaw', 'Boakye');
const ABENA = person('271234567', 'Abena', 'Ofori');
const KOJO = person('571234567', 'Kojo', 'Asante');
const ESI = person('501234567', 'Esi', 'Quaye');
const EFUA = person('231234567', 'Efua', 'Mensah');

const DEFAULT_PREFS = { securityAlerts: true, statementProcessed: false, budgetAlerts: true };

describe('account settings: profile, contact change, sessions, preferences, alerts, deletion', () => {
  let t: TestApp;
  const scripted = scriptedParser();
  // Scripted statements for the budget alert test, the real parser for the real fixture.
  const parser: StatementParser = {
    parse: (file, options) =>
      Buffer.from(file).toString('latin1').includes('statement:')
        ? scripted.parser.parse(file, options)
        : runParser(file, { password: options?.password }),
  };

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const phoneOf = (who: Person) => `233${who.phone}`;

  // Each browser's device cookie (issue 27), by the name a test gives the browser (its user agent
  // unless said otherwise): what makes a sign-in one from a known device.
  const deviceCookies = new Map<string, string>();
  const keepDevice = (browser: string, res: { headers: Record<string, unknown> }) => {
    const cookies = res.headers['set-cookie'];
    const device = (Array.isArray(cookies) ? (cookies as string[]) : []).find((cookie) =>
      cookie.startsWith('sikalens_device='),
    );
    if (device) deviceCookies.set(browser, device.split(';')[0]!);
  };

  async function registerAs(who: Person, userAgent = ANDROID_CHROME): Promise<string> {
    await t.http().post('/api/auth/send-otp').set('User-Agent', userAgent).send(who).expect(200);
    const code = await latestCode(t, phoneOf(who));
    const res = await t
      .http()
      .post('/api/auth/verify-otp')
      .set('User-Agent', userAgent)
      .set('Cookie', deviceCookies.get(userAgent) ?? '')
      .send({ phone: who.phone, email: who.email, code, session: 'token' })
      .expect(200);
    keepDevice(userAgent, res);
    return (res.body as { token: string }).token;
  }

  async function signIn(phone: string, userAgent: string, browser = userAgent): Promise<string> {
    await t
      .http()
      .post('/api/auth/send-otp')
      .set('User-Agent', userAgent)
      .send({ identifier: phone })
      .expect(200);
    const code = await latestCode(t, phone);
    const res = await t
      .http()
      .post('/api/auth/verify-otp')
      .set('User-Agent', userAgent)
      .set('Cookie', deviceCookies.get(browser) ?? '')
      .send({ identifier: phone, code, session: 'token' })
      .expect(200);
    keepDevice(browser, res);
    return (res.body as { token: string }).token;
  }

  const outbox = async (to: string, kind: 'code' | 'notification') =>
    (await t.http().get('/api/dev/outbox').query({ to, kind }).expect(200)).body as OutboxItem[];

  const me = async (token: string) =>
    (await t.http().get('/api/auth/me').set(bearer(token)).expect(200)).body as UserBody;

  const userIdOf = async (token: string) => (await me(token)).id;

  // Waits until no notification (or budget alert) job is waiting or running; a failed one fails
  // the test.
  async function settleJobs(): Promise<void> {
    for (let i = 0; i < 400; i += 1) {
      const [row] = await t.db.query<{ open: number; failed: number }[]>(
        `SELECT count(*) FILTER (WHERE state IN ('created', 'active', 'retry'))::int AS open,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
           FROM pgboss.job WHERE name LIKE 'notifications.%' OR name LIKE 'budget-alerts.%'`,
      );
      if (row!.failed > 0) throw new Error('a notification job failed');
      if (row!.open === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('notification jobs did not settle');
  }

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: parser });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('PATCH /api/users/me', () => {
    let kofi: string;
    beforeAll(async () => {
      kofi = await registerAs(KOFI);
    });

    it('changes both names, trimmed, and /auth/me shows them', async () => {
      const res = await t
        .http()
        .patch('/api/users/me')
        .set(bearer(kofi))
        .send({ firstName: '  Kwame ', lastName: 'Mensah\n' })
        .expect(200);
      expect(res.body).toEqual({
        id: expect.any(String) as string,
        firstName: 'Kwame',
        lastName: 'Mensah',
        phone: '0241234567',
        email: 'kofi.boateng@example.com',
        // The dev outbox took the registration code on both channels: both are proven.
        phoneVerified: true,
        emailVerified: true,
        isPro: false,
      });
      expect(await me(kofi)).toEqual(res.body);
    });

    it.each([
      [{ firstName: 'Kwame' }, 'lastName is required', 'lastName'],
      [{ firstName: '', lastName: 'Mensah' }, 'firstName is required', 'firstName'],
      [{ firstName: '   ', lastName: 'Mensah' }, 'firstName is required', 'firstName'],
      [
        { firstName: 'K'.repeat(101), lastName: 'Mensah' },
        'firstName must be between 1 and 100 characters',
        'firstName',
      ],
      [{ firstName: 42, lastName: 'Mensah' }, 'firstName must be a string', 'firstName'],
      [
        { firstName: 'Kwame', lastName: 'Pay\u202EFDP' },
        'lastName contains characters that are not allowed (control or text-direction characters).',
        'lastName',
      ],
      [
        { firstName: 'Kwame', lastName: 'Mensah', phone: '0201234567' },
        'property phone should not exist',
        'phone',
      ],
    ])('refuses %j', async (body, message, field) => {
      const res = await t.http().patch('/api/users/me').set(bearer(kofi)).send(body).expect(400);
      expect(res.body).toEqual({ code: 'VALIDATION_FAILED', error: message, field });
      expect((await me(kofi)).firstName).toBe('Kwame');
    });

    it('needs a session', async () => {
      await t.http().patch('/api/users/me').send({ firstName: 'A', lastName: 'B' }).expect(401);
    });
  });

  describe('changing the phone or e-mail', () => {
    let kofi: string;
    let ama: string;
    const NEW_PHONE = '0201234567';
    const NEW_PHONE_KEY = '233201234567';

    beforeAll(async () => {
      kofi = await signIn(phoneOf(KOFI), ANDROID_CHROME);
      ama = await registerAs(AMA);
    });

    it('sends the code to the new phone, and an approval code to the current phone and e-mail', async () => {
      const before = {
        phone: (await outbox(phoneOf(KOFI), 'code')).length,
        email: (await outbox(KOFI.email, 'code')).length,
      };
      const sent = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kofi))
        .send({ phone: NEW_PHONE })
        .expect(200);
      expect(sent.body).toEqual({
        maskedPhone: '+233 20*****67',
        maskedEmail: null,
        channels: ['sms'],
        // Named by channel only: the caller sees no part of the contacts on file.
        approval: { maskedPhone: null, maskedEmail: null, channels: ['sms', 'email'] },
      });
      expect(await outbox(NEW_PHONE_KEY, 'code')).toHaveLength(1);
      // The approval code, one code on both current contacts, says what it approves.
      expect((await outbox(phoneOf(KOFI), 'code')).length).toBe(before.phone + 1);
      expect((await outbox(KOFI.email, 'code')).length).toBe(before.email + 1);
      const [approval] = await outbox(phoneOf(KOFI), 'code');
      expect(await latestCode(t, KOFI.email.toLowerCase())).toBe(approval!.code);
      expect(approval!.code).not.toBe(await latestCode(t, NEW_PHONE_KEY));
      // Counted like sign-in codes: under the new number, and under the account.
      const sends = async (key: string) =>
        (
          await t.db.query<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM auth_rate_events WHERE kind = 'send' AND identifier = $1`,
            [key],
          )
        )[0]!.n;
      expect(await sends(NEW_PHONE_KEY)).toBe(1);
      expect(await sends(phoneOf(KOFI))).toBeGreaterThanOrEqual(2);
      // The same cooldown as sign-in codes.
      const again = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kofi))
        .send({ phone: NEW_PHONE })
        .expect(429);
      expect((again.body as { code: string }).code).toBe('RATE_LIMITED');
    });

    it('refuses a wrong code, and another user’s use of the code', async () => {
      const code = await latestCode(t, NEW_PHONE_KEY);
      const wrong = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(kofi))
        .send({ phone: NEW_PHONE, code: wrongCode(code) })
        .expect(400);
      expect(wrong.body).toEqual({
        code: 'INVALID_CODE',
        error: 'Incorrect code. 4 attempts left.',
      });
      const stolen = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(ama))
        .send({ phone: NEW_PHONE, code })
        .expect(400);
      expect((stolen.body as { code: string }).code).toBe('NO_ACTIVE_CODE');
      // A sign-in code is not a change code.
      const asEmail = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(kofi))
        .send({ email: 'kofi.new@example.com', code })
        .expect(400);
      expect((asEmail.body as { code: string }).code).toBe('NO_ACTIVE_CODE');
    });

    it('changes the phone with the right code, ends every other session, and the previous number and the e-mail are told', async () => {
      const code = await latestCode(t, NEW_PHONE_KEY);
      const kofiId = await userIdOf(kofi);
      const liveSessions = async () =>
        (
          await t.db.query<{ n: number }[]>(
            'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
            [kofiId],
          )
        )[0]!.n;
      expect(await liveSessions()).toBeGreaterThan(1);
      // A stolen session has the new phone but not the current ones: the change needs both codes.
      const approvalCode = await latestCode(t, phoneOf(KOFI));
      const unapproved = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(kofi))
        .send({ phone: NEW_PHONE, code })
        .expect(400);
      expect(unapproved.body).toEqual({
        code: 'APPROVAL_CODE_REQUIRED',
        error: 'Enter the code we sent to your current phone number or e-mail as well.',
        field: 'approvalCode',
      });
      for (const wrong of [wrongCode(approvalCode), code]) {
        const refused = await t
          .http()
          .post('/api/auth/contact/verify')
          .set(bearer(kofi))
          .send({ phone: NEW_PHONE, code, approvalCode: wrong })
          .expect(400);
        expect(refused.body).toMatchObject({ code: 'INVALID_CODE', field: 'approvalCode' });
      }
      const malformed = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(kofi))
        .send({ phone: NEW_PHONE, code, approvalCode: '12345' })
        .expect(400);
      expect(malformed.body).toEqual({
        code: 'VALIDATION_FAILED',
        error: 'approvalCode must be exactly 6 digits',
        field: 'approvalCode',
      });
      expect((await me(kofi)).phone).toBe('0241234567');
      const res = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(kofi))
        .send({ phone: NEW_PHONE, code, approvalCode })
        .expect(200);
      // The code reached the new phone: it is proven.
      expect(res.body).toMatchObject({
        phone: NEW_PHONE,
        phoneVerified: true,
        emailVerified: true,
      });
      expect((await me(kofi)).phone).toBe(NEW_PHONE);
      // Used up.
      await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(kofi))
        .send({ phone: NEW_PHONE, code })
        .expect(400);

      await settleJobs();
      const told = await outbox(phoneOf(KOFI), 'notification');
      expect(told).toEqual([
        expect.objectContaining({
          channel: 'sms',
          text: expect.stringMatching(
            /^The phone number on your SikaLens account was changed to \+233 20\*\*\*\*\*67, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT\. If this wasn't you, /,
          ) as string,
        }),
      ]);
      expect(await outbox(NEW_PHONE_KEY, 'notification')).toEqual([]);
      // Told on the e-mail on file too, whatever the preferences say.
      expect(await outbox(KOFI.email.toLowerCase(), 'notification')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            channel: 'email',
            text: expect.stringContaining(
              'The phone number on your SikaLens account was changed',
            ) as string,
          }),
        ]),
      );
      // Only the session that made the change is still signed in.
      expect(await liveSessions()).toBe(1);
      expect((await me(kofi)).phone).toBe(NEW_PHONE);

      // Sign-in now goes by the new number; the old one is free.
      await t.http().post('/api/auth/send-otp').send({ identifier: KOFI.phone }).expect(404);
      kofi = await signIn(NEW_PHONE_KEY, ANDROID_CHROME);
    });

    it('refuses the current phone, a taken one and malformed bodies', async () => {
      const same = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kofi))
        .send({ phone: '+233 20 123 4567' })
        .expect(400);
      expect(same.body).toEqual({
        code: 'SAME_CONTACT',
        error: 'That is already your phone number.',
        field: 'phone',
      });
      const sameEmail = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kofi))
        .send({ email: 'KOFI.Boateng@example.com' })
        .expect(400);
      expect(sameEmail.body).toEqual({
        code: 'SAME_CONTACT',
        error: 'That is already your e-mail address.',
        field: 'email',
      });
      const taken = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kofi))
        .send({ phone: AMA.phone })
        .expect(409);
      expect(taken.body).toMatchObject({ code: 'PHONE_TAKEN', field: 'phone' });
      const takenEmail = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kofi))
        .send({ email: AMA.email })
        .expect(409);
      expect(takenEmail.body).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });

      for (const [body, message, field] of [
        [{}, 'phone or email is required', 'phone'],
        [
          { phone: NEW_PHONE, email: 'x@example.com' },
          'Send either phone or email, not both.',
          'phone',
        ],
        [{ email: 5 }, 'email must be a string', 'email'],
        [{ phone: NEW_PHONE, extra: 1 }, 'property extra should not exist', 'extra'],
      ] as const) {
        const res = await t
          .http()
          .post('/api/auth/contact/send-otp')
          .set(bearer(kofi))
          .send(body)
          .expect(400);
        expect(res.body).toEqual({ code: 'VALIDATION_FAILED', error: message, field });
      }
      const invalid = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kofi))
        .send({ phone: '0301234567' })
        .expect(400);
      expect(invalid.body).toMatchObject({ code: 'INVALID_PHONE', field: 'phone' });
      await t.http().post('/api/auth/contact/send-otp').send({ phone: NEW_PHONE }).expect(401);
    });

    it('answers 409 when the number was taken after the code was sent', async () => {
      const contested = '0541112233';
      await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(ama))
        .send({ phone: contested })
        .expect(200);
      const code = await latestCode(t, '233541112233');
      const approvalCode = await latestCode(t, '233261234567');
      // Someone else got the number meanwhile (a registration would also have voided this code).
      await t.db.query(
        `INSERT INTO users (first_name, last_name, phone, email)
         VALUES ('Kweku', 'Ansah', '233541112233', 'kweku@example.com')`,
      );
      const res = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(ama))
        .send({ phone: contested, code, approvalCode })
        .expect(409);
      expect((res.body as { code: string }).code).toBe('PHONE_TAKEN');
      expect((await me(ama)).phone).toBe('0261234567');
      // The refused change left its codes live: void them, so the next change does not wait out
      // the resend cooldown.
      await t.db.query('UPDATE otp_challenges SET voided_at = now() WHERE voided_at IS NULL');
    });

    it('changes the e-mail with a code sent to the new address only, and tells the old one', async () => {
      const fresh = 'Ama.New@Example.com';
      const sent = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(ama))
        .send({ email: fresh })
        .expect(200);
      expect(sent.body).toEqual({
        maskedPhone: null,
        maskedEmail: 'am***@example.com',
        channels: ['email'],
        approval: { maskedPhone: null, maskedEmail: null, channels: ['sms', 'email'] },
      });
      const code = await latestCode(t, 'ama.new@example.com');
      expect((await outbox(AMA.email, 'code')).map((entry) => entry.code)).not.toContain(code);
      const approvalCode = await latestCode(t, AMA.email.toLowerCase());
      // A phone change's approval does not approve an e-mail change.
      await t.db.query(
        `UPDATE otp_challenges SET purpose = 'approve_phone' WHERE identity_key = '233261234567' AND consumed_at IS NULL AND voided_at IS NULL`,
      );
      const crossed = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(ama))
        .send({ email: fresh, code, approvalCode })
        .expect(400);
      expect(crossed.body).toMatchObject({ code: 'NO_ACTIVE_CODE', field: 'approvalCode' });
      await t.db.query(
        `UPDATE otp_challenges SET purpose = 'approve_email' WHERE identity_key = '233261234567' AND consumed_at IS NULL AND voided_at IS NULL`,
      );
      const res = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(ama))
        .send({ email: fresh, code, approvalCode })
        .expect(200);
      expect(res.body).toMatchObject({ email: 'ama.new@example.com', emailVerified: true });
      await settleJobs();
      expect(await outbox(AMA.email, 'notification')).toEqual([
        expect.objectContaining({
          channel: 'email',
          subject: 'Your SikaLens e-mail address was changed',
          text: expect.stringContaining(
            'The e-mail address on your SikaLens account was changed to am***@example.com',
          ) as string,
        }),
      ]);
    });
  });

  describe('undoing a change from the previous contact (issue 27)', () => {
    const NANA = person('208887766', 'Nana', 'Quaye');
    const TAKER_PHONE = '0209998877';
    const TAKER_KEY = '233209998877';
    const undoLinkIn = (items: OutboxItem[]) =>
      items
        .map((item) => /\/undo-change#([A-Za-z0-9_-]{43})/.exec(item.text ?? '')?.[1])
        .find(Boolean);
    const undo = (token: string) => t.http().post('/api/auth/contact/undo').send({ token });

    // Nana's session is stolen; the taker changes her phone, as if the approval code had leaked.
    async function takeOver(token: string, phone: string): Promise<void> {
      await t.db.query('UPDATE otp_challenges SET voided_at = now() WHERE voided_at IS NULL');
      const user = await me(token);
      const key = user.phone === null ? NANA.email : `233${user.phone.slice(-9)}`;
      await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(token))
        .send({ phone })
        .expect(200);
      await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(token))
        .send({
          phone,
          code: await latestCode(t, `233${phone.slice(-9)}`),
          approvalCode: await latestCode(t, key),
        })
        .expect(200);
      await settleJobs();
    }

    it('restores the previous phone, ends every session, forgets every browser and tells both', async () => {
      const nana = await registerAs(NANA, ANDROID_CHROME);
      const nanaId = await userIdOf(nana);
      const taker = await signIn(phoneOf(NANA), UBUNTU_FIREFOX, 'the taker’s Firefox');
      await takeOver(taker, TAKER_PHONE);
      // Nana's own session ended with the change.
      await t.http().get('/api/auth/me').set(bearer(nana)).expect(401);
      // Only the previous phone's message holds the link; the e-mail's does not.
      const token = undoLinkIn(await outbox(phoneOf(NANA), 'notification'));
      expect(token).toBeDefined();
      expect(undoLinkIn(await outbox(NANA.email, 'notification'))).toBeUndefined();
      expect(
        (await outbox(phoneOf(NANA), 'notification')).find((item) =>
          item.text?.includes('undo-change'),
        )?.text,
      ).toMatch(/If this wasn't you, undo it until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT: http/);
      // The token is in no database table and in no queued job.
      const [stored] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE data::text LIKE '%' || $1 || '%'`,
        [token],
      );
      expect(stored!.n).toBe(0);

      const res = await undo(token!).set(bearer(taker)).expect(200);
      expect(res.body).toEqual({ contact: 'phone', restored: '+233 20*****66' });
      // The caller's session cookie is cleared.
      expect(String(res.headers['set-cookie'])).toMatch(/sikalens_session=;/);
      // Every session ended, the taker's too; no browser is known; the phone is Nana's again.
      await t.http().get('/api/auth/me').set(bearer(taker)).expect(401);
      const [state] = await t.db.query<
        { phone: string; verified: boolean; sessions: number; devices: number }[]
      >(
        `SELECT u.phone, u.phone_verified_at IS NOT NULL AS verified,
                (SELECT count(*)::int FROM sessions WHERE user_id = u.id AND revoked_at IS NULL) AS sessions,
                (SELECT count(*)::int FROM known_devices WHERE user_id = u.id) AS devices
           FROM users u WHERE u.id = $1`,
        [nanaId],
      );
      expect(state).toEqual({ phone: phoneOf(NANA), verified: true, sessions: 0, devices: 0 });
      await settleJobs();
      for (const to of [phoneOf(NANA), TAKER_KEY, NANA.email]) {
        expect((await outbox(to, 'notification'))[0]?.text).toMatch(
          /^The change to the phone number on your SikaLens account was undone, .*: it is \+233 20\*\*\*\*\*66 again, and every session was signed out\./,
        );
      }
      // One use only; Nana signs in with her own phone again.
      expect((await undo(token!).expect(400)).body).toMatchObject({ code: 'UNDO_USED' });
      await signIn(phoneOf(NANA), ANDROID_CHROME);
    });

    it('voids later undos of the same contact, which went to the taker', async () => {
      const nana = await signIn(phoneOf(NANA), ANDROID_CHROME);
      await takeOver(nana, TAKER_PHONE);
      const first = undoLinkIn(await outbox(phoneOf(NANA), 'notification'))!;
      // The taker changes it again: that undo link goes to the taker's phone.
      const taker = await signIn(TAKER_KEY, UBUNTU_FIREFOX, 'the taker’s Firefox');
      await takeOver(taker, '0208881234');
      const takers = undoLinkIn(await outbox(TAKER_KEY, 'notification'))!;
      expect(takers).not.toBe(first);
      await undo(first).expect(200);
      expect((await undo(takers).expect(400)).body).toMatchObject({ code: 'UNDO_USED' });
      const [row] = await t.db.query<{ phone: string }[]>(
        'SELECT phone FROM users WHERE email = $1',
        [NANA.email.toLowerCase()],
      );
      expect(row!.phone).toBe(phoneOf(NANA));
    });

    it('refuses forged, malformed and expired links, and a phone someone else now has', async () => {
      for (const token of ['x', 'A'.repeat(43), 'A'.repeat(44), `${'A'.repeat(42)}.`]) {
        const res = await undo(token).expect(400);
        expect((res.body as { code: string }).code).toMatch(/^(UNDO_INVALID|VALIDATION_FAILED)$/);
      }
      await undo('A'.repeat(65)).expect(400);
      const nana = await signIn(phoneOf(NANA), ANDROID_CHROME);
      await takeOver(nana, TAKER_PHONE);
      const token = undoLinkIn(await outbox(phoneOf(NANA), 'notification'))!;
      // Any one character changed is a forgery.
      const forged = token.slice(0, 10) + (token[10] === 'B' ? 'C' : 'B') + token.slice(11);
      expect((await undo(forged).expect(400)).body).toMatchObject({ code: 'UNDO_INVALID' });
      // Seven days on, it is spent.
      await t.db.query(
        `UPDATE contact_change_undos SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
      );
      expect((await undo(token).expect(400)).body).toEqual({
        code: 'UNDO_EXPIRED',
        error:
          'This undo link has expired: a change can be undone for 7 days. Sign in to change it back in Settings.',
      });
      await t.db.query(
        `UPDATE contact_change_undos SET expires_at = now() + interval '1 day' WHERE used_at IS NULL`,
      );
      // Meanwhile the old number went to someone else: nothing is changed.
      await t.db.query(
        `INSERT INTO users (first_name, last_name, phone, email) VALUES ('Kobby', 'Asare', $1, 'kobby.asare@example.com')`,
        [phoneOf(NANA)],
      );
      expect((await undo(token).expect(409)).body).toMatchObject({ code: 'PHONE_TAKEN' });
      const [row] = await t.db.query<{ phone: string }[]>(
        'SELECT phone FROM users WHERE email = $1',
        [NANA.email.toLowerCase()],
      );
      expect(row!.phone).toBe(TAKER_KEY);
    });
  });

  describe('proving a phone or e-mail that no code has reached (issue 27)', () => {
    const KWESI = person('281234567', 'Kwesi', 'Appiah');
    const KWAKU = person('531234567', 'Kwaku', 'Mensah');
    const KWESI_FIREFOX = 'Kwesi’s Firefox';
    let kwesi: string;
    let kwesiFirefox: string;
    let kwaku: string;

    const liveSessions = async (token: string) =>
      (
        await t.db.query<{ n: number }[]>(
          'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
          [await userIdOf(token)],
        )
      )[0]!.n;
    const texts = (items: OutboxItem[]) => items.map((item) => item.text);

    beforeAll(async () => {
      kwesi = await registerAs(KWESI, ANDROID_CHROME);
      // As if the registration code had not reached the e-mail (with a real SMS provider it goes
      // by SMS alone: delivery.int-spec.ts).
      await t.db.query('UPDATE users SET email_verified_at = NULL WHERE phone = $1', [
        phoneOf(KWESI),
      ]);
      kwesiFirefox = await signIn(phoneOf(KWESI), UBUNTU_FIREFOX, KWESI_FIREFOX);
      await settleJobs();
    });

    it('sends an unproven e-mail nothing: no sign-in or deletion code, no alert', async () => {
      expect(await me(kwesi)).toMatchObject({
        email: KWESI.email,
        phoneVerified: true,
        emailVerified: false,
      });
      // The Firefox sign-in was from a new device: told by SMS only.
      expect(texts(await outbox(phoneOf(KWESI), 'notification'))).toEqual([
        expect.stringMatching(/^New sign-in to SikaLens: Firefox 133 on Ubuntu/),
      ]);
      expect(await outbox(KWESI.email, 'notification')).toEqual([]);
      // The registration code, from when both channels took it.
      const emailCodes = (await outbox(KWESI.email, 'code')).length;

      // Typing the e-mail to sign in: the code goes to the phone alone, and the answer shows no
      // part of the phone, which was not typed.
      const sent = await t
        .http()
        .post('/api/auth/send-otp')
        .send({ identifier: KWESI.email })
        .expect(200);
      expect(sent.body).toEqual({ maskedPhone: null, maskedEmail: null, channels: ['sms'] });
      expect((await outbox(KWESI.email, 'code')).length).toBe(emailCodes);
      const code = await latestCode(t, phoneOf(KWESI));
      await t
        .http()
        .post('/api/auth/verify-otp')
        .send({ identifier: KWESI.email, code })
        .expect(200);

      const deletion = await t
        .http()
        .post('/api/auth/delete-account/send-otp')
        .set(bearer(kwesi))
        .expect(200);
      expect(deletion.body).toEqual({
        maskedPhone: '+233 28*****67',
        maskedEmail: null,
        channels: ['sms'],
      });
      expect((await outbox(KWESI.email, 'code')).length).toBe(emailCodes);
      // Void it, so that the sign-in code below does not wait out the resend cooldown.
      await t.db.query(
        'UPDATE otp_challenges SET voided_at = now() WHERE identity_key = $1 AND voided_at IS NULL',
        [phoneOf(KWESI)],
      );

      // That sign-in (no device cookie) was from a new device too: the phone alone is told.
      await settleJobs();
      expect(await outbox(phoneOf(KWESI), 'notification')).toHaveLength(2);
      expect(await outbox(KWESI.email, 'notification')).toEqual([]);
    });

    it('proves the e-mail on file with a code sent to it, ending no session and telling no one', async () => {
      const sent = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kwesi))
        .send({ email: 'Kwesi.Appiah@Example.com' })
        .expect(200);
      expect(sent.body).toEqual({
        maskedPhone: null,
        maskedEmail: 'kw***@example.com',
        channels: ['email'],
        approval: null,
      });
      const code = await latestCode(t, KWESI.email);
      const sessionsBefore = await liveSessions(kwesi);
      const res = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(kwesi))
        .send({ email: KWESI.email, code })
        .expect(200);
      expect(res.body).toMatchObject({
        phone: '0281234567',
        email: KWESI.email,
        phoneVerified: true,
        emailVerified: true,
      });
      expect(await me(kwesi)).toEqual(res.body);
      // Nothing changed but the proof: every session lives on, and nobody is told of a change.
      expect(await liveSessions(kwesi)).toBe(sessionsBefore);
      await me(kwesiFirefox);
      await settleJobs();
      expect(await outbox(KWESI.email, 'notification')).toEqual([]);
      expect(texts(await outbox(phoneOf(KWESI), 'notification'))).toEqual([
        expect.stringMatching(/^New sign-in to SikaLens/),
        expect.stringMatching(/^New sign-in to SikaLens/),
      ]);

      // Proven now: the same address is refused like any current one.
      const again = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kwesi))
        .send({ email: KWESI.email })
        .expect(400);
      expect((again.body as { code: string }).code).toBe('SAME_CONTACT');

      // Sign-in codes go there from now on; signing in by phone still shows no part of it.
      const signInSent = await t
        .http()
        .post('/api/auth/send-otp')
        .send({ identifier: '0281234567' })
        .expect(200);
      expect(signInSent.body).toEqual({
        maskedPhone: '+233 28*****67',
        maskedEmail: null,
        channels: ['sms', 'email'],
      });
      const signInCode = await latestCode(t, phoneOf(KWESI));
      expect(await latestCode(t, KWESI.email)).toBe(signInCode);
      await t
        .http()
        .post('/api/auth/verify-otp')
        .send({ identifier: '0281234567', code: signInCode })
        .expect(200);
      // And so do alerts: this sign-in was from a new device.
      await settleJobs();
      expect(texts(await outbox(KWESI.email, 'notification'))).toEqual([
        expect.stringMatching(/^New sign-in to SikaLens/),
      ]);
    });

    it('proves an unproven phone with a code sent to it, ending no session and telling no one', async () => {
      kwaku = await registerAs(KWAKU, ANDROID_CHROME);
      const kwakuSafari = await signIn(phoneOf(KWAKU), MAC_SAFARI, 'Kwaku’s Safari');
      await settleJobs();
      const told = {
        sms: (await outbox(phoneOf(KWAKU), 'notification')).length,
        email: (await outbox(KWAKU.email, 'notification')).length,
      };
      await t.db.query('UPDATE users SET phone_verified_at = NULL WHERE phone = $1', [
        phoneOf(KWAKU),
      ]);
      expect(await me(kwaku)).toMatchObject({ phoneVerified: false, emailVerified: true });

      const sent = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kwaku))
        .send({ phone: '+233 53 123 4567' })
        .expect(200);
      expect(sent.body).toEqual({
        maskedPhone: '+233 53*****67',
        maskedEmail: null,
        channels: ['sms'],
        approval: null,
      });
      const res = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(kwaku))
        .send({ phone: '0531234567', code: await latestCode(t, phoneOf(KWAKU)) })
        .expect(200);
      expect(res.body).toMatchObject({
        phone: '0531234567',
        phoneVerified: true,
        emailVerified: true,
      });
      expect(await liveSessions(kwaku)).toBe(2);
      await me(kwakuSafari);
      await settleJobs();
      expect(await outbox(phoneOf(KWAKU), 'notification')).toHaveLength(told.sms);
      expect(await outbox(KWAKU.email, 'notification')).toHaveLength(told.email);
      const again = await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kwaku))
        .send({ phone: '0531234567' })
        .expect(400);
      expect((again.body as { code: string }).code).toBe('SAME_CONTACT');
    });

    it('signs in with an unproven phone by a code sent to the e-mail alone', async () => {
      await t.db.query('UPDATE users SET phone_verified_at = NULL WHERE phone = $1', [
        phoneOf(KWAKU),
      ]);
      const phoneCodes = (await outbox(phoneOf(KWAKU), 'code')).length;
      // Typed, but not where the code went: the answer shows neither contact.
      const sent = await t
        .http()
        .post('/api/auth/send-otp')
        .send({ identifier: '0531234567' })
        .expect(200);
      expect(sent.body).toEqual({ maskedPhone: null, maskedEmail: null, channels: ['email'] });
      expect((await outbox(phoneOf(KWAKU), 'code')).length).toBe(phoneCodes);
      await t
        .http()
        .post('/api/auth/verify-otp')
        .send({ identifier: '0531234567', code: await latestCode(t, KWAKU.email) })
        .expect(200);
    });

    it('tells an unproven e-mail nothing when it is replaced, and the proven phone is told', async () => {
      await t.db.query(
        'UPDATE users SET phone_verified_at = now(), email_verified_at = NULL WHERE phone = $1',
        [phoneOf(KWAKU)],
      );
      await settleJobs();
      const toldBefore = (await outbox(KWAKU.email, 'notification')).length;
      const fresh = 'kwaku.new@example.com';
      await t
        .http()
        .post('/api/auth/contact/send-otp')
        .set(bearer(kwaku))
        .send({ email: fresh })
        .expect(200);
      const res = await t
        .http()
        .post('/api/auth/contact/verify')
        .set(bearer(kwaku))
        .send({
          email: fresh,
          code: await latestCode(t, fresh),
          approvalCode: await latestCode(t, phoneOf(KWAKU)),
        })
        .expect(200);
      // The new address took the code: it is proven.
      expect(res.body).toMatchObject({ email: fresh, phoneVerified: true, emailVerified: true });
      // A real change: every other session ends.
      expect(await liveSessions(kwaku)).toBe(1);
      await settleJobs();
      // The unproven address is told nothing, nor is the new one (its owner just proved it).
      expect(await outbox(KWAKU.email, 'notification')).toHaveLength(toldBefore);
      expect(await outbox(fresh, 'notification')).toEqual([]);
      // The phone on file is told, whatever the preferences, as for any change.
      expect(texts(await outbox(phoneOf(KWAKU), 'notification'))).toContainEqual(
        expect.stringContaining(
          'The e-mail address on your SikaLens account was changed to kw***@example.com',
        ),
      );
    });
  });

  describe('sessions', () => {
    let yawChrome: string;
    let yawFirefox: string;
    let amaToken: string;

    beforeAll(async () => {
      yawChrome = await registerAs(YAW, ANDROID_CHROME);
      yawFirefox = await signIn(phoneOf(YAW), UBUNTU_FIREFOX);
      amaToken = await signIn('233261234567', ANDROID_CHROME);
    });

    const list = async (token: string) =>
      (await t.http().get('/api/auth/sessions').set(bearer(token)).expect(200))
        .body as SessionBody[];

    it('lists the live sessions, newest use first, with browser and system, this one marked', async () => {
      // The Chrome session was used last (both within the minute a request does not re-stamp).
      await t.db.query(
        `UPDATE sessions
            SET last_used_at = now() - CASE WHEN user_agent = $2 THEN interval '30 seconds'
                                            ELSE interval '10 seconds' END
          WHERE user_id = $1`,
        [await userIdOf(yawFirefox), UBUNTU_FIREFOX],
      );
      const sessions = await list(yawFirefox);
      expect(sessions).toEqual([
        {
          id: expect.any(String) as string,
          browser: 'Chrome 131',
          os: 'Android 14',
          device: 'mobile',
          place: null,
          ipAddress: expect.any(String) as string,
          createdAt: expect.any(String) as string,
          lastUsedAt: expect.any(String) as string,
          current: false,
        },
        expect.objectContaining({
          browser: 'Firefox 133',
          os: 'Ubuntu',
          device: 'desktop',
          current: true,
        }),
      ]);
      expect(Date.parse(sessions[0]!.lastUsedAt)).toBeGreaterThan(
        Date.parse(sessions[1]!.lastUsedAt),
      );
      // Seen from the other session, that one is current.
      expect((await list(yawChrome)).map((session) => session.current)).toEqual([true, false]);
    });

    it('shows the sign-in place when it is known', async () => {
      const [session] = await list(yawChrome);
      await t.db.query(
        `UPDATE login_events SET city = 'Accra', region = 'AA', country = 'Ghana' WHERE session_id = $1`,
        [session!.id],
      );
      expect((await list(yawChrome))[0]!.place).toBe('Accra, Greater Accra, Ghana');
    });

    it('refuses another user’s session and unknown ids', async () => {
      const [amaSession] = await list(amaToken);
      const foreign = await t
        .http()
        .delete(`/api/auth/sessions/${amaSession!.id}`)
        .set(bearer(yawChrome))
        .expect(404);
      expect(foreign.body).toEqual({
        code: 'SESSION_NOT_FOUND',
        error: 'That session was not found. It may have ended already.',
      });
      await t
        .http()
        .delete('/api/auth/sessions/5d0c6f8e-3f7a-4b41-9d55-2f5a0e6c9b11')
        .set(bearer(yawChrome))
        .expect(404);
      await t.http().delete('/api/auth/sessions/not-an-id').set(bearer(yawChrome)).expect(400);
      await me(amaToken);
    });

    it('signs one session out, and its token is refused at once', async () => {
      const firefox = (await list(yawChrome)).find((session) => session.browser === 'Firefox 133');
      await t.http().delete(`/api/auth/sessions/${firefox!.id}`).set(bearer(yawChrome)).expect(204);
      const refused = await t.http().get('/api/auth/me').set(bearer(yawFirefox)).expect(401);
      expect((refused.body as { code: string }).code).toBe('UNAUTHORIZED');
      expect((await list(yawChrome)).map((session) => session.browser)).toEqual(['Chrome 131']);
      // Gone already.
      await t.http().delete(`/api/auth/sessions/${firefox!.id}`).set(bearer(yawChrome)).expect(404);
    });

    it('signs out every other session', async () => {
      const second = await signIn(phoneOf(YAW), MAC_SAFARI);
      const third = await signIn(phoneOf(YAW), WINDOWS_EDGE);
      const res = await t
        .http()
        .post('/api/auth/sessions/revoke-others')
        .set(bearer(yawChrome))
        .expect(200);
      expect(res.body).toEqual({ revoked: 2 });
      await t.http().get('/api/auth/me').set(bearer(second)).expect(401);
      await t.http().get('/api/auth/me').set(bearer(third)).expect(401);
      expect(await list(yawChrome)).toEqual([expect.objectContaining({ current: true })]);
      // Someone else's sessions are untouched.
      await me(amaToken);
    });

    it('lets the current session sign itself out', async () => {
      const [current] = await list(yawChrome);
      await t.http().delete(`/api/auth/sessions/${current!.id}`).set(bearer(yawChrome)).expect(204);
      await t.http().get('/api/auth/me').set(bearer(yawChrome)).expect(401);
    });
  });

  describe('notification preferences and security alerts', () => {
    let abena: string;

    beforeAll(async () => {
      abena = await registerAs(ABENA, ANDROID_CHROME);
    });

    const prefs = async (token: string) =>
      (await t.http().get('/api/notification-preferences').set(bearer(token)).expect(200)).body as {
        email: ChannelPrefs;
        sms: ChannelPrefs;
      };
    const alertsTo = async () => ({
      sms: await outbox(phoneOf(ABENA), 'notification'),
      email: await outbox(ABENA.email, 'notification'),
    });

    it('answers the defaults until changed', async () => {
      expect(await prefs(abena)).toEqual({
        email: { available: true, ...DEFAULT_PREFS },
        sms: { available: true, ...DEFAULT_PREFS },
      });
      expect(await alertsTo()).toEqual({ sms: [], email: [] });
    });

    it('changes only the settings sent', async () => {
      const res = await t
        .http()
        .put('/api/notification-preferences')
        .set(bearer(abena))
        .send({ sms: { budgetAlerts: false } })
        .expect(200);
      expect(res.body).toEqual({
        email: { available: true, ...DEFAULT_PREFS },
        sms: { available: true, ...DEFAULT_PREFS, budgetAlerts: false },
      });
      await t
        .http()
        .put('/api/notification-preferences')
        .set(bearer(abena))
        .send({ email: { statementProcessed: true } })
        .expect(200);
      expect(await prefs(abena)).toEqual({
        email: { available: true, ...DEFAULT_PREFS, statementProcessed: true },
        sms: { available: true, ...DEFAULT_PREFS, budgetAlerts: false },
      });
      await t
        .http()
        .put('/api/notification-preferences')
        .set(bearer(abena))
        .send({ email: { statementProcessed: false }, sms: { budgetAlerts: true } })
        .expect(200);
      expect(await prefs(abena)).toEqual({
        email: { available: true, ...DEFAULT_PREFS },
        sms: { available: true, ...DEFAULT_PREFS },
      });
    });

    it.each([
      [
        { email: { securityAlerts: 'yes' } },
        'securityAlerts must be true or false',
        'email.securityAlerts',
      ],
      [
        { sms: { securityAlerts: null } },
        'securityAlerts must be true or false',
        'sms.securityAlerts',
      ],
      [{ sms: null }, 'sms must be an object', 'sms'],
      [{ sms: [] }, 'sms must be an object', 'sms'],
      [{ push: {} }, 'property push should not exist', 'push'],
      [{ email: { marketing: true } }, 'property marketing should not exist', 'email.marketing'],
    ])('refuses %j', async (body, message, field) => {
      const res = await t
        .http()
        .put('/api/notification-preferences')
        .set(bearer(abena))
        .send(body)
        .expect(400);
      expect(res.body).toEqual({ code: 'VALIDATION_FAILED', error: message, field });
    });

    it('sends no alert for a browser the account knows, and one for a new device', async () => {
      // Abena registered on this browser: it carries her device cookie.
      await signIn(phoneOf(ABENA), ANDROID_CHROME);
      await settleJobs();
      expect(await alertsTo()).toEqual({ sms: [], email: [] });

      await signIn(phoneOf(ABENA), UBUNTU_FIREFOX);
      await settleJobs();
      const { sms, email } = await alertsTo();
      const text = expect.stringMatching(
        /^New sign-in to SikaLens: Firefox 133 on Ubuntu, from an unknown place, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT\. If this wasn't you, sign out that session in Settings > Security\.$/,
      ) as string;
      expect(sms).toEqual([expect.objectContaining({ channel: 'sms', code: null, text })]);
      expect(email).toEqual([
        expect.objectContaining({ channel: 'email', subject: 'New sign-in to SikaLens', text }),
      ]);

      // The same browser again, even updated: nothing new.
      await signIn(phoneOf(ABENA), UBUNTU_FIREFOX_NEWER, UBUNTU_FIREFOX);
      await settleJobs();
      expect((await alertsTo()).sms).toHaveLength(1);

      // A browser of the same name without her device cookie (a stranger's): a new device.
      await signIn(phoneOf(ABENA), UBUNTU_FIREFOX, 'a stranger’s Firefox on Ubuntu');
      await settleJobs();
      expect((await alertsTo()).sms).toHaveLength(2);
    });

    it('refuses to switch security alerts off on either channel, and still sends them on both', async () => {
      const refused = (field: string) => ({
        code: 'VALIDATION_FAILED',
        error: 'Security alerts cannot be switched off: they protect your account',
        field,
      });
      for (const [body, field] of [
        [{ sms: { securityAlerts: false } }, 'sms.securityAlerts'],
        [{ email: { securityAlerts: false } }, 'email.securityAlerts'],
        [
          { email: { securityAlerts: false }, sms: { securityAlerts: false } },
          'email.securityAlerts',
        ],
        // Refused as a whole: the other setting sent is not saved either.
        [{ sms: { securityAlerts: false, budgetAlerts: false } }, 'sms.securityAlerts'],
      ] as const) {
        const res = await t
          .http()
          .put('/api/notification-preferences')
          .set(bearer(abena))
          .send(body)
          .expect(400);
        expect(res.body).toEqual(refused(field));
      }
      expect(await prefs(abena)).toEqual({
        email: { available: true, ...DEFAULT_PREFS },
        sms: { available: true, ...DEFAULT_PREFS },
      });
      // True is accepted (it is what they are anyway).
      const on = await t
        .http()
        .put('/api/notification-preferences')
        .set(bearer(abena))
        .send({ email: { securityAlerts: true }, sms: { securityAlerts: true } })
        .expect(200);
      expect(on.body).toEqual({
        email: { available: true, ...DEFAULT_PREFS },
        sms: { available: true, ...DEFAULT_PREFS },
      });

      await signIn(phoneOf(ABENA), MAC_SAFARI);
      await settleJobs();
      // Two alerts each by SMS and e-mail from the test before, and this one on both.
      const sent = await alertsTo();
      expect(sent.sms).toHaveLength(3);
      expect(sent.email).toHaveLength(3);
      expect(sent.sms[0]!.text).toContain('Safari 17 on macOS');
      expect(sent.email[0]).toMatchObject({ subject: 'New sign-in to SikaLens' });
      expect(sent.email[0]!.text).toContain('Safari 17 on macOS');
    });

    it('ignores a security alert setting stored off before issue 27', async () => {
      await t.db.query(
        `UPDATE notification_preferences SET email_security_alerts = false, sms_security_alerts = false
          WHERE user_id = $1`,
        [await userIdOf(abena)],
      );
      expect(await prefs(abena)).toEqual({
        email: { available: true, ...DEFAULT_PREFS },
        sms: { available: true, ...DEFAULT_PREFS },
      });
      await signIn(phoneOf(ABENA), WINDOWS_EDGE);
      await settleJobs();
      const sent = await alertsTo();
      expect(sent.sms).toHaveLength(4);
      expect(sent.email).toHaveLength(4);
      expect(sent.sms[0]!.text).toContain('Edge 131 on Windows');
      expect(sent.email[0]!.text).toContain('Edge 131 on Windows');
    });

    it('sends nothing on registration, whatever the browser', async () => {
      await registerAs(person('591234567', 'Akosua', 'Darko'), WINDOWS_EDGE);
      await settleJobs();
      expect(await outbox('233591234567', 'notification')).toEqual([]);
    });
  });

  describe('statement processed', () => {
    it('is not sent by default', async () => {
      const esi = await registerAs(ESI);
      const imported = await importRealClassic(t, esi);
      expect(imported.transactionsCount).toBeGreaterThan(0);
      await settleJobs();
      expect(await outbox(ESI.email, 'notification')).toEqual([]);
      expect(await outbox(phoneOf(ESI), 'notification')).toEqual([]);
    });

    it('is sent on the channels that asked for it, with counts and the file name only', async () => {
      const kojo = await registerAs(KOJO);
      await t
        .http()
        .put('/api/notification-preferences')
        .set(bearer(kojo))
        .send({ email: { statementProcessed: true } })
        .expect(200);
      const { transactionsCount } = await importRealClassic(t, kojo);
      await settleJobs();
      const count = new Intl.NumberFormat('en-GB').format(transactionsCount);
      expect(await outbox(KOJO.email, 'notification')).toEqual([
        expect.objectContaining({
          channel: 'email',
          subject: 'Your statement was read',
          text: `Your statement real-classic-2024-csv.pdf was read: ${count} transactions, ${count} new.`,
        }),
      ]);
      expect(await outbox(phoneOf(KOJO), 'notification')).toEqual([]);
    });
  });

  describe('statement processed, to proven contacts only', () => {
    it('goes by SMS but not to an e-mail no code has reached', async () => {
      const adwoa = person('561234567', 'Adwoa', 'Boateng');
      const token = await registerAs(adwoa);
      await t.db.query('UPDATE users SET email_verified_at = NULL WHERE phone = $1', [
        phoneOf(adwoa),
      ]);
      await t
        .http()
        .put('/api/notification-preferences')
        .set(bearer(token))
        .send({ email: { statementProcessed: true }, sms: { statementProcessed: true } })
        .expect(200);
      await importRealClassic(t, token);
      await settleJobs();
      expect(await outbox(phoneOf(adwoa), 'notification')).toEqual([
        expect.objectContaining({
          channel: 'sms',
          text: expect.stringMatching(
            /^Your statement real-classic-2024-csv\.pdf was read/,
          ) as string,
        }),
      ]);
      expect(await outbox(adwoa.email, 'notification')).toEqual([]);
    });
  });

  describe('budget alerts honour the preferences', () => {
    it('skips e-mail when budget alerts by e-mail are off; the in-app notification stays', async () => {
      const efua = await registerAs(EFUA);
      const userId = await userIdOf(efua);
      await t.db.query(
        `UPDATE users SET is_pro = true, pro_until = now() + interval '1 day' WHERE id = $1`,
        [userId],
      );
      const wallet = await createMainWallet(t, efua);
      const category = async (name: string) =>
        (
          (
            await t
              .http()
              .post('/api/categories')
              .set(bearer(efua))
              .send({
                name,
                type: 'expense',
                color: '#ff0000',
                icon: 'tag',
                monthlyBudget: '100.00',
              })
              .expect(201)
          ).body as { id: string }
        ).id;
      const food = await category('Food');
      const fuel = await category('Fuel');
      const month = new Date().toISOString().slice(0, 7);
      await importStatement(
        t,
        efua,
        wallet,
        scripted.file([
          txRow('e1', {
            dateTime: `${month}-01T00:00:01`,
            amount: '-90.00',
            fees: '0.00',
            tax: '0.00',
          }),
          txRow('e2', {
            dateTime: `${month}-01T00:00:02`,
            amount: '-95.00',
            fees: '0.00',
            tax: '0.00',
          }),
        ]),
      );
      // The import's own budget check (queued once the import is categorised) runs first, before
      // these alerts exist.
      let checked = 0;
      for (let i = 0; i < 400 && checked === 0; i += 1) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
        const [done] = await t.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pgboss.job
            WHERE name = 'budget-alerts.check' AND data->>'userId' = $1 AND state = 'completed'`,
          [userId],
        );
        checked = done!.n;
      }
      expect(checked).toBeGreaterThan(0);
      await settleJobs();
      await t.db.query(
        `UPDATE transactions SET category_id = CASE transaction_id WHEN 'e1' THEN $2::uuid ELSE $3::uuid END
          WHERE user_id = $1`,
        [userId, food, fuel],
      );
      await t.db.query(
        `INSERT INTO budget_alerts (user_id, category_id, threshold_percent, channels)
         VALUES ($1, $2, 80, '{in_app,email}'), ($1, $3, 80, '{email}')`,
        [userId, food, fuel],
      );
      await t
        .http()
        .put('/api/notification-preferences')
        .set(bearer(efua))
        .send({ email: { budgetAlerts: false } })
        .expect(200);

      expect(await t.app.get(BudgetAlertChecker).check(userId)).toBe(2);
      expect(await outbox(EFUA.email, 'notification')).toEqual([]);
      const inApp = (await t.http().get('/api/notifications').set(bearer(efua)).expect(200))
        .body as { notifications: { title: string; body: string }[] };
      // The e-mail-only alert waits in the app, without a delivery failure note.
      expect(inApp.notifications.map((n) => n.title).sort()).toEqual([
        'Food: 90% of your budget spent',
        'Fuel: 95% of your budget spent',
      ]);
      expect(inApp.notifications.map((n) => n.body).join(' ')).not.toContain('could not send');
    });
  });

  describe('deleting the account', () => {
    let kofi: string;
    let kofiId: string;
    let amaId: string;

    // Rows of the user in every table that has a user_id, and the upload links of their uploads.
    async function rowsOf(userId: string, uploadIds: string[]): Promise<Record<string, number>> {
      const tables = await t.db.query<{ name: string }[]>(
        `SELECT table_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND column_name = 'user_id' ORDER BY 1`,
      );
      const counts: Record<string, number> = {};
      for (const { name } of tables) {
        const [row] = await t.db.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM "${name}" WHERE user_id = $1`,
          [userId],
        );
        counts[name] = row!.n;
      }
      const [links] = await t.db.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM upload_transactions WHERE upload_id = ANY($1::uuid[])',
        [uploadIds],
      );
      counts.upload_transactions = links!.n;
      const [users] = await t.db.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM users WHERE id = $1',
        [userId],
      );
      counts.users = users!.n;
      return counts;
    }
    const uploadsOf = async (userId: string) =>
      (
        await t.db.query<{ id: string }[]>('SELECT id FROM pdf_uploads WHERE user_id = $1', [
          userId,
        ])
      ).map((row) => row.id);

    beforeAll(async () => {
      kofi = await signIn('233201234567', ANDROID_CHROME);
      kofiId = await userIdOf(kofi);
      amaId = (
        await t.db.query<{ id: string }[]>('SELECT id FROM users WHERE phone = $1', [phoneOf(AMA)])
      )[0]!.id;
      await importRealClassic(t, kofi);
      await t
        .http()
        .put('/api/notification-preferences')
        .set(bearer(kofi))
        .send({ sms: { budgetAlerts: false } })
        .expect(200);
      await settleJobs();
    });

    it('sends a code to the phone and e-mail on file', async () => {
      const sent = await t
        .http()
        .post('/api/auth/delete-account/send-otp')
        .set(bearer(kofi))
        .expect(200);
      expect(sent.body).toEqual({
        maskedPhone: '+233 20*****67',
        maskedEmail: 'ko***@example.com',
        channels: ['sms', 'email'],
      });
      const code = await latestCode(t, '233201234567');
      expect(await latestCode(t, KOFI.email)).toBe(code);
    });

    it('refuses a wrong code and keeps everything', async () => {
      const code = await latestCode(t, '233201234567');
      const res = await t
        .http()
        .delete('/api/auth/account')
        .set(bearer(kofi))
        .send({ code: wrongCode(code) })
        .expect(400);
      expect((res.body as { code: string }).code).toBe('INVALID_CODE');
      await t.http().delete('/api/auth/account').set(bearer(kofi)).send({}).expect(400);
      await me(kofi);
    });

    it('deletes the user and every row of theirs at once; nobody else’s', async () => {
      const kofiUploads = await uploadsOf(kofiId);
      const amaUploads = await uploadsOf(amaId);
      const before = await rowsOf(kofiId, kofiUploads);
      const amaBefore = await rowsOf(amaId, amaUploads);
      for (const table of [
        'users',
        'sessions',
        'login_events',
        'otp_challenges',
        'wallets',
        'categories',
        'pdf_uploads',
        'transactions',
        'upload_transactions',
        'notification_preferences',
      ]) {
        expect([table, before[table]]).toEqual([table, expect.any(Number)]);
        expect([table, before[table]! > 0]).toEqual([table, true]);
      }

      const code = await latestCode(t, '233201234567');
      await t.http().delete('/api/auth/account').set(bearer(kofi)).send({ code }).expect(204);

      const after = await rowsOf(kofiId, kofiUploads);
      expect(Object.values(after).every((n) => n === 0)).toBe(true);
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      expect(await rowsOf(amaId, amaUploads)).toEqual(amaBefore);
      // No code names the phone or e-mail any more (the registration code included).
      const [codes] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM otp_challenges
          WHERE phone = '233201234567' OR email = $1 OR identity_key IN ('233201234567', $1)`,
        [KOFI.email],
      );
      expect(codes!.n).toBe(0);
      const refused = await t.http().get('/api/auth/me').set(bearer(kofi)).expect(401);
      expect((refused.body as { code: string }).code).toBe('UNAUTHORIZED');
    });

    it('lets the phone and e-mail register again', async () => {
      const token = await registerAs({ ...KOFI, phone: '201234567' });
      expect(await me(token)).toMatchObject({
        firstName: 'Kofi',
        phone: '0201234567',
        email: KOFI.email,
      });
      expect(await me(token)).not.toMatchObject({ id: kofiId });
    });

    it('takes only a deletion code: a sign-in code does not delete', async () => {
      const token = await signIn('233261234567', ANDROID_CHROME);
      await t.http().post('/api/auth/delete-account/send-otp').set(bearer(token)).expect(200);
      // The sign-in code voids the deletion code (one live code per account).
      await t.db.query(
        `UPDATE otp_challenges SET created_at = now() - interval '2 minutes'
          WHERE identity_key = '233261234567'`,
      );
      await t.http().post('/api/auth/send-otp').send({ identifier: '0261234567' }).expect(200);
      const loginCode = await latestCode(t, '233261234567');
      const res = await t
        .http()
        .delete('/api/auth/account')
        .set(bearer(token))
        .send({ code: loginCode })
        .expect(400);
      expect((res.body as { code: string }).code).toBe('NO_ACTIVE_CODE');
      await me(token);
    });
  });

  describe('security messages when the data or the account is deleted (issue 27)', () => {
    const ADJOA = person('244445566', 'Adjoa', 'Frimpong');
    const KWAME = person('554445566', 'Kwame', 'Ansah');
    const DATA_DELETED =
      /^The transaction data on your SikaLens account was deleted, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT\. It can be restored until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT in Settings > Data\. If this wasn't you, restore it, then sign out the sessions you do not recognise in Settings > Security\.$/;
    const ACCOUNT_DELETED =
      /^Your SikaLens account and everything in it were deleted, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT\. If this wasn't you, someone could sign in as you: secure your phone and e-mail before you register again\.$/;

    // Something for the data deletion to take (and keep to restore): a chat message.
    async function someData(token: string): Promise<void> {
      await t.db.query(
        `INSERT INTO chat_messages (user_id, role, content, source)
         VALUES ($1, 'user', 'How much did I spend on food?', NULL)`,
        [await userIdOf(token)],
      );
    }

    async function deleteAccount(token: string, phone: string): Promise<void> {
      await t.http().post('/api/auth/delete-account/send-otp').set(bearer(token)).expect(200);
      const code = await latestCode(t, phone);
      await t.http().delete('/api/auth/account').set(bearer(token)).send({ code }).expect(204);
    }

    const deleteData = async (token: string) =>
      (await t.http().delete('/api/auth/delete-data').set(bearer(token)).expect(200)).body as {
        restorableUntil: string | null;
      };

    it('tells the proven phone and e-mail that the data was deleted, and until when it can be restored', async () => {
      const adjoa = await registerAs(ADJOA);
      await someData(adjoa);
      const deleted = await deleteData(adjoa);
      expect(deleted.restorableUntil).not.toBeNull();
      await settleJobs();
      expect(await outbox(phoneOf(ADJOA), 'notification')).toEqual([
        expect.objectContaining({
          channel: 'sms',
          code: null,
          subject: null,
          text: expect.stringMatching(DATA_DELETED) as string,
        }),
      ]);
      expect(await outbox(ADJOA.email, 'notification')).toEqual([
        expect.objectContaining({
          channel: 'email',
          code: null,
          subject: 'Your SikaLens data was deleted',
          text: expect.stringMatching(DATA_DELETED) as string,
        }),
      ]);
    });

    it('tells the proven phone and e-mail, read before it went, that the account was deleted', async () => {
      const adjoa = await signIn(phoneOf(ADJOA), ANDROID_CHROME);
      await deleteAccount(adjoa, phoneOf(ADJOA));
      await settleJobs();
      const sms = await outbox(phoneOf(ADJOA), 'notification');
      const email = await outbox(ADJOA.email, 'notification');
      // The data-deletion message from the test before, then this one.
      expect(sms).toHaveLength(2);
      expect(email).toHaveLength(2);
      expect(sms[0]).toMatchObject({
        channel: 'sms',
        code: null,
        subject: null,
        text: expect.stringMatching(ACCOUNT_DELETED) as string,
      });
      expect(email[0]).toMatchObject({
        channel: 'email',
        code: null,
        subject: 'Your SikaLens account was deleted',
        text: expect.stringMatching(ACCOUNT_DELETED) as string,
      });
    });

    it('sends an unproven e-mail neither message; the proven phone gets both', async () => {
      const kwame = await registerAs(KWAME);
      await t.db.query('UPDATE users SET email_verified_at = NULL WHERE phone = $1', [
        phoneOf(KWAME),
      ]);
      // The e-mail is not a channel that reaches him until proven.
      const prefs = await t
        .http()
        .get('/api/notification-preferences')
        .set(bearer(kwame))
        .expect(200);
      expect(prefs.body).toEqual({
        email: { available: false, ...DEFAULT_PREFS },
        sms: { available: true, ...DEFAULT_PREFS },
      });
      await someData(kwame);
      await deleteData(kwame);
      await settleJobs();
      await deleteAccount(kwame, phoneOf(KWAME));
      await settleJobs();
      expect(await outbox(phoneOf(KWAME), 'notification')).toEqual([
        expect.objectContaining({
          channel: 'sms',
          text: expect.stringMatching(ACCOUNT_DELETED) as string,
        }),
        expect.objectContaining({
          channel: 'sms',
          text: expect.stringMatching(DATA_DELETED) as string,
        }),
      ]);
      expect(await outbox(KWAME.email, 'notification')).toEqual([]);
    });
  });
});
