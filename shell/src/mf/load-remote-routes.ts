import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@sikalens/shared-ui';
import { reregisterRemote } from './start';

// A remote that does not answer in this time shows its retry state instead of a skeleton forever.
const REMOTE_LOAD_TIMEOUT_MS = 15_000;

// The runtime keeps a failed remote's state; the next attempt must start from a clean entry.
const failed = new Set<string>();

function withTimeout<T>(promise: Promise<T>, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(
      () => reject(new Error(`${remote} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// Loads one module a remote exposes (`<remote>/<exposed>`), with the time limit; after a failure
// the next attempt starts from a clean entry.
export async function loadRemoteModule<T>(
  remote: string,
  exposed: string,
  check: (module: T | null | undefined) => asserts module is T,
): Promise<T> {
  if (failed.has(remote)) reregisterRemote(remote);
  try {
    const module = await withTimeout(loadRemote<T>(`${remote}/${exposed}`), remote);
    check(module);
    failed.delete(remote);
    return module;
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}

// Loads `<remote>/Routes`. Whether it serves a given path is checked by the page that asks
// (remote-pages.ts), so a path one build lacks never disables the remote's other routes.
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  return loadRemoteModule<RemoteRoutesModule>(remote, 'Routes', (module) => {
    const routes: unknown = module?.routes;
    if (!module || !Array.isArray(routes)) {
      throw new Error(`${remote}/Routes did not return a route table`);
    }
  });
}
