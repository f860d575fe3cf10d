import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { openSignedIn, seedUserWithStatement } from '../support/seed.ts';
import { fixtureStatement } from '../support/statements.ts';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

// One toast shows at a time: each is read, then closed, so the next is not kept waiting. (A
// toast raised while a dialog is open sits outside it, hidden from the accessibility tree.)
async function readToast(page: Page, title: string, text = title) {
  const card = page.locator('[data-toast]').filter({ hasText: title });
  await expect(card).toContainText(text);
  await card.getByRole('button', { name: 'Close notification', includeHidden: true }).click();
  await expect(card).toHaveCount(0);
}
// A wallet card's own button (its label first), not its menu's "More actions for …".
const walletCard = (page: Page, label: string) =>
  region(page, 'Your Wallets').getByRole('button', { name: new RegExp(`^${label}`) });

async function chooseFromMenu(page: Page, label: string, action: string) {
  await page.getByRole('button', { name: `More actions for ${label}` }).click();
  await page
    .getByRole('menu', { name: `Actions for ${label}` })
    .getByRole('menuitem', { name: action, exact: true })
    .click();
}

// The statement's latest month as the API names it ("April 2026").
function latestMonthOf(dateTimes: string[]): string {
  const month = dateTimes
    .map((dateTime) => dateTime.slice(0, 7))
    .sort()
    .at(-1)!;
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

test('wallets: the period on every figure, rename, a number that cannot change, delete and undo', async ({
  page,
  request,
}) => {
  // 'Personal' (059 901 2817) with the 2026 statement imported, and 'Savings' with nothing in it.
  const token = await seedUserWithStatement(request);
  const savings = await request.post('/api/wallets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { label: 'Savings', provider: 'MTN', momoNumber: '0551234567' },
  });
  expect(savings.status()).toBe(201);
  const rows = fixtureStatement('app-2026').truth.transactions;
  const month = latestMonthOf(rows.map((row) => row.dateTime));
  // What the import brought in, as the API counts it.
  const uploads = await request.get('/api/pdf-uploads', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [upload] = (await uploads.json()) as { transactionsCount: number }[];
  const transactions = new Intl.NumberFormat('en-GH').format(upload!.transactionsCount);
  await openSignedIn(page, token, '/dashboard');

  // Every figure names the period it covers, in its heading; the statement ends before the
  // month does, so the month says how far its data goes ("· 1–18 Apr so far").
  const named = (title: string) => new RegExp(`^${title} · ${month}( · \\d+–\\d+ \\w+ so far)?$`);
  for (const title of ['Total Spent', 'Total Income', 'Fees & E-Levy']) {
    await expect(region(page, title).getByRole('heading', { level: 2 })).toHaveAccessibleName(
      named(title),
    );
  }
  await expect(
    region(page, 'Uncategorized').getByRole('heading', { level: 2 }),
  ).toHaveAccessibleName('Uncategorized · All time');
  for (const title of ['Spending Trends', 'Category Breakdown', 'Fees & E-Levy Breakdown']) {
    await expect(region(page, title).getByRole('heading', { level: 2 })).toHaveAccessibleName(
      named(title),
    );
  }

  // The first dashboard after the import says which month it shows, and shows all of it.
  const note = page.getByRole('status').filter({
    hasText: `Showing ${month}, the latest month in your statements. Choose All time to see everything.`,
  });
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'All time' }).click();
  await expect(page).toHaveURL(/[?&]period=all/);
  await expect(region(page, 'Total Spent').getByRole('heading', { level: 2 })).toHaveAccessibleName(
    'Total Spent · All time',
  );
  await expect(note).toBeHidden();

  // Rename.
  await chooseFromMenu(page, 'Savings', 'Rename');
  let dialog = page.getByRole('dialog', { name: 'Rename Wallet' });
  await expect(dialog.getByLabel('Label')).toHaveValue('Savings');
  await dialog.getByLabel('Label').fill('Holiday Fund');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await readToast(page, 'Wallet Renamed', 'Savings is now Holiday Fund.');
  await expect(dialog).toBeHidden();
  await expect(walletCard(page, 'Holiday Fund')).toBeVisible();
  await expect(walletCard(page, 'Savings')).toHaveCount(0);

  // A number typed wrong is corrected while no statement of it is imported...
  await chooseFromMenu(page, 'Holiday Fund', 'Correct number');
  dialog = page.getByRole('dialog', { name: 'Correct MoMo Number' });
  await dialog.getByLabel('MoMo Number').fill('055 123 4568');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await readToast(page, 'Number Corrected', "Holiday Fund's number is now 055 123 4568.");
  await expect(walletCard(page, 'Holiday Fund')).toContainText('055 123 4568');

  // ...and refused, with the API's reason under the number, once one is.
  await chooseFromMenu(page, 'Personal', 'Correct number');
  dialog = page.getByRole('dialog', { name: 'Correct MoMo Number' });
  await expect(dialog.getByLabel('MoMo Number')).toHaveValue('0599012817');
  await dialog.getByLabel('MoMo Number').fill('0599012818');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const inUse =
    'This wallet has 1 statement of 0599012817 imported, so its number cannot change. Delete it first, or add a new wallet for the new number.';
  await expect(dialog.getByLabel('MoMo Number')).toHaveAccessibleDescription(inUse);
  await readToast(page, 'Error', inUse);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(walletCard(page, 'Personal')).toContainText('059 901 2817');

  // Delete: the confirmation counts what goes; the transactions go with the wallet.
  await chooseFromMenu(page, 'Personal', 'Delete');
  dialog = page.getByRole('dialog', { name: 'Delete Personal?' });
  await expect(dialog).toContainText(
    `Its 1 statement and ${transactions} transactions go with it. You can undo this for 24 hours.`,
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await readToast(page, 'Wallet Deleted', 'You can undo this for 24 hours.');
  await expect(dialog).toBeHidden();
  await expect(walletCard(page, 'Personal')).toHaveCount(0);
  // With no data left, the dashboard leads with what to do rather than ₵0 cards.
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await expect(region(page, 'Total Spent')).toHaveCount(0);

  // Undo from the recently deleted list: the wallet and its transactions are back.
  const deleted = region(page, 'Recently deleted').getByRole('listitem', { name: 'Personal' });
  await expect(deleted).toContainText(
    `Personal was deleted with its 1 statement and ${transactions} transactions.`,
  );
  await expect(deleted).toContainText('You can undo this until');
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await readToast(page, 'Wallet Restored');
  await expect(walletCard(page, 'Personal')).toBeVisible();
  await expect(region(page, 'Recently deleted')).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(page.getByText('No transactions yet')).toHaveCount(0);
});
