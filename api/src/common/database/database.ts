import { Injectable } from '@nestjs/common';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { DB } from './schema.generated';
import { TransactionContext } from './transaction-context';

export type { DB } from './schema.generated';

// Kysely's connection to the unit of work (ADR 0028): each query runs on the current
// transaction's query runner (TransactionContext), or on a pooled one outside any, through TypeORM,
// so its errors (QueryFailedError, read by pg-errors.ts) and pool stay the ones the app has.
class UnitOfWorkConnection implements DatabaseConnection {
  constructor(private readonly tx: TransactionContext) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const manager = this.tx.manager;
    const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
    try {
      const result = await runner.query(compiled.sql, [...compiled.parameters], true);
      return {
        rows: (result.records ?? []) as R[],
        // pg's rowCount is null for statements that count no rows (CREATE, ANALYZE).
        numAffectedRows:
          result.affected === undefined || result.affected === null
            ? undefined
            : BigInt(result.affected),
      };
    } finally {
      if (manager.queryRunner === undefined) await runner.release();
    }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming goes through export-connection.ts, not the repositories');
  }
}

class UnitOfWorkDriver implements Driver {
  constructor(private readonly tx: TransactionContext) {}
  init(): Promise<void> {
    return Promise.resolve();
  }
  destroy(): Promise<void> {
    return Promise.resolve();
  }
  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new UnitOfWorkConnection(this.tx));
  }
  releaseConnection(): Promise<void> {
    return Promise.resolve();
  }
  // Transactions are TransactionContext.run's: Kysely's own would open a second one.
  beginTransaction(): Promise<void> {
    return Promise.reject(new Error('Open transactions with TransactionContext.run'));
  }
  commitTransaction(): Promise<void> {
    return this.beginTransaction();
  }
  rollbackTransaction(): Promise<void> {
    return this.beginTransaction();
  }
}

/**
 * The typed query builder the repositories, and only they, run SQL with (ADR 0028,
 * docs/api.md#repositories). Row types come from `schema.generated.ts`, which kysely-codegen
 * writes from the schema the migrations build (`npm run db:schema -w api`; the migration-drift
 * test fails when it is stale). Every query joins the caller's transaction, if any.
 */
@Injectable()
export class Database {
  readonly db: Kysely<DB>;

  constructor(tx: TransactionContext) {
    const dialect: Dialect = {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new UnitOfWorkDriver(tx),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    };
    this.db = new Kysely<DB>({ dialect });
  }
}
