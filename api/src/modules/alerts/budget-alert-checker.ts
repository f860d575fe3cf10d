import { Injectable, Logger } from '@nestjs/common';
import { TransactionContext } from '../../common/database/transaction-context';
import { JobQueue } from '../../common/jobs/job-queue';
import { type BudgetDto, InsightsScopes, InsightsService } from '../insights';
import { NotificationsService } from '../notifications';
import { PlanLimits, UsersService } from '../users';
import { AlertDelivery, type Contact } from './alert-delivery';
import { AlertsSentRepository } from './alerts-sent.repository';
import { BUDGET_ALERTS_CHECK_QUEUE, type BudgetCheckJob } from './budget-alert-jobs';
import { budgetAlertMessage, isAlertableMonth } from './budget-alert-rules';
import { BudgetAlertsRepository } from './budget-alerts.repository';
import type { AlertChannel } from './dto/budget-alert.dto';

// Users whose daily checks are queued per statement.
const DAILY_BATCH = 500;

type EnabledAlert = { categoryId: string; thresholdPercent: number; channels: AlertChannel[] };

// Checks one user's budget alerts against the month's spending, as the dashboard's budgets
// compute it (InsightsService.budgets, docs/insights.md), and sends each alert at most once per
// category and month.
@Injectable()
export class BudgetAlertChecker {
  private readonly log = new Logger('BudgetAlerts');

  constructor(
    private readonly alerts: BudgetAlertsRepository,
    private readonly sentLog: AlertsSentRepository,
    private readonly insights: InsightsService,
    private readonly scopes: InsightsScopes,
    private readonly limits: PlanLimits,
    private readonly notifications: NotificationsService,
    private readonly delivery: AlertDelivery,
    private readonly queue: JobQueue,
    private readonly tx: TransactionContext,
    private readonly users: UsersService,
  ) {}

  // How many alerts this call sent. The month checked is that of the user's latest transaction,
  // and only if it is this calendar month or the last (isAlertableMonth).
  async check(userId: string, now = new Date()): Promise<number> {
    if (!(await this.limits.isPro(userId))) return 0;
    const alerts: EnabledAlert[] = await this.alerts.enabledWithBudget(userId);
    if (alerts.length === 0) return 0;
    // Outside any request: the scope of the user the job is for.
    const scope = this.scopes.withPeriod(await this.scopes.caller({ userId }, null), 'latest');
    const { period, budgets } = await this.insights.budgetsFor(scope);
    if (!isAlertableMonth(period.from, now)) return 0;
    let sent = 0;
    for (const alert of alerts) {
      const budget = budgets.find((candidate) => candidate.id === alert.categoryId);
      // percent is floor(spent × 100 / budget), so with a whole threshold this is exactly
      // spent ≥ budget × threshold / 100.
      if (!budget || budget.percent < alert.thresholdPercent) continue;
      if (await this.sendOnce(userId, alert, budget, period.from!, period.label)) sent += 1;
    }
    return sent;
  }

  // Queues a check for every Pro user with an enabled alert, a batch of users per statement.
  async queueDailyChecks(): Promise<number> {
    let after = '00000000-0000-0000-0000-000000000000';
    let queued = 0;
    for (;;) {
      const users = await this.alerts.proUsersWithAlerts(after, DAILY_BATCH);
      if (users.length === 0) break;
      const jobs: BudgetCheckJob[] = users.map((userId) => ({ userId }));
      await this.queue.insert(BUDGET_ALERTS_CHECK_QUEUE, jobs);
      queued += jobs.length;
      after = users.at(-1)!;
      if (users.length < DAILY_BATCH) break;
    }
    return queued;
  }

  // The sent-log row decides: of concurrent checks, only the insert that wins the unique
  // (user, category, month) writes the notification and sends. The row stays if e-mail or SMS
  // then fails (logged): an alert goes at most once, never twice.
  private async sendOnce(
    userId: string,
    alert: EnabledAlert,
    budget: BudgetDto,
    month: string,
    monthLabel: string,
  ): Promise<boolean> {
    const message = budgetAlertMessage({
      categoryName: budget.name,
      spent: budget.spent,
      budget: budget.budget,
      percent: budget.percent,
      monthLabel,
    });
    const won = await this.tx.run(async () => {
      const first = await this.sentLog.record({
        userId,
        categoryId: alert.categoryId,
        month,
        thresholdPercent: alert.thresholdPercent,
        percent: budget.percent,
        spent: budget.spent,
        budget: budget.budget,
        channels: alert.channels,
      });
      if (!first) return false;
      if (alert.channels.includes('in_app')) {
        await this.notifications.create({
          userId,
          kind: 'budget-alert',
          title: message.title,
          body: message.body,
          categoryId: alert.categoryId,
        });
      }
      return true;
    });
    if (!won) return false;
    if (alert.channels.some((channel) => channel !== 'in_app')) {
      // Only to a proven phone or e-mail.
      const contact: Contact = await this.users.provenContact(userId);
      const { sent, failed } = await this.delivery.send(userId, contact, alert.channels, message);
      if (sent === 0 && !alert.channels.includes('in_app')) {
        // Neither e-mail nor SMS went (they failed, or the user's notification preferences turned
        // both off): the alert is not lost, it waits in the app instead (it is still sent once; a
        // failure is logged by AlertDelivery).
        await this.notifications.create({
          userId,
          kind: 'budget-alert',
          title: message.title,
          body:
            failed > 0
              ? `${message.body} (We could not send this alert by e-mail or SMS.)`
              : message.body,
          categoryId: alert.categoryId,
        });
        if (failed > 0) {
          this.log.warn(`budget alert for user ${userId} kept in the app: no channel delivered it`);
        }
        return true;
      }
    }
    this.log.log(`budget alert sent for user ${userId}, category ${alert.categoryId}, ${month}`);
    return true;
  }
}
