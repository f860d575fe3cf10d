import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initApiClient, readToken } from '@sikalens/api-client';
import { App } from './App';
import { appContainer } from './prerendered';
import { registerServiceWorker } from './pwa';

// Every copy of the API client on the page (each remote bundles its own) asks the shell for the
// session token. Set before React renders, so before any remote loads.
initApiClient({ getToken: readToken });

createRoot(appContainer()).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
