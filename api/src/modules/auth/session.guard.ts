import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { unauthorized } from '../../common/errors/common.errors';
import type { AuthedRequest } from '../../common/guards/auth-context';
import { IS_PUBLIC } from '../../common/guards/public.decorator';
import {
  clearSessionCookie,
  crossSiteRequest,
  readCookie,
  sameOriginOrAllowed,
  sessionCredential,
  SIGNED_IN_COOKIE,
} from './session-cookie';
import { SessionsService } from './sessions.service';

// Registered globally: a route runs only with a live session, unless it is @Public(). The session
// comes from a bearer token (scripts, the CLI, tests) or the browser's HttpOnly cookie; a request
// that changes something by cookie must come from the app's own origin (no cross-site forgery).
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic === true) return true;

    const http = context.switchToHttp();
    const req = http.getRequest<AuthedRequest>();
    const res = http.getResponse<Response>();
    const credential = sessionCredential(req, this.config);
    // Checked before the session is looked up: a forged request learns nothing and touches nothing.
    if (credential?.via === 'cookie' && !sameOriginOrAllowed(req, this.config)) {
      throw crossSiteRequest();
    }
    const auth = credential === null ? null : await this.sessions.authenticate(credential.token);
    if (auth === null) {
      // A browser whose session ended (revoked, expired, idle) is signed out for good: its cookies go.
      if (
        credential?.via === 'cookie' ||
        readCookie(req.headers.cookie, SIGNED_IN_COOKIE) !== null
      ) {
        clearSessionCookie(res, this.config);
      }
      throw unauthorized();
    }
    req.auth = auth;
    req.authVia = credential?.via;
    return true;
  }
}
