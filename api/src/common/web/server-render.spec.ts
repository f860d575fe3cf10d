import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { Request } from 'express';
import { parseConfig } from '../config/config';
import type { RemoteRegistry, RegistryEntry } from './remote-registry';
import { looksLikeDesktop, routeMatches, scriptJson, ServerRenderer } from './server-render';

const USER = {
  id: 'u1',
  firstName: 'Ama',
  lastName: 'Mensah',
  phone: '0241234567',
  email: null,
  isPro: false,
};

// A fake deployment: the shell's and one remote's server containers as CommonJS files that speak
// the Module Federation container protocol, with behaviour chosen per test.
function deployment(
  remoteGet: string,
  renderBody = 'return { html: "<p>page</p>", css: "p{}", state: { queries: [] }, failed: 0, timings: { renders: [1], fetches: [0] } };',
) {
  const webRoot = mkdtempSync(join(tmpdir(), 'sikalens-ssr-'));
  mkdirSync(join(webRoot, 'shell', 'dist', 'server'), { recursive: true });
  mkdirSync(join(webRoot, 'mfe-x', 'dist', 'server'), { recursive: true });
  writeFileSync(
    join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(webRoot, 'shell', 'dist', 'server', 'remoteEntry.js'),
    `module.exports = { init() {}, async get() { return () => ({ async render(input) { globalThis.__lastInput = input; ${renderBody} } }); } };`,
  );
  writeFileSync(
    join(webRoot, 'mfe-x', 'dist', 'server', 'remoteEntry.js'),
    `module.exports = { init() {}, async get() { ${remoteGet} } };`,
  );
  const config = parseConfig({
    NODE_ENV: 'test',
    OTP_PEPPER: 'p'.repeat(40),
    WEB_ROOT: webRoot,
    DATA_DIR: join(webRoot, 'data'),
  });
  const entry: RegistryEntry = {
    name: 'mfe_x',
    project: 'mfe-x',
    manifest: '/remotes/mfe-x/mf-manifest.json',
    server: '/remotes/mfe-x/server/remoteEntry.js',
    routes: [{ path: '/things' }, { path: '/thing/:id' }, { path: '/kept', serverRender: false }],
  };
  const registry = {
    document: () => ({ remotes: [entry], previewAllowedOrigins: [] }),
  } as unknown as RemoteRegistry;
  const renderer = new ServerRenderer(
    config,
    registry,
    join(webRoot, 'shell', 'dist', 'index.html'),
  );
  return { renderer, entry, config, webRoot };
}

// As Express gives it: the path without the query, the URL with it.
const request = (url: string, headers: Record<string, string> = {}) =>
  ({ path: url.split('?')[0], originalUrl: url, headers }) as unknown as Request;

const ROUTES =
  'return () => ({ routes: [{ path: "/things", Component: "Things" }, { path: "/thing/:id", Component: "Thing" }] });';

