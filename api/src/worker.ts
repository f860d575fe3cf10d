import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { readConfigOrExit } from './common/config/read-config';
import { EMBEDDED_DATABASE, embeddedUrl } from './common/database/embedded-postgres';
import { createLogger } from './common/logging/logger';
import { warmParser } from './modules/statements';

// A statement worker without HTTP: `npm run worker -w api`. Run as many as needed next to API
// processes started with STATEMENT_WORKERS=off; they share the PostgreSQL-backed queue.
async function main(): Promise<void> {
  const config = { ...readConfigOrExit(), statementWorkers: 'inline' as const };
  const logger = createLogger(config);
  Logger.overrideLogger(logger);
  // Without DATABASE_URL, use the embedded server the API process started.
  const databaseUrl = config.databaseUrl ?? embeddedUrl(config.embeddedPgPort, EMBEDDED_DATABASE);
  const app = await NestFactory.createApplicationContext(
    AppModule.register(config, { databaseUrl }),
    {
      logger,
    },
  );
  app.enableShutdownHooks();
  void warmParser(config);
  new Logger('Worker').log('Statement worker ready');
}

main().catch((error: unknown) => {
  new Logger('Worker').fatal(
    error instanceof Error ? (error.stack ?? error.message) : String(error),
  );
  process.exit(1);
});
