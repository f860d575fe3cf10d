import { Injectable } from '@nestjs/common';
import { Database } from '../../common/database/database';
import type { User } from './user.entity';

// Every column of a User, named as the entity names it: all but history_version, which the
// transactions' triggers bump and only SQL reads (user.entity.ts).
const USER = [
  'id',
  'first_name as firstName',
  'last_name as lastName',
  'phone',
  'email',
  'is_pro as isPro',
  'pro_until as proUntil',
  'pro_started_at as proStartedAt',
  'registration_ip as registrationIp',
  'registration_city as registrationCity',
  'registration_region as registrationRegion',
  'registration_country as registrationCountry',
  'registration_timezone as registrationTimezone',
  'registered_at as registeredAt',
  'phone_verified_at as phoneVerifiedAt',
  'email_verified_at as emailVerifiedAt',
] as const;

export type NewUserRow = Pick<
  User,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'isPro'
  | 'proUntil'
  | 'phoneVerifiedAt'
  | 'emailVerifiedAt'
  | 'registrationIp'
  | 'registrationCity'
  | 'registrationRegion'
  | 'registrationCountry'
  | 'registrationTimezone'
>;

// A new phone or e-mail, and when it was proven (null: not proven).
export type ContactChange =
  { phone: string; phoneVerifiedAt: Date | null } | { email: string; emailVerifiedAt: Date | null };

// The users table: the accounts.
@Injectable()
export class UsersRepository {
  constructor(private readonly database: Database) {}

  async findById(id: string): Promise<User | null> {
    const user = await this.database.db
      .selectFrom('users')
      .select(USER)
      .where('id', '=', id)
      .executeTakeFirst();
    return user ?? null;
  }

  /** phone as 233XXXXXXXXX or email lower-cased. */
  async findByIdentity(identity: { phone: string } | { email: string }): Promise<User | null> {
    const query = this.database.db.selectFrom('users').select(USER);
    const user = await (
      'phone' in identity
        ? query.where('phone', '=', identity.phone)
        : query.where('email', '=', identity.email)
    ).executeTakeFirst();
    return user ?? null;
  }

  async phoneExists(phone: string): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('users')
      .select((eb) => eb.lit(1).as('one'))
      .where('phone', '=', phone)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async emailExists(email: string): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('users')
      .select((eb) => eb.lit(1).as('one'))
      .where('email', '=', email)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  // The unique indexes (users_phone_key, users_email_key) refuse a phone or e-mail already taken.
  insert(user: NewUserRow): Promise<User> {
    return this.database.db
      .insertInto('users')
      .values({
        first_name: user.firstName,
        last_name: user.lastName,
        phone: user.phone,
        email: user.email,
        is_pro: user.isPro,
        pro_until: user.proUntil,
        phone_verified_at: user.phoneVerifiedAt,
        email_verified_at: user.emailVerifiedAt,
        registration_ip: user.registrationIp,
        registration_city: user.registrationCity,
        registration_region: user.registrationRegion,
        registration_country: user.registrationCountry,
        registration_timezone: user.registrationTimezone,
      })
      .returning(USER)
      .executeTakeFirstOrThrow();
  }

  async setNames(id: string, names: { firstName: string; lastName: string }): Promise<void> {
    await this.database.db
      .updateTable('users')
      .set({ first_name: names.firstName, last_name: names.lastName })
      .where('id', '=', id)
      .execute();
  }

  // The row locked until the caller's transaction ends (a contact change or its undo).
  async findForUpdate(id: string): Promise<User | null> {
    const user = await this.database.db
      .selectFrom('users')
      .select(USER)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return user ?? null;
  }

  // The unique indexes refuse a phone or e-mail another account has (takenBy).
  async setContact(id: string, change: ContactChange): Promise<void> {
    await this.database.db
      .updateTable('users')
      .set(
        'phone' in change
          ? { phone: change.phone, phone_verified_at: change.phoneVerifiedAt }
          : { email: change.email, email_verified_at: change.emailVerifiedAt },
      )
      .where('id', '=', id)
      .execute();
  }

  // Pro while is_pro and pro_until is ahead (isProNow): what the plan's limits ask first.
  findProStatus(id: string): Promise<Pick<User, 'isPro' | 'proUntil'> | undefined> {
    return this.database.db
      .selectFrom('users')
      .select(['is_pro as isPro', 'pro_until as proUntil'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  // Everything of the user's goes with the row, by ON DELETE CASCADE.
  async delete(id: string): Promise<void> {
    await this.database.db.deleteFrom('users').where('id', '=', id).execute();
  }
}
