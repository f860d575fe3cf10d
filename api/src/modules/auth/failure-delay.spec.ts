import { failureDelaySeconds, mostGuessesPerDay } from './failure-delay';

const DEFAULTS = { freeFailures: 3, failureDelayBaseSeconds: 30, failureDelayMaxSeconds: 3600 };

describe('failureDelaySeconds', () => {
  it('lets the first few wrong codes through, then doubles the wait up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 9, 10, 50].map((n) => failureDelaySeconds(n, DEFAULTS))).toEqual([
      0, 0, 0, 30, 60, 120, 1920, 3600, 3600,
    ]);
  });

  it('never waits past the cap, however many failures (the owner is delayed, never locked out)', () => {
    for (let i = 0; i < 200; i++) {
      const config = {
        freeFailures: 1 + Math.floor(Math.random() * 10),
        failureDelayBaseSeconds: 1 + Math.floor(Math.random() * 600),
        failureDelayMaxSeconds: 60 + Math.floor(Math.random() * 86_340),
      };
      const failures = Math.floor(Math.random() * 10_000);
      const wait = failureDelaySeconds(failures, config);
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThanOrEqual(config.failureDelayMaxSeconds);
    }
  });
});

describe('mostGuessesPerDay', () => {
  it('is 32 with the defaults: a 6-digit code guessed with probability 32 in 1,000,000 a day', () => {
    const guesses = mostGuessesPerDay(DEFAULTS);
    expect(guesses).toBe(32);
    expect(guesses / 10 ** 6).toBeLessThan(1 / 10_000);
  });
});
