import type { Readable } from 'node:stream';
import QueryStream from 'pg-query-stream';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.types';
import { releaseExportLeases, takeExportLeases } from './export-leases';
import { ExportSlots } from './export-slots';

// Rows per cursor fetch (pg-query-stream's default is 100).
const CURSOR_BATCH = 1000;

// One set of slots per connection pool: every export that holds one of its connections for as
// long as its reader takes (the CSV export, the data download) waits in the same line.
const slotsByPool = new WeakMap<DataSource, ExportSlots>();

function slotsOf(db: DataSource): ExportSlots {
  let slots = slotsByPool.get(db);
  if (!slots) {
    slots = new ExportSlots();
    slotsByPool.set(db, slots);
  }
  return slots;
}

export type ExportConnection = {
  /** The rows of a query through a cursor, a batch per round trip; back-pressure reaches it. */
  stream(sql: string, params: unknown[]): Readable;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Aborted when the export must end (its reader stopped pulling for idleTimeoutMs, or it ran past
   * maxMs): the owner destroys what it streams to the client (a reader that stopped pulling never
   * sees an error raised in a cursor it no longer reads).
   */
  signal: AbortSignal;
  /**
   * Closes any cursor still open, ends the snapshot, hands the connection back and frees the slot.
   * Safe to call more than once; call it when the export's stream closes, however it ended.
   */
  close(): Promise<void>;
};

type PgClient = { query: (stream: QueryStream) => QueryStream };

const closeStream = (stream: Readable) =>
  new Promise<void>((resolve) => {
    if (stream.closed) return resolve();
    stream.once('close', () => resolve());
    stream.destroy();
  });

/**
 * A connection of its own for a streamed export, once an export slot is free (429 when the line
 * is too long), holding the user's export lease and one of the slots shared by every process
 * (export-leases.ts: 429 when the user already runs one). `snapshot`: every query sees the same
 * moment (a read-only repeatable-read transaction), so the parts of one export agree with each
 * other. A stream whose reader stops pulling for `idleTimeoutMs` is ended, and so is every stream
 * past `maxMs` (issue 27): the snapshot closes with it, and PostgreSQL also ends the transaction
 * itself at those bounds (idle_in_transaction_session_timeout; transaction_timeout from 17).
 */
export async function openExportConnection(
  db: DataSource,
  options: { snapshot?: boolean; userId: string; limits: AppConfig['exports'] },
): Promise<ExportConnection> {
  const { limits } = options;
  const freeSlot = await slotsOf(db).acquire();
  const runner = db.createQueryRunner();
  let leased = false;
  const release = async () => {
    try {
      if (leased) await releaseExportLeases(runner);
    } catch {
      // The session is gone (PostgreSQL ended it at a bound): its locks went with it.
    } finally {
      await runner.release();
      freeSlot();
    }
  };
  let client: PgClient;
  try {
    // The pg client itself, for cursors (TypeORM's stream() has no batch size).
    client = (await runner.connect()) as PgClient;
    // Set first: a failure part-way through taking them still unlocks whatever was taken.
    leased = true;
    await takeExportLeases(runner, options.userId, limits);
    if (options.snapshot) {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await runner.query(
        `SELECT set_config('idle_in_transaction_session_timeout', $1, true),
                CASE WHEN current_setting('server_version_num')::int >= 170000
                     THEN set_config('transaction_timeout', $2, true) END`,
        [String(limits.idleTimeoutMs), String(limits.maxMs)],
      );
    }
  } catch (error) {
    // Out of a transaction begun above (an aborted one would refuse the unlock).
    if (options.snapshot) await runner.query('ROLLBACK').catch(() => undefined);
    await release();
    throw error;
  }
  const streams = new Set<Readable>();
  let closing: Promise<void> | null = null;
  const aborter = new AbortController();
  const end = (why: string) => {
    const error = new Error(why);
    for (const stream of streams) stream.destroy(error);
    aborter.abort(error);
  };
  // Past maxMs, whatever the reader does, the export ends.
  const deadline = setTimeout(() => end('the export ran past its time limit'), limits.maxMs);
  deadline.unref();
  return {
    stream: (sql, params) => {
      const stream = client.query(
        new QueryStream(sql, params, { batchSize: CURSOR_BATCH, highWaterMark: CURSOR_BATCH }),
      );
      streams.add(stream);
      // A reader that stops pulling (a phone that went away without closing) ends the export.
      let idle: NodeJS.Timeout | null = null;
      const rearm = () => {
        if (idle) clearTimeout(idle);
        idle = setTimeout(() => end('the export stopped being read'), limits.idleTimeoutMs);
        idle.unref();
      };
      rearm();
      // Every batch the reader asks for passes through push, however it reads (pipe or for await).
      const push = stream.push.bind(stream);
      stream.push = (chunk: unknown, encoding?: BufferEncoding) => {
        rearm();
        return push(chunk, encoding);
      };
      stream.once('close', () => {
        if (idle) clearTimeout(idle);
      });
      return stream;
    },
    query: (sql, params) => runner.query(sql, params),
    signal: aborter.signal,
    close: () =>
      (closing ??= (async () => {
        clearTimeout(deadline);
        try {
          // Handing the connection back mid-cursor would wedge its next user's query.
          await Promise.all([...streams].map(closeStream));
          if (options.snapshot) await runner.query('ROLLBACK').catch(() => undefined);
        } finally {
          await release();
        }
      })()),
  };
}
