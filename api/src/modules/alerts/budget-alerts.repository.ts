import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';
import type { AlertChannel } from './dto/budget-alert.dto';

export type AlertSettings = {
  categoryId: string;
  thresholdPercent: number;
  channels: readonly AlertChannel[];
  enabled: boolean;
};

// A user's alert settings, one per expense category (budget_alerts), with the month each last went
// out (budget_alerts_sent).
@Injectable()
export class BudgetAlertsRepository {
  constructor(private readonly database: Database) {}

  // The caller's alert settings, by category name.
  listFor(userId: string) {
    return this.settings(userId)
      .where('c.user_id', '=', userId)
      .orderBy(sql`lower(c.name)`)
      .orderBy('a.category_id')
      .execute();
  }

  findFor(userId: string, categoryId: string) {
    return this.settings(userId).where('a.category_id', '=', categoryId).executeTakeFirst();
  }

  // What an alert needs of its category: an expense category with a budget.
  categoryOf(userId: string, categoryId: string) {
    return this.database.db
      .selectFrom('categories')
      .select(['type', 'monthly_budget as budget'])
      .where('id', '=', categoryId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  // Where e-mail and SMS alerts could go (proven or not: the check sends to proven ones only).
  contactOf(userId: string) {
    return this.database.db
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  // Ownership was checked by the caller; the WHERE keeps an upsert from ever taking another user's
  // row.
  async save(userId: string, alert: AlertSettings): Promise<void> {
    await this.database.db
      .insertInto('budget_alerts')
      .values({
        user_id: userId,
        category_id: alert.categoryId,
        threshold_percent: alert.thresholdPercent,
        channels: [...alert.channels],
        enabled: alert.enabled,
      })
      .onConflict((conflict) =>
        conflict
          .column('category_id')
          .doUpdateSet((eb) => ({
            threshold_percent: eb.ref('excluded.threshold_percent'),
            channels: eb.ref('excluded.channels'),
            enabled: eb.ref('excluded.enabled'),
            updated_at: sql<Date>`now()`,
          }))
          .whereRef('budget_alerts.user_id', '=', 'excluded.user_id'),
      )
      .execute();
  }

  // False when the user had no alert on the category (its sent log stays either way).
  async remove(userId: string, categoryId: string): Promise<boolean> {
    const { numDeletedRows } = await this.database.db
      .deleteFrom('budget_alerts')
      .where('user_id', '=', userId)
      .where('category_id', '=', categoryId)
      .executeTakeFirst();
    return numDeletedRows > 0n;
  }

  // The alerts a check looks at: enabled, on an expense category that has a budget.
  enabledWithBudget(userId: string) {
    return (
      this.database.db
        .selectFrom('budget_alerts as a')
        .innerJoin('categories as c', (join) =>
          join.onRef('c.id', '=', 'a.category_id').onRef('c.user_id', '=', 'a.user_id'),
        )
        .select([
          'a.category_id as categoryId',
          'a.threshold_percent as thresholdPercent',
          'a.channels',
        ])
        // The column's CHECK: in_app, email and sms only.
        .$narrowType<{ channels: AlertChannel[] }>()
        .where('a.user_id', '=', userId)
        .where((eb) => eb.ref('a.enabled'))
        .where('c.type', '=', 'expense')
        .where('c.monthly_budget', 'is not', null)
        .execute()
    );
  }

  // Up to `limit` of the Pro users with an enabled alert, in id order after `after`.
  async proUsersWithAlerts(after: string, limit: number): Promise<string[]> {
    const users = await this.database.db
      .selectFrom('budget_alerts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.user_id as userId')
      .distinct()
      .where((eb) => eb.ref('a.enabled'))
      .where('a.user_id', '>', after)
      .where((eb) => eb.ref('u.is_pro'))
      .where((eb) =>
        eb.or([eb('u.pro_until', 'is', null), eb('u.pro_until', '>', sql<Date>`now()`)]),
      )
      .orderBy('userId')
      .limit(limit)
      .execute();
    return users.map(({ userId }) => userId);
  }

  private settings(userId: string) {
    return (
      this.database.db
        .selectFrom('budget_alerts as a')
        .innerJoin('categories as c', 'c.id', 'a.category_id')
        .select((eb) => [
          'a.category_id as categoryId',
          'c.name as categoryName',
          sql<string | null>`c.monthly_budget::text`.as('monthlyBudget'),
          'a.threshold_percent as thresholdPercent',
          'a.channels',
          'a.enabled',
          eb
            .selectFrom('budget_alerts_sent as s')
            .select(sql<string>`to_char(max(s.month), 'YYYY-MM')`.as('month'))
            .whereRef('s.user_id', '=', 'a.user_id')
            .whereRef('s.category_id', '=', 'a.category_id')
            .as('lastSentMonth'),
          sql<string>`to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
            'updatedAt',
          ),
        ])
        // The column's CHECK: in_app, email and sms only.
        .$narrowType<{ channels: AlertChannel[] }>()
        .where('a.user_id', '=', userId)
    );
  }
}
