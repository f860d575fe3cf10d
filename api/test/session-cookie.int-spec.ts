import { KOFI, latestCode, register, startTestApp, type TestApp } from './test-app';

// The browser's session as an HttpOnly cookie (issue 26, ADR 0023): set by verify-otp, refused
// cross-site for anything that changes data, cleared whenever the session ends; bearer tokens only
// when asked for.

type Cookie = { name: string; value: string; attributes: string[] };

function cookiesOf(res: { headers: Record<string, unknown> }): Cookie[] {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return lines.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    return {
      name: pair.slice(0, eq),
      value: decodeURIComponent(pair.slice(eq + 1)),
      attributes: attributes.map((a) => a.toLowerCase()),
    };
  });
}

const cleared = (cookie: Cookie | undefined) =>
  cookie !== undefined &&
  cookie.value === '' &&
  cookie.attributes.some((a) => a.startsWith('expires=thu, 01 jan 1970'));

async function signInByCookie(t: TestApp, origin?: string) {
  await t.http().post('/api/auth/send-otp').send({ identifier: KOFI.phone }).expect(200);
  const code = await latestCode(t, `233${KOFI.phone.slice(-9)}`);
  const req = t.http().post('/api/auth/verify-otp');
  if (origin) req.set('Origin', origin);
  return req.send({ identifier: KOFI.phone, code }).expect(200);
}

