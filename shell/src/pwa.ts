// Installable app: the service worker (dist/sw.js, built from tools/rspack/service-worker.js)
// keeps the shell and every remote release the visitor has used, so a returning visitor on a slow
// connection sees the app at once. Only the production build has a sw.js; without one (npm run
// dev) registration fails quietly and nothing changes.
import { logSilently } from '@sikalens/shared-ui';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => logSilently('Service worker not registered', error));
  };
  // After the page has loaded, so it never competes with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
