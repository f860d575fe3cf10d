import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// A remote released to object storage behind a CDN (RELEASE_BASE_URL) is on another origin. Its
// remoteEntry.js is asked for with CORS, as its chunks are (output.crossOriginLoading), so the
// service worker can read the answer and keep it for offline use: a plain script tag's answer
// from another origin is opaque, and the worker keeps nothing it cannot check. Every origin that
// serves remotes already answers with Access-Control-Allow-Origin (their manifests are fetched).
// Same-origin entries are loaded as before.
export function crossOriginEntries(): ModuleFederationRuntimePlugin {
  return {
    name: 'sikalens-cross-origin-entries',
    createScript({ url }) {
      if (new URL(url, window.location.href).origin === window.location.origin) return undefined;
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}
