import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { BASE_URL } from '../playwright.config.ts';
import { registerViaApi, setBrowserSession, signIn } from '../support/auth.ts';
import { seedUserWithStatement } from '../support/seed.ts';
import { formatCedi } from '../../shared-ui/src/format/money.ts';

// Signed-in pages rendered on the server (issue 26): the HTML carries the user's figures, drawn
// by the remote's own code inside the shell's frame; the app then takes over from the same data.

type Summary = { spent: string; received: string };

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LOG = process.env.E2E_SERVER_LOG_FILE ?? '';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

// The text of the page as a person reads it, without the greeting (it follows the clock).
const mainText = (page: Page) =>
  page
    .locator('main')
    .first()
    .evaluate((main) =>
      (main as HTMLElement).innerText.replace(/Good (morning|afternoon|evening)/, ''),
    );

for (const [device, options] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${device}, the dashboard HTML holds the user's figures and the live page takes over with no request for them and no console error`, async ({
    browser,
    request,
  }) => {
    const token = await seedUserWithStatement(request);
    const headers = { Authorization: `Bearer ${token}` };
    const summary = (await (
      await request.get('/api/insights/summary?period=latest', { headers })
    ).json()) as Summary;

    // JavaScript off: what the server sent is all there is.
    const off = await browser.newContext({ ...options, javaScriptEnabled: false });
    await setBrowserSession(off, token);
    const still = await off.newPage();
    const response = await still.goto('/dashboard');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['vary']).toContain('Cookie');
    await expect(still.locator('#root[data-server-rendered]')).toHaveCount(1);
    await expect(still.getByRole('heading', { level: 1 })).toContainText(/Good .*, Ama/);
    await expect(still.getByText('Total Spent')).toBeVisible();
    await expect(
      still.getByText(formatCedi(summary.spent, 0), { exact: true }).first(),
    ).toBeVisible();
    await expect(
      still.getByText(formatCedi(summary.received, 0), { exact: true }).first(),
    ).toBeVisible();
    await expect(still.getByText('Recent Transactions')).toBeVisible();
    const serverText = await mainText(still);
    await still.screenshot({ path: test.info().outputPath(`dashboard-html-${device}.png`) });
    await off.close();

    // JavaScript on: the app starts from the server's data.
    const on = await browser.newContext(options);
    await setBrowserSession(on, token);
    const page = await on.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await page.goto('/dashboard');
    // The server's page stays, scripts only prefetched, until the person does something. Their
    // first tap (on the period) is held, and done again by the app once it has taken the page's
    // place.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
    const period = page.getByRole('combobox', { name: 'Period' });
    if (device === 'phone') await period.tap();
    else await period.click();
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Good .*, Ama/);
    await page.waitForLoadState('networkidle');
    // The same page, plus what loads after the first paint into the space kept for it (the chart).
    const live = (await mainText(page)).split('\n');
    for (const line of serverText.split('\n')) expect(live).toContain(line);
    // No `me`, no figures asked again: they came with the HTML.
    expect(
      asked.filter((path) =>
        /\/api\/(auth\/me|insights\/|wallets$|detailed-transactions)/.test(path),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await on.close();
  });
}

