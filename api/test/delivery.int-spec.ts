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

  it('sends the registration code by SMS only, so the phone is proven, and it signs the user in', async () => {
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
    expect(sent.body).toEqual({ maskedPhone: '+233 24*****67', maskedEmail: null });
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

    await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ phone: '0241234567', email: 'abena@example.com', code })
      .expect(200);
  });

  it('sends sign-in codes to the phone and the e-mail on file', async () => {
    const sent = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ identifier: 'abena@example.com' })
      .expect(200);
    expect(sent.body).toEqual({ maskedPhone: '+233 24*****67', maskedEmail: 'ab***@example.com' });

    const mail = smtp.messages.at(-1);
    expect(mail?.to).toEqual(['abena@example.com']);
    expect(mail?.raw).toMatch(/^To: abena@example\.com\r?$/m);
    const code = codeIn(mail?.raw ?? '');
    expect(codeIn(String(sms.requests.at(-1)?.body.message))).toBe(code);

    await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0241234567', code })
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

  it('sends the registration code to the e-mail, the only channel there is', async () => {
    const sent = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ phone: '0201234567', email: 'efua@example.com', firstName: 'Efua', lastName: 'Sam' })
      .expect(200);
    expect(sent.body).toEqual({ maskedPhone: null, maskedEmail: 'ef***@example.com' });
    expect(smtp.messages.at(-1)?.to).toEqual(['efua@example.com']);
    await t
      .http()
      .post('/api/auth/verify-otp')
      .send({
        phone: '0201234567',
        email: 'efua@example.com',
        code: codeIn(smtp.messages.at(-1)?.raw ?? ''),
      })
      .expect(200);
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
  it('refuses to start without OTP_PEPPER', () => {
    const env = testEnv({ NODE_ENV: 'production', SMTP_HOST: 'smtp.example.com' });
    delete env.OTP_PEPPER;
    expect(() => parseConfig(env)).toThrow(
      'Invalid config: OTP_PEPPER is required when NODE_ENV is production',
    );
  });
});
