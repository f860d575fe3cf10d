import type { Page } from '@playwright/test';
import { latestCode, newIdentity, sessionToken } from '../support/auth.ts';
import { snapshot } from '../support/screenshots.ts';
import { REAL_STATEMENT_WALLET, realStatementPdf } from '../support/statements.ts';
import { expect, test } from '../support/test.ts';

// Issue 30, "First run": what a new user sees from the landing page to their first import, on a
// phone and a desktop: 'Get Started Free' opens sign-up at /signup; the words are 'Send code' and
// 'Resend code', and a cool-down says its wait once, counting down; the upload screen says why
// 'Choose PDF File' is disabled, then chooses the only wallet itself; the import summary says in
// plain words what balances that do not follow mean, and links the transactions to check; the
// return from Paystack says 'Confirming your payment…'; 'Download my data' says it started and
// what the file holds. Screenshots at 390 and 1280 px when E2E_SCREENSHOTS names a folder.

// Nothing on the page is wider than the screen.
async function fits(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect({ name, overflow }).toEqual({ name, overflow: 0 });
  await snapshot(page, name);
}

// How many times the page's text says it: a message said once is said once.
const timesSaid = (page: Page, text: string) =>
  page.evaluate((wanted) => document.body.innerText.split(wanted).length - 1, text);

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`a new user's first run on a ${device}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const identity = newIdentity('Abena');

    // 1. 'Get Started Free' opens sign-up, at its own address.
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Free' }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText('Create your free account')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
    await fits(page, `first-run-signup-${device}`);

    // 2. Sign-up with the code from the dev outbox, in the words people use.
    await page.getByLabel('First name').fill(identity.firstName);
    await page.getByLabel('Last name').fill(identity.lastName);
    await page.getByLabel('Phone').fill(identity.phoneDigits);
    await page.getByLabel('E-mail').fill(identity.email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Enter Verification Code')).toBeVisible();
    await expect(page.locator('[data-toast]').filter({ hasText: 'Code sent' })).toBeVisible();
    // Asked again at once: the resend cool-down, said once and counted down, Resend held.
    const resend = page.getByRole('button', { name: 'Resend code' });
    await resend.click();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^Try again in \d+ seconds\.$/);
    await expect(page.getByText('A code was just sent.')).toBeVisible();
    await expect(resend).toBeDisabled();
    expect(await timesSaid(page, 'Try again in')).toBe(1);
    const first = Number(/\d+/.exec((await timer.textContent()) ?? '')?.[0]);
    await expect
      .poll(async () => Number(/\d+/.exec((await timer.textContent()) ?? '')?.[0]))
      .toBeLessThan(first);
    expect(await timesSaid(page, 'Try again in')).toBe(1);
    // No 'OTP' anywhere on the screen.
    expect(await timesSaid(page, 'OTP')).toBe(0);
    await fits(page, `first-run-code-cooldown-${device}`);

    const code = await latestCode(request, identity.email);
    await page.getByLabel('Digit 1').fill(code);
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = (await sessionToken(page)) ?? '';
    const headers = { Authorization: `Bearer ${token}` };

    // 3. No wallet yet: 'Choose PDF File' is disabled and says why, with the way to fix it.
    await page.goto('/upload');
    await expect(page.getByRole('heading', { name: 'Upload PDF' })).toBeVisible();
    const choose = page.locator('label', { hasText: 'Choose PDF File' });
    await expect(choose).toHaveAttribute('aria-disabled', 'true');
    const addWallet = page.getByRole('link', { name: 'Add a wallet first' });
    await expect(addWallet).toBeVisible();
    await expect(addWallet).toHaveAttribute('href', '/dashboard');
    await expect(choose).toHaveAccessibleDescription('Add a wallet first');
    await fits(page, `first-run-upload-no-wallet-${device}`);

    // One wallet: the upload screen chooses it itself.
    const created = await request.post('/api/wallets', {
      headers,
      data: { label: 'Personal', provider: 'MTN', momoNumber: REAL_STATEMENT_WALLET },
    });
    expect(created.status()).toBe(201);
    await page.goto('/upload');
    await expect(page.getByRole('combobox', { name: 'Wallet' })).toContainText(
      'Personal · 024 000 0001',
    );
    await expect(choose).not.toHaveAttribute('aria-disabled');
    await expect(page.getByText('Choose a wallet first')).toHaveCount(0);
    await fits(page, `first-run-upload-one-wallet-${device}`);

    // 4. The real statement: the summary in plain words, the transactions to check as links.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'momo-2024.pdf',
      mimeType: 'application/pdf',
      buffer: realStatementPdf(),
    });
    const overlay = page.getByRole('dialog');
    await expect(overlay.getByText(/594 transactions processed/)).toBeVisible({ timeout: 90_000 });
    await snapshot(page, `first-run-import-overlay-${device}`);
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();

    const upload = page.getByRole('listitem', { name: 'momo-2024.pdf' });
    await expect(upload).toContainText(
      /594 transactions, (totals match the statement, )?\d+ balances? to check/,
    );
    await expect(upload).toContainText(
      /For \d+ transactions? the balance printed on the statement does not match the one before it plus the amount\. The amounts? (are|is) imported as printed; check (them|it) against your MoMo app\./,
    );
    await expect(upload).not.toContainText('as printed do not follow');
    await upload.getByRole('button', { name: 'Details of momo-2024.pdf' }).click();
    const toCheck = upload.getByRole('list', { name: /to check against your MoMo app/ });
    const links = toCheck.getByRole('link');
    await expect(links.first()).toBeVisible();
    const href = (await links.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/transactions\?search=\w+$/);
    await fits(page, `first-run-import-summary-${device}`);
    // A link opens the history searched for that transaction's ID.
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await snapshot(page, `first-run-transaction-to-check-${device}`);

    // 5. Back from Paystack: the page says what is happening while it checks (the check held).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payments/verify', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/payment-success?trxref=pro-first-run&reference=pro-first-run');
    await expect(page.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    await expect(
      page.getByText(
        'We are checking with Paystack that your payment went through. This usually takes a few seconds.',
      ),
    ).toBeVisible();
    await fits(page, `first-run-payment-confirming-${device}`);
    release();
    // Not a payment of this user's: once answered, the page says it could not verify it.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payment Verification Failed' }),
    ).toBeVisible({ timeout: 15_000 });
    await page.unroute('**/api/payments/verify');

    // 6. Settings › Data: the download says it started, and what the file holds.
    await page.goto('/settings?tab=data');
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^sikalens-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const started = page.getByRole('status').filter({ hasText: 'Your download has started' });
    await expect(started).toContainText(file.suggestedFilename());
    for (const part of ['profile', 'wallets', 'statements', 'every transaction', 'payments']) {
      await expect(started).toContainText(part);
    }
    await fits(page, `first-run-download-${device}`);

    // Settings › Security: sign-in by code, not 'OTP login'.
    await page.goto('/settings?tab=security');
    await expect(page.getByText('Sign-in with a one-time code')).toBeVisible();
    expect(await timesSaid(page, 'OTP')).toBe(0);
  });
}
