// Spec: the session token lives in local storage under `auth_token`.
export const AUTH_TOKEN_KEY = 'auth_token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    else window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode): the session lasts for this page only.
  }
}
