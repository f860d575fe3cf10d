import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneRemote } from '@sikalens/shared-ui';
import { createQueryClient } from '@sikalens/api-client';
import { routes } from './routes';

// Standalone mode: this remote alone, with its own dev server, inside DevProviders.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <StandaloneRemote title="mfe-categories" routes={routes} queryClient={createQueryClient()} />
  </StrictMode>,
);
