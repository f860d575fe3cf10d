import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, secretRing } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { TransactionContext } from '../../common/database/transaction-context';
import type { AppError } from '../../common/errors/app-error';
import { rateLimited } from '../../common/errors/common.errors';
import { maskPhone } from '../../common/phone/ghana-phone';
import type { ClientInfo } from '../../common/web/client-info';
import { codeExpired, invalidCode, noActiveCode, tooManyAttempts } from './auth.errors';
import { CodeDeliveryService, type Recipient } from './code-delivery.service';
import type { SendOtpResponseDto } from './dto/send-otp.dto';
import { maskEmail } from './identifiers';
import type { OtpChallenge, OtpPurpose } from './otp-challenge.entity';
import { OtpChallengesRepository } from './otp-challenges.repository';
import { failureDelaySeconds } from './failure-delay';
import { deviceBucket, type CodeSource } from './known-devices.service';
import { codeMatches, generateCode, hashCode } from './otp-code';
import { RateEventsRepository } from './rate-events.repository';
import { RateLimitService, UNKNOWN_IP } from './rate-limit.service';

/** Who a code is for, and where it may go (CodeDeliveryService.route picks the channels). */
export type CodeTarget = Pick<
  OtpChallenge,
  'purpose' | 'userId' | 'phone' | 'email' | 'registration'
>;

/** The live code a verify looks for: its purpose and, for a signed-in user's codes, that user. */
export type CodeLookup = { purpose: OtpPurpose; userId?: string };

const HOUR = 3600;

// The auth_rate_events source a wrong code is counted under: the known browser, or the network.
const sourceBucket = (source: CodeSource): string =>
  source.knownDevice !== null ? deviceBucket(source.knownDevice) : (source.network ?? UNKNOWN_IP);

// The advisory lock that serialises code sends and verifies for one account.
const accountLock = (key: string) => `otp:${key}`;

/**
 * The answer to a code request: where the code went, as channels, and masked the contacts the
 * caller may see (`show`): one who signs in with a phone has the e-mail on file named only as "your
 * e-mail", never any part of it (issue 27).
 */
export function maskedRecipient(
  sent: Recipient,
  show: { phone: boolean; email: boolean } = { phone: true, email: true },
): SendOtpResponseDto {
  return {
    maskedPhone: sent.phone === null || !show.phone ? null : maskPhone(sent.phone),
    maskedEmail: sent.email === null || !show.email ? null : maskEmail(sent.email),
    channels: [
      ...(sent.phone === null ? [] : ['sms' as const]),
      ...(sent.email === null ? [] : ['email' as const]),
    ],
  };
}

