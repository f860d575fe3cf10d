import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import type { AuthContext } from '../../common/guards/auth-context';
import type { ClientInfo } from '../../common/web/client-info';
import { sessionNotFound } from './auth.errors';
import type { SessionDto } from './dto/session.dto';
import { placeName } from './geo/place';
import type { Session } from './session.entity';
import { SessionsRepository } from './sessions.repository';
import { parseUserAgent } from './user-agent';

const DAY_MS = 24 * 60 * 60 * 1000;
// last_used_at is a write on every request otherwise; a minute is precise enough for the idle limit.
const TOUCH_EVERY_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class SessionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsRepository,
  ) {}

  /**
   * Creates a session (in the caller's transaction, if any) and returns the bearer token (shown
   * once, stored only as sha256).
   */
  async create(userId: string, client: ClientInfo): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const session = await this.sessions.insert({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + this.config.sessionTtlDays * DAY_MS),
      lastUsedAt: now,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return { token, session };
  }

  /** The live session for this token, or null when missing, revoked, expired or idle too long. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const session = await this.sessions.findUnrevoked(hashToken(token));
    if (session === null) return null;
    const now = Date.now();
    if (session.expiresAt.getTime() <= now) return null;
    if (session.lastUsedAt.getTime() + this.config.sessionIdleDays * DAY_MS <= now) return null;
    if (now - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await this.sessions.touch(session.id, new Date(now));
    }
    return { sessionId: session.id, userId: session.userId, sessionCreatedAt: session.createdAt };
  }

  /** Ends the session this token names, if any (a logout the browser could not send at the time). */
  async revokeToken(token: string): Promise<void> {
    await this.sessions.revokeByTokenHash(hashToken(token), new Date());
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, new Date());
  }

  /** The caller's live sessions, most recently used first, with where each signed in. */
  async list(auth: AuthContext): Promise<SessionDto[]> {
    const rows = await this.sessions.listLive(auth.userId, this.config.sessionIdleDays);
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
    const revoked = await this.sessions.revokeLiveOwned(
      sessionId,
      auth.userId,
      this.config.sessionIdleDays,
    );
    if (revoked === 0) throw sessionNotFound();
  }

  /** Signs out every live session of the caller but this one; returns how many. */
  async revokeOthers(auth: AuthContext): Promise<number> {
    return this.sessions.revokeLiveOthers(auth.userId, auth.sessionId, this.config.sessionIdleDays);
  }
}
