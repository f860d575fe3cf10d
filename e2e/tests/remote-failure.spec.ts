import { expect, test } from '../support/test.ts';
import { signIn } from '../support/auth.ts';

test('a dead remote breaks only its own routes and Retry works once it is back', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  let blocked = true;
  await page.route('**/remotes/mfe-ai/**', (route) => (blocked ? route.abort() : route.continue()));

  await page.goto('/ai-chat');
  const error = page.getByTestId('remote-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText("We couldn't load AI Assistant");

  // Navigation and the other remotes keep working.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Transactions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction History');
  await nav.getByRole('link', { name: 'AI Chat', exact: true }).click();
  await expect(error).toBeVisible();

  blocked = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  // Free users get the upgrade dialog on the AI page (spec); the page behind it is the remote's.
  await page
    .getByRole('dialog', { name: 'Upgrade to SikaLens Pro' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Assistant');
  await expect(error).toHaveCount(0);
});
