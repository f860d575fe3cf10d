import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database, type DB } from '../../common/database/database';

// One (channel, topic) setting of notification_preferences, e.g. email_budget_alerts.
export type PreferenceColumn = Exclude<
  keyof DB['notification_preferences'],
  'user_id' | 'updated_at'
>;
export type PreferenceValues = Partial<Record<PreferenceColumn, boolean>>;

// A user's message preferences: one row per user who changed any (none means the defaults).
@Injectable()
export class NotificationPreferencesRepository {
  constructor(private readonly database: Database) {}

  find(userId: string, columns: readonly PreferenceColumn[]) {
    return this.database.db
      .selectFrom('notification_preferences')
      .select(columns)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  // `created`: the row of a user who has none yet; `changed`: the settings sent, on an existing
  // row (the others stay as they are).
  async save(userId: string, created: PreferenceValues, changed: PreferenceValues): Promise<void> {
    await this.database.db
      .insertInto('notification_preferences')
      .values({ user_id: userId, ...created })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ ...changed, updated_at: sql<Date>`now()` }),
      )
      .execute();
  }
}
