import { Logger } from '@nestjs/common';
import { PgBoss, type Job } from 'pg-boss';
import type { TransactionContext } from '../database/transaction-context';

export type JobHandler<T> = (
  data: T,
  attempt: { retryCount: number; retryLimit: number },
) => Promise<void>;

type QueueSettings = {
  retryLimit: number;
  retryDelay?: number;
  expireInSeconds?: number;
  heartbeatSeconds?: number;
  deadLetter?: string;
};

// Jobs live in PostgreSQL (pg-boss), so they survive restarts and any number of API or worker
// processes share them. A job whose worker dies stops heart-beating and is retried.
export class JobQueue {
  private readonly log = new Logger('JobQueue');
  private readonly boss: PgBoss;
  private started: Promise<void> | null = null;

  constructor(
    databaseUrl: string,
    private readonly tx: TransactionContext,
  ) {
    // Jobs whose worker died (no heartbeat) are failed and retried by the monitor pass; every 10 s
    // instead of pg-boss's 60 keeps recovery after a crash short.
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: 'pgboss',
      max: 4,
      superviseIntervalSeconds: 10,
      monitorIntervalSeconds: 10,
    });
    this.boss.on('error', (error: unknown) =>
      this.log.error(error instanceof Error ? error.message : String(error)),
    );
  }

  start(): Promise<void> {
    this.started ??= this.boss.start().then(() => undefined);
    return this.started;
  }

  async createQueue(name: string, settings: QueueSettings): Promise<void> {
    await this.start();
    const existing = await this.boss.getQueue(name);
    if (existing) await this.boss.updateQueue(name, settings);
    else await this.boss.createQueue(name, settings);
  }

  // Enqueued in the caller's transaction (TransactionContext.run): the job exists exactly when the
  // row it is about does, and a rollback drops it. Outside one, on its own. `group`: whose job it
  // is, for a queue worked with a per-group limit (work's `perGroup`).
  async send(
    name: string,
    data: object,
    options: { group?: string; startAfterSeconds?: number } = {},
  ): Promise<void> {
    const manager = this.tx.manager;
    await this.start();
    await this.boss.send(name, data, {
      ...(options.group === undefined ? {} : { group: { id: options.group } }),
      ...(options.startAfterSeconds === undefined ? {} : { startAfter: options.startAfterSeconds }),
      db: {
        executeSql: async (text, values) => ({
          rows: await manager.query<unknown[]>(text, values),
        }),
      },
    });
  }

  // Many jobs in one statement (a daily fan-out), outside any transaction.
  async insert(name: string, data: object[]): Promise<void> {
    if (data.length === 0) return;
    await this.start();
    await this.boss.insert(
      name,
      data.map((item) => ({ data: item })),
    );
  }

  // A job on `name` at every occurrence of the cron expression, in that time zone. Idempotent:
  // every process may call it at start; pg-boss keeps one schedule and sends each occurrence once.
  async schedule(name: string, cron: string, tz: string): Promise<void> {
    await this.start();
    await this.boss.schedule(name, cron, null, { tz });
  }

  /**
   * Runs handler for each job of `name`. `concurrency`: jobs this process runs at once (default 1).
   * `perGroup`: jobs of one group (send's `group`) running at once across every process, counted in
   * PostgreSQL: others' jobs go first while a group is at its limit (issue 27: one user's statements
   * never hold more than one parse slot).
   */
  async work<T extends object>(
    name: string,
    retryLimit: number,
    handler: JobHandler<T>,
    options: { concurrency?: number; perGroup?: number } = {},
  ): Promise<void> {
    await this.start();
    await this.boss.work<T>(
      name,
      {
        pollingIntervalSeconds: 0.5,
        batchSize: 1,
        ...(options.concurrency === undefined ? {} : { localConcurrency: options.concurrency }),
        ...(options.perGroup === undefined ? {} : { groupConcurrency: options.perGroup }),
      },
      async (jobs: Job<T>[]) => {
        for (const job of jobs) {
          await handler(job.data, { retryCount: job.retryCount, retryLimit });
        }
      },
    );
  }

  async stop(): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
