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

type AuthProviderProps = { children: ReactNode };

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
    authApi
      .me()
      .then((me) => {
        if (!cancelled) setUser(me);
      })
      .catch(() => {
        if (cancelled) return;
        writeToken(null);
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
    setUser(nextUser);
  }, []);

  const logout = useCallback(() => {
    // Revoke the session on the server; the local sign-out does not wait for it.
    const token = readToken();
    if (token) authApi.logout(token).catch(() => undefined);
    writeToken(null);
    setUser(null);
    queryClient.clear();
    void navigate('/');
  }, [navigate, queryClient]);

  const refreshUser = useCallback(async () => {
    if (!readToken()) return;
    try {
      setUser(await authApi.me());
    } catch (error) {
      // Silent (spec section 8): logged, and the user is signed out.
      logSilently('Auth refresh failed', error);
      writeToken(null);
      setUser(null);
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isAuthenticated: user !== null, isLoading, login, logout, refreshUser }),
    [user, isLoading, login, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
