import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseConfig } from '../src/common/config/config';
import { startTestApp, testEnv, type TestApp } from './test-app';

type SmsRequest = {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
};

type SmsProvider = {
  server: Server;
  url: string;
  requests: SmsRequest[];
  // While true the provider answers HTTP 500.
  failing: { value: boolean };
};

function startSmsProvider(): Promise<SmsProvider> {
  const requests: SmsRequest[] = [];
  const failing = { value: false };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      res.setHeader('Content-Type', 'application/json');
      if (failing.value) res.statusCode = 500;
      res.end(JSON.stringify({ status: 'success', messageId: 'm1' }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, requests, failing });
    });
  });
}

function startSmtp(): Promise<{
  server: SMTPServer;
  port: number;
  messages: { to: string[]; raw: string }[];
}> {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ server, port, messages });
    });
  });
}

function codeIn(text: string): string {
  const code = /Your SikaLens code is (\d{6})\. It expires in 10 minutes\. Never share it\./.exec(
    text,
  )?.[1];
  if (code === undefined) throw new Error(`No code in ${text}`);
  return code;
}

// Any code's: a sign-in code's, or one to confirm a new contact or to delete the account. Long
// lines of a mail come quoted-printable, with soft line breaks.
function anyCodeIn(text: string): string {
  const code = /Your SikaLens code(?: to [a-z -]+)? is (\d{6})\./.exec(
    text.replace(/=\r?\n/g, ''),
  )?.[1];
  if (code === undefined) throw new Error(`No code in ${text}`);
  return code;
}

type UserBody = {
  phone: string | null;
  email: string | null;
  phoneVerified: boolean;
  emailVerified: boolean;
};

