import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@sikalens/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '@sikalens/shared-ui';
import { ApiError, authApi } from '@sikalens/api-client';
import { AuthProvider } from './AuthProvider';

jest.mock('@sikalens/api-client', () => {
  const actual = jest.requireActual<typeof import('@sikalens/api-client')>('@sikalens/api-client');
  return { ...actual, authApi: { ...actual.authApi, me: jest.fn(), logout: jest.fn() } };
});

import { startSessionCheck } from '../../mf/early-session';

const me = authApi.me as jest.MockedFunction<typeof authApi.me>;
const logout = authApi.logout as jest.MockedFunction<typeof authApi.logout>;
const USER = {
  id: 'u1',
  firstName: 'Esi',
  lastName: 'Boateng',
  phone: '0241234567',
  email: null,
  isPro: false,
};

function Probe() {
  const auth = useAuth();
  return (
    <>
      <p>{auth.isLoading ? 'loading' : auth.user ? `user:${auth.user.firstName}` : 'signed-out'}</p>
      <button type="button" onClick={auth.logout}>
        Logout
      </button>
    </>
  );
}

function renderProvider() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <Routes>
            <Route path="/" element={<p>home</p>} />
            <Route path="/dashboard" element={<Probe />} />
          </Routes>
        </AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('AuthProvider', () => {
  beforeEach(() => {
    window.localStorage.clear();
    me.mockReset();
    logout.mockReset();
  });

  it('restores the user from a stored token', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    me.mockResolvedValue(USER);
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('user:Esi')).toBeInTheDocument();
  });

  it('takes the session check index.ts started before React, without asking again', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(USER) });
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      startSessionCheck();
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', {
        headers: { Authorization: 'Bearer tok' },
      });
      renderProvider();
      expect(await screen.findByText('user:Esi')).toBeInTheDocument();
      expect(me).not.toHaveBeenCalled();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('signs out when the early check is refused or answers something else', async () => {
    for (const answer of [
      { ok: false, json: () => Promise.resolve({}) },
      { ok: true, json: () => Promise.resolve({ id: 7 }) },
    ]) {
      window.localStorage.setItem('auth_token', 'tok');
      const realFetch = globalThis.fetch;
      globalThis.fetch = jest.fn().mockResolvedValue(answer);
      try {
        startSessionCheck();
        const { unmount } = renderProvider();
        expect(await screen.findByText('signed-out')).toBeInTheDocument();
        expect(window.localStorage.getItem('auth_token')).toBeNull();
        unmount();
      } finally {
        globalThis.fetch = realFetch;
      }
    }
  });

  it('stays signed in as the remembered user when the API cannot be reached or fails', async () => {
    // The API client's errors: status 0 when nothing answered (offline), 503 while it restarts.
    for (const failure of [
      new ApiError(0, 'Unknown error', null, '0:'),
      new ApiError(503, 'HTTP 503', null, '503: Service Unavailable'),
    ]) {
      window.localStorage.setItem('auth_token', 'tok');
      me.mockResolvedValueOnce(USER);
      const first = renderProvider();
      expect(await screen.findByText('user:Esi')).toBeInTheDocument();
      first.unmount();

      me.mockRejectedValueOnce(failure);
      const second = renderProvider();
      expect(await screen.findByText('user:Esi')).toBeInTheDocument();
      expect(window.localStorage.getItem('auth_token')).toBe('tok');
      second.unmount();
    }
  });

  it('signs out a remembered user the API refuses', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    me.mockResolvedValueOnce(USER);
    const first = renderProvider();
    expect(await screen.findByText('user:Esi')).toBeInTheDocument();
    first.unmount();

    me.mockRejectedValueOnce(new ApiError(401, 'Unauthorized', 'UNAUTHORIZED', '401: {}'));
    renderProvider();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('sikalens-user')).toBeNull();
  });

  it('signs out when offline with no remembered user, and forgets the user on sign-out', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    me.mockRejectedValueOnce(new ApiError(0, 'Unknown error', null, '0:'));
    const first = renderProvider();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    first.unmount();

    window.localStorage.setItem('auth_token', 'tok');
    me.mockResolvedValueOnce(USER);
    logout.mockResolvedValue(undefined);
    renderProvider();
    expect(await screen.findByText('user:Esi')).toBeInTheDocument();
    expect(window.localStorage.getItem('sikalens-user')).not.toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(window.localStorage.getItem('sikalens-user')).toBeNull();
  });

  it('signs out silently when me fails, and the loading flag ends', async () => {
    window.localStorage.setItem('auth_token', 'stale');
    me.mockRejectedValue(new Error('401'));
    renderProvider();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('does not call me without a token', () => {
    renderProvider();
    expect(screen.getByText('signed-out')).toBeInTheDocument();
    expect(me).not.toHaveBeenCalled();
  });

  it('logout revokes the session with its token, clears it and goes to /', async () => {
    window.localStorage.setItem('auth_token', 'tok');
    me.mockResolvedValue(USER);
    logout.mockResolvedValue(undefined);
    renderProvider();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledWith('tok');
    await waitFor(() => expect(window.localStorage.getItem('auth_token')).toBeNull());
  });

  it('throws the spec error outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
