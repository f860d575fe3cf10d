import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, type Repository } from 'typeorm';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { TransactionContext } from '../../common/database/transaction-context';
import { rateLimited } from '../../common/errors/common.errors';
import { maskPhone } from '../../common/phone/ghana-phone';
import type { ClientInfo } from '../../common/web/client-info';
import { codeExpired, invalidCode, noActiveCode, tooManyAttempts } from './auth.errors';
import { CodeDeliveryService, type Recipient } from './delivery/code-delivery.service';
import type { SendOtpResponseDto } from './dto/send-otp.dto';
import { maskEmail } from './identifiers';
import { OtpChallenge, type OtpPurpose } from './otp-challenge.entity';
import { codeMatches, generateCode, hashCode } from './otp-code';
import { RateLimitService, UNKNOWN_IP } from './rate-limit.service';

/** Who a code is for, and where it may go (CodeDeliveryService.route picks the channels). */
export type CodeTarget = Pick<
  OtpChallenge,
  'purpose' | 'userId' | 'phone' | 'email' | 'registration'
>;

/** The live code a verify looks for: its purpose and, for a signed-in user's codes, that user. */
export type CodeLookup = { purpose: OtpPurpose; userId?: string };

const HOUR = 3600;
const DAY = 86400;

// The advisory lock that serialises code sends and verifies for one account.
const accountLock = (key: string) => `otp:${key}`;

export function maskedRecipient(sent: Recipient): SendOtpResponseDto {
  return {
    maskedPhone: sent.phone === null ? null : maskPhone(sent.phone),
    maskedEmail: sent.email === null ? null : maskEmail(sent.email),
  };
}

