import type { Locator, Page } from '@playwright/test';
import { registerViaApi } from '../support/auth.ts';
import { snapshot } from '../support/screenshots.ts';
import { openSignedIn, seedUserWithStatement } from '../support/seed.ts';
import { expect, test } from '../support/test.ts';

// Issue 30, "Periods that fit the data", on a phone and a desktop, with the real statement
// (18 February to 6 September 2024, read in a later month): the latest month is labelled partial
// and compared with the same days of August; a calendar period without data says so and leads to
// the latest month; Spending Trends is by day for a month, every bar that fits labelled; the fees
// chart has a legend; a brand-new user's dashboard leads with what to do (no wallet, then a wallet
// without a statement). Screenshots at 390 and 1280 px when E2E_SCREENSHOTS names a folder.

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

// Nothing on the page is wider than the screen.
async function fits(page: Page, name: string, options?: { fullPage?: boolean }) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect({ name, overflow }).toEqual({ name, overflow: 0 });
  await snapshot(page, name, options);
}

// The x-axis labels the chart draws, in order.
const axisLabels = (card: Locator) =>
  card.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`dashboard periods that fit the data on a ${device}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const token = await seedUserWithStatement(request, { real: true });
    await openSignedIn(page, token, '/dashboard');

    // 1. The latest month holds 6 days: labelled so, compared with 1–6 August, not all of it.
    const spent = region(page, 'Total Spent');
    await expect(spent.getByRole('heading', { level: 2 })).toHaveAccessibleName(
      'Total Spent · September 2024 · 1–6 Sep so far',
    );
    await expect(spent).toContainText('vs 1–6 Aug: ₵');
    await expect(region(page, 'Total Income')).toContainText('vs 1–6 Aug: ₵');
    const categories = region(page, 'Category Breakdown');
    await expect(categories).toContainText('changes vs 1–6 Aug');
    await expect(categories.getByRole('heading', { level: 2 })).toHaveAccessibleName(
      'Category Breakdown · September 2024 · 1–6 Sep so far',
    );
    await fits(page, `dashboard-periods-latest-partial-${device}`);

    // 2. Spending Trends by day for a month, each bar labelled when there is room.
    const trends = region(page, 'Spending Trends');
    await expect(trends.getByRole('button', { name: 'Day' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const bars = trends.locator('.MuiBarChart-element');
    await expect(bars).toHaveCount(6);
    await expect.poll(() => axisLabels(trends)).toHaveLength(6);
    await trends.scrollIntoViewIfNeeded();
    await fits(page, `dashboard-periods-trends-by-day-${device}`, { fullPage: false });

    // The periods of the data: each month with transactions, newest first.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await expect(page.getByRole('option', { name: 'Latest 3 months' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'August 2024' })).toBeVisible();
    await snapshot(page, `dashboard-periods-menu-${device}`, { fullPage: false });
    await page.getByRole('option', { name: 'August 2024' }).click();
    await expect(page).toHaveURL(/[?&]month=2024-08/);
    await expect(spent.getByRole('heading', { level: 2 })).toHaveAccessibleName(
      'Total Spent · August 2024',
    );
    await expect(spent).toContainText('vs July 2024: ₵');
    // 1 to 30 August (the 31st has no transaction): labels thinned evenly where they do not all
    // fit, never overlapping.
    await expect(bars).toHaveCount(30);
    const labels = await axisLabels(trends);
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.length).toBeLessThanOrEqual(30);
    await trends.scrollIntoViewIfNeeded();
    await fits(page, `dashboard-periods-trends-august-${device}`, { fullPage: false });

    // 3. Three months: weekly bars, and the fees chart month by month with its legend.
    await page.goto('/dashboard?period=latest-3-months');
    await expect(spent.getByRole('heading', { level: 2 })).toHaveAccessibleName(
      /^Total Spent · Jul–Sep 2024 · 1 Jul – 6 Sep so far$/,
    );
    await expect(trends.getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const fees = region(page, 'Fees & E-Levy Breakdown');
    const legend = fees.getByRole('list', { name: 'Legend' });
    await expect(legend.getByRole('listitem')).toHaveText(['Fees', 'E-Levy']);
    await fees.scrollIntoViewIfNeeded();
    await fits(page, `dashboard-periods-fees-legend-${device}`, { fullPage: false });

    // 4. A calendar period the statement does not reach: said in words, not ₵0 cards.
    await page.goto('/dashboard?period=this-month');
    await expect(page.getByText(/^No transactions in \w+ \d{4}\.$/)).toBeVisible();
    // A free user is told what the plan shows of the statements, not all they cover.
    await expect(
      page.getByText(/^You can see [A-Z][a-z]+–September 2024 on the free plan\.$/),
    ).toBeVisible();
    await expect(region(page, 'Total Spent')).toHaveCount(0);
    await fits(page, `dashboard-periods-calendar-empty-${device}`);
    await page.getByRole('button', { name: 'Show September 2024' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(spent.getByRole('heading', { level: 2 })).toHaveAccessibleName(
      'Total Spent · September 2024 · 1–6 Sep so far',
    );

    // 5. The alert leads to exactly the payments it counts.
    // (Only when the latest month has such payments: the alert is absent otherwise.)
    await expect(spent).toBeVisible();
    const large = page.getByRole('status').filter({ hasText: /over ₵300 in September 2024/ });
    const count =
      (await large.count()) === 0
        ? 0
        : Number(/(\d+) payments? over/.exec((await large.first().textContent()) ?? '')?.[1]);
    if (count > 0) {
      await large.first().getByRole('link', { name: 'Review' }).click();
      await expect(page).toHaveURL(
        /\/transactions\?type=outgoing&over=300&from=2024-09-01&to=2024-09-30$/,
      );
      await expect(page.getByRole('region', { name: 'Total Transactions' })).toContainText(
        String(count),
      );
      await snapshot(page, `dashboard-periods-alert-history-${device}`);
    }
  });

  test(`a brand-new user's dashboard leads with what to do on a ${device}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const { token } = await registerViaApi(request);
    await openSignedIn(page, token, '/dashboard');

    // No wallet: add one first, in the add-wallet dialog; no ₵0 cards.
    const steps = region(page, 'Get started');
    await expect(steps).toBeVisible();
    await expect(region(page, 'Total Spent')).toHaveCount(0);
    await expect(steps.getByRole('button', { name: 'Add your MoMo wallet' })).toBeVisible();
    await fits(page, `dashboard-new-user-no-wallet-${device}`);
    await steps.getByRole('button', { name: 'Add your MoMo wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Wallet' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Label').fill('Personal');
    await dialog.getByLabel('MoMo Number').fill('0241234567');
    await dialog.getByRole('button', { name: 'Add Wallet' }).click();
    await expect(dialog).toBeHidden();

    // A wallet and no statement: upload one.
    const upload = steps.getByRole('link', { name: 'Upload a statement' });
    await expect(upload).toBeVisible();
    await expect(upload).toHaveAttribute('href', '/upload');
    await expect(steps).toContainText('1. Add your MoMo wallet · Done');
    await expect(region(page, 'Total Spent')).toHaveCount(0);
    await fits(page, `dashboard-new-user-wallet-${device}`);

    // The server's render says the same (when it renders: a busy server sends the page to the
    // browser instead).
    const html = await (
      await request.get('/dashboard', {
        headers: { Accept: 'text/html', Cookie: `sikalens_session=${token}; sikalens_signed_in=1` },
      })
    ).text();
    if (html.includes('data-server-rendered')) expect(html).toContain('Upload a statement');
  });
}
