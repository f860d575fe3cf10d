import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteRoutes } from './load-remote-routes';

type LazyPage = LazyExoticComponent<ComponentType>;

// Lazy pages live here, not in component state: a route first rendered inside a transition is
// re-rendered from scratch when it fails, and a lazy made during render would load forever.
const pages = new Map<string, LazyPage>();
const generations = new Map<string, number>();

export function remotePage(remote: string, path: string): LazyPage {
  const key = `${remote}#${generations.get(remote) ?? 0}#${path}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      const module = await loadRemoteRoutes(remote);
      const route = module.routes.find((candidate) => candidate.path === path);
      if (!route) {
        // eslint-disable-next-line no-console -- the reason behind the "couldn't load" state
        console.warn(`[mf] ${remote} does not serve ${path} (its build and the registry differ)`);
        throw new Error(`${remote} does not serve ${path}`);
      }
      return { default: route.Component };
    });
    pages.set(key, page);
  }
  return page;
}

// Retry: the next render of any of this remote's routes loads it again.
export function retryRemote(remote: string): void {
  generations.set(remote, (generations.get(remote) ?? 0) + 1);
}
