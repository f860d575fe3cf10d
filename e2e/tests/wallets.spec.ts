import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signIn } from '../support/auth.ts';

const NUMBER_MESSAGE =
  'Please enter a valid MoMo number (10 digits starting with 0, e.g., 0241234567)';

async function openAddWallet(page: Page) {
  await page.getByRole('button', { name: 'Add Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Wallet' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('adds a wallet from the dashboard and refuses a bad number', async ({ page, request }) => {
  // A phone-sized screen: the dashboard is mobile-first.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, request);
  await page.goto('/dashboard');

  const section = page.getByRole('region', { name: 'Your Wallets' });
  await expect(section.getByText('No wallets yet')).toBeVisible();

  // A bad number: the spec's message as a toast and under the field; nothing is saved.
  let dialog = await openAddWallet(page);
  await dialog.getByLabel('Label').fill('Personal');
  await dialog.getByLabel('MoMo Number').fill('02412345');
  await dialog.getByRole('button', { name: 'Add Wallet' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Invalid input' })).toContainText(
    NUMBER_MESSAGE,
  );
  await expect(dialog.getByText(NUMBER_MESSAGE)).toBeVisible();

  // Fixed: the wallet is added, the dialog closes and the card appears.
  await dialog.getByLabel('MoMo Number').fill('024 555 1234');
  await dialog.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Telecel Cash (formerly Vodafone Cash)' }).click();
  await expect(dialog).toContainText('Telecel Cash statements are coming soon.');
  await dialog.getByRole('button', { name: 'Add Wallet' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Wallet Added' })).toContainText(
    'Your new wallet has been added successfully.',
  );
  await expect(dialog).toBeHidden();
  // The card's own button, not its menu's "More actions for Personal".
  const card = section.getByRole('button', { name: /^Personal/ });
  await expect(card).toContainText('024 555 1234');
  await expect(card).toContainText('Telecel Cash');
  await expect(card).toContainText('Statements coming soon');
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');

  // The dialog starts afresh, provider back to MTN; a duplicate number gets the server's message.
  dialog = await openAddWallet(page);
  await expect(dialog.getByLabel('Label')).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: 'Provider' })).toHaveText('MTN MoMo');
  await dialog.getByLabel('Label').fill('Again');
  await dialog.getByLabel('MoMo Number').fill('0245551234');
  await dialog.getByRole('button', { name: 'Add Wallet' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Error' })).toContainText(
    'You already have a wallet with this MoMo number.',
  );

  // Nothing overflows sideways at 360 px.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
