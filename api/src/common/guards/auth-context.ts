import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

export type AuthContext = {
  sessionId: string;
  userId: string;
  sessionCreatedAt: Date;
};

// authVia: how the session came (the browser's cookie, or a bearer token), so an action that ends
// the session can clear the browser's cookie.
export type AuthedRequest = Request & { auth?: AuthContext; authVia?: 'bearer' | 'cookie' };

export const CurrentAuth = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthContext => {
    const auth = ctx.switchToHttp().getRequest<AuthedRequest>().auth;
    // The guard sets this before any non-public handler runs.
    if (auth === undefined) throw new Error('CurrentAuth used on a public route');
    return auth;
  },
);
