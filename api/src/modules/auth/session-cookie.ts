import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '../../common/config/config.types';
import { AppError } from '../../common/errors/app-error';

// The browser's session (issue 26, ADR 0023): the token lives in an HttpOnly cookie that no script
// on the page can read, and a second, readable cookie says only that there is one, so the app knows
// whether to ask `me` without holding anything that signs in. Over https (every deployment but
// plain-http local development) the session cookie is Secure and carries the __Host- prefix, so no
// other host or path, nor a plain-http page, can set or shadow it.

const SESSION = 'sikalens_session';
const SIGNED_IN = 'sikalens_signed_in';

const DAY_MS = 24 * 60 * 60 * 1000;

export type SessionCookieConfig = Pick<AppConfig, 'appUrl' | 'sessionTtlDays' | 'corsOrigins'>;

export function isSecure(config: Pick<AppConfig, 'appUrl'>): boolean {
  return config.appUrl.startsWith('https:');
}

/** The session cookie's name: __Host-sikalens_session over https, sikalens_session on plain http. */
export function sessionCookieName(config: Pick<AppConfig, 'appUrl'>): string {
  return isSecure(config) ? `__Host-${SESSION}` : SESSION;
}

export const SIGNED_IN_COOKIE = SIGNED_IN;

// A logout the browser could not send (offline): the app sets this readable cookie, and the next
// request that reaches the server, whatever it is, ends the session first (pendingLogout). Over
// https it has the __Host- prefix, so no sibling subdomain can plant it.
const LOGGED_OUT = 'sikalens_logged_out';
export function loggedOutCookieName(config: Pick<AppConfig, 'appUrl'>): string {
  return isSecure(config) ? `__Host-${LOGGED_OUT}` : LOGGED_OUT;
}

function baseOptions(config: SessionCookieConfig): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: isSecure(config) };
}

/** Sets the session cookie (HttpOnly) and the readable signed-in marker, for the session's lifetime. */
export function setSessionCookie(res: Response, config: SessionCookieConfig, token: string): void {
  const maxAge = config.sessionTtlDays * DAY_MS;
  res.cookie(sessionCookieName(config), token, { ...baseOptions(config), httpOnly: true, maxAge });
  res.cookie(SIGNED_IN, '1', { ...baseOptions(config), httpOnly: false, maxAge });
}

/** Ends the browser's session: both cookies expire now. */
export function clearSessionCookie(res: Response, config: SessionCookieConfig): void {
  res.clearCookie(sessionCookieName(config), { ...baseOptions(config), httpOnly: true });
  res.clearCookie(SIGNED_IN, { ...baseOptions(config), httpOnly: false });
  res.clearCookie(loggedOutCookieName(config), { ...baseOptions(config), httpOnly: false });
}

/** One cookie's value from the Cookie header, or null. The first of the name wins, as browsers send the most specific first. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw.replace(/^"(.*)"$/, '$1'));
    } catch {
      return null;
    }
  }
  return null;
}

export type SessionCredential = { token: string; via: 'bearer' | 'cookie' };

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The request's session token: the Authorization header's bearer token when there is one (a
 * script, the CLI, a test), else the session cookie (the browser). A malformed one is none.
 */
export function sessionCredential(
  req: Request,
  config: SessionCookieConfig,
): SessionCredential | null {
  // A bearer token wins; another scheme (a proxy's Basic auth on a staging site) is not ours.
  const header = req.headers.authorization?.trim() ?? '';
  if (/^Bearer\s/i.test(header)) {
    const match = /^Bearer (\S+)$/i.exec(header);
    return match?.[1] !== undefined && TOKEN.test(match[1])
      ? { token: match[1], via: 'bearer' }
      : null;
  }
  const cookie = readCookie(req.headers.cookie, sessionCookieName(config));
  return cookie !== null && TOKEN.test(cookie) ? { token: cookie, via: 'cookie' } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteRequest = () =>
  new AppError(
    403,
    'CROSS_SITE_REQUEST',
    'This request came from another site, so it was refused. Open SikaLens itself and try again.',
  );

function originOf(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request that changes something may use the session cookie: its Origin (or, without
 * one, its Referer) must be the app's own origin (APP_URL, or the host the request was sent to:
 * a cross-site page cannot choose the Host its victim's browser sends) or one of CORS_ORIGINS.
 * Safe methods change nothing and always may.
 */
export function sameOriginOrAllowed(req: Request, config: SessionCookieConfig): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return true;
  const origin = claimedOrigin(req);
  return origin !== null && ownOrigins(req, config).has(origin);
}

// With an Origin header, it alone decides ("null", from a sandboxed or opaque document, counts as
// foreign); only without one does the Referer stand in.
function claimedOrigin(req: Request): string | null {
  return req.headers.origin !== undefined
    ? originOf(req.headers.origin)
    : originOf(req.headers.referer);
}

function ownOrigins(req: Request, config: SessionCookieConfig): Set<string> {
  const own = new Set([new URL(config.appUrl).origin, ...config.corsOrigins]);
  const host = req.get('host');
  if (host !== undefined) own.add(originOf(`${req.protocol}://${host}`) ?? '');
  return own;
}

/**
 * Whether a browser on another site sent this request: it names an origin (Origin, else Referer)
 * that is not the app's. A browser always names one on a cross-site POST; a script that names
 * none is not a browser that could be tricked.
 */
export function fromAnotherSite(req: Request, config: SessionCookieConfig): boolean {
  if (req.headers.origin === undefined && req.headers.referer === undefined) return false;
  const origin = claimedOrigin(req);
  return origin === null || !ownOrigins(req, config).has(origin);
}
