import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { RemoteRegistry } from './remote-registry';

// The CSP sources for the inline scripts of the shell's HTML ('sha256-…' each): the page's one
// inline script sets the colour scheme before the first paint (shell/index.html). Every served
// page is built from that file, so its scripts are theirs. Read again when the build changes;
// none when there is no build.
export function inlineScriptSources(htmlFile: string): () => string[] {
  let cached: { mtimeMs: number; sources: string[] } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(htmlFile).mtimeMs;
    } catch {
      return [];
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(htmlFile, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
        .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
        .map((match) => match[2] ?? '');
      cached = {
        mtimeMs,
        sources: scripts.map(
          (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
        ),
      };
    }
    return cached.sources;
  };
}

// Origins the web app may load scripts from and connect to: previews plus the absolute manifest
// URLs of the registry as it is now (a release may point a remote at a CDN without a restart).
export function securityHeaders(
  registry: RemoteRegistry,
  inlineScripts: () => string[] = () => [],
): RequestHandler {
  const extra = () => {
    try {
      return registry.origins().join(' ') || "'self'";
    } catch {
      return "'self'";
    }
  };
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // Pages only: an API answer runs no script, and needs no look at the shell's build.
        'script-src': [
          "'self'",
          extra,
          (req: IncomingMessage) =>
            /^\/api(\/|$|\?)/i.test(req.url ?? '') ? '' : inlineScripts().join(' '),
        ],
        // The service worker keeps the policy it was fetched with, while a release can move a
        // remote to a new origin (a CDN) afterwards: its fetches may go anywhere. It only asks
        // again for what a page asked for, which the page's own policy has already checked.
        'connect-src': [
          "'self'",
          (req: IncomingMessage) =>
            new URL(req.url ?? '/', 'http://x').pathname === '/sw.js' ? '*' : extra(),
        ],
        // styled-components injects <style> tags at runtime.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // Remote bundles are fetched from other origins when previewing.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
