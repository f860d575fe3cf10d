import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { SPENDING_CHANGED, type SpendingChanged } from '../../common/events/domain-events';
import { JobQueue } from '../../common/jobs/job-queue';
import { requestBudgetCheck } from './budget-alert-jobs';

// When a user's spending changed, a budget may have been crossed: their budget alerts are checked
// (queued in the publisher's transaction; requestBudgetCheck never throws, and the daily check
// catches anything missed).
@Injectable()
export class BudgetCheckOnSpending {
  private readonly log = new Logger('BudgetAlerts');

  constructor(private readonly queue: JobQueue) {}

  @OnEvent(SPENDING_CHANGED, { promisify: true })
  async onSpendingChanged({ userId }: SpendingChanged): Promise<void> {
    await requestBudgetCheck(this.queue, userId, this.log);
  }
}
