import { Injectable } from '@nestjs/common';
import { sql, type SqlBool } from 'kysely';
import { Database } from '../../common/database/database';
import type { Session } from './session.entity';

// Every column of a Session, named as the entity names them.
const SESSION = [
  'id',
  'user_id as userId',
  'token_hash as tokenHash',
  'created_at as createdAt',
  'expires_at as expiresAt',
  'last_used_at as lastUsedAt',
  'revoked_at as revokedAt',
  'ip',
  'user_agent as userAgent',
] as const;

export type NewSession = Pick<
  Session,
  'userId' | 'tokenHash' | 'expiresAt' | 'lastUsedAt' | 'ip' | 'userAgent'
>;

// A live session: not revoked, not past its end, not idle too long (idleDays: SESSION_IDLE_DAYS),
// as SessionsService.authenticate decides.
const live = (idleDays: number) =>
  sql<SqlBool>`(s.revoked_at IS NULL AND s.expires_at > now()
    AND s.last_used_at > now() - make_interval(days => ${idleDays}))`;

// The sessions table (listLive also shows where each session signed in, from login_events).
@Injectable()
export class SessionsRepository {
  constructor(private readonly database: Database) {}

  // The token_hash's unique index makes a token name one session at most.
  insert(session: NewSession): Promise<Session> {
    return this.database.db
      .insertInto('sessions')
      .values({
        user_id: session.userId,
        token_hash: session.tokenHash,
        expires_at: session.expiresAt,
        last_used_at: session.lastUsedAt,
        revoked_at: null,
        ip: session.ip,
        user_agent: session.userAgent,
      })
      .returning(SESSION)
      .executeTakeFirstOrThrow();
  }

  async findUnrevoked(tokenHash: string): Promise<Session | null> {
    const session = await this.database.db
      .selectFrom('sessions')
      .select(SESSION)
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return session ?? null;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.database.db
      .updateTable('sessions')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .execute();
  }

  async revokeByTokenHash(tokenHash: string, at: Date): Promise<void> {
    await this.database.db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.database.db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** The user's live sessions, most recently used first, with where each signed in. */
  listLive(userId: string, idleDays: number) {
    return this.database.db
      .selectFrom('sessions as s')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('login_events')
            .select(['city', 'region', 'country'])
            .whereRef('session_id', '=', 's.id')
            .orderBy('created_at', 'desc')
            .limit(1)
            .as('e'),
        (join) => join.onTrue(),
      )
      .select([
        's.id',
        's.user_agent as userAgent',
        's.ip',
        's.created_at as createdAt',
        's.last_used_at as lastUsedAt',
        'e.city',
        'e.region',
        'e.country',
      ])
      .where('s.user_id', '=', userId)
      .where(live(idleDays))
      .orderBy('s.last_used_at', 'desc')
      .orderBy('s.created_at', 'desc')
      .execute();
  }

  /** Revokes the user's live session with this id; returns how many it revoked (0 or 1). */
  async revokeLiveOwned(sessionId: string, userId: string, idleDays: number): Promise<number> {
    const result = await this.database.db
      .updateTable('sessions as s')
      .set({ revoked_at: sql`now()` })
      .where('s.id', '=', sessionId)
      .where('s.user_id', '=', userId)
      .where(live(idleDays))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Revokes every live session of the user but keepId; returns how many. */
  async revokeLiveOthers(userId: string, keepId: string, idleDays: number): Promise<number> {
    const result = await this.database.db
      .updateTable('sessions as s')
      .set({ revoked_at: sql`now()` })
      .where('s.user_id', '=', userId)
      .where('s.id', '<>', keepId)
      .where(live(idleDays))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Ends every unrevoked session of the user but keepId (expired and idle ones too). */
  async revokeAllBut(userId: string, keepId: string): Promise<void> {
    await this.database.db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('id', '<>', keepId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every unrevoked session of the user (expired and idle ones too). */
  async revokeAllFor(userId: string): Promise<void> {
    await this.database.db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
