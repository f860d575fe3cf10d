import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@sikalens/router';
import { QueryClient } from '@tanstack/react-query';
import { SIGNED_IN_COOKIE } from '@sikalens/api-client';
import { DevProviders } from '@sikalens/shared-ui';

// Debounced searches, page changes and refetches are waited for; on a busy 2-core machine 1 s
// (the default) was once not enough. A failing wait still fails, only later.
configure({ asyncUtilTimeout: 4000 });

// Screens under their real paths (any other path shows "Elsewhere"), so links and the router's
// decoding are exercised. The real hooks run (they need a token) over API calls the test controls
// with jest.spyOn; `url` is where the app opens.
export function renderApp(url: string, routes: ReactNode) {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <DevProviders queryClient={queryClient}>
      <Routes>
        {routes}
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </DevProviders>,
  );
  return { user: userEvent.setup(), queryClient };
}

export const currentQuery = () => new URLSearchParams(window.location.search);
