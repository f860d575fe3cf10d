import { mountStandaloneRemote } from '@sikalens/shared-ui';
import { createQueryClient } from '@sikalens/api-client';
import { routes } from './routes';

// Standalone mode: this remote alone, with its own dev server, inside DevProviders.
mountStandaloneRemote({ title: 'mfe-dashboard', routes, queryClient: createQueryClient() });
