import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sikalens/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, UiProviders, type AuthContextValue } from '@sikalens/shared-ui';
import { remoteRoutes } from '../remotes/route-table';
import { REPOSITORY_REGISTRY } from '../../test/registry';
import { Protected, type SignedOutBehaviour } from './guards';

const signedOut: AuthContextValue = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  login: () => undefined,
  logout: () => undefined,
  refreshUser: () => Promise.resolve(),
};

function renderGuarded(behaviour: SignedOutBehaviour, auth = signedOut) {
  return render(
    <MemoryRouter initialEntries={['/private']}>
      <QueryClientProvider client={new QueryClient()}>
        <UiProviders>
          <AuthContext.Provider value={auth}>
            <Routes>
              <Route path="/" element={<p>landing</p>} />
              <Route
                path="/private"
                element={
                  <Protected signedOut={behaviour}>
                    <p>secret</p>
                  </Protected>
                }
              />
            </Routes>
          </AuthContext.Provider>
        </UiProviders>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('Protected', () => {
  it('shows the login page in place for signed-out visitors', async () => {
    renderGuarded('login');
    // The login page is a lazy chunk (shell/src/pages.ts).
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('redirects signed-out visitors home when the spec says so', () => {
    renderGuarded('home');
    expect(screen.getByText('landing')).toBeInTheDocument();
  });

  it('waits while the session is being checked', () => {
    renderGuarded('home', { ...signedOut, isLoading: true });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('landing')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    renderGuarded('home', { ...signedOut, isAuthenticated: true });
    expect(screen.getByText('secret')).toBeInTheDocument();
  });
});

describe('route table', () => {
  it('sends signed-out visitors home from the vendor, upload, history and AI screens only', () => {
    const routes = remoteRoutes(REPOSITORY_REGISTRY);
    const home = routes.filter((route) => route.signedOut === 'home').map((route) => route.path);
    expect(home.sort()).toEqual([
      '/ai-chat',
      '/transactions',
      '/upload',
      '/vendor/:vendorName',
      '/vendors',
    ]);
    expect(routes).toHaveLength(12);
    // The Uploads page (issue 29) asks a signed-out visitor to sign in.
    expect(routes.find((route) => route.path === '/uploads')?.signedOut).toBe('login');
  });
});
