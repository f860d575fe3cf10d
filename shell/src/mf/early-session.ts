// Started before any shared module or React loads (index.ts): a returning visitor's `me` request
// runs beside /remotes.json and the shell's scripts, not after them. AuthProvider takes the answer.
// The session is the HttpOnly cookie the request carries; a token stored by an earlier version is
// moved into it first (once).
import type { AuthUser } from '@sikalens/contract';
import { serverRendered } from '../server-state';
import { hasSession, hasStoredToken, moveStoredToken } from '@sikalens/api-client/src/core/token';

let pending: Promise<AuthUser> | null = null;

export function isUser(value: unknown): value is AuthUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { isPro?: unknown }).isPro === 'boolean'
  );
}

// Whether this browser may be signed in: the session marker, or a token an earlier version kept.
export function mayBeSignedIn(): boolean {
  return hasSession() || hasStoredToken();
}

function askMe(): Promise<AuthUser> {
  return fetch('/api/auth/me', { credentials: 'same-origin' }).then(async (response) => {
    if (!response.ok) {
      throw Object.assign(new Error(`me answered ${response.status}`), {
        status: response.status,
      });
    }
    const body: unknown = await response.json();
    if (!isUser(body)) {
      // A 200 that is not a user: as good as a refusal.
      throw Object.assign(new Error('me answered something other than a user'), { status: 401 });
    }
    return body;
  });
}

export function startSessionCheck(): void {
  // A page rendered on the server for this session names its user: nothing to ask.
  if (serverRendered()) return;
  if (hasSession()) pending = askMe();
  else if (hasStoredToken()) {
    pending = moveStoredToken().then(() => {
      // Moved, or refused (no marker then: signed out). A token that could not be moved (offline)
      // is no refusal: the remembered user stays, and it is moved at the next start.
      if (hasSession()) return askMe();
      throw Object.assign(new Error('no session'), { status: hasStoredToken() ? 0 : 401 });
    });
  } else return;
  // Handled by whoever takes it; never an unhandled rejection meanwhile.
  pending.catch(() => undefined);
}

// The early answer, once: later checks (a refresh) ask the API again.
export function takeSessionCheck(): Promise<AuthUser> | null {
  const taken = pending;
  pending = null;
  return taken;
}
