import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { AppConfig } from '../config/config.types';
import type { RemoteRegistry } from './remote-registry';
import { ServerRenderer, type SignedInUser } from './server-render';

/** Who a page request is for: the user of the session its cookie carries, or null. */
export type PageVisitor = (req: Request) => Promise<{ user: SignedInUser; cookie: string } | null>;

const logger = new Logger('WebHosting');

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
const IMMUTABLE = 'public, max-age=31536000, immutable';
// /remotes/<project>/<file>: a remote's own dist folder. /releases/<project>/<version>/<file>:
// one immutable release (npm run release).
const REMOTE_PATH = /^\/([a-z0-9][a-z0-9-]{0,63})(\/.*)$/;
const RELEASE_PATH = /^\/([a-z0-9][a-z0-9-]{0,63})\/([0-9a-f]{12})(\/.*)$/;
// dist/server/: the server container (issue 26), with its source maps.
const SERVER_BUNDLE = /^\/server(\/|$)/i;

// The HTML, remotes.json, manifests and remoteEntry.js name the current release, so a browser asks
// every time; with their ETags a returning phone gets 304 Not Modified instead of the files again.
// Everything under static/ is content-hashed and cached for a year.
const REVALIDATE = 'no-cache';

function setRemoteHeaders(res: Response, path: string): void {
  // Remote bundles load from other origins in previews; they hold no user data.
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (/(^|[\\/])(mf-manifest\.json|remoteEntry\.js)$/.test(path)) {
    res.setHeader('Cache-Control', REVALIDATE);
  } else if (/[\\/]static[\\/]/.test(path)) {
    res.setHeader('Cache-Control', IMMUTABLE);
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

// Every file of a release is immutable: a new build is a new version folder.
function setReleaseHeaders(res: Response): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', IMMUTABLE);
}

// Serves <root>/<folder…>/ for request paths the pattern accepts; the folder must exist. One
// static handler per folder, made on first use, so a remote new to the registry needs no restart.
function folderServer(
  pattern: RegExp,
  // The folder for a request, or null when this request may not be served from any.
  folder: (parts: string[]) => string | null,
  setHeaders: (res: Response, path: string) => void,
): RequestHandler {
  const handlers = new Map<string, RequestHandler>();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = pattern.exec(req.path);
    if (!match) return next();
    const parts = match.slice(1).map(String);
    const dir = folder(parts);
    if (dir === null) return next();
    let handler = handlers.get(dir);
    if (!handler) {
      if (!isDirectory(dir)) return next();
      handler = express.static(dir, { index: false, dotfiles: 'ignore', setHeaders });
      handlers.set(dir, handler);
    }
    const rest = parts[parts.length - 1] ?? '/';
    // A build's server container is for this API to load, never for a browser to download.
    if (SERVER_BUNDLE.test(rest)) return next();
    const original = req.url;
    req.url = rest + (original.includes('?') ? original.slice(original.indexOf('?')) : '');
    handler(req, res, (error?: unknown) => {
      req.url = original;
      next(error);
    });
  };
}

function setShellHeaders(res: Response, path: string): void {
  if (path.endsWith('.html')) res.setHeader('Cache-Control', REVALIDATE);
  else if (/[\\/]static[\\/]/.test(path)) {
    res.setHeader('Cache-Control', IMMUTABLE);
  } else res.setHeader('Cache-Control', 'no-cache');
}

// The shell's built index.html: every page served is made from it.
export function shellIndexHtml(config: AppConfig): string {
  return join(config.webRoot, 'shell', 'dist', 'index.html');
}

// A page navigation: a browser's (its Accept names text/html), or any other client's that takes
// HTML (curl's */*, or no Accept at all: `curl localhost:3000/` gets the landing page, issue 30).
// A path naming a file (an extension) is a page only when HTML is asked for by name, so a missing
// script or image stays a 404; a client that wants JSON gets the 404 too.
function wantsPage(req: Request): boolean {
  if ((req.headers.accept ?? '').includes('text/html')) return true;
  if (/\.[^/]*$/.test(req.path)) return false;
  return req.accepts('html') !== false;
}

