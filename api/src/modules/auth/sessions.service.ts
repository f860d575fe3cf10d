import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, type Repository } from 'typeorm';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { TransactionContext } from '../../common/database/transaction-context';
import type { AuthContext } from '../../common/guards/auth-context';
import type { ClientInfo } from '../../common/web/client-info';
import { sessionNotFound } from './auth.errors';
import type { SessionDto } from './dto/session.dto';
import { placeName } from './geo/place';
import { Session } from './session.entity';
import { parseUserAgent } from './user-agent';

type SessionRow = {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  city: string | null;
  region: string | null;
  country: string | null;
};

// A live session: not revoked, not past its end, not idle too long ($2: SESSION_IDLE_DAYS), as
// authenticate() decides.
const LIVE = `s.revoked_at IS NULL AND s.expires_at > now()
  AND s.last_used_at > now() - make_interval(days => $2)`;

const DAY_MS = 24 * 60 * 60 * 1000;
// last_used_at is a write on every request otherwise; a minute is precise enough for the idle limit.
const TOUCH_EVERY_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class SessionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly tx: TransactionContext,
  ) {}

  /**
   * Creates a session (in the caller's transaction, if any) and returns the bearer token (shown
   * once, stored only as sha256).
   */
  async create(userId: string, client: ClientInfo): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const repo = this.tx.manager.getRepository(Session);
    const session = await repo.save(
      repo.create({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + this.config.sessionTtlDays * DAY_MS),
        lastUsedAt: now,
        revokedAt: null,
        ip: client.ip,
        userAgent: client.userAgent,
      }),
    );
    return { token, session };
  }

  /** The live session for this token, or null when missing, revoked, expired or idle too long. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const session = await this.sessions.findOneBy({
      tokenHash: hashToken(token),
      revokedAt: IsNull(),
    });
    if (session === null) return null;
    const now = Date.now();
    if (session.expiresAt.getTime() <= now) return null;
    if (session.lastUsedAt.getTime() + this.config.sessionIdleDays * DAY_MS <= now) return null;
    if (now - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await this.sessions.update({ id: session.id }, { lastUsedAt: new Date(now) });
    }
    return { sessionId: session.id, userId: session.userId, sessionCreatedAt: session.createdAt };
  }

  /** Ends the session this token names, if any (a logout the browser could not send at the time). */
  async revokeToken(token: string): Promise<void> {
    await this.sessions.update(
      { tokenHash: hashToken(token), revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** The caller's live sessions, most recently used first, with where each signed in. */
  async list(auth: AuthContext): Promise<SessionDto[]> {
    const rows = await this.db.query<SessionRow[]>(
      `SELECT s.id, s.user_agent AS "userAgent", s.ip, s.created_at AS "createdAt",
              s.last_used_at AS "lastUsedAt", e.city, e.region, e.country
         FROM sessions s
         LEFT JOIN LATERAL (
           SELECT city, region, country FROM login_events
            WHERE session_id = s.id ORDER BY created_at DESC LIMIT 1
         ) e ON true
        WHERE s.user_id = $1 AND ${LIVE}
        ORDER BY s.last_used_at DESC, s.created_at DESC`,
      [auth.userId, this.config.sessionIdleDays],
    );
    return rows.map((row) => {
      const { browser, os, device } = parseUserAgent(row.userAgent);
      return {
        id: row.id,
        browser,
        os,
        device,
        place: placeName(row),
        ipAddress: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === auth.sessionId,
      };
    });
  }

  /** Signs one of the caller's sessions out (the current one too); anyone else's is 404. */
  async revokeOwned(auth: AuthContext, sessionId: string): Promise<void> {
    const [, revoked] = await this.db.query<[unknown, number]>(
      `UPDATE sessions s SET revoked_at = now()
        WHERE s.id = $1 AND s.user_id = $3 AND ${LIVE}`,
      [sessionId, this.config.sessionIdleDays, auth.userId],
    );
    if (revoked === 0) throw sessionNotFound();
  }

  /** Signs out every live session of the caller but this one; returns how many. */
  async revokeOthers(auth: AuthContext): Promise<number> {
    const [, revoked] = await this.db.query<[unknown, number]>(
      `UPDATE sessions s SET revoked_at = now()
        WHERE s.user_id = $1 AND s.id <> $3 AND ${LIVE}`,
      [auth.userId, this.config.sessionIdleDays, auth.sessionId],
    );
    return revoked;
  }
}
