import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { SIGNED_IN_COOKIE } from '@sikalens/api-client';
import { DevProviders } from '@sikalens/shared-ui';

// Everything the shell provides, over the real hooks (they need a token). The test answers the
// API calls with api-client's mockApi (a payment's verification: jest.spyOn on billingApi); `url`
// is where the app opens.
export function renderWithApp(ui: ReactNode, url = '/') {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(<DevProviders queryClient={queryClient}>{ui}</DevProviders>);
  return { queryClient };
}

// The toast card whose title this is.
export async function findToast(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '[data-toast] p' });
  const card = heading.closest<HTMLElement>('[data-toast]');
  if (!card) throw new Error(`No toast card around '${title}'`);
  return card;
}
