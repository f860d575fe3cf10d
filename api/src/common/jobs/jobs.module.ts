import { Inject, Module, type BeforeApplicationShutdown, type DynamicModule } from '@nestjs/common';
import { TransactionContext } from '../database/transaction-context';
import { JobQueue } from './job-queue';

@Module({})
export class JobsModule implements BeforeApplicationShutdown {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: JobsModule,
      global: true,
      providers: [
        {
          provide: JobQueue,
          useFactory: (tx: TransactionContext) => new JobQueue(databaseUrl, tx),
          inject: [TransactionContext],
        },
      ],
      exports: [JobQueue],
    };
  }

  // Before shutdown, not on it: running jobs must finish while the database pool is still open.
  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.stop();
  }
}
