import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../common/database/transaction-context';
import {
  MAX_OPEN_UPLOADS,
  MAX_UPLOADS_PER_HOUR,
  tooManyOpenUploads,
  tooManyUploadsThisHour,
} from './statements.errors';

const HOUR_SECONDS = 60 * 60;

// Counted in PostgreSQL, so every API process sees the same numbers. Open uploads are the
// pdf_uploads rows still pending or processing; the hourly quota counts upload_events, which
// deleting an upload leaves alone (otherwise upload, delete, repeat would never reach it).
@Injectable()
export class UploadLimits {
  constructor(private readonly tx: TransactionContext) {}

  async enforce(userId: string): Promise<void> {
    const rows: { open: number; recent: number; retry: number | null }[] =
      await this.tx.manager.query(
        `SELECT (SELECT count(*) FROM pdf_uploads
                  WHERE user_id = $1 AND status IN ('pending', 'processing'))::int AS open,
                count(*)::int AS recent,
                extract(epoch FROM min(created_at) + make_interval(secs => $2) - now())::float8 AS retry
           FROM upload_events
          WHERE user_id = $1 AND created_at > now() - make_interval(secs => $2)`,
        [userId, HOUR_SECONDS],
      );
    const row = rows[0];
    if (row === undefined) return;
    if (row.open >= MAX_OPEN_UPLOADS) throw tooManyOpenUploads();
    if (row.recent >= MAX_UPLOADS_PER_HOUR) throw tooManyUploadsThisHour(row.retry ?? HOUR_SECONDS);
  }

  /**
   * Counts an accepted upload towards the hourly quota; call it in the transaction that stores the
   * upload. This user's events older than a day are never read again, so they go here too.
   */
  async record(userId: string): Promise<void> {
    await this.tx.manager.query(
      `DELETE FROM upload_events WHERE user_id = $1 AND created_at < now() - interval '1 day'`,
      [userId],
    );
    await this.tx.manager.query('INSERT INTO upload_events (user_id) VALUES ($1)', [userId]);
  }
}
