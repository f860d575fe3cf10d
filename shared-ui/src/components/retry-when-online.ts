import { useEffect } from 'react';

// The browser says it is online as soon as the network is back, often a moment before requests
// get through (and a phone's connection may come and go): the retry waits this long.
export const RETRY_WHEN_ONLINE_DELAY_MS = 1000;

// What could not load while offline tries again by itself once the connection is back (the
// browser's `online` event), as well as on Retry: the user need not find the button again.
export function useRetryWhenOnline(retry: () => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      clearTimeout(timer);
      timer = setTimeout(retry, RETRY_WHEN_ONLINE_DELAY_MS);
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      clearTimeout(timer);
    };
  }, [retry]);
}
