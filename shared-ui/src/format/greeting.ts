import type { AuthUser } from '@sikalens/contract';

// Spec: before 12 morning, before 17 afternoon, else evening.
export function timeOfDayGreeting(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

// The first name, or the last 4 digits of the phone if there is no first name.
export function greetingName(user: AuthUser | null): string {
  if (user?.firstName) return user.firstName;
  const digits = user?.phone?.replace(/\D/g, '') ?? '';
  return digits.slice(-4);
}
