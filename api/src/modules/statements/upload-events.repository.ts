import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';

export type UploadCounts = {
  // The user's uploads still pending or processing.
  open: number;
  // Uploads accepted within the window.
  recent: number;
  // Seconds until the oldest of those leaves the window; null when there are none.
  retry: number | null;
};

// What the upload limits count, in PostgreSQL so every API process sees the same numbers: open
// uploads are the pdf_uploads rows still pending or processing; the hourly quota counts
// upload_events, which deleting an upload leaves alone (otherwise upload, delete, repeat would
// never reach it).
@Injectable()
export class UploadEventsRepository {
  constructor(private readonly database: Database) {}

  // One statement for both counts. The status list stays literal: it is the predicate of the
  // partial index pdf_uploads_user_open.
  async countsFor(userId: string, windowSeconds: number): Promise<UploadCounts | undefined> {
    const counts = sql<UploadCounts>`
      SELECT (SELECT count(*) FROM pdf_uploads
               WHERE user_id = ${userId} AND status IN ('pending', 'processing'))::int AS open,
             count(*)::int AS recent,
             extract(epoch FROM min(created_at) + make_interval(secs => ${windowSeconds}) - now())::float8 AS retry
        FROM upload_events
       WHERE user_id = ${userId} AND created_at > now() - make_interval(secs => ${windowSeconds})`;
    const { rows } = await counts.execute(this.database.db);
    return rows[0];
  }

  // This user's events older than a day are never read again, so they go when a new one comes.
  async record(userId: string): Promise<void> {
    await this.database.db
      .deleteFrom('upload_events')
      .where('user_id', '=', userId)
      .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    await this.database.db.insertInto('upload_events').values({ user_id: userId }).execute();
  }
}
