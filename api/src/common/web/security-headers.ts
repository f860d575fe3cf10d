import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/config.types';

/** Origins the web app may load scripts from and connect to: previews plus absolute remote URLs. */
export function extraWebOrigins(config: AppConfig): string[] {
  const origins = new Set(config.previewAllowedOrigins);
  for (const url of Object.values(config.remotes)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

export function securityHeaders(config: AppConfig): RequestHandler {
  const extra = extraWebOrigins(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...extra],
        'connect-src': ["'self'", ...extra],
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
