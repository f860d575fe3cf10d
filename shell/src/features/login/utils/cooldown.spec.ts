import { ApiError } from '@sikalens/api-client';
import { cooldownOf, cooldownReason, secondsLeft, waitWords } from './cooldown';

const refusal = (message: string, retryAfter?: number, status = 429) =>
  new ApiError(status, message, 'RATE_LIMITED', `${status}: {}`, undefined, retryAfter);

describe('cooldowns', () => {
  it("keeps the refusal's reason and drops its own wait", () => {
    expect(cooldownReason('A code was just sent. Try again in 46 seconds (46 s).')).toBe(
      'A code was just sent.',
    );
    expect(
      cooldownReason('Too many wrong codes for this account. Try again in 15 minutes (900 s).'),
    ).toBe('Too many wrong codes for this account.');
    expect(cooldownReason('Try again in 3 seconds (3 s).')).toBe('');
    expect(cooldownReason('Slow down')).toBe('Slow down.');
  });

  it('lasts as long as Retry-After says, else the message', () => {
    for (let i = 0; i < 50; i++) {
      const seconds = 1 + Math.floor(Math.random() * 3600);
      const now = Math.floor(Math.random() * 2e12);
      const header = cooldownOf(refusal('Wait. Try again in a bit (999 s).', seconds), now);
      expect(header).toEqual({ reason: 'Wait.', until: now + seconds * 1000 });
      const message = cooldownOf(refusal(`Wait. Try again in x (${seconds} s).`), now);
      expect(message?.until).toBe(now + seconds * 1000);
      expect(secondsLeft(message, now)).toBe(seconds);
      expect(secondsLeft(message, now + seconds * 1000 - 1)).toBe(1);
      expect(secondsLeft(message, now + seconds * 1000)).toBe(0);
    }
  });

  it('is none for any other error', () => {
    expect(cooldownOf(refusal('Too many requests.'))).toBeNull();
    expect(cooldownOf(refusal('Try again in 4 seconds (4 s).', 4, 400))).toBeNull();
    expect(cooldownOf(new Error('Try again in 4 seconds (4 s).'))).toBeNull();
    expect(cooldownOf(null)).toBeNull();
    expect(secondsLeft(null, Date.now())).toBe(0);
  });

  it('writes the wait as the API does: seconds up to two minutes, then minutes', () => {
    expect(waitWords(1)).toBe('1 second');
    expect(waitWords(46)).toBe('46 seconds');
    expect(waitWords(119)).toBe('119 seconds');
    expect(waitWords(120)).toBe('2 minutes');
    expect(waitWords(900)).toBe('15 minutes');
    expect(waitWords(0)).toBe('1 second');
  });
});
