import { expect, test } from '../support/test.ts';
import { signIn } from '../support/auth.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the phone layout has the bottom bar and a drawer that closes on navigation', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/dashboard');

  const bar = page.getByTestId('bottom-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link')).toHaveText([
    'Dashboard',
    'History',
    'Upload',
    'Categorize',
    'Settings',
  ]);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  await bar.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction History');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  // The nine pages, and Help & Support in the account box (issue 29).
  await expect(drawer.getByRole('link')).toHaveCount(10);
  await expect(drawer.getByRole('link', { name: 'Help & Support' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Flagged Expenses' }).click();
  await expect(page).toHaveURL(/\/flagged-expenses$/);
  await expect(drawer).toBeHidden();
  // The bottom bar stays on the upload screen too.
  await bar.getByRole('link', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');
  await expect(bar).toBeVisible();
});
