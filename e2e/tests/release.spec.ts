import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { signIn } from '../support/auth.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const RELEASES_DIR = process.env.E2E_RELEASES_DIR ?? '';

// The release tool as a team runs it, against the running server's releases folder.
function release(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'tools/scripts/release.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR, RELEASE_ACTOR: 'e2e@sikalens.test' },
    encoding: 'utf8',
  });
}

test('releasing one remote promotes only its entry without touching the shell, and rollback serves the previous build again', async ({
  page,
  request,
}) => {
  test.skip(!RELEASES_DIR, 'E2E_RELEASES_DIR is set by playwright.config.ts');
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
  const audit = readFileSync(path.join(RELEASES_DIR, 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string>);
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
