import { mountStandaloneRemote } from '@sikalens/shared-ui';
import { createQueryClient, startDevSession } from '@sikalens/api-client';
import { routes } from './routes';

// Standalone mode: this remote alone, with its own dev server, inside DevProviders, signed in as
// the dev user against the local API (docs/frontend.md).
void startDevSession().then((user) =>
  mountStandaloneRemote({
    title: 'mfe-dashboard',
    routes,
    queryClient: createQueryClient(),
    ...(user ? { user } : {}),
  }),
);
