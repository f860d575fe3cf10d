import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { BASE_URL, PREVIEW_ORIGIN, PREVIEW_PORT } from '../playwright.config.ts';
import { signIn } from '../support/auth.ts';
import { serveFolder, stopServer } from '../support/static-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
// Set by playwright.config.ts for the server and the tests alike.
function releasesDir(): string {
  const dir = process.env.E2E_RELEASES_DIR;
  if (!dir) {
    throw new Error('E2E_RELEASES_DIR is not set: run the tests through playwright.config.ts');
  }
  return dir;
}
const RELEASES_DIR = releasesDir();

const FIXTURE = path.join(ROOT, 'e2e', 'fixtures', 'remote-next');
const NEW_PATH = '/upload/whats-new';

// Each test starts with nothing released (a retried test must not find its own release live).
test.beforeEach(() => {
  rmSync(path.join(RELEASES_DIR, 'registry.json'), { force: true });
  rmSync(path.join(RELEASES_DIR, 'mfe-upload', 'history.json'), { force: true });
});

function auditLines(): Record<string, string>[] {
  const file = path.join(RELEASES_DIR, 'audit.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string>);
}

// The release tool as a team runs it, against the running server's releases folder.
function releaseWith(env: Record<string, string>, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'tools/scripts/release.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR, RELEASE_ACTOR: 'e2e@sikalens.test', ...env },
    encoding: 'utf8',
  });
}
const release = (...args: string[]) => releaseWith({}, ...args);

// Nothing released is left live for the other spec files.
test.afterAll(() => {
  rmSync(path.join(RELEASES_DIR, 'registry.json'), { force: true });
});

test('releasing one remote promotes only its entry without touching the shell, and rollback serves the previous build again', async ({
  page,
  request,
}) => {
  const auditBefore = auditLines().length;
  await signIn(page, request);
  const uploadFiles: string[] = [];
  page.on('request', (req) => {
    if (/\/(remotes|releases)\/mfe-upload\//.test(req.url())) uploadFiles.push(req.url());
  });
  const shellScripts = async () =>
    page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');
  const shellBefore = await shellScripts();
  expect(uploadFiles.some((url) => url.includes('/remotes/mfe-upload/mf-manifest.json'))).toBe(
    true,
  );

  // Release the built remote (as CI would, from its dist folder): a content version, promoted.
  const released = release('mfe-upload', '--dist', path.join(ROOT, 'mfe-upload', 'dist'));
  const version = /Released mfe-upload ([0-9a-f]{12})/.exec(released)?.[1];
  expect(version).toBeTruthy();
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: { name: string; manifest: string; version?: string }[];
  };
  const upload = registry.remotes.find((remote) => remote.name === 'mfe_upload');
  expect(upload).toMatchObject({
    version,
    manifest: `/releases/mfe-upload/${version}/mf-manifest.json`,
  });
  // Only that entry changed.
  expect(registry.remotes.filter((remote) => remote.version !== undefined)).toHaveLength(1);
  const manifest = await request.get(upload?.manifest ?? '');
  expect(manifest.headers()['cache-control']).toContain('immutable');

  uploadFiles.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');
  expect(uploadFiles.some((url) => url.includes(`/releases/mfe-upload/${version}/`))).toBe(true);
  expect(uploadFiles.some((url) => url.includes('/remotes/mfe-upload/'))).toBe(false);
  // The shell is the same build: same scripts.
  expect(await shellScripts()).toEqual(shellBefore);
  // The other remotes still load from their own builds.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Transactions', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction History');

  const rolledBack = release('--rollback', 'mfe-upload');
  expect(rolledBack).toContain(
    `Rolled back mfe-upload: ${version} -> /remotes/mfe-upload/mf-manifest.json`,
  );
  uploadFiles.length = 0;
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');
  expect(uploadFiles.some((url) => url.includes('/remotes/mfe-upload/mf-manifest.json'))).toBe(
    true,
  );
  expect(uploadFiles.some((url) => url.includes('/releases/'))).toBe(false);

  // Both steps are audited: who, when, what, from, to.
  const audit = auditLines().slice(auditBefore);
  expect(
    audit.map(({ action, remote, actor, from, to }) => [action, remote, actor, from, to]),
  ).toEqual([
    ['release', 'mfe-upload', 'e2e@sikalens.test', '/remotes/mfe-upload/mf-manifest.json', version],
    [
      'rollback',
      'mfe-upload',
      'e2e@sikalens.test',
      version,
      '/remotes/mfe-upload/mf-manifest.json',
    ],
  ]);
});

