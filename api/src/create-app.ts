import type { LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { AppModule, type AppModuleOptions } from './app.module';
import type { AppConfig } from './common/config/config.types';
import { createValidationPipe } from './common/errors/validation';
import { requestLogger } from './common/logging/request-logger';
import { useBodyParsers } from './common/web/body-parsers';
import { RemoteRegistry } from './common/web/remote-registry';
import { inlineScriptSources, securityHeaders } from './common/web/security-headers';
import { mountWebHosting, shellIndexHtml, type PageVisitor } from './common/web/web-hosting';
import {
  pendingLogout,
  sessionCookieName,
  sessionCredential,
  SessionsService,
} from './modules/auth';
import { UsersService } from './modules/users';

export const API_PREFIX = 'api';

// Who asks for a page: the user of the live session its cookie carries (the same rule as the API's
// guard), so the server can render their page. Resolved at the request: the providers exist by then.
function pageVisitor(app: NestExpressApplication, config: AppConfig): PageVisitor {
  const name = sessionCookieName(config);
  return async (req) => {
    // The guard's reading of the request; a page navigation carries only the cookie.
    const credential = sessionCredential(req, config);
    if (credential?.via !== 'cookie') return null;
    const { token } = credential;
    const auth = await app.get(SessionsService, { strict: false }).authenticate(token);
    if (auth === null) return null;
    const users = app.get(UsersService, { strict: false });
    const user = await users.findById(auth.userId);
    if (user === null) return null;
    return { user: users.toDto(user), cookie: `${name}=${token}` };
  };
}

/** HTTP wiring shared by the server, the tests and the OpenAPI generator. */
function configureApp(app: NestExpressApplication, config: AppConfig): void {
  // false, a hop count or a list of proxies; the client IP drives rate limits and the dev outbox.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogger);
  // Phones on mobile data: gzip cuts the front end's JavaScript to about a quarter on the wire.
  app.use(compression());
  const registry = new RemoteRegistry(config);
  app.use(securityHeaders(registry, inlineScriptSources(shellIndexHtml(config))));
  app.use(
    pendingLogout(config, (token) =>
      app.get(SessionsService, { strict: false }).revokeToken(token),
    ),
  );
  app.use(`/${API_PREFIX}`, (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  if (config.corsOrigins.length > 0) {
    const allowed = new Set(config.corsOrigins);
    app.enableCors({
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      allowedHeaders: ['Authorization', 'Content-Type'],
      // Read by the client: the uncategorised total, the export's file name, when to retry.
      exposedHeaders: ['X-Total-Count', 'Content-Disposition', 'Retry-After'],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      credentials: false,
      maxAge: 600,
    });
  }
  mountWebHosting(app, config, registry, pageVisitor(app, config));
  // Where Nest would mount its own (createApp turns those off), plus the JSON depth check.
  useBodyParsers(app, [`/${API_PREFIX}/payments/webhook`]);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
}

export async function createApp(
  config: AppConfig,
  options: AppModuleOptions & { logger?: LoggerService | false },
): Promise<NestExpressApplication> {
  const { logger, ...moduleOptions } = options;
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, moduleOptions),
    {
      logger: logger ?? undefined,
      abortOnError: false,
      // configureApp mounts the parsers, with a depth limit on JSON.
      bodyParser: false,
    },
  );
  configureApp(app, config);
  await app.init();
  return app;
}
