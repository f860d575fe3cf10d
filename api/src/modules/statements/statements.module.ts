import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { CategorisationModule } from '../categorisation';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { JobQueue } from '../../common/jobs/job-queue';
import { CategoriesModule } from '../categories';
import { TransactionsModule } from '../transactions';
import { WalletsModule } from '../wallets';
import { STATEMENT_PARSER, type StatementParser } from './statement-parser';
import { StatementPasswords } from './statement-password';
import { ParseSlotsRepository } from './parse-slots.repository';
import { StatementProcessor } from './statement-processor';
import { StatementUploadsRepository } from './statement-uploads.repository';
import { StatementsDataRepository } from './statements-data.repository';
import { UploadEventsRepository } from './upload-events.repository';
import { UploadLimits, UploadReads } from './upload-limits';
import { CountStatementsOnRenumber } from './count-statements-on-renumber';
import { StatementsController } from './statements.controller';
import {
  STATEMENT_IMPORT_QUEUE,
  StatementsService,
  type StatementImportJob,
} from './statements.service';
import { UsersModule } from '../users';

// Jobs that spend every attempt (or whose worker keeps dying) land here, and the upload is
// marked failed: no upload stays pending or processing, or keeps its file.
const DEAD_LETTER_QUEUE = 'statement-import-dead';

// A job whose worker dies stops heart-beating and is retried; one that outlives the parse timeout
// plus time to store and categorise is expired and retried.
function queueSettings(config: AppConfig) {
  return {
    retryLimit: 2,
    retryDelay: 5,
    heartbeatSeconds: 10,
    expireInSeconds: Math.ceil(config.parseTimeoutMs / 1000) + 120,
    deadLetter: DEAD_LETTER_QUEUE,
  };
}

export type StatementsModuleOptions = { parser: StatementParser };

@Module({})
export class StatementsModule implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly processor: StatementProcessor,
  ) {}

  static register(options: StatementsModuleOptions): DynamicModule {
    return {
      module: StatementsModule,
      imports: [
        WalletsModule,
        TransactionsModule,
        CategoriesModule,
        CategorisationModule,
        UsersModule,
      ],
      controllers: [StatementsController],
      providers: [
        StatementsService,
        StatementProcessor,
        StatementPasswords,
        UploadLimits,
        UploadReads,
        StatementUploadsRepository,
        StatementsDataRepository,
        CountStatementsOnRenumber,
        UploadEventsRepository,
        ParseSlotsRepository,
        { provide: STATEMENT_PARSER, useValue: options.parser },
      ],
    };
  }

  // Every process makes sure the queue exists; only those running workers take jobs.
  async onApplicationBootstrap(): Promise<void> {
    const settings = queueSettings(this.config);
    await this.queue.createQueue(DEAD_LETTER_QUEUE, { retryLimit: 5, retryDelay: 5 });
    await this.queue.createQueue(STATEMENT_IMPORT_QUEUE, settings);
    if (this.config.statementWorkers !== 'inline') return;
    // As many statements at once as the parser runs (PARSE_CONCURRENCY), and one per user across
    // every worker process (issue 27): one user's slow or hostile statements hold up another's by
    // at most one parse slot's time.
    await this.queue.work<StatementImportJob>(
      STATEMENT_IMPORT_QUEUE,
      settings.retryLimit,
      (job, attempt) => this.processor.process(job.uploadId, attempt),
      { concurrency: this.config.parseConcurrency, perGroup: 1 },
    );
    await this.queue.work<StatementImportJob>(DEAD_LETTER_QUEUE, 5, (job) =>
      this.processor.giveUp(job.uploadId),
    );
  }
}
