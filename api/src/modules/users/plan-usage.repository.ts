import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';

// The statements counted towards this month, as a scalar subquery: the one definition the upload
// check and the plan's usage both read. A statement counts when it brought in new transactions, or
// is still being read (so two uploads at once cannot both slip under the limit); failed ones do
// not. Counted in the import ledger (migration 1796688000000), which deleting data or uploads
// leaves alone: deleting and restoring gives no new allowance (issue 27). Months are calendar
// months in Ghana time (UTC).
const countedThisMonth = (userId: string) => sql<number>`(
  SELECT count(*)::int FROM statement_imports
   WHERE user_id = ${userId} AND counted
     AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

// What the free plan's limits count (PlanLimits): statements imported this month, and the user's
// transactions. Both tables belong to modules above users; these reads move with PlanLimits to the
// floor of what it counts (issue 28, item 7).
@Injectable()
export class PlanUsageRepository {
  constructor(private readonly database: Database) {}

  // The statements counted towards this month (countedThisMonth).
  async statementsThisMonth(userId: string): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT ${countedThisMonth(userId)} AS n`.execute(
      this.database.db,
    );
    return rows[0]?.n ?? 0;
  }

  // Both figures the plan's usage starts from, in one statement: the statements counted this
  // month (as statementsThisMonth) and the month of the latest transaction (latestTransactionMonth).
  async usageFacts(
    userId: string,
  ): Promise<{ statementsThisMonth: number; latestMonth: string | null }> {
    const { rows } = await sql<{ statementsThisMonth: number; latestMonth: string | null }>`
      SELECT ${countedThisMonth(userId)} AS "statementsThisMonth",
             (SELECT to_char(max(date_time), 'YYYY-MM') FROM transactions WHERE user_id = ${userId})
               AS "latestMonth"`.execute(this.database.db);
    return rows[0] ?? { statementsThisMonth: 0, latestMonth: null };
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
