import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initApiClient, readToken } from '@sikalens/api-client';
import { App } from './App';

// Every copy of the API client on the page (each remote bundles its own) asks the shell for the
// session token. Set before React renders, so before any remote loads.
initApiClient({ getToken: readToken });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
