import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { snapshot } from '../support/screenshots.ts';
import {
  fixtureStatement,
  openUploadWithWallet,
  uploadStatement,
  type TruthRow,
} from '../support/statements.ts';

// Figures worked out here from the statement's truth file, in pesewas, the way docs/insights.md
// defines them; the dashboard must show the same in whole cedis.
const pesewas = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -value : value;
};
const spentOf = (rows: TruthRow[]) =>
  rows.reduce((sum, row) => sum + Math.max(0, -pesewas(row.amount)), 0);
const wholeCedis = (value: number) =>
  `₵${new Intl.NumberFormat('en-GH', { maximumFractionDigits: 0 }).format(value / 100)}`;
// The Sunday on or before a statement date (statement-local, read as UTC).
const weekOf = (dateTime: string) => {
  const day = new Date(`${dateTime.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.toISOString().slice(0, 10);
};

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const bars = (card: Locator) => card.locator('.MuiBarChart-element');

async function importStatement(page: Page, request: Parameters<typeof openUploadWithWallet>[1]) {
  const statement = fixtureStatement('app-2026');
  const { token } = await openUploadWithWallet(page, request, '0599012817', '059 901 2817');
  await uploadStatement(page, 'momo-2026.pdf', statement.pdf);
  // A second wallet with nothing in it, so a wallet filter shows a different figure.
  const savings = await request.post('/api/wallets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { label: 'Savings', provider: 'MTN', momoNumber: '0551234567' },
  });
  expect(savings.status()).toBe(201);
  return statement.truth.transactions;
}

test('dashboard: the latest month’s figures, chart selection, period and wallet filters, and a recipient from the frequent list', async ({
  page,
  request,
}) => {
  const rows = await importStatement(page, request);
  const latestMonth = rows
    .map((row) => row.dateTime.slice(0, 7))
    .sort()
    .at(-1)!;
  const inLatest = rows.filter((row) => row.dateTime.startsWith(latestMonth));

  await page.goto('/dashboard');
  const spent = region(page, 'Total Spent');
  await expect(spent).toContainText(wholeCedis(spentOf(inLatest)));
  await expect(spent).toContainText('April 2026');
  await expect(region(page, 'Total Income')).toContainText(
    wholeCedis(inLatest.reduce((sum, row) => sum + Math.max(0, pesewas(row.amount)), 0)),
  );
  await expect(region(page, 'Uncategorized')).toContainText('All sorted');
  await snapshot(page, 'dashboard-desktop');

  // The categories add up to the month's spending; six at most.
  const categories = page.getByRole('list', { name: 'Top categories' });
  await expect(categories.getByRole('listitem').first()).toBeVisible();
  expect(await categories.getByRole('listitem').count()).toBeLessThanOrEqual(6);

  // Weekly bars: a tap shows the bar's amount, a second tap clears it.
  const trends = region(page, 'Spending Trends');
  await trends.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/[?&]trend=week/);
  // Every week from the first with spending to the last, quiet ones as empty bars.
  const withRows = [...new Set(inLatest.map((row) => weekOf(row.dateTime)))].sort();
  const weeks: string[] = [];
  for (let week = withRows[0]!; week <= withRows.at(-1)!;) {
    weeks.push(week);
    const next = new Date(`${week}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 7);
    week = next.toISOString().slice(0, 10);
  }
  await expect(bars(trends)).toHaveCount(weeks.length);
  const firstWeek = inLatest.filter((row) => weekOf(row.dateTime) === weeks[0]);
  await bars(trends).first().click();
  const status = trends.getByText(/ spent$/);
  await expect(status).toContainText(`Week of`);
  await expect(status).toContainText(`${wholeCedis(spentOf(firstWeek))} spent`);
  await bars(trends).first().click();
  await expect(trends.getByText('Tap a bar to see its amount.')).toBeVisible();
  // A selection does not survive a change of period.
  await bars(trends).last().click();
  await expect(trends.getByText(/ spent$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'All time' }).click();
  await expect(page).toHaveURL(/[?&]period=all/);
  await expect(spent).toContainText(wholeCedis(spentOf(rows)));
  await expect(spent).toContainText('All time');
  await expect(trends.getByText('Tap a bar to see its amount.')).toBeVisible();

  // One wallet, then another, then all of them again.
  await page.getByRole('button', { name: /^Personal/ }).click();
  await expect(page).toHaveURL(/[?&]wallet=/);
  await expect(page.getByText('Wallet: Personal')).toBeVisible();
  await expect(spent).toContainText(wholeCedis(spentOf(rows)));
  await page.getByRole('button', { name: /^Savings/ }).click();
  await expect(page.getByText('Wallet: Savings')).toBeVisible();
  await expect(spent).toContainText('₵0');
  await expect(page.getByRole('list', { name: 'Recent transactions' })).toHaveCount(0);
  await page.getByRole('button', { name: 'All wallets' }).click();
  await expect(page).not.toHaveURL(/[?&]wallet=/);
  await expect(spent).toContainText(wholeCedis(spentOf(rows)));

  // Fees and E-Levy of the whole statement, to the pesewa.
  const charges = rows.reduce((sum, row) => sum + pesewas(row.fees) + pesewas(row.tax), 0);
  expect(charges).toBeGreaterThan(0);
  const cedisAndPesewas = `₵${new Intl.NumberFormat('en-GH', { minimumFractionDigits: 2 }).format(charges / 100)}`;
  await expect(region(page, 'Fees & E-Levy')).toContainText(cedisAndPesewas);
  await expect(region(page, 'Fees & E-Levy Breakdown')).toContainText(cedisAndPesewas);

  // Recent transactions: five, newest first.
  const recent = page.getByRole('list', { name: 'Recent transactions' });
  await expect(recent.getByRole('listitem')).toHaveCount(5);

  // The most frequent recipient's page, through the encoded link.
  const frequent = page.getByRole('list', { name: 'Frequent recipients' });
  const first = frequent.getByRole('link').first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/vendor\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\?period=all/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('dashboard: figures fit the screen and a tapped bar shows its amount', async ({
    page,
    request,
  }) => {
    const rows = await importStatement(page, request);
    await page.goto('/dashboard?period=all');
    const spent = region(page, 'Total Spent');
    await expect(spent).toContainText(wholeCedis(spentOf(rows)));
    const trends = region(page, 'Spending Trends');
    await expect(bars(trends)).toHaveCount(
      new Set(rows.map((row) => row.dateTime.slice(0, 7))).size,
    );
    await bars(trends).last().tap();
    await expect(trends.getByText(/ spent$/)).toContainText('April 2026');
    // Nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'dashboard-phone');
  });
});
