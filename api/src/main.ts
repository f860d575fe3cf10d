import 'reflect-metadata';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { usesDevOutbox } from './common/config/config';
import { readConfigOrExit } from './common/config/read-config';
import {
  EMBEDDED_DATABASE,
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from './common/database/embedded-postgres';
import { createLogger } from './common/logging/logger';
import { createApp } from './create-app';
import { type PaystackSandbox, startPaystackSandbox } from './modules/billing';
import { warmParser } from './modules/statements';

const stopEmbedded = (handle: EmbeddedPostgresHandle) => () => handle.stop();

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger(config);
  Logger.overrideLogger(logger);
  const log = new Logger('Main');
  // The first line says what kind of server this is (issue 27).
  if (config.nodeEnv !== 'production') {
    const embedded = [
      config.databaseUrl === null ? 'embedded PostgreSQL' : null,
      usesDevOutbox(config) ? 'codes in the dev outbox' : null,
      config.payments.sandbox !== null ? 'the local Paystack sandbox' : null,
    ].filter((part) => part !== null);
    log.log(
      `${config.nodeEnv} mode${embedded.length > 0 ? ` on embedded defaults (${embedded.join(', ')})` : ''}: not for real users; NODE_ENV=production refuses these defaults`,
    );
  } else {
    log.log('production mode');
  }

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

  // No PAYSTACK_SECRET_KEY outside production (config refuses it in production): the local
  // Paystack sandbox, reached over HTTP like the real one. Its events come to this API.
  let sandbox: PaystackSandbox | null = null;
  const sandboxConfig = config.payments.sandbox;
  if (sandboxConfig !== null) {
    const sandboxLog = new Logger('PaystackSandbox');
    const apiHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    sandbox = await startPaystackSandbox({
      secretKey: config.payments.secretKey,
      port: sandboxConfig.port,
      host: sandboxConfig.host,
      publicUrl: sandboxConfig.publicUrl,
      momoDelayMs: sandboxConfig.momoDelayMs,
      webhookUrl: `http://${apiHost.includes(':') ? `[${apiHost}]` : apiHost}:${config.port}/api/payments/webhook`,
      log: (message) => sandboxLog.log(message),
    }).catch(async (error: unknown) => {
      await embedded?.stop();
      throw error;
    });
    sandboxLog.log(
      `PAYSTACK_SECRET_KEY is not set: payments go to the local Paystack sandbox at ${sandbox.url} (no real money)`,
    );
  }
  const stopSandbox = async () => {
    await sandbox?.close();
  };

  try {
    const app = await createApp(config, {
      databaseUrl,
      onShutdown: async () => {
        await stopSandbox();
        if (embedded !== null) await stopEmbedded(embedded)();
      },
      logger,
    });
    app.enableShutdownHooks();
    // A signal now closes the app, whose last shutdown hook stops PostgreSQL: after the
    // connections using it have closed, so nothing logs their loss.
    embedded?.leaveSignalsToCaller();
    // This process works the statement queue: its parse process starts now, so the first upload
    // does not wait for pdf.js to load (about 1.5 s). A failed start is retried at the first parse.
    if (config.statementWorkers === 'inline') void warmParser(config);
    await app.listen(config.port, config.host);
    log.log(`SikaLens listening on http://${config.host}:${config.port} (${config.nodeEnv})`);
    tellParent(`http://${browsableHost(config.host)}:${config.port}/`);
  } catch (error) {
    await stopSandbox();
    await embedded?.stop();
    throw error;
  }
}

// Where a browser on this machine finds a server listening on `host`.
function browsableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

// Started by `npm start` (tools/scripts/start.ts, over an IPC channel): tells it the app's URL once
// the server listens, and stops when it goes (a Ctrl-C reaches this process through it alone, so
// PostgreSQL stops after the app). The channel does not keep the process alive.
function tellParent(url: string): void {
  if (!process.send) return;
  process.send({ type: 'sikalens:ready', url });
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  process.channel?.unref();
}

main().catch((error: unknown) => {
  new Logger('Main').fatal(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
