import type { DataSource, EntityManager } from 'typeorm';
import {
  MAX_OPEN_UPLOADS,
  MAX_UPLOADS_PER_HOUR,
  tooManyOpenUploads,
  tooManyUploadsThisHour,
} from './statements.errors';

const HOUR_SECONDS = 60 * 60;

// Counted in PostgreSQL from the uploads themselves, so every API process sees the same numbers.
// (Deleted uploads no longer count towards the hourly limit.)
export async function enforceUploadLimits(
  db: DataSource | EntityManager,
  userId: string,
): Promise<void> {
  const rows: { open: number; recent: number; retry: number | null }[] = await db.query(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'processing'))::int AS open,
            count(*) FILTER (WHERE created_at > now() - make_interval(secs => $2))::int AS recent,
            extract(epoch FROM min(created_at) FILTER (WHERE created_at > now() - make_interval(secs => $2))
              + make_interval(secs => $2) - now())::float8 AS retry
       FROM pdf_uploads
      WHERE user_id = $1`,
    [userId, HOUR_SECONDS],
  );
  const row = rows[0];
  if (row === undefined) return;
  if (row.open >= MAX_OPEN_UPLOADS) throw tooManyOpenUploads();
  if (row.recent >= MAX_UPLOADS_PER_HOUR) throw tooManyUploadsThisHour(row.retry ?? HOUR_SECONDS);
}
