import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionKeys, type SessionUser } from '../auth/session';

const SIGNED_IN: SessionUser = {
  id: 'u1',
  firstName: 'Ama',
  lastName: 'Mensah',
  phone: '0241234567',
  email: null,
  isPro: false,
};

// A query client for hook tests, no retries, with the session query seeded as the shell's
// AuthProvider (or DevProviders) seeds it: `session` a user (signed in, the default) or null
// (signed out); `seed: false` leaves it as nobody has asked yet.
export function queryWrapper({
  session = SIGNED_IN,
  seed = true,
}: { session?: SessionUser | null; seed?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (seed) queryClient.setQueryData(sessionKeys.all, session);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}
