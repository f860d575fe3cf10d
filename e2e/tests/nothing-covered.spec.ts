import type { Page } from '@playwright/test';
import { becomePro } from '../support/pro.ts';
import { snapshot } from '../support/screenshots.ts';
import { openSignedIn, seedUserWithStatement } from '../support/seed.ts';
import { expect, test } from '../support/test.ts';

// Issue 30, "Nothing covering anything": the AI chat button covers no text or amount (it sat over
// an amount in Recent Transactions, 'Enabled' in Settings › Security and a category's amount), and
// the categorize screen's one-time tip covers none of the transaction's fields. On a phone and a
// desktop, at the top of each page, halfway and at its bottom; screenshots of what the screen shows.

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// The text of the page (inside <main>) that lies under the chat button where the page shows (below
// the top bar, above the bottom bar: what scrolls under those is hidden by them, not by the
// button). Each text's own line boxes, not its element's, so a short amount in a wide row counts
// only where it is drawn.
async function textUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="ai-bubble"]');
    if (!button) return ['(no chat button)'];
    const b = button.getBoundingClientRect();
    const header = document.querySelector('header.MuiAppBar-root');
    const bar = document.querySelector('[data-testid="bottom-bar"]');
    const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    const bottom = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    const main = document.querySelector('main');
    if (!main) return ['(no main)'];
    const covered: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text === '') continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) {
        const y1 = Math.max(r.top, top);
        const y2 = Math.min(r.bottom, bottom);
        if (y2 <= y1 || r.width === 0) continue;
        if (r.left < b.right && b.left < r.right && y1 < b.bottom && b.top < y2) {
          covered.push(text);
          break;
        }
      }
    }
    return covered;
  });
}

async function scrollTo(page: Page, where: 'top' | 'middle' | 'bottom'): Promise<void> {
  await page.evaluate((to) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, to === 'top' ? 0 : to === 'middle' ? end / 2 : end);
  }, where);
  // A frame for anything that moves with the scroll.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

async function nothingUnderChatButton(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('button', { name: 'Ask AI about your spending' })).toBeVisible();
  for (const where of ['top', 'middle', 'bottom'] as const) {
    await scrollTo(page, where);
    expect({ page: name, where, covered: await textUnderChatButton(page) }).toEqual({
      page: name,
      where,
      covered: [],
    });
  }
  // At the bottom, where it sat over the last amounts.
  await snapshot(page, name, { fullPage: false });
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`nothing covers the page on a ${device}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    // The real statement: six payments in no category, for the categorize screen.
    const token = await seedUserWithStatement(request, { real: true });
    await becomePro(request, token);

    await openSignedIn(page, token, '/dashboard');
    await expect(page.getByRole('region', { name: 'Recent Transactions' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent Transactions' }).getByText(/₵/).first(),
    ).toBeVisible();
    await nothingUnderChatButton(page, `nothing-covered-dashboard-${device}`);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
    await nothingUnderChatButton(page, `nothing-covered-settings-security-${device}`);

    await page.goto('/categories');
    await expect(page.getByRole('list', { name: 'Expense categories' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Uncategorized' })).toContainText(
      /\d+ transactions? without a category|Every transaction has a category/,
    );
    await nothingUnderChatButton(page, `nothing-covered-categories-${device}`);

    // A fresh browser: the one-time tip shows with the first card, for 4 s.
    await page.goto('/categorize-transactions');
    const card = page.getByTestId('categorise-card');
    await expect(card).toBeVisible();
    const tip = page.getByTestId('swipe-tip');
    await expect(tip).toBeVisible();
    const tipBox = (await tip.boundingBox())!;
    const fields = card.locator('h2, [data-testid="categorise-amount"], dt, dd');
    expect(await fields.count()).toBeGreaterThan(4);
    for (const field of await fields.all()) {
      const box = await field.boundingBox();
      const text = await field.textContent();
      expect({ field: text, over: box !== null && intersects(tipBox, box) }).toEqual({
        field: text,
        over: false,
      });
    }
    expect(intersects(tipBox, (await card.boundingBox())!)).toBe(false);
    await snapshot(page, `nothing-covered-categorize-tip-${device}`);
    // It goes after 4 s and gives its room back.
    await expect(tip).toHaveCount(0, { timeout: 8_000 });
  });
}
