import type { InsightsPeriod, InsightsSummary, StatementUpload } from '@sikalens/api-client';

// Local storage: the id of the import (the newest completed upload) whose note the user dismissed.
export const LATEST_MONTH_NOTE_KEY = 'sikalens-latest-month-note';

// The newest statement imported; the server lists uploads newest first.
export function latestImportId(uploads: readonly StatementUpload[] | undefined): string | null {
  return uploads?.find((upload) => upload.status === 'completed')?.id ?? null;
}

type NoteInputs = {
  // The period chosen on the dashboard; null: one month chosen by name.
  chosen: InsightsPeriod | null;
  summary: InsightsSummary | undefined;
  latestImport: string | null;
  // The import whose note was dismissed; undefined while unknown (the server's render).
  dismissed: string | null | undefined;
};

// The month the note names, or null when there is no note: the dashboard shows its default
// period (the latest month with transactions) and has transactions in it, and the user has not
// dismissed the note since their latest import.
export function latestMonthNote({
  chosen,
  summary,
  latestImport,
  dismissed,
}: NoteInputs): string | null {
  if (chosen !== 'latest' || summary?.period.key !== 'latest') return null;
  if (summary.transactionCount === 0 || latestImport === null) return null;
  if (dismissed === undefined || dismissed === latestImport) return null;
  return summary.period.label;
}
