import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { sessionToken } from '../support/auth.ts';
import { fixtureStatement, openUploadWithWallet } from '../support/statements.ts';
import {
  PROTECTED_PASSWORD,
  passwordProtectedPdf,
} from '@sikalens/statement-fixtures/special-pdfs';

// A small, valid PDF whose only text is `lines`: readable, but not a MoMo statement.
async function textPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }),
  );
  return Buffer.from(await doc.save());
}

const toast = (page: Page, title: string) =>
  page.locator('[data-toast]').filter({ hasText: title });

test('refuses a non-PDF, then follows a PDF the server rejects to a failed upload', async ({
  page,
  request,
}) => {
  const { fileInput } = await openUploadWithWallet(page, request);
  await expect(page.getByText('No uploads yet')).toBeVisible();

  // Checked in the browser: skipped with a toast, nothing is sent.
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a statement'),
  });
  await expect(toast(page, 'Invalid File Type')).toContainText('notes.txt is not a PDF file.');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A real PDF that is not an MTN statement: accepted, then processing fails.
  await fileInput.setInputFiles({
    name: 'invoice-42.pdf',
    mimeType: 'application/pdf',
    buffer: await textPdf(['Invoice 42', 'Consulting services', 'Total GHS 1,200.00']),
  });
  const overlay = page.getByRole('dialog');
  await expect(overlay.getByText('invoice-42.pdf')).toBeVisible();
  const notMtn = 'This PDF does not look like an MTN MoMo statement.';
  await expect(overlay.getByText(notMtn)).toBeVisible({ timeout: 30_000 });
  await expect(overlay.getByRole('progressbar', { name: 'invoice-42.pdf' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(toast(page, 'Processing Failed')).toContainText(notMtn);
  await expect(overlay.getByRole('button', { name: 'Continue to Dashboard' })).toHaveCount(0);
  await expect(overlay.getByRole('button', { name: 'Remove invoice-42.pdf' })).toBeVisible();
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();

  // The failure stays in Recent Uploads, with its reason and no way to its transactions.
  const row = page.getByRole('listitem', { name: 'invoice-42.pdf' });
  await expect(row).toContainText('Failed');
  await expect(row).toContainText(notMtn);
  await expect(row.getByRole('link', { name: 'View Transactions' })).toHaveCount(0);

  // Deleting it empties the list again.
  await row.getByRole('button', { name: 'Delete invoice-42.pdf' }).click();
  await page
    .getByRole('dialog', { name: 'Delete invoice-42.pdf?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Upload Deleted')).toBeVisible();
  await expect(page.getByText('No uploads yet')).toBeVisible();
});

test('uploads a MoMo statement through to its transactions, and a second time adds nothing', async ({
  page,
  request,
}) => {
  // The generated statement belongs to wallet +233 59 901 2817.
  const { fileInput } = await openUploadWithWallet(page, request, '0599012817', '059 901 2817');
  const statement = fixtureStatement('app-2026').pdf;

  await fileInput.setInputFiles({
    name: 'momo-may-2026.pdf',
    mimeType: 'application/pdf',
    buffer: statement,
  });
  const overlay = page.getByRole('dialog');
  await expect(overlay.getByText('✓ 90 transactions processed')).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, 'Successfully processed 90 transactions.')).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Continue to Dashboard' })).toBeVisible();
  await overlay.getByRole('button', { name: 'Close' }).click();

  const row = page.getByRole('listitem', { name: 'momo-may-2026.pdf' }).first();
  await expect(row).toContainText('90 transactions');
  await expect(row.getByRole('link', { name: 'View Transactions' })).toBeVisible();

  // The same statement again: accepted, nothing new.
  await fileInput.setInputFiles({
    name: 'momo-again.pdf',
    mimeType: 'application/pdf',
    buffer: statement,
  });
  await expect(overlay.getByText('✓ 90 transactions processed')).toBeVisible({ timeout: 30_000 });
  await overlay.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await sessionToken(page);
  const uploads = (await (
    await request.get('/api/pdf-uploads', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { newTransactionsCount: number; aiCategorizationStatus: string }[];
  expect(uploads.map((upload) => upload.newTransactionsCount)).toEqual([0, 90]);
});

test('opens a password-protected statement with its password, after a wrong one', async ({
  page,
  request,
}) => {
  // The protected fixture is a statement of wallet +233 59 901 2817.
  const { fileInput } = await openUploadWithWallet(page, request, '0599012817', '059 901 2817');
  await fileInput.setInputFiles({
    name: 'emailed-statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(passwordProtectedPdf()),
  });
  const overlay = page.getByRole('dialog');
  await expect(
    overlay.getByText('This statement is password-protected. Enter its password'),
  ).toBeVisible({ timeout: 30_000 });

  const wrong = 'not-the-password-e2e';
  const field = overlay.getByLabel('Statement password');
  await field.fill(wrong);
  await overlay.getByRole('button', { name: 'Retry with password' }).click();
  await expect(
    overlay.getByText(
      'That password did not open the statement. Check the password (it is case-sensitive) and try again.',
    ),
  ).toBeVisible({ timeout: 30_000 });

  await expect(field).toHaveValue('');
  await field.fill(PROTECTED_PASSWORD);
  await field.press('Enter');
  await expect(overlay.getByText(/2 transactions processed/)).toBeVisible({ timeout: 30_000 });
  await expect(overlay.getByLabel('Statement password')).toHaveCount(0);
  await overlay.getByRole('button', { name: 'Close' }).click();

  // Newest first: the opened statement, then the wrong password, then the first try.
  const token = await sessionToken(page);
  const uploads = (await (
    await request.get('/api/pdf-uploads', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { status: string; errorCode: string | null; transactionsCount: number }[];
  expect(uploads.map(({ status, errorCode }) => [status, errorCode])).toEqual([
    ['completed', null],
    ['failed', 'PDF_PASSWORD_INCORRECT'],
    ['failed', 'PDF_PASSWORD_PROTECTED'],
  ]);
  await expect(page.getByRole('listitem', { name: 'emailed-statement.pdf' }).first()).toContainText(
    '2 transactions',
  );
  // The server's log has the uploads, and no password.
  const log = readFileSync(process.env.E2E_SERVER_LOG_FILE ?? '', 'utf8');
  expect(log).toContain('POST /api/upload-pdf 201');
  expect(log).not.toContain(wrong);
});
