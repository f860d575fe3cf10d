import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { APP_FILTER } from '@nestjs/core';
import { usesDevOutbox } from './common/config/config';
import { ConfigModule } from './common/config/config.module';
import type { AppConfig } from './common/config/config.types';
import { DatabaseModule } from './common/database/database.module';
import { entities } from './entities';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { AlertsModule } from './modules/alerts';
import { AccountDataModule } from './modules/account-data';
import { AssistantModule } from './modules/assistant';
import { AuthModule, type GeoLocator } from './modules/auth';
import { BillingModule } from './modules/billing';
import { DevModule } from './modules/dev';
import { HealthModule } from './modules/health';
import { InsightsModule } from './modules/insights';
import { DeliveryModule, NotificationsModule } from './modules/notifications';
import { ReportsModule } from './modules/reports';
import { SupportModule } from './modules/support';
import { UsersModule } from './modules/users';
import { WalletsModule } from './modules/wallets';
import { JobsModule } from './common/jobs/jobs.module';
import {
  closeParserPool,
  runParser,
  type StatementParser,
  StatementsModule,
} from './modules/statements';

export type AppModuleOptions = {
  /** Connection URL; main.ts starts embedded PostgreSQL first when DATABASE_URL is unset. */
  databaseUrl: string;
  /** Runs after everything else has shut down (stops embedded PostgreSQL). */
  onShutdown?: () => Promise<void>;
  geoLocator?: GeoLocator;
  /** Tests may stand in a parser; by default pdf.js runs in child processes with the config's limits. */
  statementParser?: StatementParser;
};

const realParser = (config: AppConfig): StatementParser => {
  const limits = {
    timeoutMs: config.parseTimeoutMs,
    memoryMb: config.parseMemoryMb,
    concurrency: config.parseConcurrency,
  };
  return { parse: (file, options) => runParser(file, { ...limits, password: options?.password }) };
};

const SHUTDOWN = Symbol('SHUTDOWN');

// The root module's hook runs after the deeper modules' (TypeORM closes its pool first).
class ShutdownHook implements OnApplicationShutdown {
  constructor(@Inject(SHUTDOWN) private readonly onShutdown: (() => Promise<void>) | null) {}

  async onApplicationShutdown(): Promise<void> {
    // The warm statement-parse process (none if this app never parsed); parses under way finish.
    await closeParserPool();
    await this.onShutdown?.();
  }
}

@Module({})
export class AppModule {
  static register(config: AppConfig, options: AppModuleOptions): DynamicModule {
    const auth = AuthModule.register({ geoLocator: options.geoLocator });
    const notifications = NotificationsModule.register();
    return {
      module: AppModule,
      global: false,
      imports: [
        ConfigModule.register(config),
        // In-process events, raised inside the publisher's transaction (common/events).
        EventEmitterModule.forRoot(),
        DatabaseModule.forRoot(options.databaseUrl, entities),
        // The e-mail and SMS channels (global: auth's codes and every notice use them).
        DeliveryModule.register(config),
        UsersModule,
        auth,
        HealthModule,
        WalletsModule,
        InsightsModule,
        ReportsModule,
        BillingModule,
        AssistantModule,
        AccountDataModule,
        SupportModule,
        JobsModule.forRoot(options.databaseUrl),
        StatementsModule.register({ parser: options.statementParser ?? realParser(config) }),
        notifications,
        AlertsModule.register(notifications),
        ...(usesDevOutbox(config) ? [DevModule] : []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: SHUTDOWN, useValue: options.onShutdown ?? null },
        ShutdownHook,
      ],
    };
  }
}
