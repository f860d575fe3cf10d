import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueue } from './job-queue';

@Module({})
export class JobsModule implements OnApplicationShutdown {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: JobsModule,
      global: true,
      providers: [{ provide: JobQueue, useFactory: () => new JobQueue(databaseUrl) }],
      exports: [JobQueue],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.stop();
  }
}
