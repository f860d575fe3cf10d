import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { publish, SECURITY_EVENT } from '../../common/events/domain-events';
import { TransactionContext } from '../../common/database/transaction-context';
import type { AuthContext } from '../../common/guards/auth-context';
import { networkOf, type ClientInfo } from '../../common/web/client-info';
import { provenContacts, takenBy, type User, type UserDto, UsersService } from '../users';
import { accountNotFound, emailTaken, phoneTaken } from './auth.errors';
import type { SendOtpRequestDto, SendOtpResponseDto } from './dto/send-otp.dto';
import type { VerifyOtpRequestDto } from './dto/verify-otp.dto';
import type { LocationResponseDto } from './dto/location.dto';
import { GeoLocator, type GeoInfo } from './geo/geo-locator';
import { identityKey, looksLikeEmail, parseEmail, parsePhone } from './identifiers';
import { deviceHash, KnownDevicesService } from './known-devices.service';
import { LoginEventsRepository } from './login-events.repository';
import type { OtpChallenge } from './otp-challenge.entity';
import { maskedRecipient, OtpChallengesService, type CodeTarget } from './otp-challenges.service';
import { SessionsService } from './sessions.service';

function parseIdentifier(identifier: string): { phone: string } | { email: string } {
  return looksLikeEmail(identifier)
    ? { email: parseEmail(identifier, 'identifier') }
    : { phone: parsePhone(identifier, 'identifier') };
}

@Injectable()
export class AuthService {
  constructor(
    private readonly tx: TransactionContext,
    private readonly loginEvents: LoginEventsRepository,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly codes: OtpChallengesService,
    private readonly geo: GeoLocator,
    private readonly events: EventEmitter2,
    private readonly devices: KnownDevicesService,
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
    const { target, key } =
      body.identifier !== undefined
        ? await this.signInTarget(body.identifier)
        : await this.registrationTarget(body);
    const sent = await this.codes.issue(key, target, client, ipEventId);
    // Signing in, only the contact typed is shown (masked); registering, both were typed.
    const typedEmail = body.identifier !== undefined && looksLikeEmail(body.identifier);
    return maskedRecipient(
      sent,
      body.identifier === undefined
        ? { phone: true, email: true }
        : { phone: !typedEmail, email: typedEmail },
    );
  }

  // The per-IP limit was taken by IpRateLimitGuard, before the body was validated.
  /**
   * deviceId: the browser's device cookie, if any (KnownDevicesService). Returns the id the browser
   * is known by from now on, for the caller to set as the cookie.
   */
  async verifyOtp(
    body: VerifyOtpRequestDto,
    client: ClientInfo,
    deviceId: string | null,
  ): Promise<{ token: string; user: UserDto; deviceId: string }> {
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
      const phone = parsePhone(body.phone ?? '', 'phone');
      email = parseEmail(body.email ?? '', 'email');
      key = identityKey({ phone, email });
      purpose = 'register';
    }
    // A browser this account has signed in from before has its own count of wrong codes.
    const known = user !== null && (await this.devices.isKnown(deviceId, user.id));
    const challenge = await this.codes.check(
      key,
      { purpose },
      body.code,
      {
        network: networkOf(client.ip),
        knownDevice: known && deviceId ? deviceHash(deviceId) : null,
      },
      (found) => purpose !== 'register' || found.email === email,
    );

    const geo = await this.geo.locate(client.ip);
    return this.tx.run(async () => {
      await this.codes.consume(challenge);
      const account = user ?? (await this.createUser(challenge, client, geo));
      // A sign-in from a browser without this account's device cookie is from a new device (its
      // name does not decide: a stranger's browser can have the same one).
      const newDevice = user !== null && !known;
      const device = await this.devices.remember(deviceId, account.id);
      const { token, session } = await this.sessions.create(account.id, client);
      await this.loginEvents.insert({
        userId: account.id,
        sessionId: session.id,
        ip: client.ip,
        city: geo.city,
        region: geo.region,
        country: geo.country,
        timezone: geo.timezone,
      });
      if (newDevice) {
        await publish(this.events, SECURITY_EVENT, {
          kind: 'new-sign-in',
          userId: account.id,
          sessionId: session.id,
        });
      }
      return { token, user: this.users.toDto(account), deviceId: device };
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
      (await this.loginEvents.latestBefore(user.id, auth.sessionCreatedAt)) ??
      (await this.loginEvents.latestOf(auth.sessionId));

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

  // Sign-in codes go only to the contacts that were proven (issue 27): an e-mail given at
  // registration but never reached by a code is not sent one, even when it is what was typed.
  // The code is counted and found under the account's key (its phone, else its e-mail), whichever
  // contacts it goes to.
  private async signInTarget(identifier: string): Promise<{ target: CodeTarget; key: string }> {
    const user = await this.users.findByIdentity(parseIdentifier(identifier));
    if (user === null) throw accountNotFound();
    return {
      target: { purpose: 'login', userId: user.id, ...provenContacts(user), registration: null },
      key: identityKey(user),
    };
  }

  private async registrationTarget(
    body: SendOtpRequestDto,
  ): Promise<{ target: CodeTarget; key: string }> {
    const phone = parsePhone(body.phone ?? '', 'phone');
    const email = parseEmail(body.email ?? '', 'email');
    const taken = await this.users.phoneOrEmailTaken(phone, email);
    if (taken === 'phone') throw phoneTaken();
    if (taken === 'email') throw emailTaken();
    const target: CodeTarget = {
      purpose: 'register',
      userId: null,
      phone,
      email,
      registration: { firstName: body.firstName ?? '', lastName: body.lastName ?? '' },
    };
    return { target, key: identityKey(target) };
  }

  private async createUser(
    challenge: OtpChallenge,
    client: ClientInfo,
    geo: GeoInfo,
  ): Promise<User> {
    try {
      return await this.users.create({
        firstName: challenge.registration?.firstName ?? '',
        lastName: challenge.registration?.lastName ?? '',
        phone: challenge.phone ?? '',
        email: challenge.email ?? '',
        // Registration proves only the contacts its code reached.
        phoneVerifiedAt: challenge.deliveredPhone ? new Date() : null,
        emailVerifiedAt: challenge.deliveredEmail ? new Date() : null,
        registrationIp: client.ip,
        registrationCity: geo.city,
        registrationRegion: geo.region,
        registrationCountry: geo.country,
        registrationTimezone: geo.timezone,
      });
    } catch (error) {
      // Someone registered the phone or e-mail since this code was sent: the unique index decides.
      const taken = takenBy(error);
      if (taken === 'phone') throw phoneTaken();
      if (taken === 'email') throw emailTaken();
      throw error;
    }
  }
}
