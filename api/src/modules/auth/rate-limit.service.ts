import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../common/database/transaction-context';
import { rateLimited } from '../../common/errors/common.errors';
import type { RateEventKind } from './auth-rate-event.entity';
import { RateEventsRepository, type RateScope } from './rate-events.repository';

/** The IP bucket for requests whose client address cannot be read: limited together, never skipped. */
export const UNKNOWN_IP = 'unknown';

// Sliding-window limits counted in PostgreSQL, so several API processes share them. Checks and
// counts run in the caller's transaction, if any.
@Injectable()
export class RateLimitService {
  constructor(
    private readonly events: RateEventsRepository,
    private readonly tx: TransactionContext,
  ) {}

  /** Throws 429 with Retry-After when scope already has limit events of this kind in the window. */
  async enforce(
    kind: RateEventKind,
    scope: RateScope,
    limit: number,
    windowSeconds: number,
    what: string,
  ): Promise<void> {
    const row = await this.events.countInWindow(kind, scope, windowSeconds);
    if (row !== undefined && row.n >= limit) throw rateLimited(row.retry ?? windowSeconds, what);
  }

  /** Checks the per-IP limit and counts this request in one locked step; returns the event id. */
  async takeIp(
    kind: RateEventKind,
    ip: string,
    limit: number,
    windowSeconds: number,
    what: string,
  ): Promise<string> {
    return this.tx.run(async () => {
      await this.tx.lock(`${kind}-ip:${ip}`);
      await this.enforce(kind, { ip }, limit, windowSeconds, what);
      return this.record(kind, null, ip);
    });
  }

  async record(kind: RateEventKind, identifier: string | null, ip: string | null): Promise<string> {
    return this.events.record(kind, identifier, ip);
  }

  /** Counts (or, with null, stops counting) an already recorded event against an account. */
  async assign(eventId: string, identifier: string | null): Promise<void> {
    await this.events.assign(eventId, identifier);
  }

  /** Deletes the events no window reads any more. */
  async prune(): Promise<void> {
    await this.events.prune();
  }
}
