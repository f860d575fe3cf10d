import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@sikalens/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '@sikalens/shared-ui';
import {
  ApiError,
  apiQueries,
  authApi,
  sessionKeys,
  useWallets,
  type Wallet,
} from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { hasSession, SESSION_ENDED_EVENT, SIGNED_IN_COOKIE } from '@sikalens/api-client';
import { AuthProvider } from './AuthProvider';
import { Protected } from './guards';
import { startSessionCheck } from '../../mf/early-session';

// The readable marker the API sets beside the HttpOnly session cookie.
function signedInHere() {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
}

// Spied on the client's own object: the session query asks `me` through it too. The wallet list
// is answered by the generated client's mock (the hook sends it through the generated options).
const me = jest.spyOn(authApi, 'me');
const logout = jest.spyOn(authApi, 'logout');
const list = mockApi('listWallets');
const warn = jest.spyOn(console, 'warn');
const USER = {
  id: 'u1',
  firstName: 'Esi',
  lastName: 'Boateng',
  phone: '0241234567',
  email: null,
  phoneVerified: true,
  emailVerified: false,
  isPro: false,
};

const WALLET: Wallet = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Personal',
  provider: 'MTN',
  momoNumber: '0241234567',
  statementsSupported: true,
};

// A data hook on the page from the start (as a remote's would be): it follows the session.
function Wallets() {
  const wallets = useWallets();
  return <p>{wallets.isEnabled ? `wallets:${wallets.data?.length ?? '…'}` : 'wallets:off'}</p>;
}

function Probe() {
  const auth = useAuth();
  return (
    <>
      <p>{auth.isLoading ? 'loading' : auth.user ? `user:${auth.user.firstName}` : 'signed-out'}</p>
      <button type="button" onClick={auth.logout}>
        Logout
      </button>
      <button type="button" onClick={() => auth.login({ ...USER, firstName: 'Ama' })}>
        Login
      </button>
      <button type="button" onClick={() => void auth.refreshUser()}>
        Refresh
      </button>
    </>
  );
}