test('every page the issue names comes rendered on the server, in the right remote', async ({
  browser,
  request,
}) => {
  const token = await seedUserWithStatement(request);
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  await setBrowserSession(context, token);
  const page = await context.newPage();
  for (const [path, heading, remote] of [
    ['/transactions', 'Transaction History', 'mfe-transactions'],
    ['/categorize-transactions', /Categori[sz]e/, 'mfe-categories'],
    ['/vendors', /Recipients|Vendors/, 'mfe-dashboard'],
    ['/flagged-expenses', 'Flagged Expenses', 'mfe-dashboard'],
    ['/upload', 'Upload PDF', 'mfe-upload'],
    ['/categories', 'Categories', 'mfe-categories'],
    ['/payments', 'Payment History', 'mfe-billing'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.headers()['server-timing'], path).toContain(remote);
    await expect(page.locator('#root[data-server-rendered]'), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
  }
  // A recipient's page, from the recipients the dashboard lists.
  const headers = { Authorization: `Bearer ${token}` };
  const recipients = (await (
    await request.get('/api/insights/recipients?period=all&pageSize=1', { headers })
  ).json()) as { items: { number: string }[] };
  const key = recipients.items[0]?.number;
  expect(key).toBeTruthy();
  await page.goto(`/vendor/${encodeURIComponent(key ?? '')}`);
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  await context.close();
});

test('two users rendered at the same time each see only their own page', async ({ request }) => {
  const first = await seedUserWithStatement(request);
  const second = await registerViaApi(request);
  const cookie = (token: string) => `sikalens_session=${token}; sikalens_signed_in=1`;
  const users = [
    { token: first, name: 'Ama' },
    { token: second.token, name: second.identity.firstName },
  ];
  const ids = await Promise.all(
    users.map(async ({ token }) => {
      const me = await request.get('/api/auth/me', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await me.json()) as { id: string; email: string }).id;
    }),
  );
  // 16 renders, alternating users, four at a time (the server renders at most four at once and
  // sends the rest to the browser), straight at the server.
  const one = async (index: number) => {
    const who = index % 2;
    const response = await fetch(`${BASE_URL}/dashboard`, {
      headers: { Accept: 'text/html', Cookie: cookie(users[who]?.token ?? '') },
    });
    return { who, html: await response.text(), cache: response.headers.get('cache-control') };
  };
  const pages = (
    await Promise.all(
      [0, 1, 2, 3].map(async (lane) => {
        const done = [];
        for (let index = lane; index < 16; index += 4) done.push(await one(index));
        return done;
      }),
    )
  ).flat();
  const rendered = pages.filter(({ html }) => html.includes('data-server-rendered'));
  expect(rendered.length).toBe(16);
  for (const { who, html, cache } of rendered) {
    const own = ids[who] ?? '';
    const other = ids[1 - who] ?? '';
    expect(cache).toBe('private, no-store');
    expect(html).toContain(own);
    expect(html).not.toContain(other);
  }
  // The second user has no statement: none of the first user's figures reach their page.
  const secondPages = rendered.filter(({ who }) => who === 1);
  for (const { html } of secondPages) expect(html).toContain('No transactions yet');
});

test('signed out, or with a session that ended, the page is not rendered with anyone’s data', async ({
  request,
}) => {
  const anonymous = await fetch(`${BASE_URL}/dashboard`, { headers: { Accept: 'text/html' } });
  expect(await anonymous.text()).not.toContain('data-server-rendered');
  const { token } = await registerViaApi(request);
  // Live, the same cookie does get its page rendered on the server.
  const live = await fetch(`${BASE_URL}/dashboard`, {
    headers: { Accept: 'text/html', Cookie: `sikalens_session=${token}` },
  });
  expect(await live.text()).toContain('data-server-rendered');
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  const ended = await fetch(`${BASE_URL}/dashboard`, {
    headers: { Accept: 'text/html', Cookie: `sikalens_session=${token}` },
  });
  expect(await ended.text()).not.toContain('data-server-rendered');
});

test('a remote whose server entry throws still gives a working page, rendered in the browser, and the server says why', async ({
  page,
  request,
}) => {
  const releases = process.env.E2E_RELEASES_DIR ?? '';
  expect(releases).not.toBe('');
  const broken = mkdtempSync(path.join(tmpdir(), 'sikalens-broken-server-'));
  cpSync(path.join(ROOT, 'mfe-billing', 'dist'), broken, { recursive: true });
  writeFileSync(
    path.join(broken, 'server', 'remoteEntry.js'),
    "module.exports = { init() {}, get() { throw new Error('this server build is broken'); } };\n",
  );
  const release = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(ROOT, 'tools/scripts/release.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: releases, RELEASE_ACTOR: 'e2e@sikalens.test' },
      encoding: 'utf8',
    });
  const logStart = existsSync(LOG) ? readFileSync(LOG, 'utf8').length : 0;
  try {
    release('mfe-billing', '--dist', broken);
    const { token } = await signIn(page, request);
    const html = await fetch(`${BASE_URL}/payments`, {
      headers: { Accept: 'text/html', Cookie: `sikalens_session=${token}` },
    });
    expect(html.status).toBe(200);
    expect(await html.text()).not.toContain('data-server-rendered');
    // The other remotes still render on the server.
    const other = await fetch(`${BASE_URL}/upload`, {
      headers: { Accept: 'text/html', Cookie: `sikalens_session=${token}` },
    });
    expect(await other.text()).toContain('data-server-rendered');
    // Its server code is not downloadable.
    expect((await fetch(`${BASE_URL}/remotes/mfe-upload/server/remoteEntry.js`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}/server/remoteEntry.js`)).status).toBe(404);
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment History');
    await expect
      .poll(() => readFileSync(LOG, 'utf8').slice(logStart))
      .toContain(
        'mfe-billing /payments: rendered in the browser instead (this server build is broken)',
      );
  } finally {
    release('--rollback', 'mfe-billing');
    rmSync(path.join(releases, 'mfe-billing', 'history.json'), { force: true });
    rmSync(broken, { recursive: true, force: true });
  }
});
