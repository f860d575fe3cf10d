import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../common/config/config.types';
import {
  clearSessionCookie,
  loggedOutCookieName,
  readCookie,
  sessionCookieName,
} from './session-cookie';

/**
 * Issue 26: a logout sent while offline cannot clear the HttpOnly session cookie, and the session
 * would live on (and the next page be rendered for it on the server). The app then leaves a
 * readable `sikalens_logged_out` cookie; the first request of any kind that carries it ends the
 * session its cookie names, clears the cookies, and goes on as a signed-out request. Another site
 * cannot set it (over https it is __Host-, so not even a sibling subdomain), and at worst it signs
 * the visitor out.
 */
export function pendingLogout(
  config: Pick<AppConfig, 'appUrl' | 'sessionTtlDays' | 'corsOrigins'>,
  revokeToken: (token: string) => Promise<void>,
) {
  const name = sessionCookieName(config);
  const mark = loggedOutCookieName(config);
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers.cookie;
    if (readCookie(header, mark) === null) return next();
    const token = readCookie(header, name);
    // The rest of the request sees no session cookie (nor the logout mark).
    req.headers.cookie = (header ?? '')
      .split(';')
      .filter((part) => {
        const key = part.split('=')[0]?.trim();
        return key !== name && key !== mark;
      })
      .join(';');
    clearSessionCookie(res, config);
    if (token === null) return next();
    revokeToken(token).then(
      () => next(),
      (error: unknown) => next(error),
    );
  };
}
