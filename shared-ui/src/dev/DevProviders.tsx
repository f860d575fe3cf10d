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
