import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { signIn } from '../support/auth.ts';
import { becomePro } from '../support/pro.ts';
import { snapshot } from '../support/screenshots.ts';
import {
  fixtureStatement,
  openUploadWithWallet,
  uploadStatement,
  type TruthRow,
} from '../support/statements.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Figures worked out here from the statement's truth file (docs/insights.md's definitions), exact
// in pesewas, written as the assistant writes money: "₵1,234.50".
const pesewas = (amount: string) => BigInt(amount.replace('.', ''));
const cedis = (value: bigint) =>
  `₵${(value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(value % 100n)
    .toString()
    .padStart(2, '0')}`;
const sum = (rows: TruthRow[], pick: (row: TruthRow) => bigint) =>
  rows.reduce((total, row) => total + pick(row), 0n);
const spentOf = (rows: TruthRow[]) =>
  sum(rows, (row) => (pesewas(row.amount) < 0n ? -pesewas(row.amount) : 0n));
const receivedOf = (rows: TruthRow[]) =>
  sum(rows, (row) => (pesewas(row.amount) > 0n ? pesewas(row.amount) : 0n));
const chargesOf = (rows: TruthRow[]) => sum(rows, (row) => pesewas(row.fees) + pesewas(row.tax));

// '2026-04' → 'April 2026'.
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const replies = (page: Page): Locator =>
  page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: 'SikaLens' });

// Asks, waits for the typing indicator to come and go, and returns the new reply.
async function answerTo(page: Page, ask: () => Promise<void>): Promise<Locator> {
  const before = await replies(page).count();
  await ask();
  await expect(replies(page)).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'SikaLens is typing…' })).toHaveCount(0);
  return replies(page).nth(before);
}

