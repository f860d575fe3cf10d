import { REMOTE_ROUTES, type RemoteName } from '@sikalens/shared-ui';
import type { SignedOutBehaviour } from '../auth/guards';

export type ShellRoute = { path: string; remote: RemoteName; signedOut: SignedOutBehaviour };

// Spec section 2: these screens redirect signed-out visitors to / rather than showing login.
const REDIRECT_HOME = new Set([
  '/vendors',
  '/vendor/:vendorName',
  '/upload',
  '/transactions',
  '/ai-chat',
]);

export const SHELL_REMOTE_ROUTES: ShellRoute[] = (
  Object.entries(REMOTE_ROUTES) as [RemoteName, readonly string[]][]
).flatMap(([remote, paths]) =>
  paths.map((path) => ({ path, remote, signedOut: REDIRECT_HOME.has(path) ? 'home' : 'login' })),
);
