import type { Readable } from 'node:stream';
import QueryStream from 'pg-query-stream';
import type { DataSource } from 'typeorm';
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
 * is too long). `snapshot`: every query sees the same moment (a read-only repeatable-read
 * transaction), so the parts of one export agree with each other.
 */
export async function openExportConnection(
  db: DataSource,
  options: { snapshot?: boolean } = {},
): Promise<ExportConnection> {
  const freeSlot = await slotsOf(db).acquire();
  const runner = db.createQueryRunner();
  const release = async () => {
    await runner.release();
    freeSlot();
  };
  let client: PgClient;
  try {
    // The pg client itself, for cursors (TypeORM's stream() has no batch size).
    client = (await runner.connect()) as PgClient;
    if (options.snapshot) {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    }
  } catch (error) {
    await release();
    throw error;
  }
  const streams = new Set<Readable>();
  let closing: Promise<void> | null = null;
  return {
    stream: (sql, params) => {
      const stream = client.query(
        new QueryStream(sql, params, { batchSize: CURSOR_BATCH, highWaterMark: CURSOR_BATCH }),
      );
      streams.add(stream);
      return stream;
    },
    query: (sql, params) => runner.query(sql, params),
    close: () =>
      (closing ??= (async () => {
        try {
          // Handing the connection back mid-cursor would wedge its next user's query.
          await Promise.all([...streams].map(closeStream));
          if (options.snapshot) await runner.query('ROLLBACK');
        } finally {
          await release();
        }
      })()),
  };
}
