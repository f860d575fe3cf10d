import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initApiClient } from '@sikalens/api-client';
import { App } from './App';
import { appContainer } from './prerendered';
import { registerServiceWorker } from './pwa';

// Every copy of the API client on the page (each remote bundles its own) reads this setup. Set
// before React renders, so before any remote loads. The session is the HttpOnly cookie.
initApiClient();

// The first render is a transition: React draws the app in slices of a few milliseconds and lets
// the phone answer taps and paint in between, instead of one long task of the whole page. The page
// on screen meanwhile is the prerendered or server-rendered one (prerendered.ts), so nothing
// waits on it.
const root = createRoot(appContainer());
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
