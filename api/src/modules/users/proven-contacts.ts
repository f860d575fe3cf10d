import type { User } from './user.entity';

/** The user's phone and e-mail where proven, null where not: nothing goes to an unproven one. */
export function provenContacts(
  user: Pick<User, 'phone' | 'email' | 'phoneVerifiedAt' | 'emailVerifiedAt'>,
): { phone: string | null; email: string | null } {
  return {
    phone: user.phoneVerifiedAt === null ? null : user.phone,
    email: user.emailVerifiedAt === null ? null : user.email,
  };
}
