import { useEffect } from 'react';

// What could not load while offline tries again by itself once the connection is back (the
// browser's `online` event), as well as on Retry: the user need not find the button again.
export function useRetryWhenOnline(retry: () => void): void {
  useEffect(() => {
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [retry]);
}
