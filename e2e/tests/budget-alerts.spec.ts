import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { becomePro } from '../support/pro.ts';
import { snapshot } from '../support/screenshots.ts';
import {
  chooseWalletOnUpload,
  fixtureStatement,
  uploadStatement,
  type Fixture,
  type TruthRow,
} from '../support/statements.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Alerts are about now (api/src/modules/alerts/budget-alert-rules.ts, isAlertableMonth): only a
// latest month that is this calendar month or the last raises one. Every named fixture ends long
// before today (app-2026 in April 2026), so they show the refusal; a statement drawn by the same
// generator (@sikalens/statement-fixtures/random-statement) and dated in the last few weeks
// shows the alert.
const DAY_MS = 24 * 60 * 60 * 1000;
function recentStatement(): Fixture {
  const out = mkdtempSync(path.join(tmpdir(), 'sikalens-e2e-alerts-'));
  // Seed 7's 40 rows span 14 days: from 20 days ago they end about 6 days ago, so the latest
  // month is this one or the last, whatever today is.
  const start = new Date(Date.now() - 20 * DAY_MS).toISOString().slice(0, 10);
  const generator = import.meta.resolve('@sikalens/statement-fixtures/random-statement');
  const script = `
    import { writeFileSync } from 'node:fs';
    import { generateStatement } from ${JSON.stringify(generator)};
    const made = await generateStatement({
      seed: 7, layout: 'app', count: 40, start: ${JSON.stringify(start)},
      holder: { name: 'Adwoa Boakye-Yiadom', wallet: '233599012817' },
    });
    writeFileSync(${JSON.stringify(path.join(out, 'recent.pdf'))}, made.pdf);
    writeFileSync(${JSON.stringify(path.join(out, 'recent.truth.json'))}, JSON.stringify(made.truth));
  `;
  execFileSync(
    process.execPath,
    ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', '--input-type=module', '-e', script],
    { stdio: 'ignore' },
  );
  return {
    pdf: readFileSync(path.join(out, 'recent.pdf')),
    truth: JSON.parse(
      readFileSync(path.join(out, 'recent.truth.json'), 'utf8'),
    ) as Fixture['truth'],
  };
}

// Exact money in pesewas, written as the alerts write it: "₵1,234.50".
const pesewas = (amount: string) => BigInt(amount.replace(/^(-?\d+)$/, '$1.00').replace('.', ''));
const cedis = (value: bigint) =>
  `₵${(value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(value % 100n)
    .toString()
    .padStart(2, '0')}`;
// '2026-04' → 'April 2026'.
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const latestMonth = (rows: TruthRow[]) =>
  rows
    .map((row) => row.dateTime.slice(0, 7))
    .sort()
    .at(-1)!;

type Budget = { id: string; name: string; budget: string; spent: string; percent: number };
type BudgetAlert = {
  categoryId: string;
  categoryName: string;
  monthlyBudget: string;
  thresholdPercent: number;
  channels: string[];
  enabled: boolean;
  lastSentMonth: string | null;
};
type AppNotification = {
  id: string;
  kind: string;
  title: string;
  body: string;
  readAt: string | null;
};
type OutboxItem = {
  to: string;
  channel: string;
  kind: string;
  subject: string | null;
  text: string | null;
};

const toast = (page: Page, title: string) =>
  page.locator('[data-toast]').filter({ hasText: title });

function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async <T>(url: string): Promise<T> => {
    const response = await request.get(url, { headers });
    expect(response.status(), url).toBe(200);
    return (await response.json()) as T;
  };
  return {
    get,
    put: async (url: string, data: object) => {
      const response = await request.put(url, { headers, data });
      expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    },
    budget: async (categoryId: string) => {
      const { period, budgets } = await get<{ period: { label: string }; budgets: Budget[] }>(
        '/api/insights/budgets?period=latest',
      );
      return { period, budget: budgets.find((one) => one.id === categoryId)! };
    },
    notifications: async () =>
      (await get<{ notifications: AppNotification[] }>('/api/notifications')).notifications,
  };
}
type Api = ReturnType<typeof api>;

