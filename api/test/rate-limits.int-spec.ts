import { KOFI, latestCode, register, startTestApp, type TestApp } from './test-app';

const liveCodes = async (t: TestApp, identityKey: string): Promise<number> => {
  const rows: { n: number }[] = await t.db.query(
    `SELECT count(*)::int AS n FROM otp_challenges
      WHERE identity_key = $1 AND consumed_at IS NULL AND voided_at IS NULL`,
    [identityKey],
  );
  return rows[0]?.n ?? 0;
};

const person = (n: number) => ({
  phone: `02400000${String(n).padStart(2, '0')}`,
  email: `person${n}@example.com`,
  firstName: 'Test',
  lastName: `Person ${n}`,
});

describe('rate limits', () => {
  describe('resend cooldown', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '60' });
      await register(t);
    });
    afterAll(async () => {
      await t.close();
    });

    it('refuses a second send within the cooldown with Retry-After', async () => {
      await t.http().post('/api/auth/send-otp').send({ identifier: '0241234567' }).expect(200);
      const res = await t
        .http()
        .post('/api/auth/send-otp')
        .send({ identifier: 'kofi.boateng@example.com' })
        .expect(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.body).toEqual({
        error: expect.stringContaining(`${retryAfter} s`) as string,
        code: 'RATE_LIMITED',
      });
    });

    it('does not hold a consumed code against a new sign-in', async () => {
      const code = await latestCode(t, '233241234567');
      await t
        .http()
        .post('/api/auth/verify-otp')
        .send({ identifier: '0241234567', code })
        .expect(200);
      await t.http().post('/api/auth/send-otp').send({ identifier: '0241234567' }).expect(200);
    });
  });

  describe('per-IP and per-identifier limits', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        OTP_SENDS_PER_IP_PER_10_MIN: '4',
        OTP_RESEND_COOLDOWN_SECONDS: '0',
        OTP_SENDS_PER_IDENTIFIER_PER_HOUR: '2',
        OTP_VERIFIES_PER_IP_PER_10_MIN: '4',
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('limits sends per identifier, then per IP (a refused send counts against the IP)', async () => {
      await t.http().post('/api/auth/send-otp').send(KOFI).expect(200);
      await t.http().post('/api/auth/send-otp').send(KOFI).expect(200);
      const perIdentifier = await t.http().post('/api/auth/send-otp').send(KOFI).expect(429);
      expect(perIdentifier.headers['retry-after']).toMatch(/^\d+$/);

      await t
        .http()
        .post('/api/auth/send-otp')
        .send({
          phone: '0551234567',
          email: 'esi@example.com',
          firstName: 'Esi',
          lastName: 'Mensah',
        })
        .expect(200);
      const perIp = await t
        .http()
        .post('/api/auth/send-otp')
        .send({
          phone: '0561234567',
          email: 'kojo@example.com',
          firstName: 'Kojo',
          lastName: 'Mensah',
        })
        .expect(429);
      expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(500);
      expect(perIp.body).toEqual({
        error: expect.stringContaining('Try again in') as string,
        code: 'RATE_LIMITED',
      });
    });

    it('limits verifies per IP', async () => {
      for (let i = 0; i < 4; i++) {
        await t
          .http()
          .post('/api/auth/verify-otp')
          .send({ phone: KOFI.phone, email: KOFI.email, code: '000000' });
      }
      const res = await t
        .http()
        .post('/api/auth/verify-otp')
        .send({ phone: KOFI.phone, email: KOFI.email, code: '000000' })
        .expect(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
    });
  });

  describe('send atomicity', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '60' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('lets exactly one of five parallel sends for one account through', async () => {
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => t.http().post('/api/auth/send-otp').send(person(1))),
      );
      const statuses = responses.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 429, 429, 429, 429]);
      expect(await liveCodes(t, '233240000001')).toBe(1);
    });

    it('voids every other live code for the account when one is verified', async () => {
      await t.http().post('/api/auth/send-otp').send(person(2)).expect(200);
      const code = await latestCode(t, '233240000002');
      // A second live code can only come from a race or an older release; plant one directly.
      await t.db.query(
        `INSERT INTO otp_challenges (id, purpose, identity_key, phone, email, registration, code_hmac, expires_at, created_at)
         SELECT gen_random_uuid(), purpose, identity_key, phone, email, registration, code_hmac, expires_at,
                created_at - interval '1 second'
           FROM otp_challenges WHERE identity_key = '233240000002'`,
      );
      expect(await liveCodes(t, '233240000002')).toBe(2);
      await t
        .http()
        .post('/api/auth/verify-otp')
        .send({ phone: person(2).phone, email: person(2).email, code })
        .expect(200);
      expect(await liveCodes(t, '233240000002')).toBe(0);
    });
  });

  describe('per-identifier limit under concurrency', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        OTP_RESEND_COOLDOWN_SECONDS: '0',
        OTP_SENDS_PER_IDENTIFIER_PER_HOUR: '2',
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('never sends more codes than the hourly limit, however many requests race', async () => {
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => t.http().post('/api/auth/send-otp').send(person(3))),
      );
      const statuses = responses.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
      expect(await liveCodes(t, '233240000003')).toBe(1);
    });
  });

  describe('per-IP send limit counts every answer', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ OTP_SENDS_PER_IP_PER_10_MIN: '3' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('counts 404, 400 and 409 answers, so probing for accounts is not free', async () => {
      await t.http().post('/api/auth/send-otp').send({ identifier: '0209999999' }).expect(404);
      await t
        .http()
        .post('/api/auth/send-otp')
        .send({ identifier: 'nobody@example.com' })
        .expect(404);
      await t.http().post('/api/auth/send-otp').send({ identifier: '12345' }).expect(400);
      const res = await t.http().post('/api/auth/send-otp').send(person(4)).expect(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
    });
  });

  describe('client IP behind a proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ TRUST_PROXY: '1', OTP_SENDS_PER_IP_PER_10_MIN: '2' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('uses the address the proxy saw, not the left-most X-Forwarded-For the client wrote', async () => {
      for (const n of [5, 6]) {
        await t
          .http()
          .post('/api/auth/send-otp')
          .set('X-Forwarded-For', `198.51.100.${n}, 41.66.0.1`)
          .send(person(n))
          .expect(200);
      }
      await t
        .http()
        .post('/api/auth/send-otp')
        .set('X-Forwarded-For', '198.51.100.7, 41.66.0.1')
        .send(person(7))
        .expect(429);
      // Another client behind the same proxy is not affected.
      await t
        .http()
        .post('/api/auth/send-otp')
        .set('X-Forwarded-For', '41.66.0.2')
        .send(person(8))
        .expect(200);
    });

    it('limits clients whose address cannot be read together instead of not at all', async () => {
      for (const n of [9, 10]) {
        await t
          .http()
          .post('/api/auth/send-otp')
          .set('X-Forwarded-For', 'not-an-ip')
          .send(person(n))
          .expect(200);
      }
      await t
        .http()
        .post('/api/auth/send-otp')
        .set('X-Forwarded-For', 'garbage')
        .send(person(11))
        .expect(429);
      const rows: { ip: string }[] = await t.db.query(
        `SELECT DISTINCT ip FROM auth_rate_events WHERE identifier IN ('233240000009', '233240000010')`,
      );
      expect(rows).toEqual([{ ip: 'unknown' }]);
    });
  });
});
