import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

const logFile = () => process.env.E2E_SERVER_LOG_FILE ?? '';
const readLog = () => (existsSync(logFile()) ? readFileSync(logFile(), 'utf8') : '');

// A signed-in page arrives rendered on the server, and its scripts start at the visitor's first
// interaction (the page loader): a test's navigation, like a person arriving, moves the mouse and
// waits for the live page before it acts. Tests of the server's HTML and of what is done before the
// app is in use a context of their own (server-render.spec.ts).
async function settle(page: Page): Promise<void> {
  const served = page.locator('#root[data-server-rendered]');
  if ((await served.count().catch(() => 0)) === 0) return;
  await page.mouse.move(1, 1);
  await expect(served).toHaveCount(0, { timeout: 15_000 });
}

// Every test: when it fails, print the server's requests and warnings from while it ran.
export const test = base.extend<{ serverLogOnFailure: void }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await settle(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await settle(page);
      return response;
    };
    await use(page);
  },
  serverLogOnFailure: [
    // Playwright reads a fixture's dependencies from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const start = readLog().length;
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const lines = readLog()
        .slice(start)
        .split('\n')
        .filter((line) => /HTTP|WARN|ERROR|FATAL/.test(line))
        .slice(-60);
      process.stderr.write(`--- server log during "${testInfo.title}" ---\n${lines.join('\n')}\n`);
    },
    { auto: true },
  ],
});

export { expect };
