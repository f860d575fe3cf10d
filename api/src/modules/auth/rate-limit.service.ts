import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TransactionContext } from '../../common/database/transaction-context';
import { rateLimited } from '../../common/errors/common.errors';
import type { RateEventKind } from './auth-rate-event.entity';

type Scope = { identifier: string } | { ip: string };

/** The IP bucket for requests whose client address cannot be read: limited together, never skipped. */
export const UNKNOWN_IP = 'unknown';

// Sliding-window limits counted in PostgreSQL, so several API processes share them. Checks and
// counts run in the caller's transaction, if any.
@Injectable()
export class RateLimitService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tx: TransactionContext,
  ) {}

  /** Throws 429 with Retry-After when scope already has limit events of this kind in the window. */
  async enforce(
    kind: RateEventKind,
    scope: Scope,
    limit: number,
    windowSeconds: number,
    what: string,
  ): Promise<void> {
    const [column, value] =
      'identifier' in scope ? ['identifier', scope.identifier] : ['ip', scope.ip];
    const rows: { n: number; retry: number | null }[] = await this.tx.manager.query(
      `SELECT count(*)::int AS n,
              extract(epoch FROM min(created_at) + make_interval(secs => $3) - now())::float8 AS retry
         FROM auth_rate_events
        WHERE kind = $1 AND ${column} = $2 AND created_at > now() - make_interval(secs => $3)`,
      [kind, value, windowSeconds],
    );
    const row = rows[0];
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
    const rows: { id: string }[] = await this.tx.manager.query(
      'INSERT INTO auth_rate_events (kind, identifier, ip) VALUES ($1, $2, $3) RETURNING id',
      [kind, identifier, ip],
    );
    return String(rows[0]?.id);
  }

  /** Counts (or, with null, stops counting) an already recorded event against an account. */
  async assign(eventId: string, identifier: string | null): Promise<void> {
    await this.tx.manager.query('UPDATE auth_rate_events SET identifier = $1 WHERE id = $2', [
      identifier,
      eventId,
    ]);
  }

  // Events older than the longest window (one day) are never read again.
  async prune(): Promise<void> {
    await this.db.query(
      `DELETE FROM auth_rate_events WHERE created_at < now() - interval '2 days'`,
    );
  }
}
