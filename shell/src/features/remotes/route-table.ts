import type { Registry, SignedOutBehaviour } from '@sikalens/shared-ui';

export type ShellRoute = {
  path: string;
  remote: string;
  label: string;
  signedOut: SignedOutBehaviour;
};

// The routes the remotes serve, from the registry (spec section 2: the vendor pages, /upload,
// /transactions and /ai-chat send signed-out visitors to /, the rest to the login page).
export function remoteRoutes(registry: Registry): ShellRoute[] {
  return registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => ({
      path: route.path,
      remote: remote.name,
      label: remote.label,
      signedOut: route.signedOut,
    })),
  );
}
