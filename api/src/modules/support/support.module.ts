import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { JobQueue } from '../../common/jobs/job-queue';
import { UsersModule } from '../users';
import { SUPPORT_TICKET_EMAIL_QUEUE, type SupportTicketEmailJob } from './support-mail';
import { SupportController } from './support.controller';
import { SupportDataRepository } from './support-data.repository';
import { SupportLimitsGuard } from './support-limits.guard';
import { SupportRepository } from './support.repository';
import { SupportService } from './support.service';

// A send that failed is tried again, five times a minute apart: a mail server that is down for a
// few minutes still gets the ticket.
const EMAIL_QUEUE = { retryLimit: 5, retryDelay: 60, expireInSeconds: 120 };

// Help & Support (issue 29, item 7): tickets, stored and e-mailed to the support mailbox.
@Module({
  imports: [UsersModule],
  controllers: [SupportController],
  providers: [SupportService, SupportRepository, SupportDataRepository, SupportLimitsGuard],
})
export class SupportModule implements OnApplicationBootstrap {
  private readonly log = new Logger('Support');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly support: SupportService,
  ) {}

  // Every process makes sure the queue exists; those running background workers take the jobs.
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.createQueue(SUPPORT_TICKET_EMAIL_QUEUE, EMAIL_QUEUE);
    if (this.config.supportEmail === null && this.config.nodeEnv === 'production') {
      this.log.warn('SUPPORT_EMAIL is not set: support tickets are stored but not e-mailed');
    }
    if (this.config.statementWorkers !== 'inline') return;
    await this.queue.work<SupportTicketEmailJob>(
      SUPPORT_TICKET_EMAIL_QUEUE,
      EMAIL_QUEUE.retryLimit,
      (job, attempt) => this.support.deliver(job, attempt),
    );
  }
}
