import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signIn } from '../support/auth.ts';
import { fixtureStatement, openUploadWithWallet, uploadStatement } from '../support/statements.ts';

const toast = (page: Page, title: string) =>
  page.locator('[data-toast]').filter({ hasText: title });

// Issue 29, item 2: every statement on /uploads, by wallet; one deleted with what goes said first,
// its transactions gone, then back with Undo.
test('the Uploads page lists every statement by wallet, deletes one and brings it back', async ({
  page,
  request,
}) => {
  const older = fixtureStatement('app-2025-levy');
  const newer = fixtureStatement('app-2026');
  // Both fixtures are statements of wallet +233 59 901 2817.
  const { token } = await openUploadWithWallet(page, request, '0599012817', '059 901 2817');
  const headers = { Authorization: `Bearer ${token}` };

  // A second wallet, whose one upload is a statement of another number: it fails there.
  const created = await request.post('/api/wallets', {
    headers,
    data: { label: 'Business', provider: 'MTN', momoNumber: '0241234567' },
  });
  expect(created.status()).toBe(201);
  const { id: businessId } = (await created.json()) as { id: string };
  const misfiled = await request.post('/api/upload-pdf', {
    headers,
    multipart: {
      walletId: businessId,
      pdf: { name: 'not-business.pdf', mimeType: 'application/pdf', buffer: newer.pdf },
    },
  });
  expect(misfiled.status()).toBe(201);

  await uploadStatement(page, 'momo-2025.pdf', older.pdf);
  await uploadStatement(page, 'momo-2026.pdf', newer.pdf);

  await page.getByRole('link', { name: 'View All Uploads' }).click();
  await expect(page).toHaveURL(/\/uploads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible();
  await expect(page.getByText('3 statements', { exact: true })).toBeVisible();
  const list = page.getByRole('region', { name: 'Statements' });
  const may2026 = list.getByRole('listitem', { name: 'momo-2026.pdf' });
  await expect(may2026).toContainText('Personal');
  await expect(may2026).toContainText('90 transactions');
  await expect(list.getByRole('listitem', { name: 'momo-2025.pdf' })).toContainText(
    '60 transactions',
  );
  // The list follows the misfiled one until the server is done with it.
  const misfiledRow = list.getByRole('listitem', { name: 'not-business.pdf' });
  await expect(misfiledRow).toContainText('Failed', { timeout: 30_000 });
  await expect(misfiledRow).toContainText('Business');

  // One wallet at a time, kept in the address (a reload keeps it).
  await page.getByRole('combobox', { name: 'Wallet' }).click();
  await page.getByRole('option', { name: 'Business · 024 123 4567' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]wallet=${businessId}`));
  await expect(page.getByText('1 statement', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(list.getByRole('listitem', { name: 'not-business.pdf' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Wallet' }).click();
  await page.getByRole('option', { name: 'Personal · 059 901 2817' }).click();
  await expect(page.getByText('2 statements', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Delete, told first what goes (the two statements share no transaction).
  await may2026.getByRole('button', { name: 'Delete momo-2026.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete momo-2026.pdf?' });
  await expect(dialog).toContainText(
    'Its 90 transactions go with it. You can undo this for 24 hours.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Upload Deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(may2026).toHaveCount(0);
  await expect(page.getByText('1 statement', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recently deleted' }).getByRole('listitem', {
      name: 'momo-2026.pdf',
    }),
  ).toContainText('90 transactions');

  // Its transactions went with it.
  await page.goto('/transactions');
  const total = page.getByRole('region', { name: 'Total Transactions' });
  await expect(total).toContainText(String(older.truth.transactions.length));

  // Undo from the Uploads page's Recently deleted: the statement and its transactions are back.
  await page.goto('/uploads');
  const deleted = page
    .getByRole('region', { name: 'Recently deleted' })
    .getByRole('listitem', { name: 'momo-2026.pdf' });
  await expect(deleted).toContainText('You can undo this until');
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Upload Restored')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently deleted' })).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: 'momo-2026.pdf' })).toContainText(
    '90 transactions',
  );
  await expect(page.getByText('3 statements', { exact: true })).toBeVisible();
  await page.goto('/transactions');
  await expect(total).toContainText(
    String(older.truth.transactions.length + newer.truth.transactions.length),
  );
});

// Issue 29, item 4: a network whose statements are not read yet, said before anything is sent.
test('a Telecel Cash wallet says its statements are not read yet, and offers to let the user know', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, request);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/wallets', {
    headers,
    data: { label: 'Telecel', provider: 'Vodafone', momoNumber: '0201234567' },
  });
  expect(created.status()).toBe(201);
  const { id: walletId } = (await created.json()) as { id: string };

  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload PDF' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Wallet' }).click();
  const option = page.getByRole('option', { name: /Telecel · 020 123 4567/ });
  await expect(option).toContainText('Telecel Cash · Statements coming soon');
  await option.click();

  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Telecel Cash statements are not read yet.' });
  await expect(notice).toBeVisible();
  await expect(page.locator('label', { hasText: 'Choose PDF File' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await notice.getByRole('button', { name: "Let me know when it's ready" }).click();
  await expect(notice).toContainText("We'll let you know");
  const support = async () =>
    (
      (await (await request.get('/api/wallets/statement-support', { headers })).json()) as {
        provider: string;
        notify: boolean;
      }[]
    ).find((entry) => entry.provider === 'Vodafone')?.notify;
  expect(await support()).toBe(true);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice.getByRole('button', { name: "Let me know when it's ready" })).toBeVisible();
  expect(await support()).toBe(false);

  // The API refuses such a statement too, before reading it, with the same words.
  const refused = await request.post('/api/upload-pdf', {
    headers,
    multipart: {
      walletId,
      pdf: {
        name: 'telecel.pdf',
        mimeType: 'application/pdf',
        buffer: fixtureStatement('app-2026').pdf,
      },
    },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    code: 'STATEMENTS_NOT_SUPPORTED',
    error: 'Telecel Cash statements are not read yet. We can let you know when they are.',
  });
});
