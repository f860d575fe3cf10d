import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { JobQueue } from '../../common/jobs/job-queue';
import { CategoriesModule } from '../categories/categories.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { WalletsModule } from '../wallets/wallets.module';
import { STATEMENT_PARSER, type StatementParser } from './statement-parser';
import { StatementProcessor } from './statement-processor';
import { StatementUpload } from './statement-upload.entity';
import { StatementsController } from './statements.controller';
import {
  STATEMENT_IMPORT_QUEUE,
  StatementsService,
  type StatementImportJob,
} from './statements.service';

// A job whose worker dies stops heart-beating and is retried after this long.
const QUEUE_SETTINGS = { retryLimit: 2, expireInSeconds: 120, heartbeatSeconds: 10 };

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
        TypeOrmModule.forFeature([StatementUpload]),
        WalletsModule,
        TransactionsModule,
        CategoriesModule,
      ],
      controllers: [StatementsController],
      providers: [
        StatementsService,
        StatementProcessor,
        { provide: STATEMENT_PARSER, useValue: options.parser },
      ],
    };
  }

  // Every process makes sure the queue exists; only those running workers take jobs.
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.createQueue(STATEMENT_IMPORT_QUEUE, QUEUE_SETTINGS);
    if (this.config.statementWorkers !== 'inline') return;
    await this.queue.work<StatementImportJob>(
      STATEMENT_IMPORT_QUEUE,
      QUEUE_SETTINGS.retryLimit,
      (job, attempt) => this.processor.process(job.uploadId, attempt),
    );
  }
}
