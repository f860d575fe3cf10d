import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
// The server draws the page as online.
const onServer = () => true;

// Whether the browser is online, as the query cache sees it (the window's online and offline
// events): the same signal that pauses and resumes the page's requests.
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}
