import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// Origin of the second static server that plays a staging CDN in the preview test.
export const PREVIEW_PORT = PORT + 1;
export const PREVIEW_ORIGIN = `http://127.0.0.1:${PREVIEW_PORT}`;

// One fresh database per run; set once here so the runner and its workers agree.
// Not created here: embedded PostgreSQL's initdb runs as the postgres user and needs to own it.
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `sikalens-e2e-${process.pid}-${Date.now()}`);
// Remote releases made by the release test (npm run release), served by the e2e server.
process.env.E2E_RELEASES_DIR ??= `${process.env.E2E_DATA_DIR}-releases`;
// The server's log, printed for a failing test by the fixture in support/test.ts.
process.env.E2E_SERVER_LOG_FILE ??= `${process.env.E2E_DATA_DIR}.log`;

// Debian's Chromium: Playwright's own browser download cannot work on this network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // One retry in CI: an intermittent sign-out right after sign-in (seen twice in about a dozen full
  // runs, cause not yet found) must not block merges; Playwright still reports such a test as
  // flaky, and the server log below records what the API answered.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // The app's service worker would answer requests page.route() means to intercept; the PWA test
    // allows it for itself.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The production build, started the way `npm start` starts it, on its own port and data dir.
  webServer: {
    command: `node ${path.join(ROOT, 'api', 'dist', 'main.js')} > ${process.env.E2E_SERVER_LOG_FILE} 2>&1`,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      RELEASES_DIR: process.env.E2E_RELEASES_DIR,
      EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 5434)),
      PREVIEW_ALLOWED_ORIGINS: PREVIEW_ORIGIN,
      // Many pages rendered at once on a 2-core machine beside Chromium: the 150 ms budget and its
      // fallback are tested on their own (api/src/common/web/server-render.spec.ts).
      SERVER_RENDER_TIMEOUT_MS: '3000',
      // E2E_SERVER_RENDER=off: every page rendered in the browser (to tell a server-rendering bug
      // from another).
      SERVER_RENDER: process.env.E2E_SERVER_RENDER ?? 'on',
      // Many sign-ins from one address in one run; the limits themselves are API-tested.
      OTP_SENDS_PER_IP_PER_10_MIN: '500',
      OTP_VERIFIES_PER_IP_PER_10_MIN: '500',
      // Journeys import several statements spanning many months as free users; the free plan's
      // limits are API-tested (api/test/free-plan.int-spec.ts) and unit-tested in the UI.
      FREE_STATEMENTS_PER_MONTH: '100',
      FREE_HISTORY_MONTHS: '1200',
      // The sandbox's mobile money confirms after this long (the real one: about 20 s).
      PAYSTACK_SANDBOX_PORT: String(PORT + 2),
      PAYSTACK_SANDBOX_MOMO_DELAY_MS: '10000',
    },
  },
});
