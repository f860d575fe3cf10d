// The browser's session is an HttpOnly cookie that no script reads (issue 26, ADR 0023). Beside it
// the API sets a readable marker that says only that there is a session, so an app that finds none
// knows the visitor is signed out without asking `me`. It signs nothing in.
export const SIGNED_IN_COOKIE = 'sikalens_signed_in';

// The spec's `auth_token`: where an earlier version kept the session token. Moved into the cookie
// once (moveStoredToken) and deleted; nothing writes it any more.
export const LEGACY_TOKEN_KEY = 'auth_token';

export function hasSession(): boolean {
  try {
    return document.cookie
      .split(';')
      .some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
  } catch {
    return false;
  }
}

// Set by a logout: the API ends the session on the next request that carries it, whatever it is,
// and clears it (a logout sent while offline cannot clear the HttpOnly session cookie itself).
// Over https with the __Host- prefix (Secure, Path=/, no Domain), as the API reads it.
const secure = () => window.location.protocol === 'https:';
const loggedOutCookie = () => `${secure() ? '__Host-' : ''}sikalens_logged_out`;

const cookieTail = () => `; Path=/; SameSite=Lax${secure() ? '; Secure' : ''}`;

// Signed out here at once (the API clears both cookies when it answers logout, or refuses the
// session; this covers the time until then). `loggedOut`: the user chose to sign out, so the
// session must end on the server even if this logout never reaches it.
export function forgetSession({ loggedOut = false }: { loggedOut?: boolean } = {}): void {
  try {
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0${cookieTail()}`;
    if (loggedOut) document.cookie = `${loggedOutCookie()}=1; Max-Age=31536000${cookieTail()}`;
  } catch {
    // No document (a test without one): nothing to forget.
  }
}

// Whether an earlier version's token is still stored (it is moved at the next start).
export function hasStoredToken(): boolean {
  return storedToken() !== null;
}

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(LEGACY_TOKEN_KEY);
  } catch {
    return null;
  }
}

function deleteStoredToken(): void {
  try {
    window.localStorage.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing stored either.
  }
}

/**
 * A browser that signed in before the session moved into a cookie: its stored token is sent once
 * to the API, which sets the same session as the HttpOnly cookie, and the stored copy is deleted.
 * A refused token is deleted too; out of reach, it stays for the next start. Resolves when done.
 */
export async function moveStoredToken(baseUrl = ''): Promise<void> {
  const token = storedToken();
  if (token === null) return;
  try {
    const response = await fetch(`${baseUrl}/api/auth/session-cookie`, {
      method: 'POST',
      credentials: 'include',
      headers: { Authorization: `Bearer ${token}` },
    });
    // 204: moved. 401: the session had ended. Either way, the stored token has done its work.
    if (response.ok || response.status === 401 || response.status === 400) deleteStoredToken();
  } catch {
    // Offline: tried again at the next start.
  }
}
