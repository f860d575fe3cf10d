import { useEffect, useState } from 'react';

// Spec sections 3 and 9: shown once, for 4 s; then a flag in local storage keeps it away.
export const SWIPE_TIP_SEEN_KEY = 'sikalens-swipe-tip-seen';
const SWIPE_TIP_MS = 4000;

function tipSeen(): boolean {
  try {
    return window.localStorage.getItem(SWIPE_TIP_SEEN_KEY) === 'true';
  } catch {
    // Storage blocked (a private window): better to skip the tip than to show it every time.
    return true;
  }
}

function markTipSeen(): void {
  try {
    window.localStorage.setItem(SWIPE_TIP_SEEN_KEY, 'true');
  } catch {
    // Nothing to keep it in; the tip simply shows again next time.
  }
}

type TipState = 'waiting' | 'showing' | 'done';

// The tip waits for a card to swipe (`ready`), shows for 4 s, then is stored as seen.
export function useSwipeTip(ready: boolean): boolean {
  const [state, setState] = useState<TipState>(() => (tipSeen() ? 'done' : 'waiting'));
  if (state === 'waiting' && ready) setState('showing');

  useEffect(() => {
    if (state !== 'showing') return;
    const timer = window.setTimeout(() => {
      markTipSeen();
      setState('done');
    }, SWIPE_TIP_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return state === 'showing';
}
