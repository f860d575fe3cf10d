import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { AppError } from '../../common/errors/app-error';
import { PlanUsageRepository } from './plan-usage.repository';
import { isProNow } from './pro-status';
import { UsersRepository } from './users.repository';

export type FreePlanUsage = {
  isPro: boolean;
  statementsPerMonth: number | null;
  statementsThisMonth: number;
  historyMonths: number | null;
  // The first day shown to a free user ('YYYY-MM-DD'); null when everything is shown.
  historyFrom: string | null;
  hiddenTransactions: number;
};

const FREE_STATEMENT_LIMIT = 'FREE_STATEMENT_LIMIT';
const PRO_REQUIRED = 'PRO_REQUIRED';

// The free plan's limits (landing page: 1 statement per month, 3-month history), from config,
// enforced here for every API path. Pro: none.
@Injectable()
export class PlanLimits {
  constructor(
    private readonly users: UsersRepository,
    private readonly counts: PlanUsageRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // In the caller's transaction, if any (an upload checks the plan under its lock).
  async isPro(userId: string): Promise<boolean> {
    const user = await this.users.findProStatus(userId);
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
    return this.windowFromMonth(await this.counts.latestTransactionMonth(userId));
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
    if ((await this.counts.statementsThisMonth(userId)) < limit) return;
    throw new AppError(
      402,
      FREE_STATEMENT_LIMIT,
      `The free plan includes ${limit} statement${limit === 1 ? '' : 's'} a month, and you have used ${limit === 1 ? 'it' : 'them'}. Upgrade to Pro for unlimited uploads, or upload again next month.`,
    );
  }

  // `knownPro`: whether the user has Pro now, when the caller has just read it (the subscription).
  async usage(userId: string, knownPro?: boolean): Promise<FreePlanUsage> {
    const isPro = knownPro ?? (await this.isPro(userId));
    const { statementsThisMonth, latestMonth } = await this.counts.usageFacts(userId);
    const historyFrom = isPro ? null : this.windowFromMonth(latestMonth);
    const hiddenTransactions =
      historyFrom === null ? 0 : await this.counts.transactionsBefore(userId, historyFrom);
    return {
      isPro,
      statementsPerMonth: isPro ? null : this.config.freePlan.statementsPerMonth,
      statementsThisMonth,
      historyMonths: isPro ? null : this.config.freePlan.historyMonths,
      historyFrom,
      hiddenTransactions,
    };
  }
}
