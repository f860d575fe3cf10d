import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { becomePro } from '../support/pro.ts';
import { snapshot } from '../support/screenshots.ts';
import {
  fixtureStatement,
  openUploadWithWallet,
  uploadStatement,
  type TruthRow,
} from '../support/statements.ts';

// Issue 31 on a phone: a conversation whose follow-ups change only what they name ("and in
// March?", "what about received?", "how much was that?"), each reply checked against the
// statement's truth file; then 'New chat', where the old topic does not carry over, and the
// earlier conversation read again from 'Earlier chats'.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const pesewas = (amount: string) => BigInt(amount.replace('.', ''));
const cedis = (value: bigint) =>
  `₵${(value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(value % 100n)
    .toString()
    .padStart(2, '0')}`;
const received = (rows: TruthRow[]) => rows.filter((row) => pesewas(row.amount) > 0n);
const receivedOf = (rows: TruthRow[]) =>
  received(rows).reduce((total, row) => total + pesewas(row.amount), 0n);

// '2026-04' → 'April 2026'; 'April' alone.
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const monthName = (month: string) => monthLabel(month).split(' ')[0]!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const replies = (page: Page): Locator =>
  conversation(page).getByRole('article', { name: 'SikaLens' });

// Types a question, sends it with Enter, waits for the typing indicator to come and go, and
// returns the new reply.
async function ask(page: Page, question: string): Promise<Locator> {
  const input = page.getByRole('textbox', { name: 'Ask about your spending' });
  const before = await replies(page).count();
  await input.fill(question);
  await input.press('Enter');
  await expect(replies(page)).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'SikaLens is typing…' })).toHaveCount(0);
  return replies(page).nth(before);
}

test('a Pro user follows up on a phone, starts a new chat and reads the earlier one again', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const statement = fixtureStatement('app-2026');
  const rows = statement.truth.transactions;
  await openUploadWithWallet(page, request, '0599012817', '059 901 2817').then(
    async ({ token }) => {
      await uploadStatement(page, 'momo-2026.pdf', statement.pdf);
      await becomePro(request, token);
    },
  );
  // Two months the statement covers, both with money received.
  const months = [...new Set(rows.map((row) => row.dateTime.slice(0, 7)))].sort();
  const inMonth = (month: string) => rows.filter((row) => row.dateTime.startsWith(month));
  const withIncome = months.filter((month) => received(inMonth(month)).length > 0);
  expect(withIncome.length).toBeGreaterThanOrEqual(2);
  const [first, second] = [withIncome.at(-1)!, withIncome.at(-2)!];

  await page.goto('/ai-chat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Assistant');
  // A user new to the chat: nothing to start afresh, nothing earlier.
  await expect(page.getByRole('button', { name: 'New chat' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Earlier chats' })).toHaveCount(0);

  // 1. A count, stating the frame it answered.
  const count = await ask(page, `How many transactions did I have in ${monthLabel(first)}?`);
  await expect(count).toContainText(
    new RegExp(
      `^Counting transactions in ${monthLabel(first)}( \\(your statements cover [^)]*\\))?, both directions: ${inMonth(first).length}\\.`,
    ),
  );
  // 2. Only the period changes: a month without its year, in the year of the one before.
  const earlier = await ask(page, `and in ${monthName(second)}?`);
  await expect(earlier).toContainText(
    new RegExp(
      `^Counting transactions in ${monthLabel(second)}( \\([^)]*\\))?, both directions: ${inMonth(second).length}\\.`,
    ),
  );
  // 3. Only the direction changes.
  const income = await ask(page, 'what about received?');
  await expect(income).toContainText(
    new RegExp(
      `^Counting payments you received in ${monthLabel(second)}( \\([^)]*\\))?: ${received(inMonth(second)).length}\\.`,
    ),
  );
  // 4. Only the measure changes.
  const total = await ask(page, 'how much was that?');
  await expect(total).toContainText(
    new RegExp(
      `^Adding up money you received in ${monthLabel(second)}( \\([^)]*\\))?: ${escape(cedis(receivedOf(inMonth(second))))}\\.`,
    ),
  );
  await expect(total).toBeInViewport();
  await snapshot(page, 'assistant-followups-phone', { fullPage: false });
  await snapshot(page, 'assistant-followups-phone-full');

  // A new chat: empty, and the old topic (counting, money received) does not carry into it.
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(replies(page)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Suggested questions' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ask about your spending' })).toBeFocused();
  await snapshot(page, 'assistant-new-chat-phone', { fullPage: false });
  const fresh = await ask(page, `and in ${monthName(second)}?`);
  await expect(fresh).toContainText(
    new RegExp(`^Adding up money in and out in ${monthLabel(second)}`),
  );
  await expect(conversation(page).getByRole('article', { name: 'You' })).toHaveCount(1);

  // The earlier conversation, readable again: its questions and replies, oldest first.
  await page.getByRole('button', { name: 'Earlier chats' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(1);
  await expect(menu.getByRole('menuitem')).toContainText(
    `How many transactions did I have in ${monthLabel(first)}?`,
  );
  await snapshot(page, 'assistant-earlier-chats-phone', { fullPage: false });
  await menu.getByRole('menuitem').click();
  await expect(conversation(page).getByRole('article', { name: 'You' })).toHaveText([
    new RegExp(`How many transactions did I have in ${monthLabel(first)}\\?`),
    new RegExp(`and in ${monthName(second)}\\?`),
    /what about received\?/,
    /how much was that\?/,
  ]);
  await expect(replies(page).last()).toContainText(cedis(receivedOf(inMonth(second))));
  // Nothing overflows sideways on the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await snapshot(page, 'assistant-earlier-reopened-phone', { fullPage: false });

  // After a reload the latest conversation is shown: the new chat's.
  await page.reload();
  await expect(conversation(page).getByRole('article', { name: 'You' })).toHaveText([
    new RegExp(`and in ${monthName(second)}\\?`),
  ]);
});