function renderProvider({ strict = false } = {}) {
  const queryClient = new QueryClient();
  const tree = (
    <MemoryRouter initialEntries={['/dashboard']}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Wallets />
          <Routes>
            <Route path="/" element={<p>home</p>} />
            <Route path="/login" element={<p>sign-in page</p>} />
            <Route path="/dashboard" element={<Probe />} />
          </Routes>
        </AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const session = () => queryClient.getQueryData(sessionKeys.all);
  return { ...view, queryClient, session };
}

describe('AuthProvider', () => {
  beforeEach(() => {
    window.localStorage.clear();
    me.mockReset();
    logout.mockReset().mockResolvedValue(undefined);
    list.mockReset().mockResolvedValue([WALLET]);
    warn.mockReset().mockImplementation(() => undefined);
  });

  it('restores the user from a stored token', async () => {
    signedInHere();
    me.mockResolvedValue(USER);
    const { session } = renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    // The data hook waits for the check rather than trusting the token.
    expect(screen.getByText('wallets:off')).toBeInTheDocument();
    expect(await screen.findByText('user:Esi')).toBeInTheDocument();
    expect(session()).toEqual(USER);
    expect(await screen.findByText('wallets:1')).toBeInTheDocument();
    // One check for the provider and every session observer below it.
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('checks once in StrictMode too', async () => {
    signedInHere();
    me.mockResolvedValue(USER);
    renderProvider({ strict: true });
    expect(await screen.findByText('user:Esi')).toBeInTheDocument();
    expect(await screen.findByText('wallets:1')).toBeInTheDocument();
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('takes the session check index.ts started before React, without asking again', async () => {
    signedInHere();
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(USER) });
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      startSessionCheck();
      // The session is the cookie: no token in the request.
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', { credentials: 'same-origin' });
      const { session } = renderProvider();
      expect(await screen.findByText('user:Esi')).toBeInTheDocument();
      expect(session()).toEqual(USER);
      expect(await screen.findByText('wallets:1')).toBeInTheDocument();
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
      signedInHere();
      const realFetch = globalThis.fetch;
      globalThis.fetch = jest.fn().mockResolvedValue(answer);
      try {
        startSessionCheck();
        const { unmount } = renderProvider();
        expect(await screen.findByText('signed-out')).toBeInTheDocument();
        expect(hasSession()).toBe(false);
        unmount();
      } finally {
        globalThis.fetch = realFetch;
      }
    }
  });

  it('sends a browser whose session ended since its last page to sign-in, not home', async () => {
    signedInHere();
    const realFetch = globalThis.fetch;
    // The API's refusal clears the session marker as it arrives, before the app hears of it.
    globalThis.fetch = jest.fn().mockImplementation(() => {
      document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
      return Promise.resolve({ ok: false, status: 401, json: () => Promise.resolve({}) });
    });
    try {
      startSessionCheck();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(hasSession()).toBe(false);
      render(
        <MemoryRouter initialEntries={['/transactions']}>
          <QueryClientProvider client={new QueryClient()}>
            <AuthProvider>
              <Routes>
                <Route path="/" element={<p>home</p>} />
                <Route path="/login" element={<p>sign-in page</p>} />
                <Route
                  path="/transactions"
                  element={
                    <Protected signedOut="home">
                      <p>history</p>
                    </Protected>
                  }
                />
              </Routes>
            </AuthProvider>
          </QueryClientProvider>
        </MemoryRouter>,
      );
      expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('stays signed in as the remembered user when the API cannot be reached or fails', async () => {
    // The API client's errors: status 0 when nothing answered (offline), 503 while it restarts.
    for (const failure of [
      new ApiError(0, 'Unknown error', null, '0:'),
      new ApiError(503, 'HTTP 503', null, '503: Service Unavailable'),
    ]) {
      signedInHere();
      me.mockResolvedValueOnce(USER);
      const first = renderProvider();
      expect(await screen.findByText('user:Esi')).toBeInTheDocument();
      first.unmount();

      me.mockRejectedValueOnce(failure);
      list.mockClear();
      const second = renderProvider();
      expect(await screen.findByText('user:Esi')).toBeInTheDocument();
      expect(second.session()).toEqual(USER);
      expect(hasSession()).toBe(true);
      // Signed in offline: the pages ask for their data (and show their offline state).
      expect(await screen.findByText('wallets:1')).toBeInTheDocument();
      expect(list).toHaveBeenCalledTimes(1);
      second.unmount();
    }
  });

  it('signs out a remembered user the API refuses', async () => {
    signedInHere();
    me.mockResolvedValueOnce(USER);
    const first = renderProvider();
    expect(await screen.findByText('user:Esi')).toBeInTheDocument();
    first.unmount();

    me.mockRejectedValueOnce(new ApiError(401, 'Unauthorized', 'UNAUTHORIZED', '401: {}'));
    list.mockClear();
    const { session } = renderProvider();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(session()).toBeNull();
    expect(hasSession()).toBe(false);
    expect(window.localStorage.getItem('sikalens-user')).toBeNull();
    // The refused token never reached a data request.
    expect(screen.getByText('wallets:off')).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it('signs out when offline with no remembered user, and forgets the user on sign-out', async () => {
    signedInHere();
    me.mockRejectedValueOnce(new ApiError(0, 'Unknown error', null, '0:'));
    const first = renderProvider();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    first.unmount();

    signedInHere();
    me.mockResolvedValueOnce(USER);
    logout.mockResolvedValue(undefined);
    renderProvider();
    expect(await screen.findByText('user:Esi')).toBeInTheDocument();
    expect(window.localStorage.getItem('sikalens-user')).not.toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(window.localStorage.getItem('sikalens-user')).toBeNull();
  });

  it('signs out silently when me fails, and the loading flag ends', async () => {
    signedInHere();
    me.mockRejectedValue(new Error('401'));
    renderProvider();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(hasSession()).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not call me without a session', () => {
    const { session } = renderProvider();
    expect(screen.getByText('signed-out')).toBeInTheDocument();
    expect(session()).toBeNull();
    expect(screen.getByText('wallets:off')).toBeInTheDocument();
    expect(me).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
  });

  it('login sets the session (the API set the cookie): the data hooks start', async () => {
    const { session } = renderProvider();
    expect(screen.getByText('wallets:off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('user:Ama')).toBeInTheDocument();
    expect(session()).toMatchObject({ id: USER.id, firstName: 'Ama' });
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('sikalens-user') ?? 'null')).toMatchObject({
      firstName: 'Ama',
    });
    expect(await screen.findByText('wallets:1')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
    expect(me).not.toHaveBeenCalled();
  });

  it('logout revokes the session, forgets it here and goes to /', async () => {
    signedInHere();
    me.mockResolvedValue(USER);
    const { queryClient, session } = renderProvider();
    expect(await screen.findByText('wallets:1')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledWith();
    await waitFor(() => expect(hasSession()).toBe(false));
    // The session is signed out, the user's data is gone, and the data hooks stopped.
    expect(session()).toBeNull();
    expect(queryClient.getQueryData([{ _id: 'listWallets' }])).toBeUndefined();
    expect(await screen.findByText('wallets:off')).toBeInTheDocument();
    await act(() => queryClient.invalidateQueries());
    expect(list).toHaveBeenCalledTimes(1);
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('refreshUser asks `me` again and updates the session', async () => {
    signedInHere();
    me.mockResolvedValueOnce(USER).mockResolvedValueOnce({ ...USER, firstName: 'Efua' });
    const { session } = renderProvider();
    expect(await screen.findByText('user:Esi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('user:Efua')).toBeInTheDocument();
    expect(session()).toMatchObject({ firstName: 'Efua' });
    expect(JSON.parse(window.localStorage.getItem('sikalens-user') ?? 'null')).toMatchObject({
      firstName: 'Efua',
    });
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('refreshUser keeps the user when the API fails, logging it silently', async () => {
    signedInHere();
    const failure = new ApiError(503, 'HTTP 503', null, '503: Service Unavailable');
    me.mockResolvedValueOnce(USER).mockRejectedValueOnce(failure);
    const { session } = renderProvider();
    expect(await screen.findByText('user:Esi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Auth refresh failed', failure));
    expect(screen.getByText('user:Esi')).toBeInTheDocument();
    expect(session()).toEqual(USER);
    expect(hasSession()).toBe(true);
    expect(screen.getByText('wallets:1')).toBeInTheDocument();
  });

  it('refreshUser signs out when the API refuses the session: the data hooks stop', async () => {
    signedInHere();
    const refusal = new ApiError(401, 'Unauthorized', 'UNAUTHORIZED', '401: {}');
    me.mockResolvedValueOnce(USER).mockRejectedValueOnce(refusal);
    const { queryClient, session } = renderProvider();
    expect(await screen.findByText('wallets:1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Auth refresh failed', refusal);
    expect(session()).toBeNull();
    expect(hasSession()).toBe(false);
    expect(window.localStorage.getItem('sikalens-user')).toBeNull();
    expect(await screen.findByText('wallets:off')).toBeInTheDocument();
    await act(() => queryClient.invalidateQueries(apiQueries('listWallets')));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('moves a token stored by an earlier version into the cookie once, then checks the session', async () => {
    window.localStorage.setItem('auth_token', 'old-token');
    const fetchMock = jest.fn((url: string) => {
      if (url === '/api/auth/session-cookie') {
        signedInHere(); // what the API's Set-Cookie does
        return Promise.resolve({ ok: true, status: 204 });
      }
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(USER) });
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      startSessionCheck();
      renderProvider();
      expect(await screen.findByText('user:Esi')).toBeInTheDocument();
      expect(fetchMock.mock.calls).toEqual([
        [
          '/api/auth/session-cookie',
          {
            method: 'POST',
            credentials: 'include',
            headers: { Authorization: 'Bearer old-token' },
          },
        ],
        ['/api/auth/me', { credentials: 'same-origin' }],
      ]);
      expect(window.localStorage.getItem('auth_token')).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('signs out to the sign-in page when any request finds the session ended', async () => {
    signedInHere();
    me.mockResolvedValue(USER);
    const { queryClient, session } = renderProvider();
    expect(await screen.findByText('wallets:1')).toBeInTheDocument();
    // What the API client does on a 401 from any copy (a remote's too): forget, then tell.
    act(() => {
      document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; path=/`;
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    });
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(session()).toBeNull();
    expect(window.localStorage.getItem('sikalens-user')).toBeNull();
    expect(queryClient.getQueryData([{ _id: 'listWallets' }])).toBeUndefined();
    expect(await screen.findByText('wallets:off')).toBeInTheDocument();
  });

  it('throws the spec error outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
