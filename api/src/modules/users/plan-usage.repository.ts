import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';

// What the free plan's limits count (PlanLimits): statements imported this month, and the user's
// transactions. Both tables belong to modules above users; these reads move with PlanLimits to the
// floor of what it counts (issue 28, item 7).
@Injectable()
export class PlanUsageRepository {
  constructor(private readonly database: Database) {}

  // A statement counts towards the month when it brought in new transactions, or is still being
  // read (so two uploads at once cannot both slip under the limit). Failed ones do not count.
  // Counted in the import ledger (migration 1796688000000), which deleting data or uploads leaves
  // alone: deleting and restoring gives no new allowance (issue 27). Months are calendar months in
  // Ghana time (UTC).
  async statementsThisMonth(userId: string): Promise<number> {
    const row = await this.database.db
      .selectFrom('statement_imports')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where((eb) => eb.ref('counted'))
      .where(
        'created_at',
        '>=',
        sql<Date>`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      )
      .executeTakeFirst();
    return row?.n ?? 0;
  }

  // The month ('YYYY-MM') of the user's latest transaction over all their wallets; null: none.
  async latestTransactionMonth(userId: string): Promise<string | null> {
    const row = await this.database.db
      .selectFrom('transactions')
      .select(sql<string | null>`to_char(max(date_time), 'YYYY-MM')`.as('month'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.month ?? null;
  }

  // How many of the user's transactions fall before `from` ('YYYY-MM-DD'): hidden on the free plan.
  async transactionsBefore(userId: string, from: string): Promise<number> {
    const row = await this.database.db
      .selectFrom('transactions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('date_time', '<', sql<Date>`${from}::date`)
      .executeTakeFirst();
    return row?.n ?? 0;
  }
}
