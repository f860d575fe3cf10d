import type { AuthUser } from '@sikalens/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession } from '../core/token';
import { authApi } from './auth-api';

// The signed-in user as every app sees it: the contract's AuthUser, the one type the shell, the
// remotes and this client share (`me` answers a UserDto, which is one; so is the user the shell
// remembers for offline use).
export type SessionUser = AuthUser;

// null: signed out. Not there yet (undefined): the first check is running.
export type Session = SessionUser | null;

// Every app bundles its own copy of this client, and every copy reads the one entry under this key
// in the shell's QueryClient: the key is part of the contract between the copies (and DevProviders
// seeds it), so it never changes.
export const sessionKeys = {
  all: ['session'] as const,
};

// The API refused the session (401, 403), as opposed to not answering (offline: the client's
// status 0) or failing (5xx). Only a refusal ends a session.
export function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}

// Without the signed-in marker cookie, signed out at once (no request); with it, whatever `me` says
// (the session itself is the HttpOnly cookie, sent with the request). What a failure
// means (sign out, stay offline as the remembered user) is the shell's to decide: AuthProvider
// starts the first check and every later one itself, and writes their outcome into the query.
async function checkSession(): Promise<Session> {
  if (!hasSession()) return null;
  return authApi.me();
}

// The session as a query, the same options in every copy of the client. It is asked for once:
// never stale (`static`: no refetch on mount, focus, reconnect or a blanket invalidateQueries), no
// retry (a refusal is final; any other failure has its answer in the shell: the remembered user, or
// the user as they were), a failed first check not retried by the next component that mounts, and
// run offline too (`always`), where `me` fails at once rather than waiting for the network. An
// observer that mounts while the check runs shares it; only an app that seeds nothing (a test with
// no provider) has its first observer run the check. Later changes come from the shell: sign-in
// and sign-out set the data, refreshUser asks again.
export function sessionQuery() {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: checkSession,
    staleTime: 'static',
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    networkMode: 'always',
  });
}

// The session, for any app: observes the shell's entry, never starts its own check while the
// shell's runs or after it answered.
export function useSession() {
  return useQuery(sessionQuery());
}

// Whether there is a signed-in user the API has not refused: what every data hook's `enabled`
// follows. False while the first check runs, after sign-out, and once `me` is refused.
export function useSignedIn(): boolean {
  const { data, error } = useSession();
  return !!data && !isRefusal(error);
}
