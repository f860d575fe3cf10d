import type { Logger } from '@nestjs/common';
import type { JobQueue } from '../../common/jobs/job-queue';

// One user's budget alerts checked (after an import, a budget or alert change, and daily).
export const BUDGET_ALERTS_CHECK_QUEUE = 'budget-alerts.check';
// Daily: queues a check for every Pro user with an enabled alert.
export const BUDGET_ALERTS_DAILY_QUEUE = 'budget-alerts.daily';

export type BudgetCheckJob = { userId: string };

// Asks for a check of the user's budget alerts (queued in the caller's transaction, if any). Never
// throws: the caller's work (an import, a category change) is done either way, and the daily check
// catches anything missed here.
export async function requestBudgetCheck(
  queue: JobQueue,
  userId: string,
  log: Logger,
): Promise<void> {
  try {
    const job: BudgetCheckJob = { userId };
    await queue.send(BUDGET_ALERTS_CHECK_QUEUE, job);
  } catch (error) {
    log.warn(
      `could not queue a budget alert check for user ${userId}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