// Puts the latest month's four biggest payments out in the category, by hand (as the categorise
// screen does), and returns that month's spending in it, as the budgets (and the alert) count it.
async function spendIn(client: Api, categoryId: string, rows: TruthRow[]) {
  const month = latestMonth(rows);
  const out = rows
    .filter((row) => row.dateTime.startsWith(month) && row.amount.startsWith('-'))
    .sort((a, b) => Number(pesewas(a.amount) - pesewas(b.amount)))
    .slice(0, 4);
  const stored = await client.get<{ id: string; transactionId: string }[]>(
    '/api/detailed-transactions?limit=1000',
  );
  for (const row of out) {
    const id = stored.find((tx) => tx.transactionId === row.transactionId)?.id;
    expect(id, row.transactionId).toBeDefined();
    await client.put(`/api/transactions/${id}/category`, { categoryId });
  }
  const { period, budget } = await client.budget(categoryId);
  expect(period.label).toBe(monthLabel(month));
  const moved = out.reduce((total, row) => total - pesewas(row.amount), 0n);
  // At least what was moved (rules learned from earlier choices may have added more).
  expect(pesewas(budget.spent) >= moved).toBe(true);
  return { month, spent: pesewas(budget.spent) };
}

// A whole-cedi budget that this spending fills to about 90%: past the 80% threshold, not over.
function budgetFor(spent: bigint) {
  const budget = ((spent * 10n + 8n) / 9n + 99n) / 100n;
  const percent = Number((spent * 100n) / (budget * 100n));
  expect(percent).toBeGreaterThanOrEqual(80);
  expect(percent).toBeLessThan(100);
  return { budget, percent };
}

// The budget typed in the category's edit dialog on /categories.
async function setBudgetInUi(page: Page, name: string, cediAmount: bigint) {
  await page.goto('/categories');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await edit.getByRole('textbox', { name: 'Monthly budget (optional)' }).fill(String(cediAmount));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Category updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
}

