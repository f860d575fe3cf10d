import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';

export type SentAlert = {
  userId: string;
  categoryId: string;
  // The month's first day, 'YYYY-MM-DD'.
  month: string;
  thresholdPercent: number;
  percent: number;
  // Decimal strings, as insights computes them.
  spent: string;
  budget: string;
  channels: readonly string[];
};

// The log of alerts sent: one row per user, category and month.
@Injectable()
export class AlertsSentRepository {
  constructor(private readonly database: Database) {}

  // True when this insert won the unique (user, category, month): of concurrent checks, only the
  // winner sends. In the caller's transaction.
  async record(sent: SentAlert): Promise<boolean> {
    const rows = await this.database.db
      .insertInto('budget_alerts_sent')
      .values({
        user_id: sent.userId,
        category_id: sent.categoryId,
        month: sent.month,
        threshold_percent: sent.thresholdPercent,
        percent: sent.percent,
        spent: sent.spent,
        budget: sent.budget,
        channels: [...sent.channels],
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'category_id', 'month']).doNothing())
      .returning(sql<number>`1`.as('won'))
      .execute();
    return rows.length > 0;
  }
}
