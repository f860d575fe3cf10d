import { createElement, lazy, type ComponentType } from 'react';

// A remote's route that loads its code when first opened. The route table gets a plain component
// that renders the lazy one, never the lazy itself: the shell loads route modules through
// React.lazy, and React refuses a lazy that resolves to another lazy. The shell's Suspense boundary
// (RemoteRoute) shows the skeleton meanwhile.
export function lazyRoute(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyRoute() {
    return createElement(Lazy);
  }
  return LazyRoute;
}