// Opens the bell, keeps (or chooses) 80% with In-app and E-mail, and saves.
async function saveAlertInUi(page: Page, name: string, shot?: string) {
  await page.goto('/categories');
  const row = page
    .getByRole('list', { name: 'Expense categories' })
    .getByRole('listitem', { name });
  await row
    .getByRole('button', { name: new RegExp(`^(Add a budget alert|Budget alert) for ${name}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: `Budget alert: ${name}` });
  await dialog.getByRole('combobox', { name: 'Alert at' }).click();
  await page.getByRole('option', { name: '80% of the budget' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Alert at' })).toHaveText('80% of the budget');
  await dialog.getByRole('checkbox', { name: 'In-app' }).check();
  await dialog.getByRole('checkbox', { name: 'E-mail' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Alert on' })).toBeChecked();
  if (shot) await snapshot(page, shot, { fullPage: false });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const saved = toast(page, 'Alert saved');
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(`${name}: at 80% of the budget, in the app and by E-mail.`);
  await expect(dialog).toBeHidden();
  await expect(
    row.getByRole('button', { name: `Budget alert for ${name}: on at 80%` }),
  ).toBeVisible();
}

test('budget alerts: a PRO bell for free users, then an 80% alert in the app and by e-mail on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = 'Chop money';
  const { identity, token } = await signIn(page, request);
  const client = api(request, token);
  const wallet = await request.post('/api/wallets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { label: 'Personal', provider: 'MTN', momoNumber: '0599012817' },
  });
  expect(wallet.status()).toBe(201);

  // 1. Free: a category with a budget, made in the dialog, has a bell with a PRO badge that
  // offers the upgrade and asks the API nothing about alerts.
  const alertRequests: Request[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/budget-alerts')) alertRequests.push(sent);
  });
  await page.goto('/categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const form = page.getByRole('dialog', { name: 'Add Category' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Monthly budget (optional)' }).fill('500');
  await form.getByRole('button', { name: 'Add Category' }).click();
  await expect(toast(page, 'Category created successfully')).toBeVisible();
  const expense = page.getByRole('list', { name: 'Expense categories' });
  const row = expense.getByRole('listitem', { name });
  await expect(row).toContainText('₵500');
  // Defaults carry no budget, so no bell.
  await expect(
    expense
      .getByRole('listitem', { name: 'Food & Dining' })
      .getByRole('button', { name: /Budget alert/ }),
  ).toHaveCount(0);
  const bell = row.getByRole('button', { name: `Budget alert for ${name} (Pro)` });
  await expect(bell).toContainText('PRO');
  await snapshot(page, 'alerts-free-bell-phone', { fullPage: false });
  const sentOnClick: string[] = [];
  const onRequest = (sent: Request) => sentOnClick.push(`${sent.method()} ${sent.url()}`);
  page.on('request', onRequest);
  await bell.click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to SikaLens Pro' });
  await expect(upgrade.getByRole('radio', { name: /3 Months Pro/ })).toBeChecked();
  await expect(upgrade.getByRole('button', { name: /^Pay ₵/ })).toBeEnabled();
  await snapshot(page, 'alerts-free-upgrade-phone', { fullPage: false });
  page.off('request', onRequest);
  // Only the upgrade dialog's own plan list is read; nothing about alerts, nothing written.
  expect(
    sentOnClick.filter(
      (line) => line.includes('/api/') && !line.endsWith('/api/subscription-plans'),
    ),
  ).toEqual([]);
  expect(sentOnClick.filter((line) => !line.startsWith('GET '))).toEqual([]);
  expect(alertRequests).toEqual([]);
  await expect(page.getByRole('dialog', { name: `Budget alert: ${name}` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(upgrade).toBeHidden();
  const categoryId = (await client.get<{ id: string; name: string }[]>('/api/categories')).find(
    (category) => category.name === name,
  )!.id;

  // 2. Pro: the bell opens the alert dialog; 80%, in the app and by e-mail.
  await becomePro(request, token);
  await saveAlertInUi(page, name, 'alerts-dialog-phone');
  await snapshot(page, 'alerts-categories-pro-phone', { fullPage: false });
  const expected = {
    categoryId,
    categoryName: name,
    thresholdPercent: 80,
    channels: ['in_app', 'email'],
    enabled: true,
  };
  expect(await client.get<BudgetAlert[]>('/api/budget-alerts')).toEqual([
    expect.objectContaining({ ...expected, monthlyBudget: '500.00', lastSentMonth: null }),
  ]);

  // 3a. A named fixture: its latest month (April 2026) is past the 80% but long gone, so nothing
  // is sent, whatever the budget.
  const old = fixtureStatement('app-2026');
  await chooseWalletOnUpload(page, '059 901 2817');
  await uploadStatement(page, 'momo-2026.pdf', old.pdf);
  const april = await spendIn(client, categoryId, old.truth.transactions);
  expect(april.month).toBe('2026-04');
  const aprilBudget = budgetFor(april.spent);
  await setBudgetInUi(page, name, aprilBudget.budget);
  await saveAlertInUi(page, name);
  expect((await client.budget(categoryId)).budget.percent).toBe(aprilBudget.percent);
  await page.goto('/dashboard');
  // The dashboard's own budget line says so; no alert was sent, so nothing to dismiss.
  const alerts = page.getByRole('region', { name: 'Spending Alerts' });
  await expect(alerts).toContainText(`${name} has used ${aprilBudget.percent}% of its budget.`);
  // The checks queued by the budget and the alert run within a second (0.5 s polling).
  await page.waitForTimeout(3_000);
  await page.reload();
  await expect(alerts).toContainText(`${name} has used ${aprilBudget.percent}% of its budget.`);
  await expect(alerts.getByRole('button', { name: /^Dismiss/ })).toHaveCount(0);
  await snapshot(page, 'alerts-dashboard-old-month-phone', { fullPage: false });
  expect(await client.notifications()).toEqual([]);
  expect(await client.get<BudgetAlert[]>('/api/budget-alerts')).toEqual([
    expect.objectContaining({
      ...expected,
      monthlyBudget: `${aprilBudget.budget}.00`,
      lastSentMonth: null,
    }),
  ]);

  // 3b. A statement of the last few weeks. The budget is raised first, so the import's own check
  // finds nothing; then this month's spending is put in the category and the budget set under it.
  await client.put(`/api/categories/${categoryId}`, { monthlyBudget: '100000' });
  const recent = recentStatement();
  await chooseWalletOnUpload(page, '059 901 2817');
  await uploadStatement(page, 'momo-recent.pdf', recent.pdf);
  const now = await spendIn(client, categoryId, recent.truth.transactions);
  const nowBudget = budgetFor(now.spent);
  await setBudgetInUi(page, name, nowBudget.budget);
  await saveAlertInUi(page, name);

  const title = `${name}: ${nowBudget.percent}% of your budget spent`;
  const sentence = `spent ${cedis(now.spent)} of your ${cedis(nowBudget.budget * 100n)} ${name} budget for ${monthLabel(now.month)} (${nowBudget.percent}%).`;
  await expect
    .poll(async () => (await client.notifications()).map((one) => one.title), {
      message: 'the budget alert in /api/notifications',
      timeout: 15_000,
    })
    .toEqual([title]);
  // April's checks never sent anything: this is the only alert, for this month.
  expect((await client.get<BudgetAlert[]>('/api/budget-alerts'))[0]!.lastSentMonth).toBe(now.month);

  // 4. The dashboard shows it under Spending Alerts; dismissed, it stays gone.
  await page.goto('/dashboard');
  const notice = alerts.getByRole('listitem', { name: title });
  await expect(notice).toContainText(title);
  await expect(notice).toContainText(`You have ${sentence}`);
  await notice.scrollIntoViewIfNeeded();
  await snapshot(page, 'alerts-dashboard-notification-phone', { fullPage: false });
  await snapshot(page, 'alerts-dashboard-notification-phone-full');
  await notice.getByRole('button', { name: `Dismiss: ${title}` }).click();
  await expect(notice).toHaveCount(0);
  await expect(alerts).toContainText(`${name} has used ${nowBudget.percent}% of its budget.`);
  await page.reload();
  await expect(alerts).toContainText(`${name} has used ${nowBudget.percent}% of its budget.`);
  await expect(alerts.getByRole('listitem', { name: title })).toHaveCount(0);
  expect((await client.notifications())[0]!.readAt).not.toBeNull();

  // The e-mail, once, in the dev outbox.
  const outbox = await request.get(
    `/api/dev/outbox?to=${encodeURIComponent(identity.email)}&kind=notification`,
  );
  expect(outbox.status()).toBe(200);
  expect((await outbox.json()) as OutboxItem[]).toEqual([
    expect.objectContaining({
      to: identity.email.toLowerCase(),
      channel: 'email',
      kind: 'notification',
      subject: `SikaLens budget alert: ${name}`,
      text: `SikaLens: you have ${sentence}\n\nYou can change or turn off this alert on the Categories page of SikaLens.`,
    }),
  ]);

  // 5. The AI Insights card holds every Pro insight GET /api/ai/insights gives.
  const { items } = await client.get<{ items: { kind: string; title: string; text: string }[] }>(
    '/api/ai/insights',
  );
  expect(items.length).toBeGreaterThan(0);
  const card: Locator = page.getByRole('region', { name: 'AI Insights' });
  await card.scrollIntoViewIfNeeded();
  for (const item of items) await expect(card).toContainText(`${item.title}: ${item.text}`);
  await expect(card.getByText('PRO', { exact: true })).toHaveCount(0);
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await card.screenshot({ path: `${folder}/alerts-ai-insights-card-phone.png` });
  await snapshot(page, 'alerts-dashboard-ai-insights-phone', { fullPage: false });
});
