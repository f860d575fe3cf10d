import type { QueryRunner } from 'typeorm';
import { rateLimited } from '../errors/common.errors';

// Issue 27: exports (the CSV, download-my-data, the PDF and Excel reports) hold a database
// connection and a share of the server for as long as they run, so they are limited where every
// API process sees the same count: PostgreSQL session advisory locks on the export's own
// connection. Each user holds at most one (a second is 429 at once), and all processes together
// hold at most `slots`, so one user never holds every slot. A lock ends with its connection, so a
// killed process frees its slots too.

// Lock classes (the first key of the two-key form); the second key is the user's hash or the slot.
const USER_CLASS = 0x5e7a0001;
const SLOT_CLASS = 0x5e7a0002;
const POLL_MS = 100;
const USER_GRACE_MS = 2_000;

export type ExportLeaseOptions = { slots: number; maxWaitMs: number };

/**
 * Takes this user's export lease and one of the shared slots on `runner`'s connection, waiting up
 * to maxWaitMs for a slot. Throws 429 with Retry-After when the user already runs an export or no
 * slot frees in time. Release with releaseExportLeases on the same connection.
 */
export async function takeExportLeases(
  runner: QueryRunner,
  userId: string,
  options: ExportLeaseOptions,
): Promise<void> {
  // A moment's grace: a download the user just abandoned to start again is let go as soon as the
  // server sees its connection close.
  const mineBy = Date.now() + USER_GRACE_MS;
  for (;;) {
    const [mine] = (await runner.query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [
      USER_CLASS,
      userId,
    ])) as { ok: boolean }[];
    if (mine?.ok) break;
    if (Date.now() >= mineBy) {
      throw rateLimited(5, 'An export of yours is already running. Wait for it to finish');
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const deadline = Date.now() + options.maxWaitMs;
  for (;;) {
    // Volatile in WHERE: tried slot by slot, stopping at the first taken.
    const [slot] = (await runner.query(
      `SELECT s FROM generate_series(0, $2 - 1) AS s WHERE pg_try_advisory_lock($1, s) LIMIT 1`,
      [SLOT_CLASS, options.slots],
    )) as { s: number }[];
    if (slot !== undefined) return;
    if (Date.now() >= deadline) {
      await releaseExportLeases(runner);
      throw rateLimited(
        Math.max(1, Math.ceil(options.maxWaitMs / 1000)),
        'Too many exports are running at once',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Frees every export lock this connection holds (before it goes back to the pool). */
export async function releaseExportLeases(runner: QueryRunner): Promise<void> {
  await runner.query('SELECT pg_advisory_unlock_all()');
}