describe('session cookie over plain http (local development)', () => {
  let t: TestApp;
  let own: string;

  beforeAll(async () => {
    t = await startTestApp();
    await register(t);
    // APP_URL (supertest asks each request on a new port, so the Host differs every time).
    own = new URL(t.config.appUrl).origin;
  });
  afterAll(async () => {
    await t.close();
  });

  it('verify-otp sets an HttpOnly, SameSite=Lax, Path=/ cookie and puts no token in the body', async () => {
    const res = await signInByCookie(t);
    expect(Object.keys(res.body as object)).toEqual(['user']);
    const cookies = cookiesOf(res);
    const session = cookies.find((c) => c.name === 'sikalens_session');
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session?.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']),
    );
    expect(session?.attributes).not.toContain('secure');
    expect(session?.attributes.some((a) => a.startsWith('max-age=2592000'))).toBe(true);
    // The readable marker says only that there is a session.
    const marker = cookies.find((c) => c.name === 'sikalens_signed_in');
    expect(marker?.value).toBe('1');
    expect(marker?.attributes).not.toContain('httponly');

    const me = await t
      .http()
      .get('/api/auth/me')
      .set('Cookie', `sikalens_session=${session?.value}`)
      .expect(200);
    expect((me.body as { phone: string }).phone).toBe('0241234567');
  });

  it('gives a bearer token, and no session cookie, only to a client that asks for one', async () => {
    await t.http().post('/api/auth/send-otp').send({ identifier: KOFI.phone }).expect(200);
    const code = await latestCode(t, `233${KOFI.phone.slice(-9)}`);
    const res = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: KOFI.phone, code, session: 'token' })
      .expect(200);
    expect((res.body as { token: string }).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the device cookie (issue 27), which signs nobody in: the client is known to the
    // account at its next sign-in if it keeps it.
    expect(cookiesOf(res).map((cookie) => cookie.name)).toEqual(['sikalens_device']);
    const bad = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: KOFI.phone, code: '123456', session: 'localStorage' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'session' });
  });

  it('refuses a change sent by cookie from a foreign origin, and allows the app’s own', async () => {
    const session = cookiesOf(await signInByCookie(t)).find((c) => c.name === 'sikalens_session');
    const cookie = `sikalens_session=${session?.value}`;
    const post = () => t.http().post('/api/wallets').set('Cookie', cookie);
    const body = { label: 'Main', provider: 'MTN', momoNumber: '0241234567' };

    for (const origin of ['https://evil.example', 'null', `${own}.evil.example`]) {
      const refused = await post().set('Origin', origin).send(body).expect(403);
      expect(refused.body).toEqual({
        error:
          'This request came from another site, so it was refused. Open SikaLens itself and try again.',
        code: 'CROSS_SITE_REQUEST',
      });
    }
    // Origin "null" (a sandboxed document) is foreign, even with the app's own Referer.
    await post().set('Origin', 'null').set('Referer', `${own}/dashboard`).send(body).expect(403);
    // No Origin and no Referer: refused too; a foreign Referer as well.
    await post().send(body).expect(403);
    await post().set('Referer', 'https://evil.example/page').send(body).expect(403);
    // Nothing was written by the refused requests.
    const wallets = await t.http().get('/api/wallets').set('Cookie', cookie).expect(200);
    expect(wallets.body).toEqual([]);

    // The app's own origin (APP_URL, or the host it was asked on), or its Referer without Origin.
    await post().set('Origin', own).send(body).expect(201);
    await post()
      .set('Host', 'sikalens.local:8080')
      .set('Origin', 'http://sikalens.local:8080')
      .send({ ...body, label: 'Second', momoNumber: '0551234567' })
      .expect(201);
    await t
      .http()
      .delete('/api/wallets/00000000-0000-4000-8000-000000000000')
      .set('Cookie', cookie)
      .set('Referer', `${own}/wallets`)
      .expect(404);
    await t
      .http()
      .put('/api/notification-preferences')
      .set('Cookie', cookie)
      .set('Referer', 'http://127.0.0.1:9/settings')
      .set('Host', '127.0.0.1:9')
      .send({})
      .expect((res) => expect(res.status).not.toBe(403));
  });

  it('never starts a cookie session for a page on another site (login CSRF), by form or JSON', async () => {
    for (const [origin, referer] of [
      ['https://evil.example', undefined],
      ['null', undefined],
      [undefined, 'https://evil.example/prize'],
    ]) {
      await t.http().post('/api/auth/send-otp').send({ identifier: KOFI.phone }).expect(200);
      const code = await latestCode(t, `233${KOFI.phone.slice(-9)}`);
      const req = t.http().post('/api/auth/verify-otp').type('form');
      if (origin) req.set('Origin', origin);
      if (referer) req.set('Referer', referer);
      const refused = await req.send({ identifier: KOFI.phone, code }).expect(403);
      expect((refused.body as { code: string }).code).toBe('CROSS_SITE_REQUEST');
      expect(cookiesOf(refused)).toEqual([]);
      // The code was not used up: the app itself can still sign in with it.
      await t
        .http()
        .post('/api/auth/verify-otp')
        .set('Origin', own)
        .send({ identifier: KOFI.phone, code })
        .expect(200);
    }
  });

  it('reads the cookie when the Authorization header is another scheme (a proxy’s Basic auth)', async () => {
    const session = cookiesOf(await signInByCookie(t)).find((c) => c.name === 'sikalens_session');
    const me = await t
      .http()
      .get('/api/auth/me')
      .set('Authorization', 'Basic c3RhZ2luZzpzZWNyZXQ=')
      .set('Cookie', `sikalens_session=${session?.value}`)
      .expect(200);
    expect(cookiesOf(me)).toEqual([]);
  });

  it('lets a bearer token change things from anywhere (no ambient credential to forge)', async () => {
    const token = await register(t, { ...KOFI, phone: '0201234567', email: 'b@example.com' });
    await t
      .http()
      .post('/api/wallets')
      .set('Authorization', `Bearer ${token}`)
      .set('Origin', 'https://evil.example')
      .send({ label: 'Main', provider: 'MTN', momoNumber: '0201234567' })
      .expect(201);
  });

  it('logout revokes the session and clears both cookies', async () => {
    const session = cookiesOf(await signInByCookie(t)).find((c) => c.name === 'sikalens_session');
    const cookie = `sikalens_session=${session?.value}; sikalens_signed_in=1`;
    const res = await t
      .http()
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set('Origin', own)
      .expect(204);
    const cookies = cookiesOf(res);
    expect(cleared(cookies.find((c) => c.name === 'sikalens_session'))).toBe(true);
    expect(cleared(cookies.find((c) => c.name === 'sikalens_signed_in'))).toBe(true);
    // The old cookie is refused, and the refusal clears it again.
    const after = await t.http().get('/api/auth/me').set('Cookie', cookie).expect(401);
    expect(cleared(cookiesOf(after).find((c) => c.name === 'sikalens_session'))).toBe(true);
  });

  it('a logout sent while offline ends the session on the next request of any kind (issue 26)', async () => {
    for (const first of ['/api/health', '/api/auth/me', '/dashboard']) {
      const session = cookiesOf(await signInByCookie(t)).find((c) => c.name === 'sikalens_session');
      const live = `sikalens_session=${session?.value}`;
      await t.http().get('/api/auth/me').set('Cookie', live).expect(200);
      // The app could not reach the server: it left the mark beside the HttpOnly cookie.
      const res = await t.http().get(first).set('Cookie', `${live}; sikalens_logged_out=1`);
      expect(res.status).not.toBe(500);
      if (first === '/api/auth/me') expect(res.status).toBe(401);
      const cookies = cookiesOf(res);
      for (const name of ['sikalens_session', 'sikalens_signed_in', 'sikalens_logged_out']) {
        expect(cleared(cookies.find((c) => c.name === name))).toBe(true);
      }
      // The session is over for every later request, mark or not.
      await t.http().get('/api/auth/me').set('Cookie', live).expect(401);
    }
    // The mark alone (no session) is just cleared.
    const alone = await t
      .http()
      .get('/api/health')
      .set('Cookie', 'sikalens_logged_out=1')
      .expect(200);
    expect(cleared(cookiesOf(alone).find((c) => c.name === 'sikalens_logged_out'))).toBe(true);
  });

  it('a session revoked from elsewhere is refused on its next request, cookie cleared', async () => {
    const bearer = await register(t, { ...KOFI, phone: '0271234567', email: 'c@example.com' });
    await t.http().post('/api/auth/send-otp').send({ identifier: '0271234567' }).expect(200);
    const code = await latestCode(t, '233271234567');
    const signIn = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0271234567', code })
      .expect(200);
    const session = cookiesOf(signIn).find((c) => c.name === 'sikalens_session');
    const cookie = `sikalens_session=${session?.value}`;
    await t
      .http()
      .post('/api/auth/sessions/revoke-others')
      .set('Authorization', `Bearer ${bearer}`)
      .expect(200);
    const refused = await t.http().get('/api/transactions').set('Cookie', cookie).expect(401);
    expect(cleared(cookiesOf(refused).find((c) => c.name === 'sikalens_session'))).toBe(true);
    expect(cleared(cookiesOf(refused).find((c) => c.name === 'sikalens_signed_in'))).toBe(true);
  });

  it('revoking the current session by id clears its cookie; revoking another does not', async () => {
    const first = cookiesOf(await signInByCookie(t)).find((c) => c.name === 'sikalens_session');
    const second = cookiesOf(await signInByCookie(t)).find((c) => c.name === 'sikalens_session');
    const as = (value: string | undefined) => `sikalens_session=${value}`;
    const list = await t.http().get('/api/auth/sessions').set('Cookie', as(first?.value));
    const sessions = list.body as { id: string; current: boolean }[];
    const current = sessions.find((s) => s.current);
    const other = sessions.find((s) => !s.current);
    const revokeOther = await t
      .http()
      .delete(`/api/auth/sessions/${other?.id}`)
      .set('Cookie', as(first?.value))
      .set('Origin', own)
      .expect(204);
    expect(cookiesOf(revokeOther)).toEqual([]);
    const revokeSelf = await t
      .http()
      .delete(`/api/auth/sessions/${current?.id}`)
      .set('Cookie', as(first?.value))
      .set('Origin', own)
      .expect(204);
    expect(cleared(cookiesOf(revokeSelf).find((c) => c.name === 'sikalens_session'))).toBe(true);
    // At least one of the two signed out the second session (the other tab).
    await t.http().get('/api/auth/me').set('Cookie', as(second?.value)).expect(401);
  });

  it('moves a stored bearer token into the cookie: the same session goes on', async () => {
    const token = await register(t, { ...KOFI, phone: '0551234567', email: 'd@example.com' });
    const moved = await t
      .http()
      .post('/api/auth/session-cookie')
      .set('Authorization', `Bearer ${token}`)
      .expect(204);
    const session = cookiesOf(moved).find((c) => c.name === 'sikalens_session');
    expect(session?.value).toBe(token);
    expect(session?.attributes).toContain('httponly');
    const list = await t
      .http()
      .get('/api/auth/sessions')
      .set('Cookie', `sikalens_session=${session?.value}`)
      .expect(200);
    expect(list.body).toHaveLength(1);
    // A token that no longer signs in moves nothing.
    await t
      .http()
      .post('/api/auth/session-cookie')
      .set('Authorization', `Bearer ${'x'.repeat(43)}`)
      .expect(401);
  });

  it('deleting the account clears the cookie', async () => {
    await register(t, { ...KOFI, phone: '0501234567', email: 'e@example.com' });
    await t.http().post('/api/auth/send-otp').send({ identifier: '0501234567' }).expect(200);
    const signIn = await t
      .http()
      .post('/api/auth/verify-otp')
      .send({ identifier: '0501234567', code: await latestCode(t, '233501234567') })
      .expect(200);
    const cookie = `sikalens_session=${cookiesOf(signIn).find((c) => c.name === 'sikalens_session')?.value}`;
    await t
      .http()
      .post('/api/auth/delete-account/send-otp')
      .set('Cookie', cookie)
      .set('Origin', own)
      .expect(200);
    const code = await latestCode(t, '233501234567');
    const deleted = await t
      .http()
      .delete('/api/auth/account')
      .set('Cookie', cookie)
      .set('Origin', own)
      .send({ code })
      .expect(204);
    expect(cleared(cookiesOf(deleted).find((c) => c.name === 'sikalens_session'))).toBe(true);
  });
});

describe('session cookie over https', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ APP_URL: 'https://app.sikalens.test' });
    await register(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is Secure with the __Host- prefix, and only that name signs in', async () => {
    const res = await signInByCookie(t, 'https://app.sikalens.test');
    const session = cookiesOf(res).find((c) => c.name === '__Host-sikalens_session');
    expect(session?.attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']),
    );
    expect(session?.attributes.some((a) => a.startsWith('domain='))).toBe(false);
    await t
      .http()
      .get('/api/auth/me')
      .set('Cookie', `__Host-sikalens_session=${session?.value}`)
      .expect(200);
    // A cookie without the prefix could have been set by another host or plain http: ignored.
    await t
      .http()
      .get('/api/auth/me')
      .set('Cookie', `sikalens_session=${session?.value}`)
      .expect(401);
    await t
      .http()
      .post('/api/wallets')
      .set('Cookie', `__Host-sikalens_session=${session?.value}`)
      .set('Origin', 'https://app.sikalens.test')
      .send({ label: 'Main', provider: 'MTN', momoNumber: '0241234567' })
      .expect(201);
  });
});
