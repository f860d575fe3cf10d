import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionKeys, type SessionUser } from '../auth/session';

export const SIGNED_IN: SessionUser = {
  id: 'u1',
  firstName: 'Ama',
  lastName: 'Mensah',
  phone: '0241234567',
  email: null,
  isPro: false,
};

// A query client for hook tests, no retries, with the session query seeded as the shell's
// AuthProvider (or DevProviders) seeds it: `signedIn` false seeds a signed-out session.
export function queryWrapper({ signedIn = true } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionKeys.all, signedIn ? SIGNED_IN : null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}
