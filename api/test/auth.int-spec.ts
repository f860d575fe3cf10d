import {
  KOFI,
  latestCode,
  register,
  startTestApp,
  wrongCode,
  type TestApp,
  type UserBody,
} from './test-app';

describe('auth (real app, real PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers, signs in with the outbox code, reads me, logs out', async () => {
    const sent = await t.http().post('/api/auth/send-otp').send(KOFI).expect(200);
    // Registering, both contacts were typed: both are shown, and the dev outbox takes the code on
    // both channels.
    expect(sent.body).toEqual({
      maskedPhone: '+233 24*****67',
      maskedEmail: 'ko***@example.com',
      channels: ['sms', 'email'],
    });

    const code = await latestCode(t, '233241234567');
    expect(code).toMatch(/^\d{6}$/);
    const emailCode = await latestCode(t, 'kofi.boateng@example.com');
    expect(emailCode).toBe(code);
    // The code records the channels that took it: what its use proves.
    const challenges: { delivered_phone: boolean; delivered_email: boolean }[] = await t.db.query(
      `SELECT delivered_phone, delivered_email FROM otp_challenges
        WHERE identity_key = '233241234567' AND consumed_at IS NULL AND voided_at IS NULL`,
    );
    expect(challenges).toEqual([{ delivered_phone: true, delivered_email: true }]);

    const verified = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ phone: '0241234567', email: 'kofi.boateng@example.com', code, session: 'token' })
      .expect(200);
    const body = verified.body as { token: string; user: UserBody };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(String) as string,
      firstName: 'Kofi',
      lastName: 'Boateng',
      phone: '0241234567',
      email: 'kofi.boateng@example.com',
      // Both took the registration code: both are proven.
      phoneVerified: true,
      emailVerified: true,
      isPro: false,
    });
    const stamps: { phone_verified_at: Date | null; email_verified_at: Date | null }[] =
      await t.db.query(
        `SELECT phone_verified_at, email_verified_at FROM users WHERE phone = '233241234567'`,
      );
    expect(stamps).toEqual([
      { phone_verified_at: expect.any(Date) as Date, email_verified_at: expect.any(Date) as Date },
    ]);

    const me = await t
      .http()
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${body.token}`)
      .expect(200);
    expect(me.body).toEqual(body.user);
    expect(me.headers['cache-control']).toBe('no-store');

    await t
      .http()
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${body.token}`)
      .expect(204);
    const after = await t
      .http()
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${body.token}`)
      .expect(401);
    expect(after.body).toEqual({ error: expect.any(String) as string, code: 'UNAUTHORIZED' });

    // The stored token is a hash, never the token itself.
    const rows: { token_hash: string }[] = await t.db.query('SELECT token_hash FROM sessions');
    expect(rows.map((row) => row.token_hash)).not.toContain(body.token);
  });

  // Signing in, only the contact typed is shown, masked; the other is named by its channel only.
  const BY_PHONE = { maskedPhone: '+233 24*****67', maskedEmail: null, channels: ['sms', 'email'] };
  const BY_EMAIL = {
    maskedPhone: null,
    maskedEmail: 'ko***@example.com',
    channels: ['sms', 'email'],
  };
  it.each([
    ['0241234567', BY_PHONE],
    ['241234567', BY_PHONE],
    ['+233241234567', BY_PHONE],
    ['233 24 123 4567', BY_PHONE],
    ['KOFI.Boateng@EXAMPLE.com', BY_EMAIL],
  ])('signs in with %s', async (identifier, answer) => {
    const sent = await t.http().post('/api/auth/send-otp').send({ identifier }).expect(200);
    expect(sent.body).toEqual(answer);
    // The code went to both proven contacts, whichever was typed.
    expect(await latestCode(t, 'kofi.boateng@example.com')).toBe(
      await latestCode(t, '233241234567'),
    );
    const code = await latestCode(t, '233241234567');
    const res = await t.http().post('/api/auth/verify-otp').send({ identifier, code }).expect(200);
    expect((res.body as { user: UserBody }).user.phone).toBe('0241234567');
  });

  it('refuses a used code a second time', async () => {
    await t.http().post('/api/auth/send-otp').send({ identifier: '0241234567' }).expect(200);
    const code = await latestCode(t, '233241234567');
    await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0241234567', code })
      .expect(200);
    const again = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0241234567', code })
      .expect(400);
    expect(again.body).toEqual({ error: expect.any(String) as string, code: 'NO_ACTIVE_CODE' });
  });

  it('refuses duplicate phone and e-mail with 409', async () => {
    const phone = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ ...KOFI, email: 'other@example.com' })
      .expect(409);
    expect(phone.body).toEqual({
      error: 'An account with this phone number already exists. Sign in instead.',
      code: 'PHONE_TAKEN',
      field: 'phone',
    });
    const email = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ ...KOFI, phone: '0551234567', email: 'KOFI.BOATENG@example.com' })
      .expect(409);
    expect(email.body).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
  });

  it('answers 404 for an unknown identifier and 400 for a bad phone', async () => {
    const unknown = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ identifier: '0209999999' })
      .expect(404);
    expect(unknown.body).toEqual({
      error: 'No account found for this phone number or e-mail. Create an account first.',
      code: 'ACCOUNT_NOT_FOUND',
    });
    const bad = await t.http().post('/api/auth/send-otp').send({ identifier: '12345' }).expect(400);
    // Sign-in takes a phone or an e-mail in one field: the refusal is about that field.
    expect(bad.body).toEqual({
      error: 'Enter a valid Ghana phone number, e.g. 0241234567.',
      code: 'INVALID_PHONE',
      field: 'identifier',
    });
    const badSignInEmail = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ identifier: 'kofi@example' })
      .expect(400);
    expect(badSignInEmail.body).toMatchObject({ code: 'INVALID_EMAIL', field: 'identifier' });
    const badEmail = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ ...KOFI, phone: '0201112222', email: 'not-an-email' })
      .expect(400);
    expect(badEmail.body).toEqual({
      error: 'Enter a valid e-mail address, e.g. kwame@example.com.',
      code: 'INVALID_EMAIL',
      field: 'email',
    });
  });

  it('names the field in validation errors', async () => {
    const missing = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ phone: '0201234567', email: 'ama@example.com', firstName: 'Ama' })
      .expect(400);
    expect(missing.body).toEqual({
      error: expect.stringContaining('lastName') as string,
      code: 'VALIDATION_FAILED',
      field: 'lastName',
    });

    const extra = await t
      .http()
      .post('/api/auth/send-otp')
      .send({ identifier: '0241234567', admin: true })
      .expect(400);
    expect(extra.body).toEqual({
      error: 'property admin should not exist',
      code: 'VALIDATION_FAILED',
      field: 'admin',
    });

    const code = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0241234567', code: '12' })
      .expect(400);
    expect(code.body).toEqual({
      error: 'code must be exactly 6 digits',
      code: 'VALIDATION_FAILED',
      field: 'code',
    });
  });

  it.each([
    [
      { identifier: 5, phone: '0241234567' },
      'Send either identifier, or phone, email, firstName and lastName.',
      'identifier',
    ],
    [
      { identifier: '0241234567', firstName: 'Kofi' },
      'Send either identifier, or phone, email, firstName and lastName.',
      'identifier',
    ],
    [
      { identifier: null, ...KOFI },
      'Send either identifier, or phone, email, firstName and lastName.',
      'identifier',
    ],
    [
      { identifier: null },
      'identifier is required (or send phone, email, firstName and lastName to register)',
      'identifier',
    ],
    [
      { identifier: ['0241234567'] },
      'identifier must be a phone number or e-mail address',
      'identifier',
    ],
    [{ ...KOFI, phone: 241234567 }, 'phone must be a string', 'phone'],
    [
      {},
      'identifier is required (or send phone, email, firstName and lastName to register)',
      'identifier',
    ],
  ])('refuses the send-otp body %j with 400', async (body, error, field) => {
    const res = await t.http().post('/api/auth/send-otp').send(body).expect(400);
    expect(res.body).toEqual({ error, code: 'VALIDATION_FAILED', field });
  });

  it.each([
    [
      { identifier: 5, phone: '0241234567', code: '123456' },
      'Send either identifier, or phone and email, with the code.',
      'identifier',
    ],
    [
      { identifier: null, email: 'kofi.boateng@example.com', code: '123456' },
      'Send either identifier, or phone and email, with the code.',
      'identifier',
    ],
    [
      { identifier: null, code: '123456' },
      'identifier is required (or phone and email when registering)',
      'identifier',
    ],
    [{ phone: '0241234567', code: '123456' }, 'email is required', 'email'],
  ])('refuses the verify-otp body %j with 400', async (body, error, field) => {
    const res = await t.http().post('/api/auth/verify-otp').send(body).expect(400);
    expect(res.body).toEqual({ error, code: 'VALIDATION_FAILED', field });
  });

  it('refuses landline and unassigned prefixes', async () => {
    for (const phone of ['0302123456', '0211234567', '0991234567']) {
      const res = await t
        .http()
        .post('/api/auth/send-otp')
        .send({ ...KOFI, phone, email: 'landline@example.com' })
        .expect(400);
      expect(res.body).toEqual({
        error: 'Enter a valid Ghana phone number, e.g. 0241234567.',
        code: 'INVALID_PHONE',
        field: 'phone',
      });
    }
  });

  it('refuses to finish a registration whose e-mail was taken after the code was sent', async () => {
    const first = {
      phone: '0261234567',
      email: 'esi.race@example.com',
      firstName: 'Esi',
      lastName: 'A',
    };
    const second = { ...first, phone: '0281234567', firstName: 'Eve' };
    await t.http().post('/api/auth/send-otp').send(first).expect(200);
    const firstCode = await latestCode(t, '233261234567');
    await register(t, second);
    const res = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ phone: first.phone, email: first.email, code: firstCode })
      .expect(409);
    expect(res.body).toEqual({
      error: 'An account with this e-mail already exists. Sign in instead.',
      code: 'EMAIL_TAKEN',
      field: 'email',
    });
  });

  it('kills a code after five wrong tries, even for the right code', async () => {
    await t.http().post('/api/auth/send-otp').send({ identifier: '0241234567' }).expect(200);
    const code = await latestCode(t, '233241234567');
    const wrong = wrongCode(code);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await t
        .http()
        .post('/api/auth/verify-otp')
        .send({ identifier: '0241234567', code: wrong })
        .expect(400);
      expect((res.body as { code: string }).code).toBe('INVALID_CODE');
      if (attempt === 1) {
        expect((res.body as { error: string }).error).toBe('Incorrect code. 4 attempts left.');
      }
    }
    const sixth = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0241234567', code: wrong })
      .expect(400);
    expect(sixth.body).toEqual({
      error: 'Too many wrong codes. Request a new code.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    const right = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0241234567', code })
      .expect(400);
    expect((right.body as { code: string }).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('reports an expired code', async () => {
    // The dead challenge of the previous test would still hold the resend cooldown.
    await t.db.query('UPDATE otp_challenges SET voided_at = now() WHERE voided_at IS NULL');
    await t.http().post('/api/auth/send-otp').send({ identifier: '0241234567' }).expect(200);
    const code = await latestCode(t, '233241234567');
    await t.db.query(
      `UPDATE otp_challenges SET expires_at = now() - interval '1 second' WHERE consumed_at IS NULL AND voided_at IS NULL`,
    );
    const res = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0241234567', code })
      .expect(400);
    expect(res.body).toEqual({
      error: 'This code has expired. Request a new one.',
      code: 'CODE_EXPIRED',
    });
  });

  it('voids the older code when a new one is sent', async () => {
    await t.db.query('UPDATE otp_challenges SET voided_at = now() WHERE voided_at IS NULL');
    await t.http().post('/api/auth/send-otp').send({ identifier: '0241234567' }).expect(200);
    const first = await latestCode(t, '233241234567');
    // Step past the resend cooldown.
    await t.db.query(
      `UPDATE otp_challenges SET created_at = now() - interval '2 minutes' WHERE voided_at IS NULL`,
    );
    await t.http().post('/api/auth/send-otp').send({ identifier: '0241234567' }).expect(200);
    const second = await latestCode(t, '233241234567');
    if (first !== second) {
      const old = await t
        .http()
        .post('/api/auth/verify-otp')
        .send({ identifier: '0241234567', code: first })
        .expect(400);
      expect((old.body as { code: string }).code).toBe('INVALID_CODE');
    }
    await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0241234567', code: second })
      .expect(200);
  });

  it('refuses missing, garbage, expired, idle and revoked tokens', async () => {
    const token = await register(t, {
      phone: '0501234567',
      email: 'ama@example.com',
      firstName: 'Ama',
      lastName: 'Owusu',
    });
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);

    const none = await t.http().get('/api/auth/me').expect(401);
    expect(none.body).toEqual({ error: expect.any(String) as string, code: 'UNAUTHORIZED' });
    await t
      .http()
      .get('/api/auth/me')
      .set('Authorization', 'Bearer not-a-real-token-at-all-xxxxxxxx')
      .expect(401);
    await t.http().get('/api/auth/me').set('Authorization', token).expect(401);

    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);

    await t.db.query(
      `UPDATE sessions SET expires_at = now() + interval '1 day', last_used_at = now() - interval '8 days'`,
    );
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);

    await t.db.query(`UPDATE sessions SET last_used_at = now(), revoked_at = now()`);
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('returns Unknown locations for loopback addresses', async () => {
    const token = await register(t, {
      phone: '0271234567',
      email: 'yaw@example.com',
      firstName: 'Yaw',
      lastName: 'Asante',
    });
    const res = await t
      .http()
      .get('/api/auth/location')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const body = res.body as {
      currentSession: Record<string, string>;
      lastLogin: Record<string, string> | null;
      registrationLocation: Record<string, string> | null;
    };
    expect(body.currentSession).toMatchObject({
      city: 'Unknown',
      region: 'Unknown',
      country: 'Unknown',
      timezone: 'Unknown',
    });
    expect(body.currentSession.ipAddress).toBe('127.0.0.1');
    expect(body.lastLogin).toMatchObject({
      city: 'Unknown',
      ipAddress: '127.0.0.1',
      loginTime: expect.any(String) as string,
    });
    expect(body.registrationLocation).toMatchObject({
      country: 'Unknown',
      registrationTime: expect.any(String) as string,
    });
  });

  it('answers health and unknown routes in the common shapes', async () => {
    const health = await t.http().get('/api/health').expect(200);
    expect(health.body).toEqual({ status: 'ok', database: 'up' });
    const missing = await t.http().get('/api/nope').expect(404);
    expect(missing.body).toEqual({
      error: 'The requested resource was not found.',
      code: 'NOT_FOUND',
    });
    const broken = await t
      .http()
      .post('/api/auth/send-otp')
      .set('Content-Type', 'application/json')
      .send('{"identifier":')
      .expect(400);
    expect((broken.body as { code: string }).code).toBe('VALIDATION_FAILED');
  });

  it('keeps query parameters out of the log and indexes rate events by age', async () => {
    // TypeORM would print failed queries with their parameters: phones, e-mails, code HMACs.
    expect(t.db.options.logging).toBe(false);
    const indexes: { indexname: string }[] = await t.db.query(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'auth_rate_events' ORDER BY indexname`,
    );
    expect(indexes.map((row) => row.indexname)).toContain('auth_rate_events_created_at_idx');
  });

  it('sends security headers', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
