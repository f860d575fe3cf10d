// Started before any shared module or React loads (index.ts): a returning visitor's `me` request
// runs beside /remotes.json and the shell's scripts, not after them. AuthProvider takes the answer.
import type { AuthUser } from '@sikalens/contract';
import { readToken } from '@sikalens/api-client/src/core/token';

let pending: Promise<AuthUser> | null = null;

export function isUser(value: unknown): value is AuthUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { isPro?: unknown }).isPro === 'boolean'
  );
}

export function startSessionCheck(): void {
  const token = readToken();
  if (!token) return;
  pending = fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } }).then(
    async (response) => {
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
    },
  );
  // Handled by whoever takes it; never an unhandled rejection meanwhile.
  pending.catch(() => undefined);
}

// The early answer, once: later checks (a refresh) ask the API again.
export function takeSessionCheck(): Promise<AuthUser> | null {
  const taken = pending;
  pending = null;
  return taken;
}
