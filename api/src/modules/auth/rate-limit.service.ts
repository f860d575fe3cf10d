import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rateLimited } from '../../common/errors/common.errors';
import type { RateEventKind } from './auth-rate-event.entity';

type Scope = { identifier: string } | { ip: string };

// Sliding-window limits counted in PostgreSQL, so several API processes share them.
@Injectable()
export class RateLimitService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

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
    const rows: { n: number; retry: number | null }[] = await this.db.query(
      `SELECT count(*)::int AS n,
              extract(epoch FROM min(created_at) + make_interval(secs => $3) - now())::float8 AS retry
         FROM auth_rate_events
        WHERE kind = $1 AND ${column} = $2 AND created_at > now() - make_interval(secs => $3)`,
      [kind, value, windowSeconds],
    );
    const row = rows[0];
    if (row !== undefined && row.n >= limit) throw rateLimited(row.retry ?? windowSeconds, what);
  }

  async record(kind: RateEventKind, identifier: string | null, ip: string | null): Promise<void> {
    await this.db.query('INSERT INTO auth_rate_events (kind, identifier, ip) VALUES ($1, $2, $3)', [
      kind,
      identifier,
      ip,
    ]);
  }

  // Events older than the longest window (one day) are never read again.
  async prune(): Promise<void> {
    await this.db.query(
      `DELETE FROM auth_rate_events WHERE created_at < now() - interval '2 days'`,
    );
  }
}
