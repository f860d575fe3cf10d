import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

// Issue 27: one user's statements take one parse slot at a time across every worker process: a
// session advisory lock per user (its class, then the user's hash) on a connection of its own,
// outside the pool (holding a pooled one for a whole parse could starve the pool the import itself
// needs), so a killed worker's lock ends with it and an unlock that fails ends with the connection.
const USER_PARSE_LOCK = 0x5e7a0010;

@Injectable()
export class ParseSlotsRepository {
  // The pool's options only: the lock's connection is opened with the same URL, apart from it.
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` holding the user's parse slot, or `taken` when another run holds it. */
  async withUserSlot(
    userId: string,
    work: () => Promise<void>,
    taken: () => Promise<void>,
  ): Promise<void> {
    const lockHolder = new Client({
      connectionString: (this.dataSource.options as { url?: string }).url,
    });
    // A connection error after connecting (the server went away) ends the lock with it; nothing
    // more to do than not crash.
    lockHolder.on('error', () => undefined);
    await lockHolder.connect();
    try {
      const { rows } = await lockHolder.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok',
        [USER_PARSE_LOCK, userId],
      );
      if (rows[0]?.ok) await work();
      else await taken();
    } finally {
      // Closing the connection releases the lock, whatever happened.
      await lockHolder.end().catch(() => undefined);
    }
  }
}
