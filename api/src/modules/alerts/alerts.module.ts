import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { JobQueue } from '../../common/jobs/job-queue';
import { InsightsModule } from '../insights';
import { UsersModule } from '../users';
import { AlertDelivery } from './alert-delivery';
import { AlertsSentRepository } from './alerts-sent.repository';
import { BudgetAlertChecker } from './budget-alert-checker';
import { BudgetCheckOnSpending } from './budget-check-on-spending';
import {
  BUDGET_ALERTS_CHECK_QUEUE,
  BUDGET_ALERTS_DAILY_QUEUE,
  type BudgetCheckJob,
} from './budget-alert-jobs';
import { BudgetAlertsController } from './budget-alerts.controller';
import { BudgetAlertsRepository } from './budget-alerts.repository';
import { BudgetAlertsService } from './budget-alerts.service';

// Every day at 07:00 Ghana time (UTC all year), before most people's first spend.
export const DAILY_CHECK_CRON = '0 7 * * *';
const GHANA_TZ = 'Africa/Accra';

// A check is safe to repeat (the sent log decides), so a failed one is simply retried.
const CHECK_QUEUE = { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 };

// Custom budget alerts (Pro); the in-app notifications they leave go to the notifications module's
// feed. Its own domain: it reads budgets from insights, Pro from users, and sends through the auth
// module's senders, so it sits above all three (inside categories it would close a cycle: users and
// insights import categories).
@Module({})
export class AlertsModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly checker: BudgetAlertChecker,
  ) {}

  // `notificationsModule`: the app's NotificationsModule registration (the user's preferences, and
  // the in-app feed). The e-mail and SMS channels are the global DeliveryModule's.
  static register(notificationsModule: DynamicModule): DynamicModule {
    return {
      module: AlertsModule,
      imports: [notificationsModule, InsightsModule, UsersModule],
      controllers: [BudgetAlertsController],
      providers: [
        BudgetAlertsService,
        BudgetAlertsRepository,
        BudgetAlertChecker,
        AlertsSentRepository,
        AlertDelivery,
        BudgetCheckOnSpending,
      ],
    };
  }

  // Every process makes sure the queues and the daily schedule exist; those running background
  // workers (STATEMENT_WORKERS=inline, and worker processes) take the jobs.
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.createQueue(BUDGET_ALERTS_CHECK_QUEUE, CHECK_QUEUE);
    await this.queue.createQueue(BUDGET_ALERTS_DAILY_QUEUE, { retryLimit: 2, retryDelay: 60 });
    await this.queue.schedule(BUDGET_ALERTS_DAILY_QUEUE, DAILY_CHECK_CRON, GHANA_TZ);
    if (this.config.statementWorkers !== 'inline') return;
    await this.queue.work<BudgetCheckJob>(
      BUDGET_ALERTS_CHECK_QUEUE,
      CHECK_QUEUE.retryLimit,
      async (job) => {
        await this.checker.check(job.userId);
      },
    );
    await this.queue.work<object>(BUDGET_ALERTS_DAILY_QUEUE, 2, async () => {
      await this.checker.queueDailyChecks();
    });
  }
}
