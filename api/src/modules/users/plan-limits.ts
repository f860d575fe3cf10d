import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { TransactionContext } from '../../common/database/transaction-context';
import { AppError } from '../../common/errors/app-error';
import { isProNow } from './pro-status';

export type FreePlanUsage = {
  isPro: boolean;
  statementsPerMonth: number | null;
  statementsThisMonth: number;
  historyMonths: number | null;
  // The first day shown to a free user ('YYYY-MM-DD'); null when everything is shown.
  historyFrom: string | null;
  hiddenTransactions: number;
};

export const FREE_STATEMENT_LIMIT = 'FREE_STATEMENT_LIMIT';
export const PRO_REQUIRED = 'PRO_REQUIRED';

// A statement counts towards the month when it brought in new transactions, or is still being
// read (so two uploads at once cannot both slip under the limit). Failed ones do not count.
// Counted in the import ledger (migration 1796688000000), which deleting data or uploads leaves
// alone: deleting and restoring gives no new allowance (issue 27). Months are calendar months in
// Ghana time (UTC).
const STATEMENTS_THIS_MONTH = `
  SELECT count(*)::int AS n FROM statement_imports
   WHERE user_id = $1 AND counted
     AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

// The free plan's limits (landing page: 1 statement per month, 3-month history), from config,
// enforced here for every API path. Pro: none.
@Injectable()
export class PlanLimits {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionContext,
  ) {}

  // In the caller's transaction, if any (an upload checks the plan under its lock).
  async isPro(userId: string): Promise<boolean> {
    const [user] = await this.tx.manager.query<{ isPro: boolean; proUntil: Date | null }[]>(
      'SELECT is_pro AS "isPro", pro_until AS "proUntil" FROM users WHERE id = $1',
      [userId],
    );
    return user !== undefined && isProNow(user);
  }

  /**
   * Refuses a free user a Pro feature: 403 PRO_REQUIRED, with what it is ("The AI assistant",
   * "The PDF report") and how to get it.
   */
  async assertPro(userId: string, feature: string): Promise<void> {
    if (await this.isPro(userId)) return;
    throw new AppError(
      403,
      PRO_REQUIRED,
      `${feature} is part of SikaLens Pro. Upgrade to Pro to use it.`,
    );
  }

  /**
   * The first date a free user sees: the start of the month FREE_HISTORY_MONTHS - 1 before the
   * month of their latest transaction (their most recent months of data, not the calendar's).
   * null for Pro, or when there is no data. Older rows are kept; they show again on upgrade.
   */
  async historyFrom(userId: string): Promise<string | null> {
    return (await this.isPro(userId)) ? null : this.windowFrom(userId);
  }

  private async windowFrom(userId: string): Promise<string | null> {
    const [row] = await this.db.query<{ month: string | null }[]>(
      `SELECT to_char(max(date_time), 'YYYY-MM') AS month FROM transactions WHERE user_id = $1`,
      [userId],
    );
    return this.windowFromMonth(row?.month ?? null);
  }

  /**
   * The free plan's first visible day ('YYYY-MM-DD') for a user whose latest transaction falls in
   * `latestMonth` ('YYYY-MM', over all their wallets; null: no data): for a caller that already
   * read that month (the insights scope), so the rule stays here.
   */
  windowFromMonth(latestMonth: string | null): string | null {
    if (latestMonth === null) return null;
    const [year, month] = latestMonth.split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(year, month - 1 - (this.config.freePlan.historyMonths - 1), 1));
    return first.toISOString().slice(0, 10);
  }

  /** Refuses a free user's statement over the month's allowance; call under the upload lock. */
  async assertCanImportStatement(userId: string): Promise<void> {
    const limit = this.config.freePlan.statementsPerMonth;
    if (await this.isPro(userId)) return;
    const [row] = await this.tx.manager.query<{ n: number }[]>(STATEMENTS_THIS_MONTH, [userId]);
    if ((row?.n ?? 0) < limit) return;
    throw new AppError(
      402,
      FREE_STATEMENT_LIMIT,
      `The free plan includes ${limit} statement${limit === 1 ? '' : 's'} a month, and you have used ${limit === 1 ? 'it' : 'them'}. Upgrade to Pro for unlimited uploads, or upload again next month.`,
    );
  }

  async usage(userId: string): Promise<FreePlanUsage> {
    const isPro = await this.isPro(userId);
    const [statements] = await this.db.query<{ n: number }[]>(STATEMENTS_THIS_MONTH, [userId]);
    const historyFrom = isPro ? null : await this.windowFrom(userId);
    let hiddenTransactions = 0;
    if (historyFrom !== null) {
      const [hidden] = await this.db.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND date_time < $2::date',
        [userId, historyFrom],
      );
      hiddenTransactions = hidden?.n ?? 0;
    }
    return {
      isPro,
      statementsPerMonth: isPro ? null : this.config.freePlan.statementsPerMonth,
      statementsThisMonth: statements?.n ?? 0,
      historyMonths: isPro ? null : this.config.freePlan.historyMonths,
      historyFrom,
      hiddenTransactions,
    };
  }
}
