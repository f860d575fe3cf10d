import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { JobQueue } from '../../common/jobs/job-queue';
import { AccountDataController } from './account-data.controller';
import { AccountDataService } from './account-data.service';
import { AccountExportController } from './account-export.controller';
import { AccountExportRepository } from './account-export.repository';
import { AccountExportService } from './account-export.service';
import { ArchivedRowsRepository } from './archived-rows.repository';
import { DeletedDataRepository } from './deleted-data.repository';
import { DeletedDataSealer } from './deleted-data-sealer';
import { ScopedDeletionsController } from './scoped-deletions.controller';
import { ScopeTargetsRepository } from './scope-targets.repository';
import { UserDataParts } from './user-data-parts';

// Every 15 minutes: deleted data is gone at most this long after its restore window ends.
export const DELETED_DATA_PURGE_QUEUE = 'deleted-data-purge';
export const PURGE_CRON = '*/15 * * * *';
const GHANA_TZ = 'Africa/Accra';

// A purge is safe to repeat, so a failed one is simply retried (and the next run catches up).
const PURGE_QUEUE = { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 };

// The user's data as a whole: delete with undo, restore, the purge, and "Download my data", over
// every module's part of it (common/user-data, found through Nest's DiscoveryService).
@Module({
  imports: [DiscoveryModule],
  controllers: [AccountDataController, AccountExportController, ScopedDeletionsController],
  providers: [
    AccountDataService,
    AccountExportService,
    AccountExportRepository,
    ArchivedRowsRepository,
    DeletedDataRepository,
    DeletedDataSealer,
    ScopeTargetsRepository,
    UserDataParts,
  ],
  exports: [AccountDataService],
})
export class AccountDataModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly accountData: AccountDataService,
  ) {}

  // Every process makes sure the queue and the schedule exist; those running background workers
  // (STATEMENT_WORKERS=inline, and worker processes) take the jobs.
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.createQueue(DELETED_DATA_PURGE_QUEUE, PURGE_QUEUE);
    await this.queue.schedule(DELETED_DATA_PURGE_QUEUE, PURGE_CRON, GHANA_TZ);
    if (this.config.statementWorkers !== 'inline') return;
    await this.queue.work<object>(DELETED_DATA_PURGE_QUEUE, PURGE_QUEUE.retryLimit, async () => {
      await this.accountData.purgeExpired();
    });
  }
}