test('a remote released with a new page and a newer api-client works with the shell as built; rollback and a staging preview too', async ({
  page,
  request,
}) => {
  // The newer mfe-upload: the repository's pages plus one, its navigation entry, and an
  // api-client with an export the shell's build does not have (e2e/fixtures/remote-next).
  execFileSync('npx', ['rspack', 'build', '-c', path.join(FIXTURE, 'rspack.config.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  await signIn(page, request);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Upload PDF' })).toBeVisible();
  await expect(nav.getByRole('link', { name: "What's new" })).toHaveCount(0);

  const released = release('mfe-upload', '--dist', path.join(FIXTURE, 'dist'));
  const version = /Released mfe-upload ([0-9a-f]{12})/.exec(released)?.[1];
  expect(version).toBeTruthy();

  // The shell was not rebuilt: its navigation gains the entry and the new page works, with real
  // data through the remote's own client copy and the shell's session.
  await page.goto('/dashboard');
  await nav.getByRole('link', { name: "What's new" }).click();
  await expect(page).toHaveURL(new RegExp(`${NEW_PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's new");
  await expect(page.getByTestId('api-client-edition')).toHaveText('api-client next');
  await expect(page.getByTestId('wallets-state')).toHaveText(/^\d+ wallets$/);
  await nav.getByRole('link', { name: 'Upload PDF' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');

  // Rolled back: the previous build serves again, and the page it did not have is gone.
  release('--rollback', 'mfe-upload');
  await page.goto(NEW_PATH);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("What's new");
  await expect(nav.getByRole('link', { name: "What's new" })).toHaveCount(0);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');

  // A staging preview of the newer build, for this tab, against the same shell and registry.
  const prefix = `/mfe-upload/${version}/`;
  const staging: Server = await serveFolder(path.join(FIXTURE, 'dist'), prefix, PREVIEW_PORT);
  try {
    const manifest = `${PREVIEW_ORIGIN}${prefix}mf-manifest.json`;
    await page.goto(`${NEW_PATH}?mf-preview=mfe_upload=${encodeURIComponent(manifest)}`);
    await page.getByRole('button', { name: 'Open preview' }).click();
    await expect(page.getByTestId('preview-badge')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's new");
    await expect(page.getByTestId('api-client-edition')).toHaveText('api-client next');
    await page.getByTestId('preview-badge').getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('preview-badge')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("What's new");
  } finally {
    await stopServer(staging);
  }
});

test('a remote that needs a contract major the shell does not provide shows "We couldn\'t load" with the reason, and the rest of the app works', async ({
  page,
  request,
}) => {
  // The same newer mfe-upload, built as requiring @sikalens/contract 2 (the shell provides 1).
  execFileSync('npx', ['rspack', 'build', '-c', path.join(FIXTURE, 'rspack.config.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', REMOTE_NEXT_CONTRACT: '2.0.0' },
    stdio: 'pipe',
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signIn(page, request);
  release('mfe-upload', '--dist', path.join(FIXTURE, 'dist-contract'));
  try {
    await page.goto('/upload');
    const error = page.getByTestId('remote-error');
    await expect(error.getByRole('heading', { level: 1 })).toHaveText("We couldn't load Upload");
    await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The console says which contract version the remote wanted.
    await expect
      .poll(() => consoleErrors.join('\n'))
      .toMatch(/@sikalens\/contract[\s\S]*2\.0\.0|2\.0\.0[\s\S]*@sikalens\/contract/);
    // One remote's contract breaks only its own routes.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /Good (morning|afternoon|evening)/,
    );
  } finally {
    release('--rollback', 'mfe-upload');
  }
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');
});

test('a registry path the remote does not serve shows "We couldn\'t load" there only, with the reason in the console; its other pages work', async ({
  page,
  request,
}) => {
  // A release whose registry entry names a page its build does not have (the entry and the
  // build out of step): the shell asks the remote only for the page opened.
  const dist = mkdtempSync(path.join(tmpdir(), 'sikalens-ghost-'));
  cpSync(path.join(ROOT, 'mfe-upload', 'dist'), dist, { recursive: true });
  const entryFile = path.join(dist, 'registry-entry.json');
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as {
    routes: { path: string; signedOut: string; nav?: unknown }[];
  };
  entry.routes.push({ path: '/upload/ghost', signedOut: 'home' });
  writeFileSync(entryFile, JSON.stringify(entry));
  release('mfe-upload', '--dist', dist);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  try {
    await signIn(page, request);
    await page.goto('/upload/ghost');
    await expect(page.getByTestId('remote-error')).toContainText("We couldn't load Upload");
    expect(warnings.some((text) => text.includes('mfe_upload does not serve /upload/ghost'))).toBe(
      true,
    );
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Upload PDF' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');
  } finally {
    release('--rollback', 'mfe-upload');
    rmSync(dist, { recursive: true, force: true });
  }
});

test.describe('released to a CDN', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a release served from another origin loads through CORS, and the service worker keeps it for offline use', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    // A returning visitor: the service worker is installed before the remote moves to the CDN
    // (it keeps the policy it was fetched with, from before the release).
    await signIn(page, request);
    const heading = page.getByRole('heading', { level: 1 });
    await page.goto('/upload');
    await expect(heading).toHaveText('Upload PDF');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // The same server under another host name is another origin, as object storage behind a CDN
    // would be (it answers release files with Access-Control-Allow-Origin, as a CDN must).
    const cdn = BASE_URL.replace('127.0.0.1', 'localhost');
    const released = releaseWith(
      { RELEASE_BASE_URL: `${cdn}/releases` },
      'mfe-upload',
      '--dist',
      path.join(ROOT, 'mfe-upload', 'dist'),
    );
    const version = /Released mfe-upload ([0-9a-f]{12})/.exec(released)?.[1] ?? '';
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    const fromCdn: string[] = [];
    page.on('requestfinished', (req) => {
      if (req.url().startsWith(`${cdn}/releases/mfe-upload/${version}/`)) fromCdn.push(req.url());
    });

    try {
      // Controlled by the worker, the release's files go through it and are kept.
      await page.reload();
      await expect(heading).toHaveText('Upload PDF');
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(fromCdn.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(async (origin) => {
        const keys = await (await caches.open('sikalens-assets')).keys();
        return keys.map((key) => key.url).filter((url) => url.startsWith(origin));
      }, cdn);
      expect(kept.some((url) => url.endsWith(`/${version}/remoteEntry.js`))).toBe(true);
      expect(kept.some((url) => /\/static\/js\/.+\.js$/.test(url))).toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect(heading).toHaveText('Upload PDF');
    } finally {
      await context.setOffline(false);
      release('--rollback', 'mfe-upload');
    }
  });
});

// Every file under a folder, relative path -> [sha256, mtime].
function snapshotFolder(dir: string): Map<string, [string, number]> {
  const files = new Map<string, [string, number]>();
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const relative = path.join(sub, name);
      const full = path.join(dir, relative);
      if (statSync(full).isDirectory()) walk(relative);
      else {
        const digest = createHash('sha256').update(readFileSync(full)).digest('hex');
        files.set(relative, [digest, statSync(full).mtimeMs]);
      }
    }
  };
  walk('');
  return files;
}

const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');

test('a release built here never touches the as-built dist, and rollback serves exactly the bytes that were live before', async ({
  page,
  request,
}) => {
  const dist = path.join(ROOT, 'mfe-billing', 'dist');
  const before = snapshotFolder(dist);
  // What the as-built entry serves now, byte for byte.
  const served = async (base: string) => {
    const manifest = await request.get(`${base}/mf-manifest.json`);
    const entry = await request.get(`${base}/remoteEntry.js`);
    expect(manifest.ok() && entry.ok()).toBe(true);
    return { manifest: sha(await manifest.body()), entry: sha(await entry.body()) };
  };
  const live = await served('/remotes/mfe-billing');

  // `npm run release -- mfe-billing` as a team runs it: built here, in a folder of its own.
  const released = release('mfe-billing');
  const version = /Released mfe-billing ([0-9a-f]{12})/.exec(released)?.[1];
  expect(version).toBeTruthy();
  expect(snapshotFolder(dist)).toEqual(before);
  expect(existsSync(path.join(RELEASES_DIR, '.builds'))).toBe(true);
  expect(readdirSync(path.join(RELEASES_DIR, '.builds'))).toEqual([]);
  const registry = (await (await request.get('/remotes.json')).json()) as {
    remotes: { name: string; manifest: string }[];
  };
  expect(registry.remotes.find((remote) => remote.name === 'mfe_billing')?.manifest).toBe(
    `/releases/mfe-billing/${version}/mf-manifest.json`,
  );

  release('--rollback', 'mfe-billing');
  expect(await served('/remotes/mfe-billing')).toEqual(live);
  expect(snapshotFolder(dist)).toEqual(before);
  await signIn(page, request);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  rmSync(path.join(RELEASES_DIR, 'mfe-billing', 'history.json'), { force: true });
});
