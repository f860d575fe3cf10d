import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { snapshot } from '../support/screenshots.ts';
import { fixtureStatement, openUploadWithWallet, uploadStatement } from '../support/statements.ts';

type Category = {
  id: string;
  name: string;
  type: 'income' | 'expense';
  isDefault: boolean;
  monthlyBudget: string | null;
  transactionCount: number;
};
type Suggestions = {
  months: string[];
  label: string | null;
  suggestions: {
    categoryId: string;
    name: string;
    averageSpent: string;
    suggested: string;
    currentBudget: string | null;
  }[];
};

const toast = (page: Page, title: string) =>
  page.locator('[data-toast]').filter({ hasText: title });
// As the categories screen writes a budget: "₵1,500.00".
const cedis = (amount: string) =>
  `₵${new Intl.NumberFormat('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount))}`;

function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return async <T>(url: string): Promise<T> => {
    const response = await request.get(url, { headers });
    expect(response.status(), url).toBe(200);
    return (await response.json()) as T;
  };
}

test('smart budgets: a budget on a default category, then every suggestion accepted from the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await openUploadWithWallet(page, request, '0599012817', '059 901 2817');
  // January to May 2026: whole months of spending to suggest budgets from.
  await uploadStatement(page, 'momo-2026.pdf', fixtureStatement('app-2026-months').pdf);
  const get = api(request, token);

  // A default expense category the statement's rows went into (Food & Dining when it has some).
  const filled = (await get<Category[]>('/api/categories'))
    .filter((one) => one.isDefault && one.type === 'expense' && one.transactionCount > 0)
    .sort(
      (a, b) =>
        Number(b.name === 'Food & Dining') - Number(a.name === 'Food & Dining') ||
        b.transactionCount - a.transactionCount,
    );
  expect(filled.length).toBeGreaterThan(0);
  const name = filled[0]!.name;

  // 1. Its budget, set on /categories: its name, colour and icon stay as they are.
  await page.goto('/categories');
  const expense = page.getByRole('list', { name: 'Expense categories' });
  const row = expense.getByRole('listitem', { name });
  await expect(row.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Set budget for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Budget for ${name}` });
  await expect(dialog).toContainText('Default categories keep their name, colour and icon.');
  await dialog.getByRole('textbox', { name: 'Monthly budget' }).fill('500');
  await dialog.getByRole('button', { name: 'Save budget' }).click();
  await expect(toast(page, 'Budget saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('of ₵500.00 spent this month');
  await expect(row.getByRole('button', { name: `Change budget for ${name}` })).toBeVisible();
  // Income defaults stay read-only.
  await page.getByRole('tab', { name: /^Income Categories/ }).click();
  await expect(
    page
      .getByRole('list', { name: 'Income categories' })
      .getByLabel('Read-only default category')
      .first(),
  ).toBeVisible();

  // 2. The dashboard's Budgets card shows it.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Budgets', exact: true });
  await expect(
    card.getByRole('list', { name: 'Budgets' }).getByRole('listitem').filter({ hasText: name }),
  ).toContainText('of ₵500');
  await snapshot(page, 'smart-budgets-dashboard', { fullPage: false });

  // 3. Its "Set Smart Budgets" opens the suggestions on /categories.
  const smart = await get<Suggestions>('/api/insights/budget-suggestions');
  expect(smart.months.length).toBeGreaterThan(0);
  expect(smart.suggestions.length).toBeGreaterThan(0);
  await card.getByRole('link', { name: 'Set Smart Budgets' }).click();
  await expect(page).toHaveURL(/\/categories\?smart=1$/);
  const smartDialog = page.getByRole('dialog', { name: 'Smart Budgets' });
  await expect(smartDialog).toContainText(`From your spending in ${smart.label}`);
  const suggested = smartDialog.getByRole('list', { name: 'Suggested budgets' });
  await expect(suggested.getByRole('listitem')).toHaveCount(smart.suggestions.length);
  for (const one of smart.suggestions) {
    const item = suggested.getByRole('listitem', { name: one.name });
    await expect(item.getByRole('textbox', { name: 'Suggested budget' })).toHaveValue(
      one.suggested,
    );
    if (one.name === name) await expect(item).toContainText('Now ₵500');
  }
  await snapshot(page, 'smart-budgets-dialog', { fullPage: false });

  // 4. Accept all, then close: the parameter goes, and each category has its budget.
  await smartDialog.getByRole('button', { name: 'Accept all' }).click();
  await expect(toast(page, 'Budgets saved')).toBeVisible();
  await expect(smartDialog.getByText('All suggestions accepted.')).toBeVisible();
  await expect(smartDialog.getByText('Accepted', { exact: true })).toHaveCount(
    smart.suggestions.length,
  );
  await smartDialog.getByRole('button', { name: 'Close' }).click();
  await expect(smartDialog).toBeHidden();
  await expect(page).toHaveURL(/\/categories$/);
  for (const one of smart.suggestions) {
    await expect(expense.getByRole('listitem', { name: one.name })).toContainText(
      `of ${cedis(one.suggested)} spent this month`,
    );
  }
  const saved = await get<Category[]>('/api/categories');
  for (const one of smart.suggestions) {
    const category = saved.find((each) => each.id === one.categoryId)!;
    expect(Number(category.monthlyBudget), one.name).toBe(Number(one.suggested));
  }

  // A reload does not open the dialog again.
  await page.reload();
  await expect(expense.getByRole('listitem', { name })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Smart Budgets' })).toHaveCount(0);
});
