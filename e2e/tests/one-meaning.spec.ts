import type { APIRequestContext, Page } from '@playwright/test';
import { openSignedIn, seedUserWithStatement } from '../support/seed.ts';
import { snapshot } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

// Issue 30, "one meaning per figure": the same user and data (the real 594-row statement, on the
// free plan, so part of it is outside the plan's window) give the same figure on every screen
// that shows it. Each figure is read off one screen and looked up on the other.
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const whole = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function historyTotal(page: Page, query: string): Promise<number> {
  await page.goto(`/transactions?${query}`);
  const card = region(page, 'Total Transactions');
  await expect(card.getByText(/^\d[\d,]*$/)).toBeVisible();
  return whole((await card.getByText(/^\d[\d,]*$/).textContent()) ?? '');
}

async function apiJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test('one meaning per figure: categories, uncategorized, alerts and history agree', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await seedUserWithStatement(request, { real: true });
  await openSignedIn(page, token, '/categories');

  // Categories: the Uncategorized entry and every expense category's count, as shown.
  const entry = page.getByTestId('uncategorized-entry');
  await expect(entry).toContainText(/\d+ transactions? without a category/);
  const uncategorized = whole(
    /([\d,]+) transactions? without a category/.exec((await entry.textContent()) ?? '')![1]!,
  );
  await snapshot(page, 'one-meaning-categories');
  const categories = await apiJson<{ id: string; name: string; transactionCount: number }[]>(
    request,
    token,
    '/api/categories',
  );
  const busiest = [...categories].sort((a, b) => b.transactionCount - a.transactionCount)[0]!;
  const row = page.getByRole('listitem', { name: busiest.name, exact: true });
  await expect(row).toContainText(/[\d,]+ transactions?/);
  const shownCount = whole(/([\d,]+) transactions?/.exec((await row.textContent()) ?? '')![1]!);
  expect(shownCount).toBe(busiest.transactionCount);

  // The dashboard's Uncategorized card says the same number.
  await page.goto('/dashboard?period=all');
  await expect(region(page, 'Uncategorized')).toContainText(String(uncategorized));

  // History, filtered to each, lists exactly that many (only what the plan shows).
  expect(await historyTotal(page, 'category=uncategorized')).toBe(uncategorized);
  expect(await historyTotal(page, `category=${busiest.id}`)).toBe(busiest.transactionCount);
  await snapshot(page, 'one-meaning-history-category');

  // The breakdown's Uncategorized row counts the payments (money out) with no category.
  const breakdown = await apiJson<{
    categories: { id: string | null; name: string; count: number }[];
  }>(request, token, '/api/insights/categories?period=all');
  const none = breakdown.categories.find((category) => category.id === null);
  expect(none?.name).toBe('Uncategorized');
  expect(
    breakdown.categories.some(
      (category) => category.name === 'Other Expenses' && category.id === null,
    ),
  ).toBe(false);
  expect(await historyTotal(page, 'category=uncategorized&type=outgoing')).toBe(none!.count);

  // The payments-over-₵300 alert leads to a list of exactly those payments, in every period
  // that has one.
  let alerts = 0;
  for (const query of ['period=all', 'month=2024-07', 'month=2024-08', '']) {
    await page.goto(`/dashboard${query ? `?${query}` : ''}`);
    await expect(region(page, 'Total Spent')).toBeVisible();
    const alert = page.getByRole('status').filter({ hasText: /payments? over ₵300/ });
    if ((await alert.count()) === 0) continue;
    alerts += 1;
    const said = whole(
      /([\d,]+) payments? over/.exec((await alert.first().textContent()) ?? '')![1]!,
    );
    await alert.first().getByRole('link', { name: 'Review' }).click();
    await expect(page).toHaveURL(/\/transactions\?.*over=300/);
    const card = region(page, 'Total Transactions');
    await expect(card.getByText(/^\d[\d,]*$/)).toHaveText(String(said));
    if (alerts === 1) await snapshot(page, 'one-meaning-alert-list');
  }
  expect(alerts, 'at least one period has payments over ₵300').toBeGreaterThan(0);
});
