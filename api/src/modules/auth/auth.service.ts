import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan, type EntityManager, type Repository } from 'typeorm';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { rateLimited } from '../../common/errors/common.errors';
import type { AuthContext } from '../../common/guards/auth-context';
import type { ClientInfo } from '../../common/web/client-info';
import { takenBy, UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import {
  accountNotFound,
  codeExpired,
  emailTaken,
  invalidCode,
  invalidEmail,
  invalidPhone,
  noActiveCode,
  phoneTaken,
  tooManyAttempts,
} from './auth.errors';
import { CodeDeliveryService } from './delivery/code-delivery.service';
import type { SendOtpRequestDto, SendOtpResponseDto } from './dto/send-otp.dto';
import type { VerifyOtpRequestDto, VerifyOtpResponseDto } from './dto/verify-otp.dto';
import type { LocationResponseDto } from './dto/location.dto';
import { GeoLocator, type GeoInfo } from './geo/geo-locator';
import {
  looksLikeEmail,
  maskEmail,
  maskPhone,
  normaliseEmail,
  normalisePhone,
} from './identifiers';
import { LoginEvent } from './login-event.entity';
import { OtpChallenge } from './otp-challenge.entity';
import { codeMatches, generateCode, hashCode } from './otp-code';
import { RateLimitService, UNKNOWN_IP } from './rate-limit.service';
import { SessionsService } from './sessions.service';

type Identity = { phone: string | null; email: string | null };
// What a send-otp request resolves to, before a code exists.
type Target = Pick<OtpChallenge, 'purpose' | 'userId' | 'phone' | 'email' | 'registration'>;

const HOUR = 3600;
const DAY = 86400;

function identityKey(identity: Identity): string {
  // Registration needs both, so the phone identifies nearly every account.
  return identity.phone ?? identity.email ?? '';
}

// The advisory lock that serialises code sends and verifies for one account.
const accountLock = (key: string) => `otp:${key}`;

function parsePhone(input: string): string {
  const phone = normalisePhone(input);
  if (phone === null) throw invalidPhone();
  return phone;
}

function parseEmail(input: string): string {
  const email = normaliseEmail(input);
  if (email === null) throw invalidEmail();
  return email;
}

function parseIdentifier(identifier: string): { phone: string } | { email: string } {
  return looksLikeEmail(identifier)
    ? { email: parseEmail(identifier) }
    : { phone: parsePhone(identifier) };
}

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(OtpChallenge) private readonly challenges: Repository<OtpChallenge>,
    @InjectRepository(LoginEvent) private readonly loginEvents: Repository<LoginEvent>,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly rateLimits: RateLimitService,
    private readonly delivery: CodeDeliveryService,
    private readonly geo: GeoLocator,
  ) {}

  /**
   * ipEventId: this request's per-IP event, recorded by IpRateLimitGuard before the body was even
   * validated, so 400, 404 and 409 answers cost the caller as much as a code does (account
   * enumeration is bounded by that limit). It counts against the account once a code exists.
   */
  async sendOtp(
    body: SendOtpRequestDto,
    client: ClientInfo,
    ipEventId: string,
  ): Promise<SendOtpResponseDto> {
    const otp = this.config.otp;
    const target =
      body.identifier !== undefined
        ? await this.signInTarget(body.identifier)
        : await this.registrationTarget(body);
    const key = identityKey(target);
    const id = randomUUID();
    const code = generateCode();

    await this.db.transaction(async (manager) => {
      // Parallel sends for one account queue here, so only one passes the cooldown and the limit,
      // and only one live code exists afterwards.
      await this.rateLimits.lock(manager, accountLock(key));
      await this.enforceCooldown(key, manager);
      await this.rateLimits.enforce(
        'send',
        { identifier: key },
        otp.sendsPerIdentifierPerHour,
        HOUR,
        'Too many codes requested for this account',
        manager,
      );
      // A new code voids the older ones for the same account.
      await manager.update(
        OtpChallenge,
        { identityKey: key, consumedAt: IsNull(), voidedAt: IsNull() },
        { voidedAt: new Date() },
      );
      await manager.insert(OtpChallenge, {
        ...target,
        id,
        identityKey: key,
        codeHmac: hashCode(this.pepper(), id, code),
        attempts: 0,
        expiresAt: new Date(Date.now() + otp.ttlMinutes * 60_000),
        ip: client.ip,
      });
      await this.rateLimits.assign(ipEventId, key, manager);
    });

    let sent: Identity;
    try {
      sent = await this.delivery.deliver(target.purpose, target, code);
    } catch (error) {
      // Nothing reached the user: drop the new code, so no cooldown holds, and do not count it
      // against the account (the IP still pays for the request).
      await this.db.transaction(async (manager) => {
        await manager.update(
          OtpChallenge,
          { id, consumedAt: IsNull(), voidedAt: IsNull() },
          { voidedAt: new Date() },
        );
        await this.rateLimits.assign(ipEventId, null, manager);
      });
      throw error;
    }
    await this.rateLimits.prune();

    return {
      maskedPhone: sent.phone === null ? null : maskPhone(sent.phone),
      maskedEmail: sent.email === null ? null : maskEmail(sent.email),
    };
  }

  // The per-IP limit was taken by IpRateLimitGuard, before the body was validated.
  async verifyOtp(body: VerifyOtpRequestDto, client: ClientInfo): Promise<VerifyOtpResponseDto> {
    const otp = this.config.otp;
    let key: string;
    let purpose: OtpChallenge['purpose'];
    let user: User | null = null;
    let email: string | null = null;
    if (body.identifier !== undefined) {
      user = await this.users.findByIdentity(parseIdentifier(body.identifier));
      if (user === null) throw accountNotFound();
      key = identityKey(user);
      purpose = 'login';
    } else {
      const phone = parsePhone(body.phone ?? '');
      email = parseEmail(body.email ?? '');
      key = identityKey({ phone, email });
      purpose = 'register';
    }
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
      where: { identityKey: key, purpose, consumedAt: IsNull(), voidedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    if (challenge === null) throw noActiveCode();
    if (purpose === 'register' && challenge.email !== email) throw noActiveCode();
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

    if (!codeMatches(this.pepper(), challenge.id, body.code, challenge.codeHmac)) {
      await this.rateLimits.record('verify_fail', key, client.ip ?? UNKNOWN_IP);
      throw invalidCode(otp.maxAttempts - attempts);
    }

    const geo = await this.geo.locate(client.ip);
    return this.db.transaction(async (manager) => {
      await this.rateLimits.lock(manager, accountLock(key));
      // Single use: only one request can flip consumed_at.
      const consumed = await manager.update(
        OtpChallenge,
        { id: challenge.id, consumedAt: IsNull(), voidedAt: IsNull() },
        { consumedAt: new Date() },
      );
      if (consumed.affected !== 1) throw noActiveCode();
      // The account is proven: no other code for it stays usable.
      await manager.update(
        OtpChallenge,
        { identityKey: key, consumedAt: IsNull(), voidedAt: IsNull() },
        { voidedAt: new Date() },
      );

      const account = user ?? (await this.createUser(challenge, client, geo, manager));
      const { token, session } = await this.sessions.create(account.id, client, manager);
      await manager.insert(LoginEvent, {
        userId: account.id,
        sessionId: session.id,
        ip: client.ip,
        ...geo,
      });
      return { token, user: this.users.toDto(account) };
    });
  }

  async me(auth: AuthContext): Promise<User> {
    const user = await this.users.findById(auth.userId);
    // The session row cascades with the user, so this only happens in a race with deletion.
    if (user === null) throw accountNotFound();
    return user;
  }

  async logout(auth: AuthContext): Promise<void> {
    await this.sessions.revoke(auth.sessionId);
  }

  async location(auth: AuthContext, client: ClientInfo): Promise<LocationResponseDto> {
    const user = await this.me(auth);
    const current = await this.geo.locate(client.ip);
    // The sign-in before this session; with none, this session's own sign-in.
    const previous =
      (await this.loginEvents.findOne({
        where: { userId: user.id, createdAt: LessThan(auth.sessionCreatedAt) },
        order: { createdAt: 'DESC' },
      })) ??
      (await this.loginEvents.findOne({
        where: { sessionId: auth.sessionId },
        order: { createdAt: 'DESC' },
      }));

    return {
      currentSession: { ...current, ipAddress: client.ip },
      lastLogin:
        previous === null
          ? null
          : {
              city: previous.city,
              region: previous.region,
              country: previous.country,
              timezone: previous.timezone,
              ipAddress: previous.ip,
              loginTime: previous.createdAt.toISOString(),
            },
      registrationLocation: {
        city: user.registrationCity ?? 'Unknown',
        region: user.registrationRegion ?? 'Unknown',
        country: user.registrationCountry ?? 'Unknown',
        ipAddress: user.registrationIp,
        registrationTime: user.registeredAt.toISOString(),
      },
    };
  }

  private async signInTarget(identifier: string): Promise<Target> {
    const user = await this.users.findByIdentity(parseIdentifier(identifier));
    if (user === null) throw accountNotFound();
    return {
      purpose: 'login',
      userId: user.id,
      phone: user.phone,
      email: user.email,
      registration: null,
    };
  }

  private async registrationTarget(body: SendOtpRequestDto): Promise<Target> {
    const phone = parsePhone(body.phone ?? '');
    const email = parseEmail(body.email ?? '');
    const taken = await this.users.phoneOrEmailTaken(phone, email);
    if (taken === 'phone') throw phoneTaken();
    if (taken === 'email') throw emailTaken();
    return {
      purpose: 'register',
      userId: null,
      phone,
      email,
      registration: { firstName: body.firstName ?? '', lastName: body.lastName ?? '' },
    };
  }

  private async createUser(
    challenge: OtpChallenge,
    client: ClientInfo,
    geo: GeoInfo,
    manager: EntityManager,
  ): Promise<User> {
    try {
      return await this.users.create(
        {
          firstName: challenge.registration?.firstName ?? '',
          lastName: challenge.registration?.lastName ?? '',
          phone: challenge.phone ?? '',
          email: challenge.email ?? '',
          registrationIp: client.ip,
          registrationCity: geo.city,
          registrationRegion: geo.region,
          registrationCountry: geo.country,
          registrationTimezone: geo.timezone,
        },
        manager,
      );
    } catch (error) {
      // Someone registered the phone or e-mail since this code was sent: the unique index decides.
      const taken = takenBy(error);
      if (taken === 'phone') throw phoneTaken();
      if (taken === 'email') throw emailTaken();
      throw error;
    }
  }

  private async enforceCooldown(key: string, manager: EntityManager): Promise<void> {
    const cooldown = this.config.otp.resendCooldownSeconds;
    if (cooldown === 0) return;
    const latest = await manager.findOne(OtpChallenge, {
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
