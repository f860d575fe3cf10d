import { expect, test } from '../support/test.ts';
import { signIn } from '../support/auth.ts';
import { snapshot } from '../support/screenshots.ts';

const toast = (page: import('@playwright/test').Page, title: string) =>
  page.locator('[data-toast]').filter({ hasText: title });

// The whole upgrade, as a free user does it on a phone: the banner opens mfe-billing's dialog,
// the local Paystack sandbox takes the payment (the adapter's production path, over HTTP), and
// the app verifies it and turns Pro on.
test('a free user upgrades to Pro for 6 months through the Paystack checkout', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Ask AI about your spending' })).toHaveCount(0);

  await page
    .getByRole('alert')
    .filter({ hasText: 'Upgrade to Pro' })
    .getByRole('button', { name: 'Upgrade' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to SikaLens Pro' });
  await expect(dialog).toBeVisible();
  // Plans from the API; the 3-month plan is the default and the popular one.
  await expect(dialog.getByRole('radio', { name: /3 Months Pro/ })).toBeChecked();
  await expect(dialog.getByText('Most Popular')).toBeVisible();
  await expect(dialog.getByText('Save ₵45')).toBeVisible();
  await snapshot(page, 'billing-dialog-phone');

  await dialog.getByRole('radio', { name: /6 Months Pro/ }).check();
  await dialog.getByRole('button', { name: 'Pay ₵105' }).click();

  // The sandbox's hosted checkout, on its own origin.
  await expect(page.getByText('Paystack sandbox: no real money moves.')).toBeVisible();
  await expect(page.getByText('GHS 105.00').first()).toBeVisible();
  await snapshot(page, 'billing-checkout-phone');
  await page.getByRole('button', { name: 'Pay GHS 105.00' }).click();

  // Back in the app: verified, upgraded, then on to the dashboard after 3 s.
  await expect(page).toHaveURL(/\/payment-success\?trxref=pro-[0-9a-f-]+&reference=pro-/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await snapshot(page, 'billing-success-phone');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Ask AI about your spending' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Upgrade to Pro' })).toHaveCount(0);

  // The payment, on /payments.
  await page.goto('/payments');
  const card = page.getByRole('article').filter({ hasText: '6 Months Pro' });
  await expect(card).toContainText('Completed');
  await expect(card).toContainText('₵105.00');
  await expect(card).toContainText(/pro-[0-9a-f-]{36}/);
  await snapshot(page, 'billing-payments-phone');

  // Settings says so, with the end date.
  await page.goto('/settings');
  await expect(page.getByText('Pro Account')).toBeVisible();
  await expect(page.getByText(/Pro until .* · 6 Months Pro/)).toBeVisible();
});

test('mobile money that stays pending is confirmed in the background', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to SikaLens Pro' });
  await dialog.getByRole('button', { name: 'Pay ₵60' }).click();
  await page.getByRole('button', { name: 'Pay with mobile money' }).click();
  await expect(page.getByText(/Approve the prompt on 0551234987/)).toBeVisible();
  // Back to the app before the prompt is approved: not paid yet.
  await page.getByRole('link', { name: 'Return to SikaLens now' }).click();
  await expect(
    page.getByText("We couldn't verify your payment. If you were charged, please contact support."),
  ).toBeVisible({ timeout: 15_000 });
  // The sandbox confirms 10 s after the prompt and sends its webhook, which grants Pro; the
  // shell's 10 s poll learns of it and welcomes the user without a reload.
  await page.goto('/dashboard');
  await expect(toast(page, 'Payment Confirmed! 🎉')).toContainText(
    'Your account has been upgraded to Pro. Welcome!',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('button', { name: 'Ask AI about your spending' })).toBeVisible();
});

test('a declined card leaves the account free and says so', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/dashboard');
  await page
    .getByRole('alert')
    .filter({ hasText: 'Upgrade to Pro' })
    .getByRole('button', { name: 'Upgrade' })
    .click();
  await page
    .getByRole('dialog', { name: 'Upgrade to SikaLens Pro' })
    .getByRole('button', { name: 'Pay ₵60' })
    .click();
  await page.getByRole('button', { name: 'Decline the card' }).click();
  await expect(
    page.getByText("We couldn't verify your payment. If you were charged, please contact support."),
  ).toBeVisible({ timeout: 15_000 });
  await page.goto('/payments');
  await expect(page.getByRole('article').filter({ hasText: '3 Months Pro' })).toContainText(
    'Failed',
  );
  await page.goto('/settings');
  await expect(page.getByText('Free Account')).toBeVisible();
});
