import { KOFI, register, startTestApp, type TestApp } from './test-app';

const FREE_TEXT_MESSAGE = (field: string) =>
  `${field} contains characters that are not allowed (control or text-direction characters).`;

const rateEvents = async (t: TestApp): Promise<number> => {
  const rows: { n: number }[] = await t.db.query('SELECT count(*)::int AS n FROM auth_rate_events');
  return rows[0]?.n ?? 0;
};

describe('over-deep JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a 98 KB body nested 49,000 deep at the parser, quickly and before any rate limit', async () => {
    const body = '['.repeat(49_000) + ']'.repeat(49_000);
    const started = Date.now();
    const res = await t
      .http()
      .post('/api/auth/send-otp')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(400);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.body).toEqual({
      error: 'The request body is nested too deeply.',
      code: 'VALIDATION_FAILED',
    });
    expect(await rateEvents(t)).toBe(0);
  });

  it('refuses one level past the limit on any route, and still reads bodies within it', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const deep = await t
      .http()
      .post('/api/wallets')
      .set('Content-Type', 'application/json')
      .send(nested(33))
      .expect(400);
    expect((deep.body as { error: string }).error).toBe('The request body is nested too deeply.');
    // 32 levels pass the parser; the pipe then refuses the unknown field as usual.
    const token = await register(t);
    const within = await t
      .http()
      .post('/api/wallets')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send(nested(32))
      .expect(400);
    expect((within.body as { code: string }).code).toBe('VALIDATION_FAILED');
    expect((within.body as { error: string }).error).not.toContain('nested');
  });

  it('does not count brackets inside strings', async () => {
    await t
      .http()
      .post('/api/auth/send-otp')
      .send({ ...KOFI, phone: '0201234567', firstName: '['.repeat(40), email: 'x@example.com' })
      .expect(200);
  });

  it('checks JSON in other UTF charsets on the decoded text', async () => {
    const post = (text: string, charset: string, encoding: BufferEncoding) =>
      t
        .http()
        .post('/api/auth/send-otp')
        .set('Content-Type', `application/json; charset=${charset}`)
        // As bytes: superagent would otherwise JSON-encode the Buffer itself.
        .serialize((raw: unknown) => raw as string)
        .send(Buffer.from(text, encoding));
    const deep = await post('['.repeat(33) + ']'.repeat(33), 'utf-16le', 'utf16le').expect(400);
    expect((deep.body as { error: string }).error).toBe('The request body is nested too deeply.');
    // U+225B is the bytes 5B 22 in UTF-16LE: a bracket and a quote if read as bytes.
    const shallow = await post(
      JSON.stringify({ identifier: '\u225B'.repeat(100) }),
      'utf-16le',
      'utf16le',
    ).expect(400);
    // Parsed and read: the service refuses the identifier itself.
    expect((shallow.body as { code: string }).code).toBe('INVALID_PHONE');
    const utf32 = await post('{}', 'utf-32', 'latin1').expect(415);
    expect(utf32.body).toEqual({
      error: 'Send JSON encoded as UTF-8.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('still answers malformed JSON and the size limit as before', async () => {
    const malformed = await t
      .http()
      .post('/api/auth/send-otp')
      .set('Content-Type', 'application/json')
      .send('{"identifier":')
      .expect(400);
    expect((malformed.body as { code: string }).code).toBe('VALIDATION_FAILED');
    const large = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ identifier: 'x'.repeat(101 * 1024) })
      .expect(413);
    expect((large.body as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('per-IP limits count invalid bodies too', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      OTP_SENDS_PER_IP_PER_10_MIN: '5',
      OTP_VERIFIES_PER_IP_PER_10_MIN: '3',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('throttles a flood of invalid send-otp bodies from one IP', async () => {
    const invalid = [
      {},
      { identifier: 42 },
      { identifier: '0241234567', phone: '0241234567' },
      { ...KOFI, firstName: 'Ko\u0000fi' },
      { surprise: true },
    ];
    for (const body of invalid) {
      const res = await t.http().post('/api/auth/send-otp').send(body).expect(400);
      expect((res.body as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    const refused = await t.http().post('/api/auth/send-otp').send({}).expect(429);
    expect(refused.body).toEqual({
      error: expect.stringContaining('Too many code requests from this network') as string,
      code: 'RATE_LIMITED',
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // A valid request from the same IP waits as well.
    await t.http().post('/api/auth/send-otp').send(KOFI).expect(429);
  });

  it('throttles a flood of invalid verify-otp bodies from one IP', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t.http().post('/api/auth/verify-otp').send({ code: 'abcd' }).expect(400);
    }
    const refused = await t.http().post('/api/auth/verify-otp').send({}).expect(429);
    expect((refused.body as { error: string }).error).toContain(
      'Too many verification attempts from this network',
    );
  });
});

describe('free text', () => {
  let t: TestApp;
  let token: string;
  const create = (label: unknown) =>
    t
      .http()
      .post('/api/wallets')
      .set('Authorization', `Bearer ${token}`)
      .send({ label, provider: 'MTN', momoNumber: '0241234567' });

  beforeAll(async () => {
    t = await startTestApp();
    token = await register(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['a NUL', 'Main\u0000'],
    ['a NUL alone', '\u0000'],
    ['a right-to-left override', 'Pay\u202EFDP.exe'],
    ['an ANSI escape', '\u001b[31mred'],
    ['a C1 control', 'Main\u009b'],
    ['a newline inside', 'Main\nwallet'],
  ])('refuses a wallet label with %s (400, never a 500)', async (_name, label) => {
    const res = await create(label).expect(400);
    expect(res.body).toEqual({
      error: FREE_TEXT_MESSAGE('Wallet label'),
      code: 'VALIDATION_FAILED',
      field: 'label',
    });
  });

  it('keeps the spec’s message for an empty label', async () => {
    const res = await create(' \n ').expect(400);
    expect(res.body).toEqual({
      error: 'Please enter a wallet label',
      code: 'VALIDATION_FAILED',
      field: 'label',
    });
  });

  it('answers a label the validator counts as short but PostgreSQL as too long with a 400', async () => {
    // 60 hearts with a variation selector: 60 characters to the validator, 120 code points.
    const res = await create('\u2764\ufe0f'.repeat(60)).expect(400);
    expect(res.body).toEqual({
      error: 'A text field in the request is too long.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('stores a decomposed label composed (NFC) and trimmed', async () => {
    const res = await create(' Cafe\u0301\t').expect(201);
    expect((res.body as { label: string }).label).toBe('Caf\u00e9');
    const rows: { label: string }[] = await t.db.query('SELECT label FROM wallets WHERE id = $1', [
      (res.body as { id: string }).id,
    ]);
    expect(rows).toEqual([{ label: 'Caf\u00e9' }]);
  });

  it('refuses control characters in registration names before they reach PostgreSQL', async () => {
    const person = { phone: '0551234567', email: 'ama@example.com', lastName: 'Owusu' };
    for (const firstName of ['A\u0000ma', 'Ama\u202E', '\u001b[2JAma']) {
      const res = await t
        .http()
        .post('/api/auth/send-otp')
        .send({ ...person, firstName })
        .expect(400);
      expect(res.body).toEqual({
        error: FREE_TEXT_MESSAGE('firstName'),
        code: 'VALIDATION_FAILED',
        field: 'firstName',
      });
    }
    const last = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ ...person, firstName: 'Ama', lastName: 'Owu\u0000su' })
      .expect(400);
    expect((last.body as { error: string }).error).toBe(FREE_TEXT_MESSAGE('lastName'));
  });

  it('never lets a NUL in another field become a 500', async () => {
    const sendOtp = (body: object) => t.http().post('/api/auth/send-otp').send(body);
    expect((await sendOtp({ identifier: '024\u00001234567' })).status).toBe(400);
    expect((await sendOtp({ identifier: 'kofi\u0000@example.com' })).status).toBe(400);
    const wallet = await t
      .http()
      .post('/api/wallets')
      .set('Authorization', `Bearer ${token}`)
      .send({ label: 'Main', provider: 'MTN\u0000', momoNumber: '0241234567\u0000' });
    expect(wallet.status).toBe(400);
    const outbox = await t.http().get('/api/dev/outbox').query({ to: '\u0000' });
    expect(outbox.status).toBe(200);
    const upload = await t
      .http()
      .get('/api/upload-status/%00')
      .set('Authorization', `Bearer ${token}`);
    expect(upload.status).toBe(400);
  });
});
