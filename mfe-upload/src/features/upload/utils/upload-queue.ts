import {
  ApiError,
  type ParseFailureCode,
  type Reconciliation,
  type StatementUploadStatus,
  type UploadStatus,
} from '@sikalens/api-client';
import { hasWarning, shortWarning } from './reconciliation';

// Spec sections 4 and 9: status every 2 s, first poll after 2 s, at most 30 polls (about 60 s).
export const POLL_INTERVAL_MS = 2_000;
export const MAX_POLLS = 30;
// Issue 29, item 9: a check that gets no answer is tried again every 2 s while the browser is
// online, 90 times in a row (about 3 minutes, more when each try is slow to fail), before the row
// says it could not check.
export const MAX_FAILED_CHECKS = 90;
const PROGRESS_SENDING = 25;
const PROGRESS_ACCEPTED = 50;
const PROCESSING_TIMEOUT = 'Processing timeout';
const PROCESSING_FAILED_FALLBACK = 'Failed to process PDF.';

// One chosen file in the processing overlay.
export type QueueItem = {
  key: string;
  fileName: string;
  status: UploadStatus;
  progress: number;
  uploadId: string | null;
  transactionsCount: number | null;
  // The statement checked against its own totals, once completed.
  reconciliation: Reconciliation | null;
  error: string | null;
  // The parser's reason, when it gave one: a password prompt follows the two password codes.
  errorCode: ParseFailureCode | null;
  // Set when the status checks gave up (a refusal, or no answer for minutes): polling stopped
  // without an end; the row offers Retry checking.
  stalled: boolean;
  // Set while the checks get no answer (offline, or the connection dropped) and go on trying.
  connectionLost: boolean;
};

export function pendingItem(key: string, fileName: string): QueueItem {
  return {
    key,
    fileName,
    status: 'pending',
    progress: 0,
    uploadId: null,
    transactionsCount: null,
    reconciliation: null,
    error: null,
    errorCode: null,
    stalled: false,
    connectionLost: false,
  };
}

// Also the start of a retry (with a password): the last attempt's outcome is cleared.
export const sending = (item: QueueItem): QueueItem => ({
  ...item,
  status: 'processing',
  progress: PROGRESS_SENDING,
  uploadId: null,
  transactionsCount: null,
  reconciliation: null,
  error: null,
  errorCode: null,
  stalled: false,
  connectionLost: false,
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
  errorCode: null,
});

export const stalled = (item: QueueItem): QueueItem => ({
  ...item,
  stalled: true,
  connectionLost: false,
});

// A request that got no answer from the API: the API client turns a failed fetch (offline, a
// dropped connection) into an ApiError without a status, and a proxy answers 502, 503 or 504 for
// an API that is restarting or unreachable. Any other answer with an error is a refusal.
const GATEWAY_STATUSES = new Set([0, 502, 503, 504]);
export const isConnectionError = (error: unknown): boolean =>
  !(error instanceof ApiError) || GATEWAY_STATUSES.has(error.status);

export function progressWhilePolling(pollCount: number): number {
  return Math.min(75 + 2 * pollCount, 95);
}

type PollOutcome = Pick<QueueItem, 'status' | 'progress'> &
  Partial<Pick<QueueItem, 'transactionsCount' | 'reconciliation' | 'error' | 'errorCode'>>;

// What poll number `pollCount` (1-based) that answered `status` means for the item.
export function pollOutcome(status: StatementUploadStatus, pollCount: number): PollOutcome {
  switch (status.status) {
    case 'completed':
      return {
        status: 'completed',
        progress: 100,
        transactionsCount: status.transactionsCount,
        reconciliation: status.reconciliation ?? null,
        error: null,
        errorCode: null,
      };
    case 'failed':
      return {
        status: 'failed',
        progress: 100,
        error: status.errorMessage || PROCESSING_FAILED_FALLBACK,
        errorCode: status.errorCode ?? null,
      };
    case 'pending':
    case 'processing':
      if (pollCount >= MAX_POLLS) {
        return { status: 'failed', progress: 100, error: PROCESSING_TIMEOUT };
      }
      return { status: 'processing', progress: progressWhilePolling(pollCount) };
  }
}

