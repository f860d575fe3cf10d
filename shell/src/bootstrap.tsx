import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initApiClient } from '@sikalens/api-client';
import { App } from './App';
import { appContainer } from './prerendered';
import { registerServiceWorker } from './pwa';

// Every copy of the API client on the page (each remote bundles its own) reads this setup. Set
// before React renders, so before any remote loads. The session is the HttpOnly cookie.
initApiClient();

createRoot(appContainer()).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
