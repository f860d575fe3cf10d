import type { APIRequestContext, Page } from '@playwright/test';
import { snapshot } from '../support/screenshots.ts';
import { openSignedIn, seedUserWithStatement } from '../support/seed.ts';
import { expect, test } from '../support/test.ts';

// Issue 30, "Finding things": on the real statement (594 rows, Mar–Sep 2024; a free user sees
// its last three months), a number found in every form, the category, day and page-size choices
// kept in the URL, the dashboard alert's link, and the rows' readable counterparty and 44 px edit
// button, on a phone and a desktop.

type HistoryPage = { items: { transactionId: string }[]; totals: { count: number } };

// PERSON 013, paid often in the window: stored as +233250000112.
const NUMBER_FORMS = ['0250000112', '+233 25 000 0112', '250000112'];
const SHOWN_NUMBER = '025 000 0112';

const list = (page: Page) => page.getByRole('list', { name: 'Transactions' });
const totalCount = (page: Page) => page.getByRole('region', { name: 'Total Transactions' });

async function apiPage(request: APIRequestContext, token: string, query: string) {
  const res = await request.get(`/api/transactions?pageSize=100&${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as HistoryPage;
}

async function fits(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect({ name, overflow }).toEqual({ name, overflow: 0 });
  await snapshot(page, name);
}

// Every row's edit button is a comfortable tap target.
async function editButtonsAreTapTargets(page: Page) {
  const buttons = list(page).getByRole('button', { name: /^Edit category of/ });
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
}

test('history: a number in any form, filters by category and days in the URL, page size, and the alert’s link', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await seedUserWithStatement(request, { real: true });
  await openSignedIn(page, token, '/transactions');
  await expect(list(page).getByRole('listitem')).toHaveCount(10);

  // The same rows whichever way the number is written.
  const expected = await apiPage(request, token, `search=${encodeURIComponent(NUMBER_FORMS[0]!)}`);
  expect(expected.totals.count).toBeGreaterThan(1);
  const search = page.getByRole('textbox', { name: 'Search transactions' });
  const firstTitles: string[] = [];
  for (const form of NUMBER_FORMS) {
    await search.fill(form);
    await expect(page).toHaveURL(
      new RegExp(`[?&]search=${encodeURIComponent(form).replace(/%20/g, '(\\+|%20)')}(&|$)`),
    );
    await expect(totalCount(page)).toContainText(String(expected.totals.count));
    await expect(list(page).getByRole('listitem')).toHaveCount(Math.min(10, expected.totals.count));
    await expect(list(page).getByRole('listitem').first()).toContainText(SHOWN_NUMBER);
    firstTitles.push(
      (await list(page).getByRole('listitem').first().getByRole('heading').textContent())!,
    );
  }
  // Led by the counterparty, readable ('PERSON 013' → 'Person 013').
  expect(new Set(firstTitles)).toEqual(new Set(['Person 013']));
  await snapshot(page, 'history-number-search-desktop');
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]search=/);

  // Category: the uncategorized, then one category; both in the URL.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Uncategorized' }).click();
  await expect(page).toHaveURL(/[?&]category=uncategorized(&|$)/);
  const uncategorized = await apiPage(request, token, 'categoryId=uncategorized');
  await expect(totalCount(page)).toContainText(String(uncategorized.totals.count));
  if (uncategorized.totals.count > 0) {
    await expect(list(page).getByRole('listitem').first()).toContainText('Uncategorized');
  }
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Transfers', exact: true }).click();
  await expect(page).toHaveURL(/[?&]category=[0-9a-f-]{36}(&|$)/);
  const categoryId = new URL(page.url()).searchParams.get('category')!;
  const transfers = await apiPage(request, token, `categoryId=${categoryId}`);
  expect(transfers.totals.count).toBeGreaterThan(0);
  await expect(totalCount(page)).toContainText(String(transfers.totals.count));
  for (const row of await list(page).getByRole('listitem').all()) {
    await expect(row).toContainText('Transfers');
  }

  // Days: August only, both days inclusive, in the URL; a reload keeps everything.
  await page.getByLabel('From', { exact: true }).fill('2024-08-01');
  await page.getByLabel('To', { exact: true }).fill('2024-08-31');
  await expect(page).toHaveURL(/[?&]from=2024-08-01&to=2024-08-31(&|$)/);
  const august = await apiPage(
    request,
    token,
    `categoryId=${categoryId}&from=2024-08-01&to=2024-08-31`,
  );
  await expect(totalCount(page)).toContainText(String(august.totals.count));
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2024-08-01');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('2024-08-31');
  await expect(page.getByRole('combobox', { name: 'Category' })).toContainText('Transfers');
  await snapshot(page, 'history-filters-desktop');

  // Rows per page: 25, kept in the URL (the filters go, the page size stays).
  await page.goto('/transactions');
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(page).toHaveURL(/[?&]pageSize=25(&|$)/);
  await expect(list(page).getByRole('listitem')).toHaveCount(25);

  // The dashboard alert's link: exactly the payments out over ₵300 in August.
  const alert = 'type=outgoing&over=300&from=2024-08-01&to=2024-08-31';
  const over = await apiPage(request, token, alert);
  await page.goto(`/transactions?${alert}`);
  const chip = page.getByRole('button', { name: 'Over ₵300' });
  await expect(chip).toBeVisible();
  await expect(totalCount(page)).toContainText(String(over.totals.count));
  expect(over.totals.count).toBeGreaterThan(0);
  await expect(list(page).getByRole('listitem')).toHaveCount(Math.min(10, over.totals.count));
  for (const row of await list(page).getByRole('listitem').all()) {
    const amount = Number(
      (
        (await row
          .getByText(/₵[\d,]+\.\d{2}/)
          .first()
          .textContent()) ?? ''
      ).replace(/[^\d.]/g, ''),
    );
    expect(amount).toBeGreaterThan(300);
  }
  await editButtonsAreTapTargets(page);
  await fits(page, 'history-over-300-desktop');

  // On a phone: nothing overflows, and the edit buttons stay 44 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chip).toBeVisible();
  await editButtonsAreTapTargets(page);
  await fits(page, 'history-over-300-phone');
  await chip.locator('svg').last().click();
  await expect(page).not.toHaveURL(/[?&]over=/);
  await expect(page).toHaveURL(/[?&]from=2024-08-01/);

  await page.goto(`/transactions?search=${encodeURIComponent(NUMBER_FORMS[1]!)}`);
  await expect(list(page).getByRole('listitem').first()).toContainText(SHOWN_NUMBER);
  await editButtonsAreTapTargets(page);
  await fits(page, 'history-filters-phone');
});
