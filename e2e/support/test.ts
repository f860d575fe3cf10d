import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';

const logFile = () => process.env.E2E_SERVER_LOG_FILE ?? '';
const readLog = () => (existsSync(logFile()) ? readFileSync(logFile(), 'utf8') : '');

// Every test: when it fails, print the server's requests and warnings from while it ran.
export const test = base.extend<{ serverLogOnFailure: void }>({
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