// Waits until no notification job is waiting or running; a failed one fails the test.
async function settleJobs(t: TestApp): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    const [row] = await t.db.query<{ open: number; failed: number }[]>(
      `SELECT count(*) FILTER (WHERE state IN ('created', 'active', 'retry'))::int AS open,
              count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM pgboss.job WHERE name LIKE 'notifications.%'`,
    );
    if (row!.failed > 0) throw new Error('a notification job failed');
    if (row!.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('notification jobs did not settle');
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const closeHttp = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const closeSmtp = (server: SMTPServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

describe('production delivery (real SMTP server, real HTTP SMS provider)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    sms = await startSmsProvider();
    t = await startTestApp({
      NODE_ENV: 'production',
      PAYSTACK_SECRET_KEY: 'sk_live_delivery',
      APP_URL: 'https://sikalens.example',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMS_PROVIDER: 'arkesel',
      ARKESEL_API_KEY: 'test-key',
      SMS_BASE_URL: sms.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await closeHttp(sms.server);
    await closeSmtp(smtp.server);
  });

  it('has no dev outbox in production', async () => {
    const res = await t.http().get('/api/dev/outbox').expect(404);
    expect((res.body as { code: string }).code).toBe('NOT_FOUND');
  });

  // What the SMS provider and the SMTP server were given for Abena's phone and e-mail.
  const textsToPhone = () =>
    sms.requests
      .filter((request) => (request.body.recipients as string[]).includes('233241234567'))
      .map((request) => String(request.body.message));
  const mailsToEmail = () =>
    smtp.messages.filter((message) => message.to.includes('abena@example.com'));
  const lastText = () => String(sms.requests.at(-1)?.body.message);
  // The latest code message: a security alert from an earlier sign-in (a queued job) can land
  // after it.
  const isCode = (text: string) => /Your SikaLens code/.test(text.replace(/=\r?\n/g, ''));
  const lastCodeText = () =>
    String(
      sms.requests
        .map((request) => String(request.body.message))
        .filter(isCode)
        .at(-1) ?? '',
    );
  const lastCodeMail = () => smtp.messages.filter((message) => isCode(message.raw)).at(-1);

  let abena: string;
  let abenaElsewhere: string;

  it('sends the registration code by SMS only, so only the phone is proven, and it signs the user in', async () => {
    const sent = await t
      .http()
      .post('/api/auth/send-otp')
      .send({
        phone: '0241234567',
        email: 'abena@example.com',
        firstName: 'Abena',
        lastName: 'Darko',
      })
      .expect(200);
    expect(sent.body).toEqual({
      maskedPhone: '+233 24*****67',
      maskedEmail: null,
      channels: ['sms'],
    });
    // An e-mail the requester controls must not be enough to claim the phone.
    expect(smtp.messages).toHaveLength(0);

    const text = sms.requests.at(-1);
    expect(text?.url).toBe('/api/v2/sms/send');
    expect(text?.headers['api-key']).toBe('test-key');
    const code = codeIn(String(text?.body.message));
    expect(text?.body).toEqual({
      sender: 'SikaLens',
      message: `Your SikaLens code is ${code}. It expires in 10 minutes. Never share it.`,
      recipients: ['233241234567'],
    });
    const challenges: { delivered_phone: boolean; delivered_email: boolean }[] = await t.db.query(
      `SELECT delivered_phone, delivered_email FROM otp_challenges
        WHERE identity_key = '233241234567' AND consumed_at IS NULL AND voided_at IS NULL`,
    );
    expect(challenges).toEqual([{ delivered_phone: true, delivered_email: false }]);

    const res = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ phone: '0241234567', email: 'abena@example.com', code, session: 'token' })
      .expect(200);
    const body = res.body as { token: string; user: UserBody };
    // No code reached the e-mail: it is on file, but not proven.
    expect(body.user).toMatchObject({
      phone: '0241234567',
      email: 'abena@example.com',
      phoneVerified: true,
      emailVerified: false,
    });
    abena = body.token;
  });

  it('sends no sign-in code, deletion code or alert to the unproven e-mail, even when it is typed', async () => {
    const sent = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ identifier: 'abena@example.com' })
      .expect(200);
    // The code went to the phone alone, which was not typed: no part of it is shown.
    expect(sent.body).toEqual({ maskedPhone: null, maskedEmail: null, channels: ['sms'] });
    expect(smtp.messages).toHaveLength(0);
    const code = codeIn(lastText());
    expect(sms.requests.at(-1)?.body.recipients).toEqual(['233241234567']);
    const res = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: 'abena@example.com', code, session: 'token' })
      .expect(200);
    abenaElsewhere = (res.body as { token: string }).token;

    // A sign-in from a new device (no device cookie): the phone alone is told.
    await settleJobs(t);
    expect(lastText()).toMatch(/^New sign-in to SikaLens: /);
    expect(smtp.messages).toHaveLength(0);

    const deletion = await t
      .http()
      .post('/api/auth/delete-account/send-otp')
      .set(bearer(abena))
      .expect(200);
    expect(deletion.body).toEqual({
      maskedPhone: '+233 24*****67',
      maskedEmail: null,
      channels: ['sms'],
    });
    expect(lastText()).toMatch(/^Your SikaLens code to delete your account is \d{6}\./);
    expect(smtp.messages).toHaveLength(0);
    // Void it, so that the sign-in codes below do not wait out the resend cooldown.
    await t.db.query(
      `UPDATE otp_challenges SET voided_at = now() WHERE identity_key = '233241234567' AND voided_at IS NULL`,
    );
  });

  it('proves the e-mail with a code sent to the same address, ending no session and telling no one', async () => {
    const texts = textsToPhone().length;
    const sent = await t
      .http()
      .post('/api/auth/contact/send-otp')
      .set(bearer(abena))
      .send({ email: 'Abena@Example.com' })
      .expect(200);
    expect(sent.body).toEqual({
      maskedPhone: null,
      maskedEmail: 'ab***@example.com',
      channels: ['email'],
      approval: null,
    });
    expect(textsToPhone()).toHaveLength(texts);
    expect(mailsToEmail()).toHaveLength(1);
    const code = anyCodeIn(mailsToEmail()[0]!.raw);

    const res = await t
      .http()
      .post('/api/auth/contact/verify')
      .set(bearer(abena))
      .send({ email: 'abena@example.com', code })
      .expect(200);
    expect(res.body).toMatchObject({
      phone: '0241234567',
      email: 'abena@example.com',
      phoneVerified: true,
      emailVerified: true,
    });
    const me = await t.http().get('/api/auth/me').set(bearer(abena)).expect(200);
    expect(me.body).toEqual(res.body);
    // Nothing changed but the proof: the other session lives on, and no change is told of.
    await t.http().get('/api/auth/me').set(bearer(abenaElsewhere)).expect(200);
    await settleJobs(t);
    expect(textsToPhone()).toHaveLength(texts);
    expect(mailsToEmail()).toHaveLength(1);
  });

  it('sends sign-in codes to the phone and the proven e-mail; signing in with the phone shows no part of the e-mail', async () => {
    const byPhone = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ identifier: '0241234567' })
      .expect(200);
    expect(byPhone.body).toEqual({
      maskedPhone: '+233 24*****67',
      maskedEmail: null,
      channels: ['sms', 'email'],
    });
    expect(JSON.stringify(byPhone.body)).not.toContain('@');
    const code = codeIn(lastCodeText());
    expect(codeIn(lastCodeMail()?.raw ?? '')).toBe(code);
    await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0241234567', code })
      .expect(200);

    const byEmail = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ identifier: 'abena@example.com' })
      .expect(200);
    expect(byEmail.body).toEqual({
      maskedPhone: null,
      maskedEmail: 'ab***@example.com',
      channels: ['sms', 'email'],
    });
    const mail = lastCodeMail();
    expect(mail?.to).toEqual(['abena@example.com']);
    expect(mail?.raw).toMatch(/^To: abena@example\.com\r?$/m);
    const emailCode = codeIn(mail?.raw ?? '');
    expect(codeIn(lastCodeText())).toBe(emailCode);
    await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0241234567', code: emailCode })
      .expect(200);
  });
});

