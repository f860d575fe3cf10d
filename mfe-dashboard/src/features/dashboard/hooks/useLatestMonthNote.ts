import { useCallback, useSyncExternalStore } from 'react';
import { useUploads, type InsightsPeriod, type InsightsSummary } from '@sikalens/api-client';
import { LATEST_MONTH_NOTE_KEY, latestImportId, latestMonthNote } from '../utils/latest-month-note';

// The import whose note was dismissed, in local storage; kept here instead when storage is
// blocked (a private window), for this visit.
let unstored: string | null = null;
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(LATEST_MONTH_NOTE_KEY);
  } catch {
    return unstored;
  }
}

function write(id: string): void {
  try {
    window.localStorage.setItem(LATEST_MONTH_NOTE_KEY, id);
  } catch {
    unstored = id;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  // Dismissed in another tab: gone here too.
  const fromStorage = (event: StorageEvent) => {
    if (event.key === LATEST_MONTH_NOTE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromStorage);
  };
}

// The server's render knows nothing of the browser's storage: no note there.
const unknown = () => undefined;

// The note on the first dashboard after an import: which month the default period shows, until
// the user dismisses it (or chooses All time from it) for that import.
export function useLatestMonthNote(
  chosen: InsightsPeriod | null,
  summary: InsightsSummary | undefined,
) {
  const uploads = useUploads();
  const latestImport = latestImportId(uploads.data);
  const dismissedImport = useSyncExternalStore(subscribe, read, unknown);
  const month = latestMonthNote({ chosen, summary, latestImport, dismissed: dismissedImport });
  const dismiss = useCallback(() => {
    if (latestImport !== null) write(latestImport);
  }, [latestImport]);
  return { month, dismiss };
}
