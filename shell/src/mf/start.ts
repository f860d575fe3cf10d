import {
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  SHELL_PATHS,
  routeKey,
  type Registry,
  type RegistryRemote,
} from '@sikalens/shared-ui/src/contract/registry';
import { mayBeSignedIn } from './early-session';
import { fetchPreviewEntry, fetchRemotesConfig } from './remotes-config';
import { applyPreview, type PreviewOverride } from './preview';
import { askToConfirmPreview } from './preview-confirmation';
import { remoteErrorLogger } from './remote-error-logger';
import { crossOriginEntries } from './cross-origin-entries';
import { MUI_PROVIDES } from './mui-provides';

export type FederationState = {
  // The registry this page runs on (with a staging preview applied).
  registry: Registry;
  // False when /remotes.json could not be read.
  registryLoaded: boolean;
  preview: PreviewOverride | null;
  previewRejected: string | null;
};

const EMPTY_STATE: FederationState = {
  registry: { remotes: [] },
  registryLoaded: false,
  preview: null,
  previewRejected: null,
};

let state: FederationState = EMPTY_STATE;

export function federationState(): FederationState {
  return state;
}

// For tests of components that read the registry.
export function setFederationState(next: Partial<FederationState>): void {
  state = { ...EMPTY_STATE, ...next };
}

function findRemote(name: string): RegistryRemote | undefined {
  return state.registry.remotes.find((remote) => remote.name === name);
}

// The previewed remote's build may serve other routes than the deployed one: take its own entry
// when it has one, dropping paths the shell or another remote already serves.
function withPreviewEntry(registry: Registry, entry: RegistryRemote): Registry {
  const taken = new Set([
    ...SHELL_PATHS,
    ...registry.remotes
      .filter((remote) => remote.name !== entry.name)
      .flatMap((remote) => remote.routes.map((route) => routeKey(route.path))),
  ]);
  const routes = entry.routes.filter((route) => !taken.has(routeKey(route.path)));
  return {
    remotes: registry.remotes.map((remote) =>
      remote.name === entry.name ? { ...entry, routes } : remote,
    ),
  };
}

/** Resolves when the app may start; never, while a preview waits for the user's confirmation. */
export async function startFederation(): Promise<void> {
  registerPlugins([remoteErrorLogger(), crossOriginEntries()]);
  // Referenced so the build keeps the list: its imports are what make the shell provide them.
  if (MUI_PROVIDES.length === 0) throw new Error('the shell provides no MUI component');
  const config = await fetchRemotesConfig();
  const manifests = Object.fromEntries(
    config.remotes.map((remote) => [remote.name, remote.manifest]),
  );
  const preview = applyPreview({
    remotes: manifests,
    allowedPrefixes: config.previewAllowedPrefixes,
    href: window.location.href,
    storage: window.sessionStorage,
  });
  if (preview.cleanedUrl) window.history.replaceState(window.history.state, '', preview.cleanedUrl);
  if (preview.pending) {
    askToConfirmPreview(preview.pending, window.sessionStorage);
    // The app does not start: the answer reloads the page.
    return new Promise<void>(() => undefined);
  }

  let registry: Registry = {
    remotes: config.remotes.map((remote) => ({
      ...remote,
      manifest: preview.remotes[remote.name] ?? remote.manifest,
    })),
  };
  if (preview.active) {
    const entry = await fetchPreviewEntry(preview.active.url);
    if (entry?.name === preview.active.remote) registry = withPreviewEntry(registry, entry);
  }
  state = {
    registry,
    registryLoaded: config.loaded,
    preview: preview.active,
    previewRejected: preview.rejected,
  };
  registerRemotes(registry.remotes.map(({ name, manifest }) => ({ name, entry: manifest })));
  preloadOpenedRemote(registry, window.location.pathname);
}

// Whether a registry route (`/vendor/:vendorName`) matches a path, as the router matches it:
// ignoring case and a trailing slash.
export function routeMatches(route: string, pathname: string): boolean {
  const split = (path: string) => routeKey(path).split('/').filter(Boolean);
  const pattern = split(route);
  const parts = split(pathname);
  return (
    pattern.length === parts.length &&
    pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index])
  );
}

// A signed-in visitor opening a remote's page: its manifest, entry and page code are fetched now,
// beside the shell's start, instead of after React has rendered the route. Signed out, the route
// shows the login page, so nothing is fetched. A failure here changes nothing: the route loads (or
// shows its error state) as usual.
function preloadOpenedRemote(registry: Registry, pathname: string): void {
  if (!mayBeSignedIn()) return;
  const remote = registry.remotes.find((candidate) =>
    candidate.routes.some((route) => routeMatches(route.path, pathname)),
  );
  if (!remote) return;
  preloadRemote([
    { nameOrAlias: remote.name, exposes: ['./Routes'], resourceCategory: 'sync' },
  ]).catch(() => undefined);
}

// A failed manifest fetch can stay cached in the runtime: re-registering with force clears it.
export function reregisterRemote(name: string): void {
  const remote = findRemote(name);
  if (remote) registerRemotes([{ name, entry: remote.manifest }], { force: true });
}
