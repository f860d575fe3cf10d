import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import type { AuthContext } from '../../common/guards/auth-context';
import type { ClientInfo } from '../../common/web/client-info';
import { Session } from './session.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
// last_used_at is a write on every request otherwise; a minute is precise enough for the idle limit.
const TOUCH_EVERY_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class SessionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
  ) {}

  /** Creates a session and returns the bearer token (shown once, stored only as sha256). */
  async create(
    userId: string,
    client: ClientInfo,
    manager?: EntityManager,
  ): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const repo = manager ? manager.getRepository(Session) : this.sessions;
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

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
