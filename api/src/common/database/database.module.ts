import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { migrations } from '../../migrations';
import type { DataSourceOptions } from 'typeorm';
import { Database } from './database';
import { TransactionContext } from './transaction-context';

// Global: every module's services take part in the caller's transaction through TransactionContext,
// and its repositories run their SQL through Database (ADR 0028).
@Module({})
export class DatabaseModule {
  // `entities`: every module's, from the composition root (api/src/entities.ts).
  static forRoot(
    databaseUrl: string,
    entities: NonNullable<DataSourceOptions['entities']>,
  ): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: databaseUrl,
          entities,
          migrations,
          migrationsRun: true,
          synchronize: false,
          // TypeORM prints failed queries with their parameters (phones, e-mails, HMACs).
          logging: false,
          extra: { max: 10 },
        }),
      ],
      providers: [TransactionContext, Database],
      exports: [TransactionContext, Database],
    };
  }
}
