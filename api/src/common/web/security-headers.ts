import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { RemoteRegistry } from './remote-registry';

// Origins the web app may load scripts from and connect to: previews plus the absolute manifest
// URLs of the registry as it is now (a release may point a remote at a CDN without a restart).
export function securityHeaders(registry: RemoteRegistry): RequestHandler {
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
        'script-src': ["'self'", extra],
        'connect-src': ["'self'", extra],
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
