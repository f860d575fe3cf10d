import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig, RemoteName } from '../config/config.types';

const REMOTES: readonly RemoteName[] = [
  'dashboard',
  'transactions',
  'upload',
  'categories',
  'ai',
  'billing',
];
const logger = new Logger('WebHosting');

export type RemotesDocument = { remotes: Record<string, string>; previewAllowedOrigins: string[] };

export function remotesDocument(config: AppConfig): RemotesDocument {
  const remotes: Record<string, string> = {};
  for (const name of REMOTES) remotes[`mfe_${name}`] = config.remotes[name];
  return { remotes, previewAllowedOrigins: config.previewAllowedOrigins };
}

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
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

function setShellHeaders(res: Response, path: string): void {
  if (path.endsWith('.html')) res.setHeader('Cache-Control', REVALIDATE);
  else if (/[\\/]static[\\/]/.test(path)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else res.setHeader('Cache-Control', 'no-cache');
}

// Serves the shell, the remotes and /remotes.json from the API's port, outside Nest's router
// (so none of it appears in OpenAPI). Missing dist folders are skipped with a warning.
export function mountWebHosting(app: NestExpressApplication, config: AppConfig): void {
  app.use('/remotes.json', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', REVALIDATE);
    res.json(remotesDocument(config));
  });

  for (const name of REMOTES) {
    const dir = join(config.webRoot, `mfe-${name}`, 'dist');
    if (!existsSync(dir)) {
      logger.warn(`Skipping /remotes/mfe-${name}/: ${dir} does not exist (build the remote first)`);
      continue;
    }
    app.useStaticAssets(dir, {
      prefix: `/remotes/mfe-${name}/`,
      index: false,
      setHeaders: setRemoteHeaders,
    });
  }

  const shellDir = join(config.webRoot, 'shell', 'dist');
  const indexHtml = join(shellDir, 'index.html');
  if (!existsSync(indexHtml)) {
    logger.warn(`Skipping the web app: ${indexHtml} does not exist (build the shell first)`);
    return;
  }
  app.useStaticAssets(shellDir, { index: false, setHeaders: setShellHeaders });

  // SPA fallback: any other page navigation gets the shell, which routes on the client.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    // Express routes case-insensitively, so /API/... reaches the API and must not get the shell.
    const path = req.path.toLowerCase();
    if (!isPage || path.startsWith('/api/') || path === '/api' || path.startsWith('/remotes/')) {
      return next();
    }
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(indexHtml);
  });
}
