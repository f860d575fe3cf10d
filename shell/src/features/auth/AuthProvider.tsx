import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from '@sikalens/router';
import { useQueryClient } from '@tanstack/react-query';
import {
  AuthContext,
  type AuthContextValue,
  type AuthUser,
  logSilently,
} from '@sikalens/shared-ui';
import { authApi, readToken, writeToken } from '@sikalens/api-client';
import { isUser, takeSessionCheck } from '../../mf/early-session';

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

// The API refused the session (401 or 403), as opposed to not answering (offline, no signal: the
// API client's status 0) or failing (5xx): only a refusal signs out a remembered user.
function refused(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}

// Spec section 4: on load a stored token is checked with `me`; any failure signs out silently;
// the loading flag ends in every case.
export function AuthProvider({ children }: AuthProviderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [isLoading, setIsLoading] = useState(() => readToken() !== null);

  useEffect(() => {
    if (!readToken()) return;
    let cancelled = false;
    // The request index.ts started before React, if any; else ask now.
    (takeSessionCheck() ?? authApi.me())
      .then((me) => {
        if (cancelled) return;
        remember(me);
        setUser(me);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const offlineUser = refused(error) ? null : rememberedUser();
        if (offlineUser) {
          setUser(offlineUser);
          return;
        }
        writeToken(null);
        remember(null);
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) setIsLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback((token: string, nextUser: AuthUser) => {
    writeToken(token);
    remember(nextUser);
    setUser(nextUser);
  }, []);

  const logout = useCallback(() => {
    // Revoke the session on the server; the local sign-out does not wait for it.
    const token = readToken();
    if (token) authApi.logout(token).catch(() => undefined);
    writeToken(null);
    remember(null);
    setUser(null);
    queryClient.clear();
    void navigate('/');
  }, [navigate, queryClient]);

  const refreshUser = useCallback(async () => {
    if (!readToken()) return;
    try {
      const me = await authApi.me();
      remember(me);
      setUser(me);
    } catch (error) {
      // Silent (spec section 8): logged, and the user is signed out if the API refused the
      // session; out of reach or failing, the user stays as they were.
      logSilently('Auth refresh failed', error);
      if (!refused(error)) return;
      writeToken(null);
      remember(null);
      setUser(null);
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isAuthenticated: user !== null, isLoading, login, logout, refreshUser }),
    [user, isLoading, login, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
