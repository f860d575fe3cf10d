import { Injectable } from '@nestjs/common';
import { Database } from '../../common/database/database';
import type { LoginEvent } from './login-event.entity';

// Every column of a LoginEvent, named as the entity names them.
const LOGIN_EVENT = [
  'id',
  'user_id as userId',
  'session_id as sessionId',
  'ip',
  'city',
  'region',
  'country',
  'timezone',
  'created_at as createdAt',
] as const;

export type NewLoginEvent = Pick<
  LoginEvent,
  'userId' | 'sessionId' | 'ip' | 'city' | 'region' | 'country' | 'timezone'
>;

// The login_events table: each sign-in, with where it came from.
@Injectable()
export class LoginEventsRepository {
  constructor(private readonly database: Database) {}

  async insert(event: NewLoginEvent): Promise<void> {
    await this.database.db
      .insertInto('login_events')
      .values({
        user_id: event.userId,
        session_id: event.sessionId,
        ip: event.ip,
        city: event.city,
        region: event.region,
        country: event.country,
        timezone: event.timezone,
      })
      .execute();
  }

  /** The user's latest sign-in before `before`, if any. */
  async latestBefore(userId: string, before: Date): Promise<LoginEvent | null> {
    const event = await this.database.db
      .selectFrom('login_events')
      .select(LOGIN_EVENT)
      .where('user_id', '=', userId)
      .where('created_at', '<', before)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return event ?? null;
  }

  /** The session's own (latest) sign-in, if any. */
  async latestOf(sessionId: string): Promise<LoginEvent | null> {
    const event = await this.database.db
      .selectFrom('login_events')
      .select(LOGIN_EVENT)
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return event ?? null;
  }
}
