import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { JobQueue } from '../../common/jobs/job-queue';
import {
  PAYMENT_REVERSED_QUEUE,
  SECURITY_ALERT_QUEUE,
  STATEMENT_PROCESSED_QUEUE,
  type PaymentReversedJob,
  type SecurityAlertJob,
  type StatementProcessedJob,
} from './notification-jobs';
import { NoticeFactsRepository } from './notice-facts.repository';
import { NoticeSubscriber } from './notice-subscriber';
import { NotificationPreferencesController } from './notification-preferences.controller';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsDataRepository } from './notifications-data.repository';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { UserNotifier } from './user-notifier';

// A job only reads and sends (a failed channel is logged, not retried): a retry is for a job that
// died before sending, e.g. on a database error.
const MESSAGE_QUEUE = { retryLimit: 2, retryDelay: 30, expireInSeconds: 120 };

// E-mail and SMS messages to a user outside sign-in codes (security alerts, statement processed, a
// payment refunded or charged back), the preferences every sender of such messages honours
// (budget alerts too, modules/alerts), and the in-app notifications feed (written by the alert
// check, read and dismissed by its user).
// Sends through the channels of its DeliveryModule (delivery/, global: auth's sign-in codes use
// them too); other modules publish the events it queues its jobs for (notice-subscriber.ts).
@Module({})
export class NotificationsModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly notifier: UserNotifier,
  ) {}

  static register(): DynamicModule {
    return {
      module: NotificationsModule,
      controllers: [NotificationPreferencesController, NotificationsController],
      providers: [
        NotificationPreferencesService,
        NotificationPreferencesRepository,
        NotificationsService,
        NotificationsRepository,
        NotificationsDataRepository,
        NoticeFactsRepository,
        UserNotifier,
        NoticeSubscriber,
      ],
      exports: [NotificationPreferencesService, NotificationsService],
    };
  }

  // Every process makes sure the queues exist; those running background workers take the jobs.
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.createQueue(SECURITY_ALERT_QUEUE, MESSAGE_QUEUE);
    await this.queue.createQueue(STATEMENT_PROCESSED_QUEUE, MESSAGE_QUEUE);
    await this.queue.createQueue(PAYMENT_REVERSED_QUEUE, MESSAGE_QUEUE);
    if (this.config.statementWorkers !== 'inline') return;
    await this.queue.work<SecurityAlertJob>(
      SECURITY_ALERT_QUEUE,
      MESSAGE_QUEUE.retryLimit,
      async (job) => {
        await this.notifier.securityAlert(job);
      },
    );
    await this.queue.work<StatementProcessedJob>(
      STATEMENT_PROCESSED_QUEUE,
      MESSAGE_QUEUE.retryLimit,
      async (job) => {
        await this.notifier.statementProcessed(job);
      },
    );
    await this.queue.work<PaymentReversedJob>(
      PAYMENT_REVERSED_QUEUE,
      MESSAGE_QUEUE.retryLimit,
      async (job) => {
        await this.notifier.paymentReversed(job);
      },
    );
  }
}