describe('e-mail-only deployment (real SMTP server)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
  });
  afterAll(async () => {
    await t.close();
    await closeSmtp(smtp.server);
  });

  let efua: string;

  it('sends the registration code to the e-mail, the only channel there is, so only the e-mail is proven', async () => {
    const sent = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ phone: '0201234567', email: 'efua@example.com', firstName: 'Efua', lastName: 'Sam' })
      .expect(200);
    expect(sent.body).toEqual({
      maskedPhone: null,
      maskedEmail: 'ef***@example.com',
      channels: ['email'],
    });
    expect(smtp.messages.at(-1)?.to).toEqual(['efua@example.com']);
    const res = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({
        phone: '0201234567',
        email: 'efua@example.com',
        code: codeIn(smtp.messages.at(-1)?.raw ?? ''),
        session: 'token',
      })
      .expect(200);
    const body = res.body as { token: string; user: UserBody };
    expect(body.user).toMatchObject({
      phone: '0201234567',
      email: 'efua@example.com',
      phoneVerified: false,
      emailVerified: true,
    });
    efua = body.token;
  });

  it('signs in with the phone by a code to the e-mail, showing no part of it', async () => {
    const sent = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ identifier: '0201234567' })
      .expect(200);
    expect(sent.body).toEqual({ maskedPhone: null, maskedEmail: null, channels: ['email'] });
    const mail = smtp.messages.at(-1);
    expect(mail?.to).toEqual(['efua@example.com']);
    await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0201234567', code: codeIn(mail?.raw ?? '') })
      .expect(200);
  });

  it('cannot prove a phone: its code goes to the e-mail on file, and the phone stays unproven', async () => {
    // The new-sign-in alerts of the sign-ins before are sent first (queued jobs).
    await settleJobs(t);
    // The same, unproven phone may be asked for again; the e-mail on file takes the code.
    const same = await t
      .http()
      .post('/api/auth/contact/send-otp')
      .set(bearer(efua))
      .send({ phone: '0201234567' })
      .expect(200);
    expect(same.body).toEqual({
      maskedPhone: null,
      maskedEmail: 'ef***@example.com',
      channels: ['email'],
      // The e-mail on file took the code: it approves the change as well.
      // The e-mail on file took the code: it approves the change as well.
      approval: null,
    });
    const verified = await t
      .http()
      .post('/api/auth/contact/verify')
      .set(bearer(efua))
      .send({ phone: '0201234567', code: anyCodeIn(smtp.messages.at(-1)?.raw ?? '') })
      .expect(200);
    expect(verified.body).toMatchObject({
      phone: '0201234567',
      phoneVerified: false,
      emailVerified: true,
    });

    // A new phone likewise: set, unproven, and the e-mail on file is told of the change.
    const mails = smtp.messages.length;
    await t
      .http()
      .post('/api/auth/contact/send-otp')
      .set(bearer(efua))
      .send({ phone: '0501234567' })
      .expect(200);
    expect(smtp.messages).toHaveLength(mails + 1);
    const changed = await t
      .http()
      .post('/api/auth/contact/verify')
      .set(bearer(efua))
      .send({ phone: '0501234567', code: anyCodeIn(smtp.messages.at(-1)?.raw ?? '') })
      .expect(200);
    expect(changed.body).toMatchObject({
      phone: '0501234567',
      phoneVerified: false,
      emailVerified: true,
    });
    await settleJobs(t);
    expect(smtp.messages).toHaveLength(mails + 2);
    expect(smtp.messages.at(-1)?.raw.replace(/=\r?\n/g, '')).toContain(
      'The phone number on your SikaLens account was changed to +233 50*****67',
    );
  });
});

