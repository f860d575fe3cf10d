import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@sikalens/router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AuthContext,
  type AuthContextValue,
  type AuthUser,
  logSilently,
} from '@sikalens/shared-ui';
import {
  authApi,
  forgetSession,
  isRefusal,
  SESSION_ENDED_EVENT,
  sessionQuery,
} from '@sikalens/api-client';
import { isUser, mayBeSignedIn, takeSessionCheck } from '../../mf/early-session';

type AuthProviderProps = { children: ReactNode };

// The last user `me` returned, so a signed-in visitor who opens the app offline (the service worker
// serves it) stays signed in and sees the offline state rather than the login page. Cleared on
// every sign-out.
const REMEMBERED_USER_KEY = 'sikalens-user';

function remember(user: AuthUser | null): void {
  try {
    if (user) window.localStorage.setItem(REMEMBERED_USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(REMEMBERED_USER_KEY);
  } catch {
    // Private mode: nothing remembered.
  }
}

function rememberedUser(): AuthUser | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(REMEMBERED_USER_KEY) ?? 'null');
    return isUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

const { queryKey: SESSION_KEY } = sessionQuery();
// The server-rendered page's user has been remembered (once per page).
let remembered = false;

// The first session check of this page is on its way.
let firstCheckRunning = false;

// The API ended the session while a page was open (a 401), or refused the one this browser came
// back with, and sign-in has not opened yet.
let endedHere = false;

export function sessionEndedHere(): boolean {
  return endedHere;
}

// Signed out on this device: no session marker, nobody remembered, and the session query says so
// (every data hook stops). The HttpOnly session cookie itself is the API's to clear.
function signOutHere(queryClient: QueryClient): void {
  forgetSession();
  remember(null);
  queryClient.setQueryData(SESSION_KEY, null);
}

// Spec section 4: on load a session (the HttpOnly cookie, marked by a readable cookie) is checked with `me` (the request index.ts started before
// React, if any; else asked now); only a refusal (401, 403) signs out: out of reach or failing, the
// remembered user stays signed in (offline), and with nobody remembered the visitor is signed out,
// silently. Once per query cache, from the provider's first render, so before any component below
// it subscribes to the session: they all share this check rather than start their own.
function startFirstCheck(queryClient: QueryClient): void {
  const known = queryClient.getQueryState(SESSION_KEY);
  if (known) {
    // A page rendered on the server brought its user: remembered for offline use, as `me`'s is.
    const user = queryClient.getQueryData<AuthUser | null>(SESSION_KEY);
    if (known.dataUpdateCount === 1 && user && !remembered) {
      remembered = true;
      remember(user);
    }
    return;
  }
  // The early check first: its refusal may already have cleared the session marker, and it is
  // what says the session ended.
  const early = takeSessionCheck();
  if (!early && !mayBeSignedIn()) {
    queryClient.setQueryData(SESSION_KEY, null);
    return;
  }
  firstCheckRunning = true;
  const session = sessionQuery();
  const ask = session.queryFn as () => Promise<AuthUser | null>;
  queryClient
    .fetchQuery({
      ...session,
      // This browser was signed in and the API refused it: the session ended (revoked from another
      // device, expired) since the last page, so sign-in, as for a 401 on an open page. Noted
      // before the query's observers hear of the refusal: the guards read it as they re-render.
      queryFn: () =>
        (early ?? ask()).catch((error: unknown) => {
          if (isRefusal(error)) endedHere = true;
          throw error;
        }),
    })
    .then((user) => {
      firstCheckRunning = false;
      remember(user);
    })
    .catch((error: unknown) => {
      firstCheckRunning = false;
      const offlineUser = isRefusal(error) ? null : rememberedUser();
      if (offlineUser) queryClient.setQueryData(SESSION_KEY, offlineUser);
      else signOutHere(queryClient);
    });
}

// The signed-in user is api-client's session query (sessionQuery): the one entry in the shared
// QueryClient that this provider writes and every data hook, in the shell or a remote, follows.
export function AuthProvider({ children }: AuthProviderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  startFirstCheck(queryClient);
  const { data } = useQuery(sessionQuery());
  const user = data ?? null;
  // Only while the first check runs, and only with a session: without one the answer is null at once.
  // (The API's refusal clears the session marker as its answer arrives, before the check hears of
  // it: a render in between must still wait for the check, not take the visitor for signed out.)
  const isLoading = data === undefined && (firstCheckRunning || mayBeSignedIn());

  // The API set the session cookie when it verified the code; here the app learns who signed in.
  const login = useCallback(
    (nextUser: AuthUser) => {
      endedHere = false;
      remember(nextUser);
      queryClient.setQueryData(SESSION_KEY, nextUser);
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    endedHere = false;
    // Revoke the session on the server (its answer clears the cookie); the local sign-out does not
    // wait for it. Sent while offline (or lost), it is left as a cookie that the next request to
    // reach the server carries, which ends the session there first.
    authApi.logout().catch(() => forgetSession({ loggedOut: true }));
    // Every observer hears the sign-out first (the data hooks stop), then nothing of this user's
    // stays cached, and the emptied cache still knows the answer (no component asks `me`).
    signOutHere(queryClient);
    queryClient.clear();
    queryClient.setQueryData(SESSION_KEY, null);
    void navigate('/');
  }, [navigate, queryClient]);

  // Any request refused with 401, from the shell or a remote, in this tab: the session ended
  // (revoked in another tab or on another device, expired, idle). Signed out here, on sign-in.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/login') endedHere = false;
  }, [pathname]);
  useEffect(() => {
    const onEnded = () => {
      if (queryClient.getQueryData(SESSION_KEY) === null) return;
      // The router moves in a transition, after the sign-out has rendered: until it is on /login,
      // a protected page sends the visitor there too (guards.tsx), not home.
      endedHere = true;
      void navigate('/login', { replace: true });
      signOutHere(queryClient);
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [navigate, queryClient]);

  const refreshUser = useCallback(async () => {
    if (!mayBeSignedIn()) return;
    try {
      // The session query asked again (never stale otherwise).
      remember(await queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 }));
    } catch (error) {
      // Silent (spec section 8): logged, and the user is signed out if the API refused the
      // session; out of reach or failing, the user stays as they were (a failed fetch keeps the
      // query's data).
      logSilently('Auth refresh failed', error);
      if (isRefusal(error)) signOutHere(queryClient);
    }
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isAuthenticated: user !== null, isLoading, login, logout, refreshUser }),
    [user, isLoading, login, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
