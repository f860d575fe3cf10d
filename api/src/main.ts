import 'reflect-metadata';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { readConfigOrExit } from './common/config/read-config';
import {
  EMBEDDED_DATABASE,
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from './common/database/embedded-postgres';
import { createLogger } from './common/logging/logger';
import { createApp } from './create-app';
import { warmParser } from './modules/statements/parser/run-parser';

const stopEmbedded = (handle: EmbeddedPostgresHandle) => () => handle.stop();

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger(config);
  Logger.overrideLogger(logger);
  const log = new Logger('Main');

  let embedded: EmbeddedPostgresHandle | null = null;
  let databaseUrl = config.databaseUrl;
  if (databaseUrl === null) {
    const dataDir = join(config.dataDir, 'pg');
    log.log(
      `DATABASE_URL is not set: starting embedded PostgreSQL on port ${config.embeddedPgPort} (${dataDir})`,
    );
    const pgLog = new Logger('EmbeddedPostgres');
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: config.embeddedPgPort,
      onLog: (message) => pgLog.debug(String(message).trim()),
    });
    await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
    databaseUrl = embedded.urlFor(EMBEDDED_DATABASE);
  }

  try {
    const app = await createApp(config, {
      databaseUrl,
      onShutdown: embedded === null ? undefined : stopEmbedded(embedded),
      logger,
    });
    app.enableShutdownHooks();
    // This process works the statement queue: its parse process starts now, so the first upload
    // does not wait for pdf.js to load (about 1.5 s). A failed start is retried at the first parse.
    if (config.statementWorkers === 'inline') void warmParser(config);
    await app.listen(config.port, config.host);
    log.log(`SikaLens listening on http://${config.host}:${config.port} (${config.nodeEnv})`);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  new Logger('Main').fatal(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
