import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { Logger } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../config/config.types';
import { deferScripts } from './page-loader';
import type { RegistryEntry, RemoteRegistry } from './remote-registry';

// Signed-in pages rendered on the server (issue 26, docs/frontend.md#server-rendering): the
// shell's server container renders its frame around the page component from the server container
// of the remote that owns the route, with the user's data, fetched from this API with the
// visitor's cookie. Both containers load into one Module Federation share scope, so the page
// renders in one React tree. A missing, failing or slow server entry gives the page rendered in
// the browser, as before, and the reason is logged.

// The Module Federation container protocol (a server remoteEntry.js, CommonJS).
type Container = {
  init: (shareScope: Record<string, unknown>) => Promise<void> | void;
  get: (module: string) => Promise<() => unknown>;
};

export type SignedInUser = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  isPro: boolean;
};

type PageComponent = unknown;
type RoutesModule = { routes: { path: string; Component: PageComponent }[] };
type RenderModule = {
  render: (input: {
    url: string;
    route: string;
    user: SignedInUser;
    registry: { remotes: RegistryEntry[] };
    Page: PageComponent;
    desktop: boolean;
    signal?: AbortSignal;
  }) => Promise<{
    html: string;
    css: string;
    state: unknown;
    failed: number;
    // The page has work the live app carries on by itself (absent from an older shell build).
    live?: boolean;
    timings: { renders: number[]; fetches: number[] };
  }>;
};

export type RenderedPage = {
  html: string;
  remote: string;
  ms: number;
  timings: { renders: number[]; fetches: number[] };
};

// Where a signed-in render asks the API for data: itself, with the visitor's cookie. One store per
// render, so concurrent renders for two users never share a cookie.
// cookie null: a warm-up render at start, which asks the API for nothing.
const renderContext = new AsyncLocalStorage<{ cookie: string | null }>();
const API_CLIENT_OPTIONS = Symbol.for('sikalens.api-client.options');

class RenderTimeout extends Error {}

// Renders at once per process: each draws on this process's one thread (renderToString is
// synchronous), and the API's other requests wait behind them.
const MAX_RENDERS = 4;

