import type { Logger } from '@nestjs/common';
import type {
  PaymentReversed,
  SecurityEvent,
  StatementProcessed,
} from '../../common/events/domain-events';
import type { JobQueue } from '../../common/jobs/job-queue';

// E-mail/SMS messages to a user, sent by the notifications module's workers (per the user's
// preferences). Queued by this module's subscriber to the events other modules publish in their
// own transaction (notice-subscriber.ts), so a message exists exactly when what it tells about
// happened.
export const SECURITY_ALERT_QUEUE = 'notifications.security-alert';
export const STATEMENT_PROCESSED_QUEUE = 'notifications.statement-processed';
export const PAYMENT_REVERSED_QUEUE = 'notifications.payment-reversed';

export type SecurityAlertJob = SecurityEvent;

export type StatementProcessedJob = StatementProcessed;

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

export type PaymentReversedJob = PaymentReversed;

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
