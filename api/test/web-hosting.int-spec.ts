import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './test-app';

describe('web hosting', () => {
  let t: TestApp;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'sikalens-web-'));
    mkdirSync(join(root, 'shell', 'dist', 'static'), { recursive: true });
    writeFileSync(
      join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>SikaLens</title>',
    );
    writeFileSync(join(root, 'shell', 'dist', 'static', 'main.abc123.js'), 'console.log(1)');
    writeFileSync(
      join(root, 'shell', 'dist', 'static', 'vendor.abc123.js'),
      'export const sample = "cedi";\n'.repeat(200),
    );
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
    expect(res.body).toEqual({
      remotes: {
        mfe_dashboard: '/remotes/mfe-dashboard/mf-manifest.json',
        mfe_transactions: '/remotes/mfe-transactions/mf-manifest.json',
        mfe_upload: '/remotes/mfe-upload/mf-manifest.json',
        mfe_categories: '/remotes/mfe-categories/mf-manifest.json',
        mfe_ai: 'https://cdn.example.com/mfe-ai/1.0.0/mf-manifest.json',
        mfe_billing: '/remotes/mfe-billing/mf-manifest.json',
      },
      previewAllowedOrigins: ['https://preview.example.com'],
    });
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' https://cdn.example.com https://preview.example.com",
    );
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
    const api = await t.http().get('/api/unknown').set('Accept', 'text/html').expect(404);
    expect((api.body as { code: string }).code).toBe('NOT_FOUND');
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