describe('ServerRenderer', () => {
  const warn = jest.spyOn(Logger.prototype, 'warn');
  beforeEach(() => warn.mockReset().mockImplementation(() => undefined));

  it('renders the route with the remote’s page component into the shell’s index.html', async () => {
    const { renderer } = deployment(ROUTES);
    const page = await renderer.render(request('/thing/7?tab=a'), USER, 'sikalens_session=t');
    expect(page?.remote).toBe('mfe-x');
    expect(page?.html).toContain(
      '<div id="root" data-prerendered="/thing/7" data-server-rendered inert><p>page</p></div>',
    );
    expect(page?.html).toContain('<style data-prerender data-server-rendered>p{}</style>');
    expect(page?.html).toContain(
      '<script type="application/json" id="sikalens-server-state">{"queries":[]}</script>',
    );
    const input = (globalThis as { __lastInput?: Record<string, unknown> }).__lastInput;
    expect(input).toMatchObject({
      url: '/thing/7?tab=a',
      route: '/thing/:id',
      Page: 'Thing',
      user: USER,
    });
  });

  it('starts the app with the build’s page loader, at the first interaction, when there is one', async () => {
    const { renderer, webRoot } = deployment(ROUTES);
    const shell = join(webRoot, 'shell', 'dist');
    writeFileSync(
      join(shell, 'index.html'),
      '<!doctype html><html><head><link rel="preload" href="/remotes.json" as="fetch" crossorigin><script defer src="/static/js/main.1.js"></script></head><body><div id="root"></div></body></html>',
    );
    // Without the prerender step's landing page: the scripts start at once, as index.html has them.
    const atOnce = await renderer.render(request('/things'), USER, 'c');
    expect(atOnce?.html).toContain('<script defer src="/static/js/main.1.js"></script>');
    writeFileSync(
      join(shell, 'landing.html'),
      '<html><head><script defer src="/static/js/page-loader.0a1b.js"></script></head></html>',
    );
    const html = (await renderer.render(request('/things'), USER, 'c'))?.html ?? '';
    expect(html).not.toContain('<script defer src="/static/js/main.1.js">');
    expect(html).not.toContain('/remotes.json');
    expect(html).toContain(
      '<link rel="prefetch" href="/static/js/main.1.js" as="script"><script defer src="/static/js/page-loader.0a1b.js"></script>',
    );
  });

  it('marks a page with work the app carries on alone, so the loader starts it at once', async () => {
    const { renderer } = deployment(
      ROUTES,
      'return { html: "<p>reading</p>", css: "", state: {}, failed: 0, live: true, timings: { renders: [], fetches: [] } };',
    );
    const page = await renderer.render(request('/things'), USER, 'c');
    expect(page?.html).toContain('data-server-rendered data-live inert><p>reading</p>');
    const { renderer: idle } = deployment(ROUTES);
    expect((await idle.render(request('/things'), USER, 'c'))?.html).not.toContain('data-live');
  });

  it('leaves paths no remote serves, and routes kept to the browser, to the browser', async () => {
    const { renderer } = deployment(ROUTES);
    expect(await renderer.render(request('/settings'), USER, 'c')).toBeNull();
    expect(renderer.owner('/kept')).toBeNull();
    expect(await renderer.render(request('/kept'), USER, 'c')).toBeNull();
  });

  it('falls back, naming the remote and why, when its server entry throws', async () => {
    const { renderer } = deployment('throw new Error("boom in the remote");');
    expect(await renderer.render(request('/things'), USER, 'c')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'mfe-x /things: rendered in the browser instead (boom in the remote)',
    );
  });

  it('falls back when the render runs over its time budget', async () => {
    const { renderer, config } = deployment(
      ROUTES,
      'await new Promise((r) => setTimeout(r, 400)); return { html: "", css: "", state: {}, failed: 0, timings: { renders: [], fetches: [] } };',
    );
    config.serverRenderTimeoutMs = 50;
    const started = Date.now();
    expect(await renderer.render(request('/things'), USER, 'c')).toBeNull();
    expect(Date.now() - started).toBeLessThan(300);
    // The route's first render since the start: three budgets.
    expect(warn).toHaveBeenCalledWith(
      'mfe-x /things: rendered in the browser instead (ran over 150 ms)',
    );
  });

  it('gives a route’s first render since the start three budgets, later ones one', async () => {
    const { renderer, config } = deployment(
      ROUTES,
      'await new Promise((r) => setTimeout(r, 100)); return { html: "<p>page</p>", css: "", state: {}, failed: 0, timings: { renders: [], fetches: [] } };',
    );
    config.serverRenderTimeoutMs = 50;
    expect((await renderer.render(request('/things'), USER, 'c'))?.remote).toBe('mfe-x');
    expect(await renderer.render(request('/things'), USER, 'c')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'mfe-x /things: rendered in the browser instead (ran over 50 ms)',
    );
  });

  it('lets a route’s first render since the start finish in the background, and stops later ones', async () => {
    const { renderer, config } = deployment(
      ROUTES,
      'await new Promise((r) => setTimeout(r, 150)); (globalThis.__aborted ??= []).push(input.signal.aborted); return { html: "", css: "", state: {}, failed: 0, timings: { renders: [], fetches: [] } };',
    );
    config.serverRenderTimeoutMs = 30;
    const seen = () => (globalThis as { __aborted?: boolean[] }).__aborted ?? [];
    (globalThis as { __aborted?: boolean[] }).__aborted = [];
    expect(await renderer.render(request('/things'), USER, 'c')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 250));
    // The cold render went on to the end: the route is warm now.
    expect(seen()).toEqual([false]);
    expect(await renderer.render(request('/things'), USER, 'c')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(seen()).toEqual([false, true]);
  });

  it('falls back when the remote’s build does not serve the route', async () => {
    const { renderer } = deployment('return () => ({ routes: [] });');
    expect(await renderer.render(request('/things'), USER, 'c')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'mfe-x /things: rendered in the browser instead (its server build does not serve /things)',
    );
  });

  it('loads server code only from this deployment’s own folders', () => {
    const { renderer, entry, config } = deployment(ROUTES);
    const at = (server: string) => renderer.serverEntry({ ...entry, server });
    expect(at('/remotes/mfe-x/server/remoteEntry.js')).toBe(
      join(config.webRoot, 'mfe-x', 'dist', 'server', 'remoteEntry.js'),
    );
    expect(at('/releases/mfe-x/0123456789ab/server/remoteEntry.js')).toBe(
      join(config.releasesDir, 'mfe-x', '0123456789ab', 'server', 'remoteEntry.js'),
    );
    for (const refused of [
      'https://cdn.example/mfe-x/server/remoteEntry.js',
      '/remotes/mfe-y/server/remoteEntry.js',
      '/remotes/mfe-x/server/../../../../etc/passwd',
      '/remotes/mfe-x/../api/dist/main.js',
      '/releases/mfe-x/not-a-version/server/remoteEntry.js',
    ]) {
      expect(at(refused)).toBeNull();
    }
    expect(renderer.serverEntry({ ...entry, server: undefined })).toBeNull();
  });
});

describe('server render helpers', () => {
  it('matches routes as the shell’s router does', () => {
    expect(routeMatches('/vendor/:vendorName', '/vendor/0241234567')).toBe(true);
    expect(routeMatches('/dashboard', '/Dashboard/')).toBe(true);
    expect(routeMatches('/vendor/:vendorName', '/vendor')).toBe(false);
    expect(routeMatches('/dashboard', '/dashboard/x')).toBe(false);
  });

  it('guesses a phone from Sec-CH-UA-Mobile, else the User-Agent', () => {
    const req = (headers: Record<string, string>) => ({ headers }) as unknown as Request;
    expect(looksLikeDesktop(req({ 'sec-ch-ua-mobile': '?1' }))).toBe(false);
    expect(looksLikeDesktop(req({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android' }))).toBe(true);
    expect(looksLikeDesktop(req({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' }))).toBe(
      false,
    );
    expect(looksLikeDesktop(req({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }))).toBe(true);
  });

  it('writes JSON that cannot end its script element', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      name: '</script><script>alert(1)</script>',
      line: '\u2028',
    });
  });
});
