import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// A remote released to object storage behind a CDN (RELEASE_BASE_URL) is on another origin. Its
// remoteEntry.js is asked for with CORS, as its chunks are (output.crossOriginLoading), so the
// service worker can read the answer and keep it for offline use: a plain script tag's answer
// from another origin is opaque, and the worker keeps nothing it cannot check. Its preloads too,
// or the browser could not use them for the CORS request and would fetch each file twice. Every
// origin that serves remotes already answers with Access-Control-Allow-Origin (their manifests
// are fetched). Same-origin files are loaded as before.
const crossOrigin = (url: string) =>
  new URL(url, window.location.href).origin !== window.location.origin;

export function crossOriginEntries(): ModuleFederationRuntimePlugin {
  return {
    name: 'sikalens-cross-origin-entries',
    createScript({ url }) {
      if (!crossOrigin(url)) return undefined;
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
    // An element returned here is used as it is: it carries the runtime's attributes (rel, as).
    createLink({ url, attrs }) {
      if (!crossOrigin(url)) return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        link.setAttribute(name, String(value));
      }
      link.crossOrigin = 'anonymous';
      link.href = url;
      return link;
    },
  };
}
