import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import {
  MAX_OPEN_UPLOADS,
  MAX_UPLOADS_PER_HOUR,
  serverBusyReading,
  tooManyOpenUploads,
  tooManyUploadsThisHour,
} from './statements.errors';
import { UploadEventsRepository } from './upload-events.repository';

const HOUR_SECONDS = 60 * 60;

// Counted in PostgreSQL, so every API process sees the same numbers (upload-events.repository.ts).
@Injectable()
export class UploadLimits {
  constructor(private readonly events: UploadEventsRepository) {}

  /**
   * Refuses an upload over the user's limits. `reading`: this user's other uploads whose files this
   * process is reading now (not yet stored), counted as open too.
   */
  async enforce(userId: string, reading = 0): Promise<void> {
    const row = await this.events.countsFor(userId, HOUR_SECONDS);
    if (row === undefined) return;
    if (row.open + reading >= MAX_OPEN_UPLOADS) throw tooManyOpenUploads();
    if (row.recent >= MAX_UPLOADS_PER_HOUR) throw tooManyUploadsThisHour(row.retry ?? HOUR_SECONDS);
  }

  /**
   * Counts an accepted upload towards the hourly quota; call it in the transaction that stores the
   * upload. This user's events older than a day are never read again, so they go here too.
   */
  async record(userId: string): Promise<void> {
    await this.events.record(userId);
  }
}

/**
 * Issue 27: the files this process is reading into memory. A statement is read whole (up to 10 MB)
 * before it is stored, so the uploads read at once bound the API's memory: per user, no more than
 * may be open (MAX_OPEN_UPLOADS, counted with the stored ones), and for the process,
 * UPLOADS_READING_PER_PROCESS. Reserved synchronously when the request arrives, before its body is
 * read, so parallel requests see each other; released when its response ends, however it ends.
 */
@Injectable()
export class UploadReads {
  private readonly byUser = new Map<string, number>();
  private total = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Reserves a read for userId (or throws 429); returns the release, safe to call more than once. */
  reserve(userId: string): () => void {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= MAX_OPEN_UPLOADS) throw tooManyOpenUploads();
    if (this.total >= this.config.uploadsReadingPerProcess) throw serverBusyReading();
    this.byUser.set(userId, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
  }

  /** This user's reads under way in this process. */
  reading(userId: string): number {
    return this.byUser.get(userId) ?? 0;
  }
}
