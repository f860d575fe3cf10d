import { useCallback, useEffect, useState } from 'react';
import { cooldownOf, secondsLeft, type Cooldown } from '../utils/cooldown';

// The wait before another code may be asked for, counted down each second (issue 30: the screen
// says 'Try again in 46 seconds' once, live, and the send button waits with it).
export function useCooldown() {
  const [cooldown, setCooldown] = useState<Cooldown | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (cooldown === null) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= cooldown.until) setCooldown(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [cooldown]);

  // True when the error was such a refusal: it is shown as the countdown, not as a toast.
  const start = useCallback((error: unknown): boolean => {
    const at = Date.now();
    const next = cooldownOf(error, at);
    if (next === null) return false;
    setNow(at);
    setCooldown(next);
    return true;
  }, []);
  const clear = useCallback(() => setCooldown(null), []);

  const left = secondsLeft(cooldown, now);
  return {
    active: left > 0,
    reason: cooldown?.reason ?? '',
    secondsLeft: left,
    start,
    clear,
  };
}

export type CooldownState = ReturnType<typeof useCooldown>;
