import { useState } from 'react';

type Shown<T> = { target: T; key: number };

// A dialog's target: the last one stays on screen while the dialog fades out, and each new one
// gets a new key, so its form starts afresh (mfe-categories has the same; remotes share no code).
export function useShownTarget<T>(target: T | null): Shown<T> | null {
  const [shown, setShown] = useState<Shown<T> | null>(target === null ? null : { target, key: 0 });
  if (target !== null && target !== shown?.target) {
    setShown({ target, key: (shown?.key ?? -1) + 1 });
  }
  return shown;
}
