import { Controller, Get, NotFoundException, Query, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/guards/public.decorator';
import { normalisePhone } from '../../common/phone/ghana-phone';
import { isLoopback } from '../../common/web/client-info';
import { DevOutbox, type OutboxKind } from '../notifications';

// kind code: `code` set, no text; kind notification (a budget alert): `subject` (e-mail) and `text`.
type OutboxItem = {
  to: string;
  channel: 'sms' | 'email';
  kind: OutboxKind;
  code: string | null;
  subject: string | null;
  text: string | null;
  sentAt: string;
};

const KINDS: readonly string[] = ['code', 'notification'] satisfies OutboxKind[];

// Set by proxies (standard and de facto). A proxy on this host makes every socket loopback, and with
// TRUST_PROXY off req.ip is that socket too: any of these means the caller may be elsewhere.
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
] as const;

/** Only a client on this machine talking to the API directly: loopback, and not proxied. */
function isLocalDirectClient(req: Request): boolean {
  if (FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  // Both the socket and the resolved client must be local (with TRUST_PROXY set, req.ip comes from
  // X-Forwarded-For, which the check above already refuses; this holds even without it).
  return isLoopback(req.socket.remoteAddress) && isLoopback(req.ip);
}

// Only mounted outside production with no real delivery channel (see AppModule).
@ApiExcludeController()
@Controller('dev')
export class DevController {
  constructor(private readonly outbox: DevOutbox) {}

  @Public()
  @Get('outbox')
  getOutbox(
    @Req() req: Request,
    @Query('to') to?: string,
    @Query('kind') kind?: string,
  ): OutboxItem[] {
    // A dev server left on 0.0.0.0 without NODE_ENV, or behind a proxy, would hand everyone's
    // codes out.
    if (!isLocalDirectClient(req)) throw new NotFoundException();
    const raw = typeof to === 'string' && to.trim() !== '' ? to.trim().toLowerCase() : undefined;
    const filter = raw === undefined ? undefined : (normalisePhone(raw) ?? raw);
    const ofKind =
      typeof kind === 'string' && KINDS.includes(kind) ? (kind as OutboxKind) : undefined;
    return this.outbox
      .list(filter, ofKind)
      .map((entry) => ({ ...entry, sentAt: entry.sentAt.toISOString() }));
  }
}