// One flow for every code, whatever it is for (sign-in, registration, a new phone or e-mail,
// deleting the account): the same cooldown, limits, storage and single use (ADR 0010). `key` is
// the identifier the code is counted and serialised under (OtpChallenge.identityKey).
@Injectable()
export class OtpChallengesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimitService,
    private readonly delivery: CodeDeliveryService,
    private readonly tx: TransactionContext,
    private readonly challenges: OtpChallengesRepository,
    private readonly rateEvents: RateEventsRepository,
  ) {}

  /**
   * Creates a code for key and sends it; returns the channels that took it (503 when none did).
   * ipEventId: the request's per-IP event (IpRateLimitGuard), counted against key once a code exists;
   * null for a request's second code (a contact change's approval): counted against key alone.
   */
  async issue(
    key: string,
    target: CodeTarget,
    client: ClientInfo,
    ipEventId: string | null,
  ): Promise<Recipient> {
    const otp = this.config.otp;
    const id = randomUUID();
    const code = generateCode();

    const eventId = await this.tx.run(async () => {
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
      await this.challenges.insert({
        purpose: target.purpose,
        userId: target.userId,
        phone: target.phone,
        email: target.email,
        registration: target.registration,
        id,
        identityKey: key,
        codeHmac: hashCode(this.secrets()[0]!, id, code),
        attempts: 0,
        expiresAt: new Date(Date.now() + otp.ttlMinutes * 60_000),
        ip: client.ip,
      });
      const event = ipEventId ?? (await this.rateLimits.record('send', null, null));
      await this.rateLimits.assign(event, key);
      return event;
    });

    let sent: Recipient;
    try {
      sent = await this.delivery.deliver(target.purpose, target, code);
    } catch (error) {
      // Nothing reached the user: drop the new code, so no cooldown holds, and do not count it
      // against the account (the IP still pays for the request).
      await this.tx.run(async () => {
        await this.challenges.voidById(id, new Date());
        await this.rateLimits.assign(eventId, null);
      });
      throw error;
    }
    // Which channels took it: a code used proves those contacts and no other.
    await this.challenges.setDelivered(id, {
      phone: sent.phone !== null,
      email: sent.email !== null,
    });
    await this.rateLimits.prune();
    return sent;
  }

  /**
   * Checks code against the newest live code for key and lookup; a wrong one counts against key
   * and the source. accept: a further condition on the challenge (registration: the same e-mail).
   * Returns the challenge for the caller to consume in its own transaction. The per-request limit
   * (per network or known device) was taken by IpRateLimitGuard.
   *
   * Issue 27: no hard lock. Wrong codes for the account from browsers it does not know make each
   * further attempt from such a browser wait (failureDelaySeconds); wrong codes from one network
   * over all accounts are capped per hour. A browser the account knows (its device cookie) has
   * its own count and passes both, so a stranger's guesses never keep the owner out. Checks for
   * one account run one at a time, so parallel guesses cannot all slip through one opening.
   */
  async check(
    key: string,
    lookup: CodeLookup,
    code: string,
    source: CodeSource,
    accept: (challenge: OtpChallenge) => boolean = () => true,
  ): Promise<OtpChallenge> {
    const otp = this.config.otp;
    // On the pool, in a transaction of its own: a wrong code counts even if a caller's transaction
    // around this check rolls back on the error thrown for it.
    const outcome = await this.tx.outside(() =>
      this.tx.run(async (): Promise<{ error: AppError } | { challenge: OtpChallenge }> => {
        await this.tx.lock(`otp-verify:${key}`);
        await this.enforceFailureLimits(key, source);

        const challenge = await this.challenges.newestLiveFor(key, lookup.purpose, lookup.userId);
        if (challenge === null || !accept(challenge)) return { error: noActiveCode() };
        if (challenge.expiresAt.getTime() <= Date.now()) return { error: codeExpired() };

        const attempts = await this.challenges.countAttempt(challenge.id, otp.maxAttempts);
        if (attempts === undefined) return { error: tooManyAttempts() };

        const matches = this.secrets().some((secret) =>
          codeMatches(secret, challenge.id, code, challenge.codeHmac),
        );
        if (!matches) {
          await this.rateLimits.record('verify_fail', key, sourceBucket(source));
          return { error: invalidCode(otp.maxAttempts - attempts) };
        }
        return { challenge };
      }),
    );
    if ('error' in outcome) throw outcome.error;
    return outcome.challenge;
  }

  // Throws 429 with Retry-After while this source must wait before trying a code for key.
  private async enforceFailureLimits(key: string, source: CodeSource): Promise<void> {
    const otp = this.config.otp;
    const bucket = sourceBucket(source);
    // A known browser's wrong codes, or everyone else's.
    const row = await this.rateEvents.failuresOf(key, source.knownDevice === null ? null : bucket);
    const failures = row?.n ?? 0;
    const since = row?.wait ?? 0;
    const wait = failureDelaySeconds(failures, otp) - since;
    if (wait > 0) throw rateLimited(wait, 'Too many wrong codes for this account');
    if (source.knownDevice !== null) return;
    // Checks for different accounts from one network queue here too (always after the account's
    // lock), so parallel wrong codes cannot all read the count before any is recorded.
    await this.tx.lock(`otp-fail-net:${bucket}`);
    await this.rateLimits.enforce(
      'verify_fail',
      { ip: bucket },
      otp.failuresPerNetworkPerHour,
      HOUR,
      'Too many wrong codes from this network',
    );
  }

  /**
   * Uses the checked code up, in the caller's transaction (so it stays usable if what it was for
   * fails): only one request can. No other code for the account stays usable either.
   */
  async consume(challenge: OtpChallenge): Promise<void> {
    await this.tx.lock(accountLock(challenge.identityKey));
    if (!(await this.challenges.consume(challenge.id, new Date()))) throw noActiveCode();
    await this.voidLive(challenge.identityKey);
  }

  /** Voids every live code of this user (their phone or e-mail changed: old codes name old ones). */
  async voidUserCodes(userId: string): Promise<void> {
    await this.challenges.voidLiveOfUser(userId, new Date());
  }

  /** Voids the live code for key (a request's other code could not be sent: it is asked again). */
  async withdraw(key: string): Promise<void> {
    await this.tx.run(() => this.voidLive(key));
  }

  private async voidLive(key: string): Promise<void> {
    await this.challenges.voidLive(key, new Date());
  }

  private async enforceCooldown(key: string): Promise<void> {
    const cooldown = this.config.otp.resendCooldownSeconds;
    if (cooldown === 0) return;
    const latest = await this.challenges.newestLive(key);
    if (latest === null || latest.expiresAt.getTime() <= Date.now()) return;
    const waitMs = latest.createdAt.getTime() + cooldown * 1000 - Date.now();
    if (waitMs > 0) {
      throw rateLimited(waitMs / 1000, 'A code was just sent');
    }
  }

  // CODE_SECRET's ring: the newest signs, any checks (a code sent just before a rotation works).
  private secrets(): string[] {
    return secretRing(this.config, 'codes');
  }
}