// Who a warm-up render is for: nobody's data is asked for.
const WARM_UP_USER: SignedInUser = {
  id: '00000000-0000-4000-8000-000000000000',
  firstName: null,
  lastName: null,
  phone: null,
  email: null,
  isPro: false,
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeout(`ran over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

// The request's screen, guessed: Chromium says whether it is a phone (Sec-CH-UA-Mobile, sent by
// default); otherwise the User-Agent.
export function looksLikeDesktop(req: Pick<Request, 'headers'>): boolean {
  const mobileHint = req.headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return false;
  if (mobileHint === '?0') return true;
  return !/Mobi|Android|iPhone|iPad|iPod/i.test(req.headers['user-agent'] ?? '');
}

// A registry route (`/vendor/:vendorName`) matches a path as the shell's router matches it.
export function routeMatches(route: string, pathname: string): boolean {
  const split = (path: string) => path.toLowerCase().replace(/\/+$/, '').split('/').filter(Boolean);
  const pattern = split(route);
  const parts = split(pathname);
  return (
    pattern.length === parts.length &&
    pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index])
  );
}

// JSON inside a <script type="application/json">: nothing in it may end the element.
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export class ServerRenderer {
  private readonly logger = new Logger('ServerRender');
  private readonly shareScope: Record<string, unknown> = {};
  private readonly containers = new Map<string, { version: string; loaded: Promise<Container> }>();
  // Renders running now: over the limit, a page is rendered in the browser at once.
  private running = 0;
  // Routes (`project route`) rendered to the end at least once since the start.
  private readonly warmRoutes = new Set<string>();
  private indexCache: { key: string; html: string } | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly registry: RemoteRegistry,
    private readonly shellIndexHtml: string,
  ) {
    // Every copy of the API client in the containers reads this at each request.
    const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
    const base = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
    (globalThis as Record<symbol, unknown>)[API_CLIENT_OPTIONS] = {
      baseUrl: base,
      fetch: (input: string | URL | globalThis.Request, init?: RequestInit) => {
        const context = renderContext.getStore();
        if (!context) return Promise.reject(new Error('an API request outside a server render'));
        if (context.cookie === null) return Promise.reject(new Error('warming up'));
        const request = new Request(input, init);
        // The visitor's cookie goes to this API only, never to another host a client names.
        if (new URL(request.url).origin !== new URL(base).origin) {
          return Promise.reject(new Error(`a server render may only ask ${base}`));
        }
        request.headers.set('cookie', context.cookie);
        return fetch(request);
      },
    };
  }

  /** The shell's server container, on disk beside its index.html. */
  private shellEntry(): string {
    return join(this.config.webRoot, 'shell', 'dist', 'server', 'remoteEntry.js');
  }

  /**
   * A remote's server entry on this machine, from the registry: under /remotes/<project>/ (its
   * dist) or /releases/<project>/<version>/. Never a URL elsewhere: server code runs with the
   * server's rights, so only builds this deployment holds are loaded.
   */
  serverEntry(entry: RegistryEntry): string | null {
    const server = typeof entry.server === 'string' ? entry.server : null;
    if (server === null) return null;
    const released = /^\/releases\/([a-z0-9][a-z0-9-]{0,63})\/([0-9a-f]{12})\/(server\/.+)$/.exec(
      server,
    );
    const built = /^\/remotes\/([a-z0-9][a-z0-9-]{0,63})\/(server\/.+)$/.exec(server);
    let file: string | null = null;
    let root: string | null = null;
    if (released?.[1] === entry.project && released[2] && released[3]) {
      root = resolve(this.config.releasesDir, entry.project, released[2]);
      file = resolve(root, released[3]);
    } else if (built?.[1] === entry.project && built[2]) {
      root = resolve(this.config.webRoot, entry.project, 'dist');
      file = resolve(root, built[2]);
    }
    if (file === null || root === null || !file.startsWith(root + sep)) return null;
    return file;
  }

  // One container per file, loaded again when the file changes (a rebuild of a remote's dist).
  private container(file: string): Promise<Container> {
    const version = existsSync(file) ? String(statSync(file).mtimeMs) : 'missing';
    const cached = this.containers.get(file);
    if (cached?.version === version) return cached.loaded;
    // Loaded outside any visitor's render: nothing the container starts while it loads may carry
    // that visitor's cookie.
    const loaded = renderContext.run({ cookie: null }, async () => {
      if (!existsSync(file)) throw new Error(`${file} does not exist`);
      const load = createRequire(file);
      // Node keeps a required file by its path: a rebuilt container must be read anew.
      delete load.cache[load.resolve(file)];
      const container = load(file) as Container;
      await container.init(this.shareScope);
      return container;
    });
    // A failed load is tried again next time (a build may be on its way).
    loaded.catch(() => {
      if (this.containers.get(file)?.loaded === loaded) this.containers.delete(file);
    });
    this.containers.set(file, { version, loaded });
    return loaded;
  }

  /**
   * Loads the shell's and every listed remote's server container ahead of the first request, and
   * renders each route once with no data (every request refused at once), so the code of its lazy
   * parts is loaded too: otherwise the first visitor of each page after a start waits for that.
   */
  async warm(): Promise<void> {
    const document = this.registry.document();
    const files = [
      this.shellEntry(),
      ...(document?.remotes ?? []).map((entry) => this.serverEntry(entry)),
    ].filter((file): file is string => file !== null && existsSync(file));
    await Promise.all(
      files.map((file) =>
        this.container(file).catch((error: unknown) =>
          this.logger.warn(`Could not load ${file}: ${(error as Error).message}`),
        ),
      ),
    );
    for (const entry of document?.remotes ?? []) {
      if (this.serverEntry(entry) === null) continue;
      const routes = Array.isArray(entry.routes) ? (entry.routes as { path?: unknown }[]) : [];
      for (const { path } of routes) {
        if (typeof path !== 'string') continue;
        const url = path.replace(/:[^/]+/g, 'x');
        const req = { path: url, originalUrl: url, headers: {} } as unknown as Request;
        await renderContext
          .run({ cookie: null }, () => this.renderPage(req, WARM_UP_USER, entry, path))
          .catch(() => undefined);
      }
    }
  }

  /**
   * index.html as a server-rendered page starts it: with the build's page loader (written by the
   * prerender step, tools/scripts/prerender.ts, and named by landing.html beside index.html), the
   * app's scripts are prefetched and start at the visitor's first interaction, the first tap held
   * and done again by the app; the page on screen is already the visitor's, with their figures.
   * Without a loader (a build without Chromium), the scripts start at once, as index.html has them.
   */
  private indexHtml(): string {
    // Two stats a request (the files are read again only when a build changed them).
    const landing = join(dirname(this.shellIndexHtml), 'landing.html');
    const landingTime = statSync(landing, { throwIfNoEntry: false })?.mtimeMs;
    const key = `${statSync(this.shellIndexHtml).mtimeMs} ${landingTime ?? 0}`;
    if (this.indexCache?.key !== key) {
      const index = readFileSync(this.shellIndexHtml, 'utf8');
      const loader =
        landingTime === undefined
          ? undefined
          : /<script defer src="(\/static\/js\/page-loader\.[0-9a-f]+\.js)"><\/script>/.exec(
              readFileSync(landing, 'utf8'),
            )?.[1];
      this.indexCache = { key, html: loader ? deferScripts(index, loader) : index };
    }
    return this.indexCache.html;
  }

  /** The registry remote and route that serve this path, if any. */
  owner(pathname: string): { entry: RegistryEntry; route: string } | null {
    for (const entry of this.registry.document()?.remotes ?? []) {
      const routes = Array.isArray(entry.routes)
        ? (entry.routes as { path?: unknown; serverRender?: unknown }[])
        : [];
      for (const route of routes) {
        if (typeof route.path === 'string' && routeMatches(route.path, pathname)) {
          // A route its remote keeps to the browser (`"serverRender": false` in the registry).
          if (route.serverRender === false) return null;
          return { entry, route: route.path };
        }
      }
    }
    return null;
  }

  /**
   * The page for a signed-in visitor, rendered on the server; null when this path is not a
   * remote's, or its render failed or ran over the time budget (logged with the remote and why):
   * the caller serves the page rendered in the browser.
   */
  async render(req: Request, user: SignedInUser, cookie: string): Promise<RenderedPage | null> {
    const owner = this.owner(req.path);
    if (owner === null) return null;
    const { entry, route } = owner;
    if (this.running >= MAX_RENDERS) {
      this.logger.warn(
        `${entry.project} ${route}: rendered in the browser instead (${this.running} renders running)`,
      );
      return null;
    }
    const started = performance.now();
    const key = `${entry.project} ${route}`;
    const abort = new AbortController();
    this.running += 1;
    const work = renderContext.run({ cookie }, () =>
      this.renderPage(req, user, entry, route, abort.signal),
    );
    // Counted until it has really stopped, not when the visitor stopped waiting for it.
    work
      .then(
        () => this.warmRoutes.add(key),
        () => undefined,
      )
      .finally(() => {
        this.running -= 1;
      });
    try {
      // A route's first render since the start runs its data path's code for the first time (the
      // warm-up draws it with no data): it gets three budgets, so its visitor still gets a page
      // painted at once rather than the browser-rendered one, seconds later on a phone.
      const budget = this.config.serverRenderTimeoutMs * (this.warmRoutes.has(key) ? 1 : 3);
      const { html, timings } = await withTimeout(work, budget);
      return { html, remote: entry.project, ms: performance.now() - started, timings };
    } catch (error) {
      // Past the budget a render is told to stop at its next step, so it does not go on fetching
      // and drawing a page nobody will see; but a route's first render since the start goes on
      // to the end in the background: it loads the code the next visitors' renders need, which
      // the warm-up (drawn with no data) could not reach.
      if (this.warmRoutes.has(key)) abort.abort();
      this.logger.warn(`${key}: rendered in the browser instead (${(error as Error).message})`);
      return null;
    }
  }

  private async renderPage(
    req: Request,
    user: SignedInUser,
    entry: RegistryEntry,
    route: string,
    signal?: AbortSignal,
  ): Promise<{ html: string; timings: { renders: number[]; fetches: number[] } }> {
    const remoteFile = this.serverEntry(entry);
    if (remoteFile === null) throw new Error('the registry names no server entry on this machine');
    const [shell, remote] = await Promise.all([
      this.container(this.shellEntry()),
      this.container(remoteFile),
    ]);
    const { render } = (await shell.get('./Render'))() as RenderModule;
    const { routes } = (await remote.get('./Routes'))() as RoutesModule;
    const Page = routes.find((candidate) => candidate.path === route)?.Component;
    if (Page === undefined) throw new Error(`its server build does not serve ${route}`);
    const document = this.registry.document();
    const url = req.originalUrl.startsWith('/') ? req.originalUrl : req.path;
    const page = await render({
      url,
      route,
      user,
      registry: { remotes: document?.remotes ?? [] },
      Page,
      desktop: looksLikeDesktop(req),
      ...(signal ? { signal } : {}),
    });
    return { html: this.assemble(req.path, page), timings: page.timings };
  }

  private assemble(
    pathname: string,
    page: { html: string; css: string; state: unknown; live?: boolean },
  ): string {
    const index = this.indexHtml();
    if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
    // The page's CSS goes in the body, just before it: the live app, drawing itself off-screen
    // before it takes this page's place, appends its own rules to the head as it goes, with the
    // same class names. Later in the document, the server's complete set keeps winning over that
    // partial one, so the page on screen does not change shape meanwhile (a layout shift, issue 26).
    const css = `<style data-prerender data-server-rendered>${page.css.replace(/<\/style/gi, '<\\/style')}</style>`;
    const head = `<script type="application/json" id="sikalens-server-state">${scriptJson(page.state)}</script>`;
    // Inert without JavaScript (a form must not be sent without the app). The page loader makes it
    // live and starts the app at the first interaction, or at once when the page has work the app
    // carries on by itself (`data-live`: an upload being read, a payment pending); without a loader
    // the app starts at once and the page stays inert until it takes over.
    const root = `${css}<div id="root" data-prerendered="${escapeAttribute(pathname)}" data-server-rendered${page.live ? ' data-live' : ''} inert>${page.html}</div>`;
    // Replacer functions: the page's text may hold `$&`, which a replacement string expands.
    return index
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => root);
  }
}
