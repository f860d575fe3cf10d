import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesConfig } from './remotes-config';
import { applyPreview, type PreviewOverride } from './preview';
import { remoteErrorLogger } from './remote-error-logger';

export type FederationState = {
  manifests: Record<string, string>;
  preview: PreviewOverride | null;
  previewRejected: string | null;
};

let state: FederationState = { manifests: {}, preview: null, previewRejected: null };

export function federationState(): FederationState {
  return state;
}

export async function startFederation(): Promise<void> {
  registerPlugins([remoteErrorLogger()]);
  const config = await fetchRemotesConfig();
  const preview = applyPreview({
    remotes: config.remotes,
    allowedOrigins: config.previewAllowedOrigins,
    href: window.location.href,
    storage: window.sessionStorage,
  });
  if (preview.cleanedUrl) window.history.replaceState(window.history.state, '', preview.cleanedUrl);
  state = {
    manifests: preview.remotes,
    preview: preview.active,
    previewRejected: preview.rejected,
  };
  registerRemotes(Object.entries(preview.remotes).map(([name, entry]) => ({ name, entry })));
}

// A failed manifest fetch can stay cached in the runtime: re-registering with force clears it.
export function reregisterRemote(name: string): void {
  const entry = state.manifests[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
