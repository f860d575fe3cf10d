import { Controller, Get, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/guards/public.decorator';
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
  getOutbox(@Query('to') to?: string): OutboxItem[] {
    const raw = typeof to === 'string' && to.trim() !== '' ? to.trim().toLowerCase() : undefined;
    const filter = raw === undefined ? undefined : (normalisePhone(raw) ?? raw);
    return this.outbox
      .list(filter)
      .map((entry) => ({ ...entry, sentAt: entry.sentAt.toISOString() }));
  }
}
