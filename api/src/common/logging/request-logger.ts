import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const logger = new Logger('HTTP');

// A path segment that may carry personal data: a run of digits (a phone number, a MoMo number),
// an e-mail, or anything percent-encoded or spaced (a recipient's name).
const PERSONAL = /\d{4,}|@|%|\+|\s/;

/**
 * The path as logged (issue 27: request logs never hold phone numbers or names): the route's
 * pattern when a route took the request ("/api/insights/recipients/:number"), else the path with
 * every segment that may be personal replaced by ":masked". Never the query string.
 */
export function loggedPath(
  req: Pick<Request, 'originalUrl'> & { route?: { path?: unknown } },
): string {
  const pattern = req.route?.path;
  if (typeof pattern === 'string' && pattern.startsWith('/')) return pattern;
  const path = req.originalUrl.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (PERSONAL.test(segment) ? ':masked' : segment))
    .join('/');
}

// Method, path (see loggedPath), status and time. Never bodies, headers or the query string.
export function requestLogger(req: Request, res: Response, next: NextFunction): void {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.log(`${req.method} ${loggedPath(req)} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  next();
}
