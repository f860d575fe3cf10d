import type { StatementUploadStatus, UploadStatus } from '@sikalens/api-client';

// Spec sections 4 and 9: status every 2 s, first poll after 2 s, at most 30 polls (about 60 s).
export const POLL_INTERVAL_MS = 2_000;
export const MAX_POLLS = 30;
export const PROGRESS_SENDING = 25;
export const PROGRESS_ACCEPTED = 50;
export const PROCESSING_TIMEOUT = 'Processing timeout';
export const PROCESSING_FAILED_FALLBACK = 'Failed to process PDF.';

// One chosen file in the processing overlay.
export type QueueItem = {
  key: string;
  fileName: string;
  status: UploadStatus;
  progress: number;
  uploadId: string | null;
  transactionsCount: number | null;
  error: string | null;
  // Set when a status poll could not reach the server: polling stopped without an answer.
  stalled: boolean;
};

export function pendingItem(key: string, fileName: string): QueueItem {
  return {
    key,
    fileName,
    status: 'pending',
    progress: 0,
    uploadId: null,
    transactionsCount: null,
    error: null,
    stalled: false,
  };
}

export const sending = (item: QueueItem): QueueItem => ({
  ...item,
  status: 'processing',
  progress: PROGRESS_SENDING,
});

export const accepted = (item: QueueItem, uploadId: string): QueueItem => ({
  ...item,
  uploadId,
  progress: PROGRESS_ACCEPTED,
});

export const uploadFailed = (item: QueueItem, message: string): QueueItem => ({
  ...item,
  status: 'failed',
  progress: 100,
  error: message,
});

export const stalled = (item: QueueItem): QueueItem => ({ ...item, stalled: true });

export function progressWhilePolling(pollCount: number): number {
  return Math.min(75 + 2 * pollCount, 95);
}

type PollOutcome = Pick<QueueItem, 'status' | 'progress'> &
  Partial<Pick<QueueItem, 'transactionsCount' | 'error'>>;

// What poll number `pollCount` (1-based) that answered `status` means for the item.
export function pollOutcome(status: StatementUploadStatus, pollCount: number): PollOutcome {
  switch (status.status) {
    case 'completed':
      return {
        status: 'completed',
        progress: 100,
        transactionsCount: status.transactionsCount,
        error: null,
      };
    case 'failed':
      return {
        status: 'failed',
        progress: 100,
        error: status.errorMessage || PROCESSING_FAILED_FALLBACK,
      };
    case 'pending':
    case 'processing':
      if (pollCount >= MAX_POLLS) {
        return { status: 'failed', progress: 100, error: PROCESSING_TIMEOUT };
      }
      return { status: 'processing', progress: progressWhilePolling(pollCount) };
  }
}

export const isFinished = (item: QueueItem): boolean =>
  item.status === 'completed' || item.status === 'failed';

// Nothing more will happen to these items: the overlay may offer its way out.
export const isSettled = (items: readonly QueueItem[]): boolean =>
  items.length > 0 && items.every((item) => isFinished(item) || item.stalled);

export function itemLabel(item: QueueItem): string {
  switch (item.status) {
    case 'pending':
      return 'Uploading file...';
    case 'processing':
      return 'Extracting transactions...';
    case 'completed':
      return `✓ ${item.transactionsCount ?? 0} transactions processed`;
    case 'failed':
      return item.error ?? PROCESSING_FAILED_FALLBACK;
  }
}
