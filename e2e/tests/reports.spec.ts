import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from '@playwright/test';
import { becomePro } from '../support/pro.ts';
import { snapshot } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';
import { fixtureStatement, openUploadWithWallet, uploadStatement } from '../support/statements.ts';
import type { TruthRow } from '../support/statements.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Exact sums in pesewas, then "1,234.50", as the report writes them.
const pesewas = (amount: string) => BigInt(amount.replace('.', ''));
const cedis = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
};
const sum = (rows: TruthRow[], pick: (row: TruthRow) => bigint) =>
  rows.reduce((total, row) => total + pick(row), 0n);

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join(''),
    );
  }
  return pages.join('\n');
}

async function downloadReport(
  page: Page,
  button: RegExp,
): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('button', { name: button }).click();
  const menu = page.getByRole('menu', { name: 'Report period' });
  const downloading = page.waitForEvent('download');
  await snapshot(page, `reports-menu-${button.source.replace(/\W/g, '')}-phone`);
  await menu.getByRole('menuitem', { name: 'All time' }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test('a Pro user downloads the PDF report and the Excel workbook on a phone and both hold the statement', async ({
  page,
  request,
}) => {
  const statement = fixtureStatement('app-2025-levy');
  const rows = statement.truth.transactions;
  const { token } = await openUploadWithWallet(page, request, '0599012817', '059 901 2817');
  await uploadStatement(page, 'momo-2025.pdf', statement.pdf);

  // Free: the exports carry the PRO badge and open the upgrade dialog.
  await page.goto('/transactions');
  const pdfButton = page.getByRole('button', { name: /PDF report/ });
  await expect(pdfButton).toContainText('PRO');
  await snapshot(page, 'reports-free-phone');
  await pdfButton.click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to SikaLens Pro' });
  await expect(upgrade).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(upgrade).toBeHidden();

  await becomePro(request, token);
  await page.reload();
  await expect(page.getByRole('button', { name: 'PDF report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PDF report' })).not.toContainText('PRO');

  // One wallet, so every payment out is spending and every payment in is income.
  const spent = sum(rows, (row) => (row.amount.startsWith('-') ? -pesewas(row.amount) : 0n));
  const received = sum(rows, (row) => (row.amount.startsWith('-') ? 0n : pesewas(row.amount)));
  const fees = sum(rows, (row) => pesewas(row.fees));
  const levy = sum(rows, (row) => pesewas(row.tax));

  const pdf = await downloadReport(page, /^PDF report$/);
  expect(pdf.name).toBe('sikalens-report-all-time.pdf');
  const text = await pdfText(pdf.bytes);
  const lines = text.split('\n');
  const line = (label: string) => lines.find((l) => l.startsWith(`${label} `)) ?? '';
  expect(line('Received')).toContain(cedis(received));
  expect(line('Spent')).toContain(cedis(spent));
  expect(line('Fees')).toContain(cedis(fees));
  expect(line('E-Levy')).toContain(cedis(levy));
  expect(line('Total cost (spent + fees + E-Levy)')).toContain(cedis(spent + fees + levy));
  expect(text).toContain(`Transactions (${rows.length})`);
  for (const row of rows) expect(text).toContain(row.transactionId);
  expect(text).toMatch(/Page 1 of \d+/);

  const excel = await downloadReport(page, /^Excel$/);
  expect(excel.name).toBe('sikalens-report-all-time.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(excel.bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Transactions')!;
  expect(sheet.rowCount).toBe(rows.length + 1);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const cell = (r: number, name: string) => sheet.getRow(r).getCell(header.indexOf(name) + 1).value;
  const byId = new Map(rows.map((row) => [row.transactionId, row]));
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const truth = byId.get(cell(r, 'Transaction ID') as string);
    expect(truth).toBeDefined();
    byId.delete(truth!.transactionId);
    const when = cell(r, 'Date & time');
    expect(when).toBeInstanceOf(Date);
    expect((when as Date).toISOString().slice(0, 16)).toBe(truth!.dateTime.slice(0, 16));
    expect(cell(r, 'Amount (₵)')).toBe(Number(truth!.amount));
    expect(cell(r, 'Fees (₵)')).toBe(Number(truth!.fees));
    expect(cell(r, 'E-Levy (₵)')).toBe(Number(truth!.tax));
    expect(cell(r, 'Balance (₵)')).toBe(Number(truth!.balance));
  }
  expect(byId.size).toBe(0);
  const summary = book.getWorksheet('Summary')!;
  const labels = summary.getColumn(1).values as unknown[];
  expect(summary.getRow(labels.indexOf('Spent')).getCell(2).value).toBe(
    Number(cedis(spent).replace(/,/g, '')),
  );
});
