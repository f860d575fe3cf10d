import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../core/api-error';
import { queryWrapper } from '../testing/query-wrapper';
import { SIGNED_IN_COOKIE } from '../core/token';
import { useWallets } from '../wallets/hooks';
import { apiQueries } from '../core/api-query';
import { mockApi } from '../testing/mock-api';
import type { Wallet } from '../wallets/wallets-api';
import { authApi, type User } from './auth-api';
import {
  isRefusal,
  sessionKeys,
  sessionQuery,
  useSession,
  useSignedIn,
  type SessionUser,
} from './session';

const USER: User = {
  id: 'u1',
  firstName: 'Ama',
  lastName: 'Mensah',
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
const REFUSED = new ApiError(401, 'Unauthorized', 'UNAUTHORIZED', '401: {}');
const UNAVAILABLE = new ApiError(503, 'HTTP 503', null, '503: Service Unavailable');

// A QueryClient like the shell's (no retries by default); `session`: what the shell seeded, if
// anything (undefined: nobody did).
const setup = (session?: SessionUser | null) =>
  queryWrapper(session === undefined ? { seed: false } : { session });

// A `me` whose answer the test gives when it wants.
function pendingMe() {
  let answer: (user: User) => void = () => undefined;
  const me = jest
    .spyOn(authApi, 'me')
    .mockReturnValue(new Promise<User>((resolve) => (answer = resolve)));
  return { me, answer: (user: User) => answer(user) };
}

// The session beside a data hook, as on any page.
const useSessionAndWallets = () => ({
  session: useSession(),
  signedIn: useSignedIn(),
  wallets: useWallets(),
});

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('sessionQuery', () => {
  it('is one entry, never stale, not retried, and asked offline too', () => {
    expect(sessionKeys.all).toEqual(['session']);
    expect(sessionQuery()).toMatchObject({
      queryKey: ['session'],
      staleTime: 'static',
      retry: false,
      retryOnMount: false,
      networkMode: 'always',
    });
  });

  it('tells a refusal from an API out of reach or failing', () => {
    expect(isRefusal(REFUSED)).toBe(true);
    expect(isRefusal(new ApiError(403, 'Forbidden', null, '403: {}'))).toBe(true);
    expect(isRefusal(UNAVAILABLE)).toBe(false);
    expect(isRefusal(new ApiError(0, 'Unknown error', null, '0:'))).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});

describe('useSession', () => {
  it('is signed out at once without a token, asking nothing', async () => {
    const me = jest.spyOn(authApi, 'me');
    const { wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(me).not.toHaveBeenCalled();
  });

  it('shares one check among every component that mounts, then asks nothing more', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const { me, answer } = pendingMe();
    const { queryClient, wrapper } = setup();
    const first = renderHook(() => [useSession(), useSession(), useSignedIn()] as const, {
      wrapper,
    });
    const second = renderHook(() => useSession(), { wrapper });
    expect(first.result.current[2]).toBe(false);

    act(() => answer(USER));
    await waitFor(() => expect(second.result.current.data).toEqual(USER));
    expect(first.result.current[0].data).toEqual(USER);
    expect(first.result.current[2]).toBe(true);

    // Never stale: a later component, a blanket invalidation (a settled payment) ask nothing.
    const later = renderHook(() => useSession(), { wrapper });
    expect(later.result.current.data).toEqual(USER);
    await act(() => queryClient.invalidateQueries());
    expect(me).toHaveBeenCalledTimes(1);
  });

  it('does not ask again for each component that mounts after a failed check', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const me = jest.spyOn(authApi, 'me').mockRejectedValue(UNAVAILABLE);
    const { wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    const later = renderHook(() => [useSession(), useSignedIn()] as const, { wrapper });
    expect(later.result.current[0].isError).toBe(true);
    expect(later.result.current[1]).toBe(false);
    expect(me).toHaveBeenCalledTimes(1);
  });

  it("observes the shell's answer and never asks `me` itself", async () => {
    const me = jest.spyOn(authApi, 'me');
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const { queryClient, wrapper } = setup(USER);
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.data).toEqual(USER);
    act(() => {
      queryClient.setQueryData(sessionKeys.all, null);
    });
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(me).not.toHaveBeenCalled();
  });
});

describe('data hooks follow the session', () => {
  it('do not fetch while signed out, start at sign-in and stop at sign-out', async () => {
    // A token alone (one the API may have refused) is not a session.
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const list = mockApi('listWallets').mockResolvedValue([WALLET]);
    const { queryClient, wrapper } = setup(null);
    const { result } = renderHook(useSessionAndWallets, { wrapper });
    expect(result.current.wallets.fetchStatus).toBe('idle');
    expect(result.current.wallets.isEnabled).toBe(false);
    expect(list).not.toHaveBeenCalled();

    act(() => {
      queryClient.setQueryData(sessionKeys.all, USER);
    });
    await waitFor(() => expect(result.current.wallets.data).toEqual([WALLET]));
    expect(list).toHaveBeenCalledTimes(1);

    act(() => {
      queryClient.setQueryData(sessionKeys.all, null);
    });
    await waitFor(() => expect(result.current.wallets.isEnabled).toBe(false));
    await act(() => queryClient.invalidateQueries(apiQueries('listWallets')));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('wait for the first check and never fetch when `me` refuses the token', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const me = jest.spyOn(authApi, 'me').mockRejectedValue(REFUSED);
    const list = mockApi('listWallets').mockResolvedValue([WALLET]);
    const { wrapper } = setup();
    const { result } = renderHook(useSessionAndWallets, { wrapper });
    await waitFor(() => expect(result.current.session.error).toBe(REFUSED));
    expect(result.current.signedIn).toBe(false);
    expect(result.current.wallets.isEnabled).toBe(false);
    expect(me).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it('stop once `me` refuses a signed-in session, and go on when the API only fails', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const list = mockApi('listWallets').mockResolvedValue([WALLET]);
    const me = jest.spyOn(authApi, 'me').mockRejectedValueOnce(UNAVAILABLE);
    const { queryClient, wrapper } = setup(USER);
    const { result } = renderHook(useSessionAndWallets, { wrapper });
    await waitFor(() => expect(result.current.wallets.data).toEqual([WALLET]));

    // Out of reach: the session keeps its user (as the shell's offline state does).
    const askAgain = () => queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 });
    await act(() => expect(askAgain()).rejects.toBe(UNAVAILABLE));
    expect(result.current.session.data).toEqual(USER);
    expect(result.current.signedIn).toBe(true);
    expect(result.current.wallets.isEnabled).toBe(true);

    me.mockRejectedValueOnce(REFUSED);
    await act(() => expect(askAgain()).rejects.toBe(REFUSED));
    await waitFor(() => expect(result.current.signedIn).toBe(false));
    expect(result.current.wallets.isEnabled).toBe(false);
    await act(() => queryClient.invalidateQueries(apiQueries('listWallets')));
    expect(list).toHaveBeenCalledTimes(1);
    expect(me).toHaveBeenCalledTimes(2);
  });
});
