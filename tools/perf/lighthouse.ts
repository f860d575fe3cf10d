// npm run perf:lighthouse: Lighthouse (mobile, its default throttling) against the production build
// on / and /login signed out and /dashboard signed in with a real imported statement, each page
// LIGHTHOUSE_RUNS times (3; LIGHTHOUSE_PAGES picks pages), printing the median run's figures beside issue 13's targets
// (performance >= 95, LCP <= 1.5 s, accessibility 100). Every run starts with an empty HTTP cache,
// as a first visit. Figures, not a pass/fail test. Needs `npm run build` first and Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signInThroughOutbox, startBuiltApi, waitForApi } from '../bench/dev-api.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PORT = Number(process.env.PERF_PORT ?? 3927);
const PG_PORT = Number(process.env.PERF_PG_PORT ?? 5498);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET = { performance: 95, lcpMs: 1500, accessibility: 100 };

for (const file of ['api/dist/main.js', 'shell/dist/index.html']) {
  if (!existsSync(join(ROOT, file))) {
    process.stderr.write(`${file} is missing: run \`npm run build\` first\n`);
    process.exit(1);
  }
}

const { dataDir, stop } = startBuiltApi({
  port: PORT,
  pgPort: PG_PORT,
  purpose: 'Lighthouse',
});
// Set once Chromium is up; stopped with the API on exit.
const launched: { chrome?: chromeLauncher.LaunchedChrome } = {};
process.on('exit', () => launched.chrome?.process.kill());

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const post = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

await waitForApi(BASE);

// The fixture statements first: written between two requests, under load they took longer than
// the API's keep-alive, and fetch then wrote the upload into a closed connection (EPIPE).
const fixtures = join(dataDir, 'fixtures');
execFileSync(
  process.execPath,
  [
    '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
    join(ROOT, 'tools/statements/fixtures.ts'),
    fixtures,
  ],
  { stdio: 'ignore' },
);

// A user signed in through the real code flow, with the fixture statement imported.
const person = {
  phone: '0241234567',
  email: 'perf@example.com',
  firstName: 'Ama',
  lastName: 'Mensah',
};
const token = await signInThroughOutbox(BASE, person);
const wallet = await json<{ id: string }>(
  '/api/wallets',
  post({ label: 'Personal', provider: 'MTN', momoNumber: '0599012817' }, token),
);
const form = new FormData();
form.set('walletId', wallet.id);
form.set(
  'pdf',
  new Blob([readFileSync(join(fixtures, 'app-2026.pdf'))], { type: 'application/pdf' }),
  'momo-2026.pdf',
);
const { uploadId } = await json<{ uploadId: string }>('/api/upload-pdf', {
  method: 'POST',
  headers: { Authorization: `Bearer ${token}` },
  body: form,
});
for (let i = 0; ; i += 1) {
  const status = await json<{ status: string; aiCategorizationStatus: string }>(
    `/api/upload-status/${uploadId}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  if (status.status === 'failed') throw new Error('the fixture statement did not import');
  if (status.status === 'completed' && status.aiCategorizationStatus === 'completed') break;
  if (i > 600) throw new Error('the fixture statement took too long');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
launched.chrome = chrome;
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

type Figures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
};

async function audit(path: string, signedIn: boolean): Promise<Figures> {
  // Storage is set here and kept by Lighthouse (disableStorageReset); the HTTP cache is emptied so
  // every run is a first visit.
  const [page] = await browser.pages();
  if (!page) throw new Error('Chromium has no page');
  await page.goto(`${BASE}/api/health`);
  await page.evaluate(() => window.localStorage.clear());
  // Signed in as the browser is: the HttpOnly session cookie and its readable marker.
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCookies');
  if (signedIn) {
    for (const [name, value, httpOnly] of [
      ['sikalens_session', token, true],
      ['sikalens_signed_in', '1', false],
    ] as const) {
      await session.send('Network.setCookie', {
        name,
        value,
        url: BASE,
        path: '/',
        httpOnly,
        sameSite: 'Lax',
      });
    }
  }
  await session.send('Network.clearBrowserCache');
  // The service worker and its caches too: a first visit has neither.
  await session.send('Storage.clearDataForOrigin', {
    origin: BASE,
    storageTypes: 'service_workers,cache_storage',
  });
  await session.detach();
  const result = await lighthouse(`${BASE}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (open it in the Lighthouse viewer).
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${Date.now()}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (
    lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: (scripts?.transferSize ?? 0) / 1024,
  };
}

const median = (runs: Figures[]): Figures => {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
};

process.stdout.write(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, default throttling, median of ${RUNS} runs (by performance score)\n\n`,
);
process.stdout.write(
  `${'page'.padEnd(12)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'JS'.padStart(9)}\n`,
);
let allMet = true;
// LIGHTHOUSE_PAGES=/dashboard (comma-separated) audits only those pages.
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
const pages = (
  [
    ['/', false],
    ['/login', false],
    ['/dashboard', true],
  ] as const
).filter(([path]) => !only || only.includes(path));
for (const [path, signedIn] of pages) {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(path, signedIn));
  const m = median(runs);
  const met =
    m.performance >= TARGET.performance &&
    m.lcpMs <= TARGET.lcpMs &&
    m.accessibility >= TARGET.accessibility;
  allMet &&= met;
  process.stdout.write(
    `${path.padEnd(12)} ${String(m.performance).padStart(5)} ${String(m.accessibility).padStart(5)} ${`${(m.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${(m.fcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(m.tbtMs)} ms`.padStart(8)} ${m.cls.toFixed(3).padStart(6)} ${`${m.jsKb.toFixed(0)} KiB`.padStart(9)}  ${met ? '[met]' : '[MISSED]'}\n`,
  );
}
process.stdout.write(
  `\ntargets: performance >= ${TARGET.performance}, LCP <= ${TARGET.lcpMs / 1000} s, accessibility ${TARGET.accessibility}${allMet ? '' : ' (not all met)'}\n`,
);
stop();
await browser.disconnect();
process.exit(0);
