import type { Logger } from '@nestjs/common';
import type { JobQueue } from '../../common/jobs/job-queue';

// E-mail/SMS messages to a user, sent by the notifications module's workers (per the user's
// preferences). Queued by other modules in their own transaction, so a message exists exactly when
// what it tells about happened; they import this file only, never the module.
export const SECURITY_ALERT_QUEUE = 'notifications.security-alert';
export const STATEMENT_PROCESSED_QUEUE = 'notifications.statement-processed';
export const PAYMENT_REVERSED_QUEUE = 'notifications.payment-reversed';

// A sign-in from a browser the user has not used before; their phone or e-mail changed (the alert
// goes to the previous one, which only the job still knows).
export type SecurityAlertJob =
  | { kind: 'new-sign-in'; userId: string; sessionId: string }
  // The account's transaction data was deleted (restorable for a while).
  | { kind: 'data-deleted'; userId: string; deletedAt: string; restorableUntil: string | null }
  // The account is gone: its proven contacts, read before it went, are in the job.
  | {
      kind: 'account-deleted';
      userId: string;
      phone: string | null;
      email: string | null;
      deletedAt: string;
    }
  | {
      kind: 'contact-changed';
      userId: string;
      contact: 'phone' | 'email';
      previous: string;
      // Absent in jobs queued before issue 27: the previous contact was proven.
      previousVerified?: boolean;
      changedAt: string;
      // The undo the previous contact's message links to (issue 27); absent when it was not proven.
      undoId?: string;
    }
  // The previous contact undid a change: both are told (the restored one and the one it replaced).
  | {
      kind: 'contact-change-undone';
      userId: string;
      contact: 'phone' | 'email';
      restored: string;
      replaced: string;
      undoneAt: string;
    };

export type StatementProcessedJob = { uploadId: string };

// Never throw: what the caller did stands either way (a message is not worth failing a sign-in or
// an import); the failure is logged without the job's contents.
export async function requestSecurityAlert(
  queue: JobQueue,
  job: SecurityAlertJob,
  log: Logger,
): Promise<void> {
  await enqueue(
    queue,
    SECURITY_ALERT_QUEUE,
    job,
    `a ${job.kind} alert for user ${job.userId}`,
    log,
  );
}

export async function requestStatementProcessedMessage(
  queue: JobQueue,
  job: StatementProcessedJob,
  log: Logger,
): Promise<void> {
  await enqueue(
    queue,
    STATEMENT_PROCESSED_QUEUE,
    job,
    `the message for upload ${job.uploadId}`,
    log,
  );
}

async function enqueue(
  queue: JobQueue,
  name: string,
  job: object,
  what: string,
  log: Logger,
): Promise<void> {
  try {
    await queue.send(name, job);
  } catch (error) {
    log.warn(`could not queue ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// A paid payment was refunded or charged back and its Pro time taken back (billing, issue 27).
export type PaymentReversedJob = { paymentId: string };

export async function requestPaymentReversedMessage(
  queue: JobQueue,
  job: PaymentReversedJob,
  log: Logger,
): Promise<void> {
  await enqueue(
    queue,
    PAYMENT_REVERSED_QUEUE,
    job,
    `the message for payment ${job.paymentId}`,
    log,
  );
}
