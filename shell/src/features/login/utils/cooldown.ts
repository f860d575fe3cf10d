import { ApiError } from '@sikalens/api-client';

// A refusal to send another code yet (429 RATE_LIMITED): why, and until when (ms since the epoch).
export type Cooldown = { reason: string; until: number };

// The API's '… Try again in 46 seconds (46 s).': the screen says the wait once, counting down.
const TRY_AGAIN = /\s*Try again in [^.]*\.?\s*$/i;
const SECONDS_IN_MESSAGE = /\((\d+) s\)/;

// The refusal's own words without its wait ('A code was just sent.').
export function cooldownReason(message: string): string {
  const reason = message.replace(TRY_AGAIN, '').trim();
  if (!reason) return '';
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}

// A cooldown when the error is a refusal that says how long to wait (Retry-After, else the
// message's '(46 s)'); null for any other error.
export function cooldownOf(error: unknown, now = Date.now()): Cooldown | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds =
    error.retryAfterSeconds ?? Number(SECONDS_IN_MESSAGE.exec(error.message)?.[1] ?? NaN);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return { reason: cooldownReason(error.message), until: now + seconds * 1000 };
}

// '46 seconds', '1 second', '15 minutes' (the API's words for the same wait).
export function waitWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 120) return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  return `${Math.ceil(whole / 60)} minutes`;
}

// Whole seconds left of a cooldown at `now`; 0 once it is over.
export const secondsLeft = (cooldown: Cooldown | null, now: number): number =>
  cooldown === null ? 0 : Math.max(0, Math.ceil((cooldown.until - now) / 1000));
