import type { StatementUpload } from '@sikalens/api-client';

// What the dashboard remembers of each upload between two polls: settled once the statement
// is read and its categorisation has finished (or could not run).
export type UploadStates = ReadonlyMap<string, boolean>;

const settled = (upload: StatementUpload) =>
  upload.status === 'failed' ||
  (upload.status === 'completed' && upload.aiCategorizationStatus !== 'categorizing');

// Spec: the banner shows while any upload is being categorised.
export const isCategorising = (uploads: readonly StatementUpload[]) =>
  uploads.some((upload) => upload.aiCategorizationStatus === 'categorizing');

// Compares a poll with the one before. `completed` is true when an upload finished importing
// since then (one seen unfinished, or new since the first poll), which is when the dashboard's
// lists must be fetched again. The first poll only records.
export function compareUploads(
  before: UploadStates | null,
  uploads: readonly StatementUpload[],
): { states: UploadStates; completed: boolean } {
  const states = new Map(uploads.map((upload) => [upload.id, settled(upload)]));
  const completed =
    before !== null &&
    uploads.some(
      (upload) =>
        upload.status === 'completed' && states.get(upload.id) && before.get(upload.id) !== true,
    );
  return { states, completed };
}