// One accepted statement's status polls, as the query cache keeps them.
export type StatusPoll = {
  // The server's last answer; null until the first poll, one interval after the upload returned.
  answer: StatementUploadStatus | null;
  // Polls answered so far: `answer` came from poll number `count`.
  count: number;
};

export const NOT_POLLED_YET: StatusPoll = { answer: null, count: 0 };

export const answered = (poll: StatusPoll, answer: StatementUploadStatus): StatusPoll => ({
  answer,
  count: poll.count + 1,
});

// Poll again while the statement is processing: not after completed or failed, nor after the
// 30th poll, nor once the checks gave up.
export function pollsAgain(poll: StatusPoll, checkFailed: boolean): boolean {
  if (checkFailed) return false;
  return poll.answer === null || pollOutcome(poll.answer, poll.count).status === 'processing';
}

// The item as its polls leave it: the last answer's outcome, stalled once the checks gave up, and
// marked while they get no answer but go on (never an end: the statement may be read meanwhile).
export function followed(
  item: QueueItem,
  poll: StatusPoll,
  checkFailed: boolean,
  connectionLost = false,
): QueueItem {
  const polled = poll.answer ? { ...item, ...pollOutcome(poll.answer, poll.count) } : item;
  if (checkFailed) return stalled(polled);
  return connectionLost && polled.status === 'processing'
    ? { ...polled, connectionLost: true }
    : polled;
}

export const PASSWORD_PROMPT = 'This statement is password-protected. Enter its password';

// The row asks for a password: the statement is protected, or the password given did not open it.
export const needsPassword = (item: QueueItem): boolean =>
  item.status === 'failed' &&
  (item.errorCode === 'PDF_PASSWORD_PROTECTED' || item.errorCode === 'PDF_PASSWORD_INCORRECT');

// A completed statement with skipped rows or totals that differ from the statement's own.
export const completedWithWarning = (item: QueueItem): boolean =>
  item.status === 'completed' && hasWarning(item.reconciliation);

// The checks gave up on a statement still being read: the row offers Retry checking.
export const canRecheck = (item: QueueItem): item is QueueItem & { uploadId: string } =>
  item.stalled && item.status === 'processing' && item.uploadId !== null;

export const isFinished = (item: QueueItem): boolean =>
  item.status === 'completed' || item.status === 'failed';

// Nothing more will happen to these items without the user or the connection: the overlay may
// offer its way out (the upload list follows an unfinished statement on its own).
export const isSettled = (items: readonly QueueItem[]): boolean =>
  items.length > 0 &&
  items.every((item) => isFinished(item) || item.stalled || item.connectionLost);

export const CONNECTION_LOST = 'Connection lost, still checking…';
const CHECK_FAILED = 'Could not check on this statement.';

export function itemLabel(item: QueueItem): string {
  switch (item.status) {
    case 'pending':
      return 'Uploading file...';
    case 'processing':
      if (item.stalled) return CHECK_FAILED;
      return item.connectionLost ? CONNECTION_LOST : 'Extracting transactions...';
    case 'completed': {
      const count = item.transactionsCount ?? 0;
      // Spec wording: '✓ N transactions processed'.
      const processed = `${count} transactions processed`;
      // Never a plain tick when rows were skipped or totals differ, nor for an empty statement.
      if (hasWarning(item.reconciliation)) {
        return `${processed} · ${shortWarning(item.reconciliation)}`;
      }
      return count === 0 ? 'No transactions found in this statement' : `✓ ${processed}`;
    }
    case 'failed':
      if (item.errorCode === 'PDF_PASSWORD_PROTECTED') return PASSWORD_PROMPT;
      return item.error ?? PROCESSING_FAILED_FALLBACK;
  }
}