// One flow for every code, whatever it is for (sign-in, registration, a new phone or e-mail,
// deleting the account): the same cooldown, limits, storage and single use (ADR 0010). `key` is
// the identifier the code is counted and serialised under (OtpChallenge.identityKey).
@Injectable()
export class OtpChallengesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(OtpChallenge) private readonly challenges: Repository<OtpChallenge>,
    private readonly rateLimits: RateLimitService,
    private readonly delivery: CodeDeliveryService,
    private readonly tx: TransactionContext,
  ) {}

  /**
   * Creates a code for key and sends it; returns the channels that took it (503 when none did).
   * ipEventId: the request's per-IP event (IpRateLimitGuard), counted against key once a code exists.
   */
  async issue(
    key: string,
    target: CodeTarget,
    client: ClientInfo,
    ipEventId: string,
  ): Promise<Recipient> {
    const otp = this.config.otp;
    const id = randomUUID();
    const code = generateCode();

    await this.tx.run(async () => {
      // Parallel sends for one account queue here, so only one passes the cooldown and the limit,
      // and only one live code exists afterwards.
      await this.tx.lock(accountLock(key));
      await this.enforceCooldown(key);
      await this.rateLimits.enforce(
        'send',
        { identifier: key },
        otp.sendsPerIdentifierPerHour,
        HOUR,
        'Too many codes requested for this account',
      );
      // A new code voids the older ones for the same account.
      await this.voidLive(key);
      await this.tx.manager.insert(OtpChallenge, {
        ...target,
        id,
        identityKey: key,
        codeHmac: hashCode(this.pepper(), id, code),
        attempts: 0,
        expiresAt: new Date(Date.now() + otp.ttlMinutes * 60_000),
        ip: client.ip,
      });
      await this.rateLimits.assign(ipEventId, key);
    });

    let sent: Recipient;
    try {
      sent = await this.delivery.deliver(target.purpose, target, code);
    } catch (error) {
      // Nothing reached the user: drop the new code, so no cooldown holds, and do not count it
      // against the account (the IP still pays for the request).
      await this.tx.run(async () => {
        await this.tx.manager.update(
          OtpChallenge,
          { id, consumedAt: IsNull(), voidedAt: IsNull() },
          { voidedAt: new Date() },
        );
        await this.rateLimits.assign(ipEventId, null);
      });
      throw error;
    }
    await this.rateLimits.prune();
    return sent;
  }

  /**
   * Checks code against the newest live code for key and lookup; a wrong one counts against key.
   * accept: a further condition on the challenge (registration: the same e-mail). Returns the
   * challenge for the caller to consume in its own transaction. The per-IP limit was taken by
   * IpRateLimitGuard.
   */
  async check(
    key: string,
    lookup: CodeLookup,
    code: string,
    client: ClientInfo,
    accept: (challenge: OtpChallenge) => boolean = () => true,
  ): Promise<OtpChallenge> {
    const otp = this.config.otp;
    // Blocks verifying only: sending stays open, so an attacker's wrong guesses cannot also stop
    // the owner from being sent codes (see ADR 0010).
    await this.rateLimits.enforce(
      'verify_fail',
      { identifier: key },
      otp.failuresPerIdentifierPerDay,
      DAY,
      'Too many wrong codes for this account',
    );

    const challenge = await this.challenges.findOne({
      where: {
        identityKey: key,
        purpose: lookup.purpose,
        ...(lookup.userId === undefined ? {} : { userId: lookup.userId }),
        consumedAt: IsNull(),
        voidedAt: IsNull(),
      },
      order: { createdAt: 'DESC' },
    });
    if (challenge === null || !accept(challenge)) throw noActiveCode();
    if (challenge.expiresAt.getTime() <= Date.now()) throw codeExpired();

    // Count the attempt atomically first, so parallel guesses cannot exceed the limit.
    const counted: [{ attempts: number }[], number] = await this.db.query(
      `UPDATE otp_challenges SET attempts = attempts + 1
        WHERE id = $1 AND consumed_at IS NULL AND voided_at IS NULL AND attempts < $2
        RETURNING attempts`,
      [challenge.id, otp.maxAttempts],
    );
    const attempts = counted[0][0]?.attempts;
    if (attempts === undefined) throw tooManyAttempts();

    if (!codeMatches(this.pepper(), challenge.id, code, challenge.codeHmac)) {
      // On the pool, as the attempt above: a wrong code counts even if a caller's transaction
      // around this check rolls back on the error.
      await this.tx.outside(() =>
        this.rateLimits.record('verify_fail', key, client.ip ?? UNKNOWN_IP),
      );
      throw invalidCode(otp.maxAttempts - attempts);
    }
    return challenge;
  }

  /**
   * Uses the checked code up, in the caller's transaction (so it stays usable if what it was for
   * fails): only one request can. No other code for the account stays usable either.
   */
  async consume(challenge: OtpChallenge): Promise<void> {
    await this.tx.lock(accountLock(challenge.identityKey));
    const consumed = await this.tx.manager.update(
      OtpChallenge,
      { id: challenge.id, consumedAt: IsNull(), voidedAt: IsNull() },
      { consumedAt: new Date() },
    );
    if (consumed.affected !== 1) throw noActiveCode();
    await this.voidLive(challenge.identityKey);
  }

  /** Voids every live code of this user (their phone or e-mail changed: old codes name old ones). */
  async voidUserCodes(userId: string): Promise<void> {
    await this.tx.manager.update(
      OtpChallenge,
      { userId, consumedAt: IsNull(), voidedAt: IsNull() },
      { voidedAt: new Date() },
    );
  }

  private async voidLive(key: string): Promise<void> {
    await this.tx.manager.update(
      OtpChallenge,
      { identityKey: key, consumedAt: IsNull(), voidedAt: IsNull() },
      { voidedAt: new Date() },
    );
  }

  private async enforceCooldown(key: string): Promise<void> {
    const cooldown = this.config.otp.resendCooldownSeconds;
    if (cooldown === 0) return;
    const latest = await this.tx.manager.findOne(OtpChallenge, {
      where: { identityKey: key, consumedAt: IsNull(), voidedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    if (latest === null || latest.expiresAt.getTime() <= Date.now()) return;
    const waitMs = latest.createdAt.getTime() + cooldown * 1000 - Date.now();
    if (waitMs > 0) {
      throw rateLimited(waitMs / 1000, 'A code was just sent. Wait before asking for another');
    }
  }

  private pepper(): string {
    // loadConfig always resolves it; a missing pepper is a wiring bug, not a user error.
    if (this.config.otpPepper === null) throw new Error('OTP_PEPPER is not resolved');
    return this.config.otpPepper;
  }
}
