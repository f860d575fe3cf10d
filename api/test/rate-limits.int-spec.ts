import { KOFI, latestCode, register, startTestApp, type TestApp } from './test-app';

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
        OTP_SENDS_PER_IP_PER_10_MIN: '3',
        OTP_RESEND_COOLDOWN_SECONDS: '0',
        OTP_SENDS_PER_IDENTIFIER_PER_HOUR: '2',
        OTP_VERIFIES_PER_IP_PER_10_MIN: '4',
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('limits sends per identifier, then per IP', async () => {
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
          .send({ phone: KOFI.phone, email: KOFI.email, code: '0000' });
      }
      const res = await t
        .http()
        .post('/api/auth/verify-otp')
        .send({ phone: KOFI.phone, email: KOFI.email, code: '0000' })
        .expect(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
    });
  });
});
