import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';
import type { RateEventKind } from './auth-rate-event.entity';

export type RateScope = { identifier: string } | { ip: string };

// The auth_rate_events table: one row per send, verify or failed verify, counted in SQL so the
// limits hold across API processes.
@Injectable()
export class RateEventsRepository {
  constructor(private readonly database: Database) {}

  /**
   * How many events of this kind scope has in the window, and in how many seconds the oldest of
   * them leaves it (null: none).
   */
  async countInWindow(
    kind: RateEventKind,
    scope: RateScope,
    windowSeconds: number,
  ): Promise<{ n: number; retry: number | null } | undefined> {
    const retry = sql<number | null>`
      extract(epoch FROM min(created_at) + make_interval(secs => ${windowSeconds}) - now())::float8`;
    const query = this.database.db
      .selectFrom('auth_rate_events')
      .select([sql<number>`count(*)::int`.as('n'), retry.as('retry')])
      .where('kind', '=', kind);
    return (
      'identifier' in scope
        ? query.where('identifier', '=', scope.identifier)
        : query.where('ip', '=', scope.ip)
    )
      .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
      .executeTakeFirst();
  }

  /**
   * The wrong codes for key in the last day, and the seconds since the latest (null: none): those
   * from the known browser counted under deviceBucket, or with null, everyone else's (no source,
   * or a network: no 'dev/' bucket, DEVICE_BUCKET_PREFIX).
   */
  async failuresOf(
    key: string,
    deviceBucket: string | null,
  ): Promise<{ n: number; wait: number | null } | undefined> {
    const wait = sql<number | null>`extract(epoch FROM now() - max(created_at))::float8`;
    return (
      this.database.db
        .selectFrom('auth_rate_events')
        .select([sql<number>`count(*)::int`.as('n'), wait.as('wait')])
        // A literal, as the partial index auth_rate_events_fail_idx names it.
        .where('kind', '=', sql.lit('verify_fail'))
        .where('identifier', '=', key)
        .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
        .where((eb) =>
          deviceBucket === null
            ? eb.or([eb('ip', 'is', null), eb('ip', 'not like', sql.lit('dev/%'))])
            : eb('ip', '=', deviceBucket),
        )
        .executeTakeFirst()
    );
  }

  /** Records an event; returns its id. */
  async record(kind: RateEventKind, identifier: string | null, ip: string | null): Promise<string> {
    const row = await this.database.db
      .insertInto('auth_rate_events')
      .values({ kind, identifier, ip })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Counts (or, with null, stops counting) a recorded event against an account. */
  async assign(eventId: string, identifier: string | null): Promise<void> {
    await this.database.db
      .updateTable('auth_rate_events')
      .set({ identifier })
      .where('id', '=', eventId)
      .execute();
  }

  // Events older than the longest window (one day) are never read again.
  async prune(): Promise<void> {
    await this.database.db
      .deleteFrom('auth_rate_events')
      .where('created_at', '<', sql<Date>`now() - interval '2 days'`)
      .execute();
  }
}
