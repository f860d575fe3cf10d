import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './test-app';

const REPO_REGISTRY = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'registry.json'), 'utf8'),
) as {
  remotes: {
    name: string;
    project: string;
    manifest: string;
    version?: string;
    routes: unknown[];
  }[];
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('web hosting', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sikalens-web-'));
    writeFileSync(join(root, 'registry.json'), JSON.stringify(REPO_REGISTRY));
    mkdirSync(join(root, 'shell', 'dist', 'static'), { recursive: true });
    writeFileSync(
      join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>SikaLens</title>',
    );
    writeFileSync(
      join(root, 'shell', 'dist', 'landing.html'),
      '<!doctype html><title>SikaLens landing</title>',
    );
    writeFileSync(
      join(root, 'shell', 'dist', 'login.html'),
      '<!doctype html><title>SikaLens login</title>',
    );
    writeFileSync(
      join(root, 'shell', 'dist', 'signup.html'),
      '<!doctype html><title>SikaLens sign-up</title>',
    );
    writeFileSync(join(root, 'shell', 'dist', 'static', 'main.abc123.js'), 'console.log(1)');
    writeFileSync(
      join(root, 'shell', 'dist', 'sw.js'),
      'self.addEventListener("fetch", () => {});',
    );
    writeFileSync(
      join(root, 'shell', 'dist', 'static', 'vendor.abc123.js'),
      'export const sample = "cedi";\n'.repeat(200),
    );
    // Another folder with a dist (the API's own build) must never be served as a remote.
    mkdirSync(join(root, 'api', 'dist'), { recursive: true });
    writeFileSync(join(root, 'api', 'dist', 'main.js.map'), '{"sources":["secret"]}');
    mkdirSync(join(root, 'mfe-dashboard', 'dist', 'static'), { recursive: true });
    writeFileSync(join(root, 'mfe-dashboard', 'dist', 'mf-manifest.json'), '{}');
    writeFileSync(join(root, 'mfe-dashboard', 'dist', 'static', 'chunk.1.js'), '');
    t = await startTestApp({
      WEB_ROOT: root,
      REMOTE_MFE_AI_URL: 'https://cdn.example.com/mfe-ai/1.0.0/mf-manifest.json',
      PREVIEW_ALLOWED_ORIGINS: 'https://preview.example.com',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes remotes.json, revalidated on every load (304 when unchanged)', async () => {
    const res = await t.http().get('/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    await t
      .http()
      .get('/remotes.json')
      .set('If-None-Match', res.headers.etag as string)
      .expect(304);
    const body = res.body as { remotes: typeof REPO_REGISTRY.remotes };
    // The repository's registry, whole (routes, navigation), with REMOTE_MFE_AI_URL applied.
    expect(body).toEqual({
      remotes: REPO_REGISTRY.remotes.map((remote) =>
        remote.name === 'mfe_ai'
          ? { ...remote, manifest: 'https://cdn.example.com/mfe-ai/1.0.0/mf-manifest.json' }
          : remote,
      ),
      previewAllowedOrigins: ['https://preview.example.com'],
      previewAllowedPrefixes: ['https://preview.example.com/'],
    });
    expect(body.remotes.map((remote) => remote.name)).toEqual([
      'mfe_dashboard',
      'mfe_transactions',
      'mfe_upload',
      'mfe_categories',
      'mfe_ai',
      'mfe_billing',
    ]);
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' https://cdn.example.com https://preview.example.com/",
    );
  });

  it('serves a release from releases/ as immutable and follows the deployed registry without a restart', async () => {
    const version = '1a2b3c4d5e6f';
    const dir = join(root, 'releases', 'mfe-upload', version);
    mkdirSync(join(dir, 'static'), { recursive: true });
    writeFileSync(join(dir, 'mf-manifest.json'), '{"id":"mfe_upload"}');
    writeFileSync(join(dir, 'static', 'a.js'), 'x');
    const manifest = await t.http().get(`/releases/mfe-upload/${version}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toContain('immutable');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    // Only versioned release files are served, never the registry or the audit log.
    writeFileSync(join(root, 'releases', 'audit.jsonl'), '{}\n');
    await t.http().get('/releases/audit.jsonl').expect(404);
    await t.http().get('/releases/mfe-upload/../audit.jsonl').expect(404);
    writeFileSync(join(root, 'releases', 'mfe-upload', 'history.json'), '{}');
    await t.http().get('/releases/mfe-upload/history.json/.').expect(404);
    await t.http().get('/releases/mfe-upload/history.json').expect(404);

    const deployed = structuredClone(REPO_REGISTRY);
    const upload = deployed.remotes.find((remote) => remote.name === 'mfe_upload');
    if (!upload) throw new Error('mfe_upload missing');
    upload.manifest = 'https://cdn2.example.com/mfe-upload/9/mf-manifest.json';
    upload.version = '9';
    writeFileSync(join(root, 'releases', 'registry.json'), JSON.stringify(deployed));
    const res = await t.http().get('/remotes.json').expect(200);
    const served = (res.body as { remotes: { name: string; manifest: string }[] }).remotes;
    expect(served.find((remote) => remote.name === 'mfe_upload')?.manifest).toBe(
      'https://cdn2.example.com/mfe-upload/9/mf-manifest.json',
    );
    // The CSP follows the registry: the new CDN origin may now serve scripts.
    expect(res.headers['content-security-policy']).toContain('https://cdn2.example.com');
    // The service worker keeps the policy it was fetched with, from before any release: it may
    // fetch from any origin (it only asks again for what a page was allowed to ask for).
    const worker = await t.http().get('/sw.js').expect(200);
    expect(worker.headers['content-security-policy']).toMatch(/connect-src 'self' \*(;|$)/);
    expect(res.headers['content-security-policy']).not.toMatch(/connect-src[^;]*\*/);
    // A broken registry file keeps the last good one.
    writeFileSync(join(root, 'releases', 'registry.json'), '{ not json');
    const kept = await t.http().get('/remotes.json').expect(200);
    expect((kept.body as { remotes: unknown[] }).remotes).toHaveLength(6);
    rmSync(join(root, 'releases', 'registry.json'));
  });

  it('serves remote assets with CORS and the right caching', async () => {
    const manifest = await t.http().get('/remotes/mfe-dashboard/mf-manifest.json').expect(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    await t
      .http()
      .get('/remotes/mfe-dashboard/mf-manifest.json')
      .set('If-None-Match', manifest.headers.etag as string)
      .expect(304);
    const chunk = await t.http().get('/remotes/mfe-dashboard/static/chunk.1.js').expect(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
    // Only folders of remotes the registry lists.
    await t.http().get('/remotes/api/main.js.map').expect(404);
    await t.http().get('/remotes/shell/index.html').expect(404);
  });

  it('compresses what it serves for clients that accept gzip', async () => {
    const res = await t
      .http()
      .get('/static/vendor.abc123.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('export const sample');
  });

  it('serves the shell and falls back to index.html for page routes only', async () => {
    const page = await t.http().get('/dashboard').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<title>SikaLens</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.http().get('/static/main.abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // / alone gets the prerendered landing page (tools/scripts/prerender.ts).
    const landing = await t.http().get('/').set('Accept', 'text/html').expect(200);
    expect(landing.text).toContain('<title>SikaLens landing</title>');
    expect(landing.headers['cache-control']).toBe('no-cache');
    const login = await t.http().get('/login').set('Accept', 'text/html').expect(200);
    expect(login.text).toContain('<title>SikaLens login</title>');
    // Creating an account has its own prerendered page (issue 30).
    const signUp = await t.http().get('/signup').set('Accept', 'text/html').expect(200);
    expect(signUp.text).toContain('<title>SikaLens sign-up</title>');
    const below = await t.http().get('/login/extra').set('Accept', 'text/html').expect(200);
    expect(below.text).toContain('<title>SikaLens</title>');
    // Pages answer by Accept, and say so to caches; HEAD gets the page's headers.
    expect(landing.headers['vary']).toMatch(/Accept/);
    const notPage = await t.http().get('/dashboard').set('Accept', 'application/json').expect(404);
    expect(notPage.headers['vary']).toMatch(/Accept/);
    // Any client that takes HTML gets the page: curl's */*, or no Accept at all (issue 30).
    const curl = await t.http().get('/').set('Accept', '*/*').expect(200);
    expect(curl.text).toContain('<title>SikaLens landing</title>');
    const bare = await t.http().get('/dashboard').unset('Accept').expect(200);
    expect(bare.text).toContain('<title>SikaLens</title>');
    // A missing file is not a page, whatever the client takes.
    await t.http().get('/static/missing.abc123.js').set('Accept', '*/*').expect(404);
    await t.http().get('/missing.png').expect(404);
    const head = await t.http().head('/').set('Accept', 'text/html').expect(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.text ?? '').toBe('');
    const api = await t.http().get('/api/unknown').set('Accept', 'text/html').expect(404);
    expect((api.body as { code: string }).code).toBe('NOT_FOUND');
  });

  it("allows the shell's inline scripts by hash, and follows a new build", async () => {
    const index = join(root, 'shell', 'dist', 'index.html');
    const original = readFileSync(index, 'utf8');
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    try {
      const theme = 'document.documentElement.setAttribute("data-theme","dark")';
      writeFileSync(
        index,
        `<!doctype html><script>${theme}</script><script defer src="/static/main.abc123.js"></script><title>SikaLens</title>`,
      );
      const first = await t.http().get('/dashboard').set('Accept', 'text/html').expect(200);
      const policy = first.headers['content-security-policy'] as string;
      expect(policy).toMatch(new RegExp(`script-src [^;]*${escape(sha(theme))}`));
      // Only inline code gets a hash: a script with src is allowed by its origin.
      expect(policy.match(/'sha256-/g)).toHaveLength(1);

      const changed = 'window.x=1';
      writeFileSync(index, `<!doctype html><script>${changed}</script><title>SikaLens</title>`);
      utimesSync(index, new Date(), new Date(Date.now() + 5_000));
      const next = await t.http().get('/remotes.json').expect(200);
      expect(next.headers['content-security-policy']).toContain(sha(changed));
      expect(next.headers['content-security-policy']).not.toContain(sha(theme));
      // An API answer carries no script source: it runs none, and is not made to read the build.
      const api = await t.http().get('/api/unknown').expect(404);
      expect(api.headers['content-security-policy']).not.toContain('sha256-');
    } finally {
      writeFileSync(index, original);
    }
  });

  it('serves the prerendered signed-in frame for every other page once the build has one', async () => {
    const frame = join(root, 'shell', 'dist', 'app.html');
    writeFileSync(frame, '<!doctype html><title>SikaLens frame</title>');
    try {
      for (const path of ['/dashboard', '/transactions', '/login/extra', '/no-such-page']) {
        const page = await t.http().get(path).set('Accept', 'text/html').expect(200);
        expect(page.text).toContain('<title>SikaLens frame</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      const landing = await t.http().get('/').set('Accept', 'text/html').expect(200);
      expect(landing.text).toContain('<title>SikaLens landing</title>');
      const login = await t.http().get('/login').set('Accept', 'text/html').expect(200);
      expect(login.text).toContain('<title>SikaLens login</title>');
      const signUp = await t.http().get('/signup').set('Accept', 'text/html').expect(200);
      expect(signUp.text).toContain('<title>SikaLens sign-up</title>');
      const asset = await t.http().get('/static/main.abc123.js').expect(200);
      expect(asset.text).toBe('console.log(1)');
    } finally {
      rmSync(frame);
    }
  });

  it('never answers an API path in another case with the shell', async () => {
    // Express routes case-insensitively, so these reach the API, not the SPA fallback.
    for (const path of ['/API/unknown', '/Api', '/aPi/auth/nothing']) {
      const res = await t.http().get(path).set('Accept', 'text/html').expect(404);
      expect((res.body as { code: string }).code).toBe('NOT_FOUND');
    }
    const health = await t.http().get('/API/health').set('Accept', 'text/html').expect(200);
    expect(health.body).toEqual({ status: 'ok', database: 'up' });
  });
});
