import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';
import type { OtpChallenge, OtpPurpose, RegistrationPayload } from './otp-challenge.entity';

// Every column of an OtpChallenge, named as the entity names them.
const CHALLENGE = [
  'id',
  'purpose',
  'user_id as userId',
  'identity_key as identityKey',
  'phone',
  'email',
  'registration',
  'code_hmac as codeHmac',
  'attempts',
  'expires_at as expiresAt',
  'consumed_at as consumedAt',
  'voided_at as voidedAt',
  'ip',
  'delivered_phone as deliveredPhone',
  'delivered_email as deliveredEmail',
  'created_at as createdAt',
] as const;

// The check constraint holds purpose to OtpPurpose; registration is only ever written as a
// RegistrationPayload (or null).
type ChallengeNarrowed = { purpose: OtpPurpose; registration: RegistrationPayload | null };

export type NewChallenge = Pick<
  OtpChallenge,
  | 'id'
  | 'purpose'
  | 'userId'
  | 'identityKey'
  | 'phone'
  | 'email'
  | 'registration'
  | 'codeHmac'
  | 'attempts'
  | 'expiresAt'
  | 'ip'
>;

// The otp_challenges table: the codes sent, each live until consumed, voided or expired.
@Injectable()
export class OtpChallengesRepository {
  constructor(private readonly database: Database) {}

  async insert(challenge: NewChallenge): Promise<void> {
    await this.database.db
      .insertInto('otp_challenges')
      .values({
        id: challenge.id,
        purpose: challenge.purpose,
        user_id: challenge.userId,
        identity_key: challenge.identityKey,
        phone: challenge.phone,
        email: challenge.email,
        registration: challenge.registration,
        code_hmac: challenge.codeHmac,
        attempts: challenge.attempts,
        expires_at: challenge.expiresAt,
        ip: challenge.ip,
      })
      .execute();
  }

  /** The newest live code for key (any purpose, any user), if any. */
  async newestLive(key: string): Promise<OtpChallenge | null> {
    const challenge = await this.database.db
      .selectFrom('otp_challenges')
      .select(CHALLENGE)
      .where('identity_key', '=', key)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .$narrowType<ChallengeNarrowed>()
      .executeTakeFirst();
    return challenge ?? null;
  }

  /** The newest live code for key with this purpose and, when given, this user. */
  async newestLiveFor(
    key: string,
    purpose: OtpPurpose,
    userId: string | undefined,
  ): Promise<OtpChallenge | null> {
    let query = this.database.db
      .selectFrom('otp_challenges')
      .select(CHALLENGE)
      .where('identity_key', '=', key)
      .where('purpose', '=', purpose);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    const challenge = await query
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .$narrowType<ChallengeNarrowed>()
      .executeTakeFirst();
    return challenge ?? null;
  }

  /**
   * Counts one more attempt at a live code below maxAttempts; returns the attempts so far, or
   * undefined when the code has no attempt left (or is no longer live).
   */
  async countAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
    const row = await this.database.db
      .updateTable('otp_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts;
  }

  /** Which channels took the code. */
  async setDelivered(id: string, delivered: { phone: boolean; email: boolean }): Promise<void> {
    await this.database.db
      .updateTable('otp_challenges')
      .set({ delivered_phone: delivered.phone, delivered_email: delivered.email })
      .where('id', '=', id)
      .execute();
  }

  /** Marks the live code with this id consumed; false when it was not live (any more). */
  async consume(id: string, at: Date): Promise<boolean> {
    const result = await this.database.db
      .updateTable('otp_challenges')
      .set({ consumed_at: at })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === BigInt(1);
  }

  /** Voids the code with this id if it is still live. */
  async voidById(id: string, at: Date): Promise<void> {
    await this.database.db
      .updateTable('otp_challenges')
      .set({ voided_at: at })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
  }

  /** Voids every live code for key. */
  voidLive(key: string, at: Date): Promise<void> {
    return this.voidLiveWhere('identity_key', key, at);
  }

  /** Voids every live code of this user. */
  voidLiveOfUser(userId: string, at: Date): Promise<void> {
    return this.voidLiveWhere('user_id', userId, at);
  }

  private async voidLiveWhere(
    column: 'identity_key' | 'user_id',
    value: string,
    at: Date,
  ): Promise<void> {
    await this.database.db
      .updateTable('otp_challenges')
      .set({ voided_at: at })
      .where(column, '=', value)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
  }

  /** Deletes the codes counted under one of these contacts, or sent to the phone or the e-mail. */
  async deleteNaming(contacts: { phone: string | null; email: string | null }): Promise<void> {
    const keys = [contacts.phone, contacts.email].filter((value) => value !== null);
    await sql`DELETE FROM otp_challenges
               WHERE identity_key = ANY(${keys}::varchar[]) OR phone = ${contacts.phone}
                  OR email = ${contacts.email}`.execute(this.database.db);
  }
}
