import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { unauthorized } from '../../common/errors/common.errors';
import type { AuthedRequest } from '../../common/guards/auth-context';
import { IS_PUBLIC } from '../../common/guards/public.decorator';
import { SessionsService } from './sessions.service';

// Registered globally: a route runs only with a live session, unless it is @Public().
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic === true) return true;

    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const header = req.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
    if (match?.[1] === undefined) throw unauthorized();
    const auth = await this.sessions.authenticate(match[1]);
    if (auth === null) throw unauthorized();
    req.auth = auth;
    return true;
  }
}
