import { useMemo, type ReactNode } from 'react';
import { BrowserRouter } from '@sikalens/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import {
  AuthContext,
  ShellContext,
  type AuthContextValue,
  type AuthUser,
  type ShellContextValue,
} from '@sikalens/contract';
import { UiProviders } from '../components/UiProviders';
import { useToast } from '../toast/useToast';

// A stand-in user for running one remote alone, outside the shell.
export const DEV_USER: AuthUser = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ama',
  lastName: 'Mensah',
  phone: '0241234567',
  email: 'ama@example.com',
  isPro: false,
};

type DevProvidersProps = { children: ReactNode; queryClient?: QueryClient; user?: AuthUser };

// api-client's session query (its sessionKeys.all), which every data hook follows: the shell's
// AuthProvider writes it; here it is `user`, signed in. shared-ui imports no app, so the key is
// spelled out; it is part of the contract between the copies of the client and never changes.
const SESSION_KEY = ['session'] as const;

function DevShellContext({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  const shell = useMemo<ShellContextValue>(
    () => ({
      openUpgradeDialog: () =>
        toast({
          title: 'Upgrade dialog',
          description: 'The shell opens the subscription dialog here.',
        }),
    }),
    [toast],
  );
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

// Everything the shell provides at runtime, so `npm run dev -w mfe-x` works with no shell.
export function DevProviders({ children, queryClient, user = DEV_USER }: DevProvidersProps) {
  const client = useMemo(() => queryClient ?? new QueryClient(), [queryClient]);
  // Seeded while rendering, before any component below subscribes: no data hook waits, and none
  // asks `me` for it (a remote run alone has its user from startDevSession).
  useMemo(() => client.setQueryData(SESSION_KEY, user), [client, user]);
  const auth = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: true,
      isLoading: false,
      login: () => undefined,
      logout: () => undefined,
      refreshUser: () => Promise.resolve(),
    }),
    [user],
  );
  return (
    <BrowserRouter>
      <QueryClientProvider client={client}>
        <UiProviders>
          <AuthContext.Provider value={auth}>
            <DevShellContext>
              <Box sx={{ position: 'fixed', top: 8, right: 8, zIndex: 2000 }}>
                <Chip size="small" color="secondary" label="Standalone remote (dev)" />
              </Box>
              <Container maxWidth="lg" sx={{ py: 4 }}>
                {children}
              </Container>
            </DevShellContext>
          </AuthContext.Provider>
        </UiProviders>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
