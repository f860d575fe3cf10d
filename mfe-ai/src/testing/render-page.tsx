import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { SIGNED_IN_COOKIE } from '@sikalens/api-client';
import { DEV_USER, DevProviders, ShellContext } from '@sikalens/shared-ui';

type RenderOptions = { isPro: boolean; openUpgradeDialog?: () => void };

// Everything the shell provides, for a free or a Pro user, over the real hooks (they need a
// token); the test answers the API calls with api-client's mockApi.
export function renderWithApp(
  ui: ReactNode,
  { isPro, openUpgradeDialog = () => undefined }: RenderOptions,
) {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <DevProviders queryClient={queryClient} user={{ ...DEV_USER, isPro }}>
      <ShellContext.Provider value={{ openUpgradeDialog }}>{ui}</ShellContext.Provider>
    </DevProviders>,
  );
  return { user: userEvent.setup(), queryClient };
}

// The toast card whose title this is.
export async function findToast(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '[data-toast] p' });
  const card = heading.closest<HTMLElement>('[data-toast]');
  if (!card) throw new Error(`No toast card around '${title}'`);
  return card;
}
