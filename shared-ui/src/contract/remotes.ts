import type { ComponentType } from 'react';

// What a remote's `./Routes` module exports: a component for every path its registry entry
// (registry.json) lists. The shell asks for the one path the user opened.
export type RemoteRouteDefinition = {
  path: string;
  Component: ComponentType;
};

// What `loadRemote('<name>/Routes')` returns.
export type RemoteRoutesModule = {
  routes: readonly RemoteRouteDefinition[];
};

// What `loadRemote('mfe_billing/SubscriptionDialog')` returns: the dialog the shell's upgrade
// slot opens (banner, AI promo, /ai-chat, Settings). The shell provides auth, query client,
// theme and toasts around it.
export type SubscriptionDialogProps = { open: boolean; onClose: () => void };
export type SubscriptionDialogModule = {
  SubscriptionDialog: ComponentType<SubscriptionDialogProps>;
};