// Serves the shell, the remotes, their releases and /remotes.json from the API's port, outside
// Nest's router (so none of it appears in OpenAPI). A missing shell build is skipped with a warning.
export function mountWebHosting(
  app: NestExpressApplication,
  config: AppConfig,
  registry: RemoteRegistry,
  visitor: PageVisitor | null = null,
): void {
  app.use('/remotes.json', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', REVALIDATE);
    const document = registry.document();
    if (!document) {
      // No registry could be read yet: the shell shows its retry state, not "page not found".
      res
        .status(503)
        .json({ error: 'The registry of remotes is unavailable', code: 'REGISTRY_UNAVAILABLE' });
      return;
    }
    res.json(document);
  });

  app.use(
    '/remotes',
    folderServer(
      REMOTE_PATH,
      // Only a remote the registry lists: never another folder's dist (the API's own build).
      ([project = '']) =>
        registry.servesProject(project) ? join(config.webRoot, project, 'dist') : null,
      setRemoteHeaders,
    ),
  );
  app.use(
    '/releases',
    folderServer(
      RELEASE_PATH,
      ([project = '', version = '']) => join(config.releasesDir, project, version),
      setReleaseHeaders,
    ),
  );
  for (const remote of registry.document()?.remotes ?? []) {
    if (!existsSync(join(config.webRoot, remote.project, 'dist'))) {
      logger.warn(`${remote.project} has no dist folder (build it, or release it, to serve it)`);
    }
  }

  const indexHtml = shellIndexHtml(config);
  const shellDir = dirname(indexHtml);
  // Pages prerendered at build time (tools/scripts/prerender.ts): the landing, sign-in and sign-up
  // pages for their own paths, and the signed-in frame around a skeleton for every other page.
  const prerendered: Record<string, string> = {
    '/': join(shellDir, 'landing.html'),
    '/login': join(shellDir, 'login.html'),
    '/signup': join(shellDir, 'signup.html'),
  };
  const frameHtml = join(shellDir, 'app.html');
  if (!existsSync(indexHtml)) {
    logger.warn(`Skipping the web app: ${indexHtml} does not exist (build the shell first)`);
    return;
  }
  app.use((req: Request, res: Response, next: NextFunction) => {
    // The shell's server container is not one of its public files.
    if (SERVER_BUNDLE.test(req.path)) {
      res.status(404).end();
      return;
    }
    next();
  });
  app.useStaticAssets(shellDir, { index: false, setHeaders: setShellHeaders });
  const renderer =
    config.serverRender && visitor !== null
      ? new ServerRenderer(config, registry, indexHtml)
      : null;
  // The containers load in the background at start, so the first visitor's render is not the one
  // that pays for reading them.
  void renderer?.warm();

  // SPA fallback: any other page navigation gets the shell, which routes on the client.
  app.use((req: Request, res: Response, next: NextFunction) => {
    // Express routes case-insensitively, so /API/... reaches the API and must not get the shell.
    const path = req.path.toLowerCase();
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      path.startsWith('/api/') ||
      path === '/api' ||
      path.startsWith('/remotes/') ||
      path.startsWith('/releases/')
    ) {
      return next();
    }
    // The same URL answers a page or a 404 by Accept: caches must keep the two apart.
    res.vary('Accept');
    if (!wantsPage(req)) return next();
    const own = prerendered[req.path];
    if (own === undefined && renderer !== null && visitor !== null) {
      void serveRendered(req, res, next, renderer, visitor);
      return;
    }
    res.setHeader('Cache-Control', REVALIDATE);
    const page = own ?? frameHtml;
    res.sendFile(existsSync(page) ? page : indexHtml);
  });

  // A signed-in visitor's page, rendered on the server with their data: never cached anywhere
  // (private, no-store), and kept apart by the cookie. Anything else, or a render that failed or
  // ran over its budget, gets the page rendered in the browser.
  async function serveRendered(
    req: Request,
    res: Response,
    next: NextFunction,
    pageRenderer: ServerRenderer,
    pageVisitor: PageVisitor,
  ): Promise<void> {
    try {
      res.vary('Cookie');
      const who = pageRenderer.owner(req.path) === null ? null : await pageVisitor(req);
      const rendered = who === null ? null : await pageRenderer.render(req, who.user, who.cookie);
      if (rendered !== null) {
        res.setHeader('Cache-Control', 'private, no-store');
        const { renders, fetches } = rendered.timings;
        res.setHeader(
          'Server-Timing',
          `render;desc="${rendered.remote} renders ${renders.join('+')} fetches ${fetches.join('+')}";dur=${rendered.ms.toFixed(1)}`,
        );
        res.type('html').send(rendered.html);
        return;
      }
      res.setHeader('Cache-Control', REVALIDATE);
      res.sendFile(existsSync(frameHtml) ? frameHtml : indexHtml);
    } catch (error) {
      next(error);
    }
  }
}
