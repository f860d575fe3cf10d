import { Controller, Get, NotFoundException, Query, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/guards/public.decorator';
import { isLoopback } from '../../common/web/client-info';
import { DevOutbox } from '../auth/delivery/dev-outbox';
import { normalisePhone } from '../auth/identifiers';

type OutboxItem = { to: string; channel: 'sms' | 'email'; code: string; sentAt: string };

// Only mounted outside production with no real delivery channel (see AppModule).
@ApiExcludeController()
@Controller('dev')
export class DevController {
  constructor(private readonly outbox: DevOutbox) {}

  @Public()
  @Get('outbox')
  getOutbox(@Req() req: Request, @Query('to') to?: string): OutboxItem[] {
    // A dev server left on 0.0.0.0 without NODE_ENV would hand everyone's codes out. Both the socket
    // and the resolved client must be local: a local reverse proxy makes every socket loopback, and
    // a spoofed X-Forwarded-For can make req.ip loopback.
    if (!isLoopback(req.socket.remoteAddress) || !isLoopback(req.ip)) {
      throw new NotFoundException();
    }
    const raw = typeof to === 'string' && to.trim() !== '' ? to.trim().toLowerCase() : undefined;
    const filter = raw === undefined ? undefined : (normalisePhone(raw) ?? raw);
    return this.outbox
      .list(filter)
      .map((entry) => ({ ...entry, sentAt: entry.sentAt.toISOString() }));
  }
}