test('a Pro user asks about their statement on a phone and gets its figures', async ({
  page,
  request,
}) => {
  const statement = fixtureStatement('app-2026');
  const rows = statement.truth.transactions;
  const { token } = await openUploadWithWallet(page, request, '0599012817', '059 901 2817');
  await uploadStatement(page, 'momo-2026.pdf', statement.pdf);
  await becomePro(request, token);

  const months = [...new Set(rows.map((row) => row.dateTime.slice(0, 7)))].sort();
  const latest = months.at(-1)!;
  const before = months.at(-2)!;
  const inMonth = (month: string) => rows.filter((row) => row.dateTime.startsWith(month));
  // The categories come from the API's categoriser; their total must match the statement's.
  // A question without a period is about everything the statements cover (issue 31).
  const breakdown = await request.get('/api/insights/categories?period=all', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(breakdown.status()).toBe(200);
  const categories = (await breakdown.json()) as {
    spent: string;
    categories: { name: string; spent: string; share: string }[];
  };
  expect(pesewas(categories.spent)).toBe(spentOf(rows));
  const top = categories.categories[0]!;

  await page.goto('/ai-chat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Assistant');
  await expect(page.getByRole('button', { name: 'Ask AI about your spending' })).toHaveCount(0);
  const input = page.getByRole('textbox', { name: 'Ask about your spending' });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(input).toBeEnabled();
  await expect(send).toBeDisabled();
  await expect(
    page.getByText(
      'Your answers are worked out from your own transactions. Only your question and computed figures are sent to the AI model, never your statements.',
    ),
  ).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Suggested questions' });
  await expect(suggestions.getByRole('button')).toHaveText([
    'How much did I spend on food this month?',
    'What is my biggest spending category?',
    'Show me my transport expenses',
    'How can I save more money?',
    'Compare this month vs last month',
  ]);
  await snapshot(page, 'assistant-empty-phone', { fullPage: false });

  // 1. The biggest category, over everything the statements cover (a question without a period).
  const biggest = await answerTo(page, () =>
    suggestions.getByRole('button', { name: 'What is my biggest spending category?' }).click(),
  );
  await expect(biggest).toContainText(
    'Your biggest spending category over everything your statements cover (',
  );
  await expect(biggest).toContainText(
    `is ${top.name}: ${cedis(pesewas(top.spent))}, ${top.share}% of the ${cedis(spentOf(rows))} you spent.`,
  );

  // 2. This month against last: the statement ends before this month, so the latest month and
  // the one before are compared instead, and the reply says so.
  const now = new Date().toISOString().slice(0, 7);
  const chips = page.getByRole('group', { name: 'Suggested questions' });
  const comparison = await answerTo(page, () =>
    chips.getByRole('button', { name: 'Compare this month vs last month' }).click(),
  );
  await expect(comparison).toContainText(`I don't have transactions for ${monthLabel(now)}`);
  await expect(comparison).toContainText('Here is your latest month instead.');
  // The statement stops part-way through its latest month, so the month before is compared over
  // the same days (issue 30: like for like), "1–18 March 2026".
  const lastDay = Number(
    inMonth(latest)
      .map((row) => row.dateTime.slice(8, 10))
      .sort()
      .at(-1),
  );
  const sameDays = inMonth(before).filter((row) => Number(row.dateTime.slice(8, 10)) <= lastDay);
  await expect(comparison).toContainText(
    `You spent ${cedis(spentOf(inMonth(latest)))} in ${monthLabel(latest)} and ${cedis(spentOf(sameDays))} in 1–${lastDay} ${monthLabel(before)}.`,
  );
  await expect(comparison.getByRole('listitem')).toHaveText([
    `Received: ${cedis(receivedOf(inMonth(latest)))} against ${cedis(receivedOf(sameDays))}`,
    `Fees and E-Levy: ${cedis(chargesOf(inMonth(latest)))} against ${cedis(chargesOf(sameDays))}`,
  ]);

  // 3. A typed question about a person on the statement: every payment to them, all time. People
  // are numbers (issue 31): the name's numbers, and every payment to them whatever its name.
  const name = 'YAW BOATENG';
  const last9 = (toFrom: string) => toFrom.replace(/\D/g, '').slice(-9);
  const numbers = new Set(
    rows
      .filter((row) => row.accountName.toUpperCase() === name && last9(row.toFrom).length === 9)
      .map((row) => last9(row.toFrom)),
  );
  const toThem = rows.filter(
    (row) =>
      pesewas(row.amount) < 0n &&
      (row.accountName.toUpperCase() === name || numbers.has(last9(row.toFrom))),
  );
  expect(toThem.length).toBeGreaterThan(1);
  await input.fill('How much did I send to Yaw Boateng?');
  await expect(send).toBeEnabled();
  const person = await answerTo(page, () => input.press('Enter'));
  await expect(input).toHaveValue('');
  await expect(person).toContainText(
    `Adding up money you sent to ${name} over everything your statements cover`,
  );
  await expect(person).toContainText(`${cedis(spentOf(toThem))} in ${toThem.length} transactions`);
  // A name with several numbers says so, one line a number.
  await expect(person.getByRole('listitem')).toHaveCount(numbers.size > 1 ? numbers.size : 0);

  // The newest reply sits above the pinned input, on screen.
  await expect(person).toBeInViewport();
  await expect(input).toBeInViewport();
  await snapshot(page, 'assistant-conversation-phone', { fullPage: false });
  await snapshot(page, 'assistant-conversation-phone-full');

  // A small phone, then its keyboard open (the page resized to what is left above it): the
  // input stays on screen and the newest reply right above it.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(input).toBeInViewport();
  await snapshot(page, 'assistant-conversation-360', { fullPage: false });
  await input.focus();
  await page.setViewportSize({ width: 360, height: 420 });
  await expect(input).toBeInViewport();
  await expect(person.getByRole('listitem').last()).toBeInViewport();
  await snapshot(page, 'assistant-keyboard-360', { fullPage: false });

  // The conversation is kept: it is there again after a reload, oldest first.
  await page.reload();
  await expect(replies(page)).toHaveCount(3);
  await expect(
    page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: 'You' }),
  ).toHaveText([
    /What is my biggest spending category\?/,
    /Compare this month vs last month/,
    /How much did I send to Yaw Boateng\?/,
  ]);
});

test('a free user gets the upgrade card and the upgrade dialog on /ai-chat', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/ai-chat');
  const dialog = page.getByRole('dialog', { name: 'Upgrade to SikaLens Pro' });
  await expect(dialog.getByRole('radio', { name: /3 Months Pro/ })).toBeChecked();
  await snapshot(page, 'assistant-free-dialog-phone', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(page.getByText('The AI assistant is a Pro feature')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ask about your spending' })).toHaveCount(0);
  await snapshot(page, 'assistant-free-card-phone', { fullPage: false });
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(dialog).toBeVisible();
});
