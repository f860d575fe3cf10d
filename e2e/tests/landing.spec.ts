import { devices } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { registerViaApi } from '../support/auth.ts';
import { openSignedIn } from '../support/seed.ts';
import { snapshot } from '../support/screenshots.ts';

const phone = devices['Pixel 7'];
test.use({ viewport: phone.viewport, userAgent: phone.userAgent, isMobile: true, hasTouch: true });

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page is in the HTML, styled, and its links work', async ({ page }) => {
    await page.goto('/');
    const heading = page.locator('#hero-heading');
    await expect(heading).toHaveText('See exactly where your MoMo money goes');
    // The prerendered styles: the theme's heading weight (a browser's own h1 is 700) and brand
    // green on "MoMo money".
    await expect(heading).toHaveCSS('font-weight', '800');
    await expect(heading.locator('span')).not.toHaveCSS('color', 'rgb(0, 0, 0)');
    // Issue 30: it opens sign-up, at its own address, prerendered like /login.
    await page.getByRole('link', { name: /Get Started Free/ }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.locator('#root[data-prerendered="/signup"]')).toBeAttached();
    await expect(page.getByRole('textbox', { name: /First name/ })).toBeVisible();
  });

  test('the login page is in the HTML too, its form inert until the app starts', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SikaLens');
    await expect(page.locator('#root[data-prerendered="/login"]')).toHaveAttribute('inert', '');
    await snapshot(page, 'login-prerendered-phone', { fullPage: false });
  });

  test('every app page has the signed-in frame in the HTML, naming nobody', async ({ page }) => {
    for (const path of ['/dashboard', '/transactions', '/settings']) {
      await page.goto(path);
      const frame = page.locator('#root[data-prerendered="frame"]');
      await expect(frame).toHaveAttribute('inert', '');
      await expect(frame.locator('header')).toContainText('SikaLens');
      // The bottom navigation from the registry, no page marked as the current one.
      for (const label of ['Dashboard', 'History', 'Upload']) {
        await expect(frame.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(frame.locator('[aria-current]')).toHaveCount(0);
      await expect(frame.locator('main [aria-label="Loading"]')).toBeVisible();
    }
    await snapshot(page, 'app-frame-prerendered-phone', { fullPage: false });
  });
});

test.describe('the colour scheme before any app script has run', () => {
  // The app's scripts never load: what shows is the HTML, its styles and its one inline script.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/static\/js\//, (route) => route.abort());
  });

  const DARK_BACKGROUND = 'rgb(14, 21, 18)';
  const LIGHT_BACKGROUND = 'rgb(246, 248, 247)';

  test.describe('on a phone that prefers dark', () => {
    test.use({ colorScheme: 'dark' });

    test('every prerendered page paints dark, the frame included, with the CSP intact', async ({
      page,
    }) => {
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      for (const path of ['/', '/login', '/dashboard']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
      }
      // The signed-in frame shows in dark too (it used to be hidden there).
      await expect(page.locator('#root[data-prerendered="frame"] header')).toBeVisible();
      await expect(page.locator('#root[data-prerendered="frame"] header')).not.toHaveCSS(
        'background-color',
        'rgb(255, 255, 255)',
      );
      await page.goto('/');
      // The toggle offers the light theme: its sun, not its moon.
      const toggle = page.locator('#root header button').filter({ has: page.locator('svg') });
      await expect(toggle.locator('.lucide-sun')).toBeVisible();
      await expect(toggle.locator('.lucide-moon')).toBeHidden();
      // And says so: its name is its text for the scheme shown, not a label fixed at build time.
      await expect(toggle).toHaveAccessibleName('Switch to light theme');
      await snapshot(page, 'landing-dark-prerendered-phone', { fullPage: false });
      expect(blocked).toEqual([]);
    });

    test('a stored light choice wins over the system', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('sikalens-theme', 'light'));
      await page.goto('/login');
      await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
    });
  });

  test('a stored dark choice wins over a light system', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('sikalens-theme', 'dark'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
  });
});

test('the live frame takes the prerendered one’s place, and a visitor signed out gets the sign-in form', async ({
  page,
  request,
}) => {
  const { token } = await registerViaApi(request);
  await openSignedIn(page, token, '/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('style[data-prerender]')).toHaveCount(0);
  await expect(
    page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: 'History' }),
  ).toHaveClass(/Mui-selected/);

  const signedOut = await page.context().browser()!.newPage();
  await signedOut.goto(`${new URL(page.url()).origin}/dashboard`);
  // The route's signed-out behaviour: the sign-in form in place.
  await expect(signedOut.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(signedOut.locator('#root[data-prerendered]')).toHaveCount(0);
  await signedOut.close();
});

test('the app starts at the first interaction, in place, and keeps the scroll', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([expect.stringMatching(/^\/static\/js\/page-loader\.\w+\.js$/)]);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);

  await page.mouse.wheel(0, 600);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('#root #hero-heading')).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(scripts.length).toBeGreaterThan(1);
  // The live page works: the theme toggle is React's now.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByRole('button', { name: /dark mode|theme/i })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a signed-in visitor at / goes to the dashboard at once', async ({ page, request }) => {
  const { token } = await registerViaApi(request);
  await openSignedIn(page, token, '/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    /Good (morning|afternoon|evening)/,
  );
  await expect(page.locator('style[data-prerender]')).toHaveCount(0);
});
