import { devices } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { openSignedIn, seedUserWithStatement } from '../support/seed.ts';
import { snapshot } from '../support/screenshots.ts';

const phone = devices['Pixel 7'];
test.use({ viewport: phone.viewport, userAgent: phone.userAgent, isMobile: true, hasTouch: true });

test('the app is installable: a web manifest with icons that load, and a favicon', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'SikaLens',
    start_url: '/dashboard',
    display: 'standalone',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toContain(icon.type);
  }
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a returning user opens the app offline: the frame, their name and a clear offline state', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    const token = await seedUserWithStatement(request);
    await openSignedIn(page, token, '/dashboard');
    const greeting = page.getByRole('heading', { level: 1 });
    await expect(greeting).toContainText(/Good (morning|afternoon|evening)/);
    // The service worker takes control, then a second visit fills its caches as the app loads.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(greeting).toContainText(/Good (morning|afternoon|evening)/);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.waitForLoadState('networkidle');

    // The cache of content-hashed files is bounded: old releases' files go, the newest stay.
    const assets = await page.evaluate(async () => {
      const cache = await caches.open('sikalens-assets');
      for (let i = 0; i < 450; i++) {
        await cache.put(`/static/js/old-release-${i}.js`, new Response('x'));
      }
      const script = [...document.scripts].find((s) => s.src.includes('/static/js/'));
      await fetch(`${script?.src}?fresh`);
      for (let tries = 0; tries < 50; tries++) {
        const keys = (await cache.keys()).map((key) => new URL(key.url).pathname);
        if (keys.length <= 400) return { count: keys.length, keys };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { count: (await cache.keys()).length, keys: [] };
    });
    expect(assets.count).toBe(400);
    expect(assets.keys).not.toContain('/static/js/old-release-0.js');
    expect(assets.keys).toContain('/static/js/old-release-449.js');

    await context.setOffline(true);
    await page.reload();
    await expect(greeting).toContainText(/Good (morning|afternoon|evening)/);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    // Money data is never kept by the service worker: it says it could not load, with Retry.
    await expect(page.getByRole('button', { name: /Retry/ }).first()).toBeVisible({
      timeout: 20_000,
    });

    await snapshot(page, 'pwa-offline-dashboard', { fullPage: false });

    await context.setOffline(false);
    await page.reload();
    await expect(greeting).toContainText(/Good (morning|afternoon|evening)/);
    await expect(page.getByText('Total Spent')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);

    // Offline in the middle of a visit: a page never opened on this phone says it needs a
    // connection (its code is not cached), and opens by itself when the connection is back.
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await page.getByTestId('bottom-bar').getByRole('link', { name: 'History' }).click();
    await expect(page.getByTestId('remote-error')).toContainText(
      "You're offline, and this page needs a connection to open.",
    );
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction History');
    await expect(page.getByTestId('remote-error')).toHaveCount(0);

    // Data asked for while offline fails at once with Retry (it used to wait with no end), and
    // loads by itself once the connection is back.
    await page.getByTestId('bottom-bar').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('tab', { name: 'Notifications' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const failed = page.getByText('Your notification settings could not be loaded.');
    await expect(failed).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await context.setOffline(false);
    await expect(failed).toHaveCount(0);
  });
});
