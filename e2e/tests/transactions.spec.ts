import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  chooseWalletOnUpload,
  fixtureStatement,
  openUploadWithWallet,
  uploadStatement,
} from '../support/statements.ts';

type Tx = {
  transactionId: string;
  toFrom: string;
  category: { name: string } | null;
  categorisedBy: string | null;
};

const toast = (page: Page, title: string) =>
  page.locator('[data-toast]').filter({ hasText: title });

test('history: search and page an imported statement, fix a category, export it, and see the rule learned on the next import', async ({
  page,
  request,
}) => {
  const older = fixtureStatement('app-2025-levy');
  const newer = fixtureStatement('app-2026');
  // A merchant both statements pay: its rows in the newer one follow the user's choice.
  const merchant = 'MELCOM LTD';
  const paidIn = (rows: typeof older.truth.transactions) =>
    rows.filter((row) => row.toFrom === merchant && row.amount.startsWith('-'));
  // What a search for "melcom" finds: any of the three searched fields, any case.
  const found = (rows: typeof older.truth.transactions) =>
    rows.filter((row) =>
      [row.accountName, row.toFrom, row.reference].some((field) => /melcom/i.test(field)),
    );
  expect(paidIn(older.truth.transactions).length).toBeGreaterThan(0);
  expect(paidIn(newer.truth.transactions).length).toBeGreaterThan(0);

  const { token } = await openUploadWithWallet(page, request, '0599012817', '059 901 2817');
  await uploadStatement(page, 'momo-2025.pdf', older.pdf);

  // The whole statement, 10 a page, newest first, with the totals of the filtered set.
  await page.goto('/transactions');
  const count = older.truth.transactions.length;
  await expect(page.getByRole('region', { name: 'Total Transactions' })).toContainText(
    String(count),
  );
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: `Page ${Math.ceil(count / 10)}` })).toBeVisible();

  // Search: back to page 1, in the URL, so a reload keeps it.
  await page.getByRole('textbox', { name: 'Search transactions' }).fill('melcom');
  await expect(page).toHaveURL(/[?&]search=melcom/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(found(older.truth.transactions).length);
  await expect(page.getByRole('textbox', { name: 'Search transactions' })).toHaveValue('melcom');

  // Fix the category by hand.
  await list
    .getByRole('button', { name: /^Edit category of/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Category' });
  await dialog.getByRole('radio', { name: 'Entertainment' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category Updated')).toContainText(
    'Transaction category has been updated successfully.',
  );
  await expect(list.getByText('Entertainment').first()).toBeVisible();

  // Export the filtered set and read the file back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^momo-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records: string[][] = parse(bytes, { bom: true });
  expect(records[0]).toEqual([
    'Date & Time',
    'Transaction ID',
    'Amount',
    'Fees',
    'E-Levy',
    'Balance',
    'To/From',
    'Account Name',
    'Type',
    'Description',
    'Category',
    'Reference',
  ]);
  const exported = records.slice(1);
  expect(exported).toHaveLength(found(older.truth.transactions).length);
  expect(exported.map((cells) => cells[1]).sort()).toEqual(
    found(older.truth.transactions)
      .map((row) => row.transactionId)
      .sort(),
  );
  expect(exported.every((cells) => /^-?\d+\.\d{2}$/.test(cells[2]!))).toBe(true);

  // The next statement: the user's rule decides before the built-in one.
  await chooseWalletOnUpload(page, '059 901 2817');
  await uploadStatement(page, 'momo-2026.pdf', newer.pdf);
  const res = await request.get('/api/detailed-transactions?limit=1000', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const rows = (await res.json()) as Tx[];
  const fromNewer = new Set(paidIn(newer.truth.transactions).map((row) => row.transactionId));
  const learned = rows.filter((row) => fromNewer.has(row.transactionId));
  expect(learned.length).toBe(fromNewer.size);
  for (const row of learned) {
    expect(row.category?.name).toBe('Entertainment');
    expect(row.categorisedBy).toBe('learned-rule');
  }
  await page.goto('/transactions?search=melcom');
  await expect(list.getByRole('listitem')).toHaveCount(
    Math.min(10, found(older.truth.transactions).length + found(newer.truth.transactions).length),
  );
  await expect(list.getByText('Entertainment').first()).toBeVisible();
});
