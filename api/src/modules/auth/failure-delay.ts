import type { OtpConfig } from '../../common/config/config.types';

type DelayConfig = Pick<
  OtpConfig,
  'freeFailures' | 'failureDelayBaseSeconds' | 'failureDelayMaxSeconds'
>;

/**
 * How long after the last wrong code the next attempt must wait, given the wrong codes counted in
 * the last day (issue 27: growing delays instead of a lock): none for the first `freeFailures`, then
 * base, 2 x base, 4 x base... up to max. The owner is never locked out for longer than max.
 */
export function failureDelaySeconds(failures: number, config: DelayConfig): number {
  if (failures < config.freeFailures) return 0;
  const doublings = Math.min(failures - config.freeFailures, 40);
  return Math.min(config.failureDelayMaxSeconds, config.failureDelayBaseSeconds * 2 ** doublings);
}

/**
 * The most codes one attacker can try against one account in a day, at every limit, by trying
 * each time the wait allows (the day's failures all count, as none is yet a day old): the bound the
 * security test turns into a chance of guessing.
 */
export function mostGuessesPerDay(config: DelayConfig): number {
  const DAY = 86_400;
  let elapsed = 0;
  let failures = 0;
  for (;;) {
    const wait = failureDelaySeconds(failures, config);
    if (elapsed + wait >= DAY) return failures;
    elapsed += wait;
    failures += 1;
  }
}
