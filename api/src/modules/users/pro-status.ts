import type { User } from './user.entity';

// Pro is active while its end date is ahead (no end date: granted without one), so it ends by
// itself. Used by GET /api/auth/me and GET /api/subscription alike.
export function isProNow(user: Pick<User, 'isPro' | 'proUntil'>, now = Date.now()): boolean {
  return user.isPro && (user.proUntil === null || user.proUntil.getTime() > now);
}
