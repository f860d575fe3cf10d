import { Injectable } from '@nestjs/common';
import { InsightsScopes, type Caller, type Scope } from './insights-scope';
import {
  AnalyticsRepository,
  type LargeTransaction,
  type RecurringPaymentRow,
  type TypeSpend,
  type UnusualCategory,
  type WalletBalance,
  type WalletSpend,
} from './analytics.repository';
import { recipientNumber } from './insights-sql';
import { likePattern } from '../transactions';
import { formatMoney, parseMoney } from '../statements';
import { resolvePeriod } from './period';

export type {
  LargeTransaction,
  TypeSpend,
  UnusualCategory,
  WalletBalance,
  WalletSpend,
} from './analytics.repository';
export type PayeeSpend = {
  payee: string;
  number: string | null;
  spent: string;
  count: number;
  lastDate: string;
};
// A recurring payment as its row has it, with the payee's number as the user reads it.
export type RecurringPayment = Omit<RecurringPaymentRow, 'key'> & { number: string | null };
export type Forecast = {
  month: string; // 'YYYY-MM'
  asOf: string; // the last day the data covers
  spentSoFar: string;
  projected: string; // spent so far plus the expected spending of the days left
  expectedRest: string;
  daysLeft: number;
  basis: 'weekday-average' | 'month-so-far';
  historyDays: number;
};

const ALL = resolvePeriod('all', new Date(), null);
// At most this many payees answer a name (one more is read, to know there are more).
export const PAYEE_MATCHES = 10;

// Figures the dashboard does not show but the assistant and the insights card answer with
// (docs/insights.md, "Analytics"). Every query is bounded by the scope (scopeSql) and the caller's
// history window.
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly scopes: InsightsScopes,
  ) {}

  async byWallet(scope: Scope): Promise<WalletSpend[]> {
    return this.repository.byWallet(this.scopes.bounds(scope, scope.period));
  }

  // Spending and income by the statement's transaction type (TRANSFER, PAYMENT, CASH_OUT, …).
  async byType(scope: Scope): Promise<TypeSpend[]> {
    return this.repository.byType(this.scopes.bounds(scope, scope.period));
  }

  // The largest payments out (or in), own-wallet transfers excepted; amounts are positive.
  async largest(scope: Scope, direction: 'out' | 'in', limit: number): Promise<LargeTransaction[]> {
    return this.repository.largest(this.scopes.bounds(scope, scope.period), direction, limit);
  }

  /**
   * Money paid to (direction 'out') or received from ('in') a payee the user named: by number (any
   * form, recipientKeyOf) or by a name or part of one, matched against the statement's names and
   * counterparties, case-insensitive. Grouped by payee, the largest first.
   */
  async payee(
    scope: Scope,
    query: { key: string | null; name: string | null; direction: 'out' | 'in' },
  ): Promise<PayeeSpend[]> {
    const rows = await this.repository.payee(
      this.scopes.bounds(scope, scope.period),
      {
        key: query.key,
        pattern: query.name === null ? null : likePattern(query.name),
        direction: query.direction,
      },
      PAYEE_MATCHES + 1,
    );
    return rows.map(({ key, ...row }) => ({ ...row, number: key ? recipientNumber(key) : null }));
  }

  // The balance after the latest transaction of each wallet (what the statement printed), in the
  // days the caller may see.
  async balances(caller: Caller): Promise<WalletBalance[]> {
    const scope = { ...caller, period: ALL };
    return this.repository.balances(this.scopes.bounds(scope, ALL));
  }

  /**
   * Payments that repeat: the same payee (recipient number, else the name on the statement), at
   * least 3 payments within 10% of their median amount, at a steady interval (weekly 5–9 days,
   * fortnightly 12–16, monthly 26–35) for at least two thirds of the gaps. The next date is the
   * last plus the median gap (a month, for monthly ones: rent on the 1st is due on the 1st).
   * Over the six months up to the caller's latest transaction.
   */
  async recurring(caller: Caller): Promise<RecurringPayment[]> {
    const scope = { ...caller, period: ALL };
    const rows = await this.repository.recurring(this.scopes.bounds(scope, ALL));
    return rows.map(({ key, ...row }) => ({ ...row, number: key ? recipientNumber(key) : null }));
  }

  /**
   * Categories that cost much more than usual in the month of the caller's latest transaction:
   * at least 1.5 times, and ₵50 more than, their average month over the three months before
   * (whole months the statements cover only; uncategorised spending counts as Other Expenses).
   */
  async unusual(caller: Caller): Promise<UnusualCategory[]> {
    const span = await this.scopes.span(caller);
    if (span === null) return [];
    const scope = { ...caller, period: ALL };
    return this.repository.unusual(this.scopes.bounds(scope, ALL), span);
  }

  /**
   * The month of the caller's latest transaction, projected to its end (docs/insights.md,
   * "Forecast"): spent so far, plus, for each day left, the average spending on that weekday over
   * the up to 90 days before the month (days the statements cover only). With fewer than 28 such
   * days, the month's own daily average so far is used instead.
   */
  async forecast(caller: Caller): Promise<Forecast | null> {
    const span = await this.scopes.span(caller);
    if (span === null) return null;
    const scope = { ...caller, period: ALL };
    const row = await this.repository.forecast(this.scopes.bounds(scope, ALL), span);
    if (!row) return null;
    const weekday = row.historyDays >= 28 && row.weekdayRest !== null;
    const expectedRest = weekday ? row.weekdayRest! : row.flatRest;
    return {
      month: row.month,
      asOf: span.last,
      spentSoFar: row.spentSoFar,
      expectedRest,
      projected: formatMoney(parseMoney(row.spentSoFar)! + parseMoney(expectedRest)!),
      daysLeft: row.daysLeft,
      basis: weekday ? 'weekday-average' : 'month-so-far',
      historyDays: row.historyDays,
    };
  }
}