describe('Hubtel adapter (real HTTP server)', () => {
  let sms: SmsProvider;
  let t: TestApp;

  beforeAll(async () => {
    sms = await startSmsProvider();
    t = await startTestApp({
      SMS_PROVIDER: 'hubtel',
      HUBTEL_CLIENT_ID: 'client',
      HUBTEL_CLIENT_SECRET: 'secret',
      SMS_BASE_URL: sms.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await closeHttp(sms.server);
  });

  it('posts {From,To,Content} with Basic auth; no outbox with a real channel', async () => {
    await t
      .http()
      .post('/api/auth/send-otp')
      .send({
        phone: '0201234567',
        email: 'kwesi@example.com',
        firstName: 'Kwesi',
        lastName: 'Appiah',
      })
      .expect(200);
    const req = sms.requests.at(-1);
    expect(req?.url).toBe('/v1/messages/send');
    expect(req?.headers.authorization).toBe(
      `Basic ${Buffer.from('client:secret').toString('base64')}`,
    );
    expect(req?.body).toEqual({
      From: 'SikaLens',
      To: '233201234567',
      Content: expect.stringMatching(
        /^Your SikaLens code is \d{6}\. It expires in 10 minutes\. Never share it\.$/,
      ) as string,
    });
    await t.http().get('/api/dev/outbox').expect(404);
  });

  it('drops the code and its cooldown when the provider fails, and does not count the send', async () => {
    const person = {
      phone: '0551234567',
      email: 'yaa@example.com',
      firstName: 'Yaa',
      lastName: 'A',
    };
    sms.failing.value = true;
    const failed = await t.http().post('/api/auth/send-otp').send(person).expect(503);
    expect(failed.body).toEqual({
      error: 'We could not send your code right now. Please try again shortly.',
      code: 'DELIVERY_FAILED',
    });
    const live: { n: number }[] = await t.db.query(
      `SELECT count(*)::int AS n FROM otp_challenges
        WHERE identity_key = '233551234567' AND consumed_at IS NULL AND voided_at IS NULL`,
    );
    expect(live[0]?.n).toBe(0);
    const counted: { n: number }[] = await t.db.query(
      `SELECT count(*)::int AS n FROM auth_rate_events WHERE kind = 'send' AND identifier = '233551234567'`,
    );
    expect(counted[0]?.n).toBe(0);

    // At once, inside what would have been the 60 s resend cooldown.
    sms.failing.value = false;
    await t.http().post('/api/auth/send-otp').send(person).expect(200);
  });
});

describe('production start-up checks', () => {
  it('refuses to start without a delivery channel', () => {
    expect(() => parseConfig(testEnv({ NODE_ENV: 'production' }))).toThrow(
      /SMTP_HOST or SMS_PROVIDER/,
    );
  });
  it('refuses to start without a secret for each of codes, statement passwords and archives', () => {
    for (const name of ['CODE_SECRET', 'STATEMENT_PASSWORD_SECRET', 'ARCHIVE_SECRET']) {
      const env = testEnv({ NODE_ENV: 'production', SMTP_HOST: 'smtp.example.com' });
      delete env[name];
      // OTP_PEPPER alone no longer stands in for it.
      env.OTP_PEPPER = 'legacy-pepper-'.repeat(3);
      expect(() => parseConfig(env)).toThrow(
        `Invalid config: ${name} is required when NODE_ENV is production`,
      );
    }
  });
});
