import type { APIRequestContext, Page } from '@playwright/test';
import { latestCode, sessionToken, signIn } from '../support/auth.ts';
import { snapshot } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';
import { fixtureStatement, openUploadWithWallet, uploadStatement } from '../support/statements.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function transactionCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/transactions?pageSize=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totals: { count: number } }).totals.count;
}

async function openSettingsTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).last().click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

async function deleteWithDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Delete all transaction data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all transaction data?' });
  await expect(dialog.getByText('What is deleted')).toBeVisible();
  await expect(dialog.getByText('What stays')).toBeVisible();
  await expect(dialog).toContainText('24 hours');
  await snapshot(page, 'settings-delete-dialog-phone');
  await dialog.getByRole('button', { name: 'Delete data' }).click();
  await expect(dialog).toBeHidden();
}

test('a user deletes their transaction data with the dialog, undoes it from the toast, and deletes it again', async ({
  page,
  request,
}) => {
  const statement = fixtureStatement('app-2026');
  const imported = statement.truth.transactions.length;
  const { token } = await openUploadWithWallet(page, request, '0599012817', '059 901 2817');
  await uploadStatement(page, 'momo-2026.pdf', statement.pdf);
  expect(await transactionCount(request, token)).toBe(imported);

  await openSettingsTab(page, 'Data');
  await deleteWithDialog(page);
  const toast = page.locator('[data-toast]').filter({ hasText: 'Data Deleted' });
  await expect(toast).toContainText(`${imported.toLocaleString('en-GH')} transactions`);
  expect(await transactionCount(request, token)).toBe(0);
  await snapshot(page, 'settings-data-deleted-phone');

  // Undo in the toast brings every row back.
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Data Restored' })).toBeVisible();
  expect(await transactionCount(request, token)).toBe(imported);
  await page.goto('/transactions');
  await expect(page.getByRole('region', { name: 'Total Transactions' })).toContainText(
    String(imported),
  );

  // Again: the Data tab offers Undo until the window ends; the dashboard is empty.
  await openSettingsTab(page, 'Data');
  await deleteWithDialog(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'You can undo this until' }),
  ).toBeVisible();
  expect(await transactionCount(request, token)).toBe(0);
  await page.getByRole('link', { name: 'Dashboard' }).last().click();
  await expect(page.getByText('No transactions yet').first()).toBeVisible();
  await snapshot(page, 'settings-dashboard-after-delete-phone');
});

test('a user edits their name and the greeting follows without a reload', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openSettingsTab(page, 'Profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('First name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Efua');
  await dialog.getByLabel('Last name').fill('Asante-Boateng');
  await snapshot(page, 'settings-edit-profile-phone');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Efua', { exact: true })).toBeVisible();
  await expect(page.getByText('Asante-Boateng', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).last().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Efua');
});

test('a user signs out another browser from the sessions list and that browser is signed out at once', async ({
  page,
  request,
  browser,
}) => {
  const { identity, token } = await signIn(page, request);

  // A second browser (another phone) signs in to the same account.
  const other = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    baseURL: test.info().project.use.baseURL,
  });
  const since = new Date().toISOString();
  expect(
    (
      await other.request.post('/api/auth/send-otp', { data: { identifier: identity.email } })
    ).status(),
  ).toBe(200);
  const code = await latestCode(request, identity.email, since);
  // Signed in as that browser is: verify-otp's answer sets the session cookie in its context.
  const verified = await other.request.post('/api/auth/verify-otp', {
    data: { identifier: identity.email, code },
  });
  expect(verified.status()).toBe(200);
  const otherPage = await other.newPage();
  const otherToken = await sessionToken(otherPage);
  expect(otherToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByRole('heading', { level: 1 })).toContainText(identity.firstName);

  await openSettingsTab(page, 'Security');
  await page.getByRole('button', { name: 'Manage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Active sessions' });
  const sessions = dialog.getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(dialog.getByText('This device', { exact: true })).toHaveCount(1);
  const iphone = sessions.filter({ hasText: 'Mobile Safari' });
  await expect(iphone).toContainText('iOS');
  await snapshot(page, 'settings-sessions-phone');
  await iphone.getByRole('button', { name: 'Sign out' }).click();
  await expect(sessions).toHaveCount(1);

  // The other browser's open tab is signed out at its next request, without a reload: here, the
  // next page it opens inside the app.
  await otherPage
    .getByRole('link', { name: /Transactions|History/ })
    .first()
    .click();
  await expect(otherPage).toHaveURL(/\/login$/);
  await expect(otherPage.getByRole('button', { name: 'Send code' })).toBeVisible();
  expect(await sessionToken(otherPage)).toBeNull();
  const refused = await other.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(refused.status()).toBe(401);
  // This browser is still signed in.
  expect(
    (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);
  await other.close();
});

// Issue 27: a stolen session must not become a stolen account. A change needs a second code from
// the current contacts, and the previous contact can undo it from its alert for 7 days.
test('a user changes their e-mail with both codes, and the previous address undoes it from its alert', async ({
  page,
  request,
}) => {
  const { identity, token } = await signIn(page, request);
  await openSettingsTab(page, 'Profile');
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change E-mail' });
  const fresh = `new.${identity.email}`;
  await dialog.getByLabel('New e-mail address').fill(fresh);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog).toContainText(
    'To approve the change, also enter the 6-digit code we sent to your current phone number and e-mail.',
  );
  const typeCode = async (group: string, code: string) => {
    await dialog.getByRole('group', { name: group }).getByRole('textbox').first().click();
    await page.keyboard.type(code);
  };
  await typeCode('Verification code', await latestCode(request, fresh));
  await expect(dialog.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await typeCode('Approval code', '000000');
  await snapshot(page, 'settings-change-email-approval-phone');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Incorrect code');
  await typeCode('Approval code', await latestCode(request, identity.email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(fresh, { exact: true })).toBeVisible();

  // The previous address's alert carries the undo link.
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get(
        `/api/dev/outbox?kind=notification&to=${encodeURIComponent(identity.email.toLowerCase())}`,
      );
      const entries = (await response.json()) as { text: string | null }[];
      link =
        entries
          .map((entry) => /https?:\/\/\S+\/undo-change#[\w-]+/.exec(entry.text ?? '')?.[0])
          .find(Boolean) ?? '';
      return link;
    })
    .toMatch(/undo-change#/);
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { name: 'Undo a change to your account' })).toBeVisible();
  // The token leaves the address bar at once.
  expect(new URL(page.url()).hash).toBe('');
  await snapshot(page, 'undo-change-phone');
  await page.getByRole('button', { name: 'Undo the change' }).click();
  await expect(page.getByRole('heading', { name: 'Change undone' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    /Your e-mail address is .+@example\.com again/,
  );
  await snapshot(page, 'undo-change-done-phone');
  // Every session ended, this browser's too: sign-in is next.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  for (const me of [
    await page.request.get('/api/auth/me'),
    await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } }),
  ]) {
    expect(me.status()).toBe(401);
  }
});
