import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import {
  PAYMENT_REVERSED,
  SECURITY_EVENT,
  STATEMENT_PROCESSED,
  type PaymentReversed,
  type SecurityEvent,
  type StatementProcessed,
} from '../../common/events/domain-events';
import { JobQueue } from '../../common/jobs/job-queue';
import {
  requestPaymentReversedMessage,
  requestSecurityAlert,
  requestStatementProcessedMessage,
} from './notification-jobs';

// What other modules publish that the user is told about: each queues its message, in the
// publisher's transaction (the request functions never throw: what happened stands either way).
@Injectable()
export class NoticeSubscriber {
  private readonly log = new Logger('Notifications');

  constructor(private readonly queue: JobQueue) {}

  @OnEvent(SECURITY_EVENT, { promisify: true })
  async onSecurityEvent(event: SecurityEvent): Promise<void> {
    await requestSecurityAlert(this.queue, event, this.log);
  }

  @OnEvent(STATEMENT_PROCESSED, { promisify: true })
  async onStatementProcessed(event: StatementProcessed): Promise<void> {
    await requestStatementProcessedMessage(this.queue, event, this.log);
  }

  @OnEvent(PAYMENT_REVERSED, { promisify: true })
  async onPaymentReversed(event: PaymentReversed): Promise<void> {
    await requestPaymentReversedMessage(this.queue, event, this.log);
  }
}
