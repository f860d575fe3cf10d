import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export const OFFLINE_TEXT =
  "You're offline. What's on screen stays; new figures load when you're back online.";

// The signed-in frame's offline state: the app itself keeps working from the service worker's
// cache, and data that cannot load shows its own error with Retry below this.
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {OFFLINE_TEXT}
    </Alert>
  );
}
