import type { ComponentType } from 'react';

// The route table each remote owns (spec section 2). The shell routes these paths to the
// remote; the remote's `./Routes` module supplies a component for every one of them.
export const REMOTE_ROUTES = {
  mfe_dashboard: ['/dashboard', '/flagged-expenses', '/vendors', '/vendor/:vendorName'],
  mfe_transactions: ['/transactions'],
  mfe_upload: ['/upload'],
  mfe_categories: ['/categories', '/categorize-transactions'],
  mfe_ai: ['/ai-chat'],
  mfe_billing: ['/payments', '/payment-success'],
} as const;

export type RemoteName = keyof typeof REMOTE_ROUTES;
export type RemotePath<R extends RemoteName> = (typeof REMOTE_ROUTES)[R][number];

export type RemoteRouteDefinition<R extends RemoteName = RemoteName> = {
  path: RemotePath<R>;
  Component: ComponentType;
};

// What `loadRemote('<name>/Routes')` returns.
export type RemoteRoutesModule<R extends RemoteName = RemoteName> = {
  routes: readonly RemoteRouteDefinition<R>[];
};

// Human names used in loading and error states.
export const REMOTE_LABELS: Record<RemoteName, string> = {
  mfe_dashboard: 'Dashboard',
  mfe_transactions: 'Transactions',
  mfe_upload: 'Upload',
  mfe_categories: 'Categories',
  mfe_ai: 'AI Assistant',
  mfe_billing: 'Payments',
};

// What `loadRemote('mfe_billing/SubscriptionDialog')` returns: the dialog the shell's upgrade
// slot opens (banner, AI promo, /ai-chat, Settings). The shell provides auth, query client,
// theme and toasts around it.
export type SubscriptionDialogProps = { open: boolean; onClose: () => void };
export type SubscriptionDialogModule = {
  SubscriptionDialog: ComponentType<SubscriptionDialogProps>;
};
