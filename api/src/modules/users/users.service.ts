import { Injectable } from '@nestjs/common';
import { isUniqueViolation, violatedConstraint } from '../../common/database/pg-errors';
import { TransactionContext } from '../../common/database/transaction-context';
import { displayPhone } from '../../common/phone/ghana-phone';
import { accountNotFound } from './users.errors';
import { CategoriesService } from '../categories';
import type { UserDto } from './dto/user.dto';
import { isProNow } from './pro-status';
import type { User } from './user.entity';
import { provenContacts } from './proven-contacts';
import { UsersRepository, type ContactChange } from './users.repository';

// Unique constraints of the users table (PostgreSQL's default names for the UNIQUE columns).
const UNIQUE_FIELDS: Record<string, 'phone' | 'email'> = {
  users_phone_key: 'phone',
  users_email_key: 'email',
};

/** 'phone' or 'email' when error is a unique violation (23505) on that column of users, else null. */
export function takenBy(error: unknown): 'phone' | 'email' | null {
  if (!isUniqueViolation(error)) return null;
  const constraint = violatedConstraint(error);
  return constraint === null ? null : (UNIQUE_FIELDS[constraint] ?? null);
}

export type NewUser = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  // Proven by the registration code (the channels that took it).
  phoneVerifiedAt: Date | null;
  emailVerifiedAt: Date | null;
  registrationIp: string | null;
  registrationCity: string;
  registrationRegion: string;
  registrationCountry: string;
  registrationTimezone: string;
};

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly categories: CategoriesService,
    private readonly tx: TransactionContext,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** phone as 233XXXXXXXXX or email lower-cased. */
  findByIdentity(identity: { phone: string } | { email: string }): Promise<User | null> {
    return this.users.findByIdentity(identity);
  }

  async phoneOrEmailTaken(phone: string, email: string): Promise<'phone' | 'email' | null> {
    if (await this.users.phoneExists(phone)) return 'phone';
    if (await this.users.emailExists(email)) return 'email';
    return null;
  }

  /**
   * Inserts the user with the default categories, together (in the caller's transaction, if any);
   * the unique indexes decide races (see takenBy).
   */
  async create(data: NewUser): Promise<User> {
    return this.tx.run(async () => {
      const user = await this.users.insert({ ...data, isPro: false, proUntil: null });
      await this.categories.ensureDefaults(user.id);
      return user;
    });
  }

  async updateProfile(
    userId: string,
    names: { firstName: string; lastName: string },
  ): Promise<User> {
    await this.users.setNames(userId, names);
    const user = await this.findById(userId);
    // Only in a race with deleting the account.
    if (user === null) throw accountNotFound();
    return user;
  }

  /**
   * Sets a new (or the same, unproven) phone or e-mail, proven or not as `verified` says. The unique
   * indexes decide races: 409 through takenBy in the caller. Returns the contact it replaced and
   * whether that one was proven.
   */
  async changeContact(
    userId: string,
    contact: { phone: string } | { email: string },
    verified: boolean,
  ): Promise<{ user: User; previous: string | null; previousVerified: boolean }> {
    const before = await this.users.findForUpdate(userId);
    if (before === null) throw accountNotFound();
    const previous = 'phone' in contact ? before.phone : before.email;
    const previousVerified =
      ('phone' in contact ? before.phoneVerifiedAt : before.emailVerifiedAt) !== null;
    const at = verified ? new Date() : null;
    const change: ContactChange =
      'phone' in contact
        ? { phone: contact.phone, phoneVerifiedAt: at }
        : { email: contact.email, emailVerifiedAt: at };
    await this.users.setContact(userId, change);
    return { user: { ...before, ...change }, previous, previousVerified };
  }

  /**
   * Where messages to the user may go: the phone and e-mail that were proven, null for one that
   * was not (issue 27: no code, alert or message goes to an unproven address), or for no such user.
   */
  async provenContact(userId: string): Promise<{ phone: string | null; email: string | null }> {
    const user = await this.users.findById(userId);
    return user === null ? { phone: null, email: null } : provenContacts(user);
  }

  /**
   * Deletes the account for good (in the caller's transaction, if any): by ON DELETE CASCADE,
   * everything of the user's goes with it (sessions, wallets, statements, transactions, settings,
   * deleted-data archives …).
   */
  async deleteAccount(userId: string): Promise<void> {
    await this.users.delete(userId);
  }

  toDto(user: User): UserDto {
    const proActive = isProNow(user);
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone === null ? null : displayPhone(user.phone),
      email: user.email,
      phoneVerified: user.phone !== null && user.phoneVerifiedAt !== null,
      emailVerified: user.email !== null && user.emailVerifiedAt !== null,
      isPro: proActive,
    };
  }
}
