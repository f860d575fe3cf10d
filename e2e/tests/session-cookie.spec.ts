import { createServer, type Server } from 'node:http';
import { expect, test } from '../support/test.ts';
import { BASE_URL, PREVIEW_ORIGIN, PREVIEW_PORT } from '../playwright.config.ts';
import {
  expectNoReadableToken,
  latestCode,
  newIdentity,
  registerViaApi,
  sessionToken,
  signIn,
} from '../support/auth.ts';
import { stopServer } from '../support/static-server.ts';

// The browser's session as an HttpOnly cookie (issue 26, ADR 0023), on a phone and on a desktop.

for (const [name, use] of [
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use(use);

    test('signing in through the UI leaves no token where a script can read it', async ({
      page,
      request,
    }) => {
      const identity = newIdentity('Abena');
      await registerViaApi(request, identity);
      const since = new Date().toISOString();
      await page.goto('/login');
      await page.getByLabel(/phone number or e-mail/i).fill(identity.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Digit 1').fill(await latestCode(request, identity.email, since));
      await page.getByRole('button', { name: 'Verify & Login' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(identity.firstName);
      const token = await sessionToken(page);
      await expectNoReadableToken(page, token ?? '');
      // Reloaded, the cookie alone signs the page in.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(identity.firstName);
      await expectNoReadableToken(page, token ?? '');
    });

    test('a logout made while offline ends the session as soon as the browser is back online', async ({
      page,
      request,
    }) => {
      const { token } = await signIn(page, request);
      const me = () =>
        request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
      // On a phone the account box is in the menu.
      if ((page.viewportSize()?.width ?? 0) < 900) {
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Logout' }).first().click();
      // Signed out here at once (the home page itself needs a connection to load its code).
      await expect(page).toHaveURL(/\/$/);
      // Nothing reached the server: the session still works from anywhere else.
      expect((await me()).status()).toBe(200);
      await page.context().setOffline(false);
      // The next request this browser makes ends it, and the page is signed out.
      await page.goto('/dashboard');
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      expect((await me()).status()).toBe(401);
      expect(
        (await page.context().cookies()).filter(
          (cookie) => cookie.name.startsWith('sikalens_') && cookie.name !== 'sikalens_device',
        ),
      ).toEqual([]);
    });

    test('a session signed out in another tab takes this tab to sign-in at its next request', async ({
      page,
      request,
    }) => {
      await signIn(page, request);
      // The other tab signs the session out (as its Logout does).
      const other = await page.context().newPage();
      await other.goto('/api/health');
      expect(
        await other.evaluate(
          async () => (await fetch('/api/auth/logout', { method: 'POST' })).status,
        ),
      ).toBe(204);

      // This tab was not reloaded: it moves on inside the app and its request is refused.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/categories');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
      expect(await sessionToken(page)).toBeNull();
    });
  });
}

test('a browser signed in by an earlier version (auth_token stored) is moved to the cookie once', async ({
  page,
  request,
}) => {
  const { identity, token } = await registerViaApi(request);
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('auth_token', value), token);
  const moves: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/session-cookie')) moves.push(response.status());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(identity.firstName);
  expect(moves).toEqual([204]);
  // The same session, now in the HttpOnly cookie; the stored copy is gone.
  expect(await sessionToken(page)).toBe(token);
  await expectNoReadableToken(page, token);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(identity.firstName);
  expect(moves).toEqual([204]);
});

test.describe('a page on another origin', () => {
  let attacker: Server;

  // Another origin (another port of this host: the same site, so the browser does send the Lax
  // cookie) with a page that posts to the API as its visitor, by form and by fetch.
  test.beforeAll(async () => {
    attacker = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><title>Win a prize</title>
        <form id="logout" method="POST" action="${BASE_URL}/api/auth/logout"></form>
        <script>
          fetch('${BASE_URL}/api/wallets', {
            method: 'POST', mode: 'no-cors', credentials: 'include',
            headers: { 'Content-Type': 'text/plain' },
            body: JSON.stringify({ label: 'Stolen', provider: 'MTN', momoNumber: '0241234567' }),
          }).finally(() => document.getElementById('logout').submit());
        </script>`);
    });
    await new Promise<void>((resolve) => attacker.listen(PREVIEW_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await stopServer(attacker);
  });

  test('cannot change anything with the visitor’s cookie: 403, and the session goes on', async ({
    page,
    request,
  }) => {
    const { token } = await signIn(page, request);
    const seen: { status: number }[] = [];
    page.on('response', (response) => {
      // The attacker's two POSTs (the dashboard's own GETs may still be answering).
      if (!response.url().startsWith(`${BASE_URL}/api/`)) return;
      if (response.request().method() === 'POST') seen.push({ status: response.status() });
    });
    await page.goto(`${PREVIEW_ORIGIN}/prize`);
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
    // The browser did send the cookie (the same site; without it the answer would be 401): the
    // API's origin check refused both.
    expect(seen.map((request) => request.status)).toEqual([403, 403]);
    const body = await page.locator('body').textContent();
    expect(body).toContain('CROSS_SITE_REQUEST');

    // Nothing was written, and the session was not signed out.
    const headers = { Authorization: `Bearer ${token}` };
    expect(await (await request.get('/api/wallets', { headers })).json()).toEqual([]);
    expect((await request.get('/api/auth/me', { headers })).status()).toBe(200);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Good/);
  });
});
