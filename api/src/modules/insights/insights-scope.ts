import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { AuthContext } from '../../common/guards/auth-context';
import type { InsightsQueryDto, PeriodDto } from './dto/insights.dto';
import { isProNow, PlanLimits } from '../users';
import {
  InsightsScopeRepository,
  type OwnWallet,
  type ScopeBounds,
} from './insights-scope.repository';
import {
  fitToData,
  monthPeriod,
  rangeLabel,
  releasedKey,
  resolvePeriod,
  type Coverage,
  type DateRange,
  type PeriodKey,
  type ResolvedPeriod,
} from './period';
import { walletNotFound } from '../transactions';
import { validationFailed } from '../../common/errors/common.errors';

// Who is asking and about which wallet (checked to be theirs): every query's bounds but the period.
export type Caller = {
  userId: string;
  // A free user's history window ('YYYY-MM-DD', PlanLimits.historyFrom); null: everything.
  visibleFrom: string | null;
  walletId: string | null;
  // The user's wallets: a transfer between two of them is neither spending nor income (ownSql).
  ownWallets: readonly OwnWallet[];
  // The month ('YYYY-MM') of the latest transaction in the caller's scope (that wallet, or all):
  // what 'latest' means. null: no data.
  latestMonth: string | null;
  // The days the caller's statements cover in that scope (their plan may show fewer: visible
  // below), what makes a period partial and a comparison fair (fitToData). null: no data.
  coverage: Coverage;
};

export type Scope = Caller & { period: ResolvedPeriod };

const ALL_TIME = resolvePeriod('all', new Date(), null);

export const periodDto = ({
  key,
  label,
  from,
  to,
  through,
  previous,
  comparable,
}: ResolvedPeriod): PeriodDto => ({
  key: releasedKey(key),
  choice: key,
  label,
  from,
  to,
  through,
  comparedWith:
    previous !== null && comparable && previous.from !== null && previous.to !== null
      ? { from: previous.from, to: previous.to, label: rangeLabel(previous.from, previous.to) }
      : null,
});

// Who is asking, about which wallet (checked to be theirs) and which period: what every insights
// query is scoped by (scopeSql in insights-scope.repository.ts takes these as its bounds).
@Injectable()
export class InsightsScopes {
  constructor(
    private readonly repository: InsightsScopeRepository,
    private readonly limits: PlanLimits,
  ) {}

  // The range, starting no earlier than the caller may see (the free plan's history window).
  visible(scope: Scope, range: DateRange): DateRange {
    const hidden =
      scope.visibleFrom !== null && (range.from === null || range.from < scope.visibleFrom);
    return { from: hidden ? scope.visibleFrom : range.from, to: range.to };
  }

  // What a query over the range is bounded by: the caller, their wallet and the visible range.
  bounds(scope: Scope, range: DateRange): ScopeBounds {
    const { from, to } = this.visible(scope, range);
    return {
      userId: scope.userId,
      walletId: scope.walletId,
      from,
      to,
      ownWallets: scope.ownWallets,
    };
  }

  // The caller, their wallet (checked) and the period (a key, or one month by name), defaulting
  // to the latest month with data (or `fallback`).
  async resolve(
    auth: AuthContext,
    query: InsightsQueryDto,
    fallback: PeriodKey = 'latest',
  ): Promise<Scope> {
    if (query.month !== undefined && query.period !== undefined) {
      throw validationFailed('Give a period or a month, not both.', 'month');
    }
    const caller = await this.caller(auth, query.walletId ?? null);
    return query.month !== undefined
      ? this.withMonth(caller, query.month)
      : this.withPeriod(caller, query.period ?? fallback);
  }

  // The caller and their wallet, checked to be theirs (404 otherwise). A background job passes
  // the user it works for.
  async caller(auth: Pick<AuthContext, 'userId'>, walletId: string | null): Promise<Caller> {
    // A wallet id that is not a uuid is no wallet of theirs (and must not reach the ::uuid cast).
    if (walletId !== null && !isUUID(walletId)) throw walletNotFound();
    const row = await this.repository.findCaller(auth.userId, walletId);
    const wallets = row?.wallets ?? [];
    if (walletId !== null && !wallets.some((wallet) => wallet.id === walletId)) {
      throw walletNotFound();
    }
    const latestAll = row?.latestMonth ?? null;
    const visibleFrom =
      row === undefined || isProNow(row) ? null : this.limits.windowFromMonth(latestAll);
    const first = row?.firstDay ?? null;
    const last = row?.lastDay ?? null;
    return {
      userId: auth.userId,
      visibleFrom,
      walletId,
      ownWallets: wallets,
      latestMonth: row?.latestDay?.slice(0, 7) ?? null,
      coverage: first === null || last === null ? null : { first, last },
    };
  }

  // The days of the caller's data they may see: from no earlier than the plan's window (a month
  // before it is hidden, so it is no fair comparison either). null: none.
  visibleCoverage(caller: Caller): Coverage {
    const { coverage, visibleFrom } = caller;
    if (coverage === null || visibleFrom === null || coverage.first >= visibleFrom) return coverage;
    return coverage.last < visibleFrom ? null : { first: visibleFrom, last: coverage.last };
  }

  // No query: the caller knows its latest month and what its data covers.
  withPeriod(caller: Caller, key: PeriodKey): Scope {
    const period = resolvePeriod(key, new Date(), caller.latestMonth);
    return { ...caller, period: fitToData(period, this.visibleCoverage(caller)) };
  }

  // One calendar month ('YYYY-MM', validated by InsightsQueryDto).
  withMonth(caller: Caller, month: string): Scope {
    return { ...caller, period: fitToData(monthPeriod(month), this.visibleCoverage(caller)) };
  }

  // The first and last day of the caller's transactions they may see ('YYYY-MM-DD'), null if none.
  async span(caller: Caller): Promise<{ first: string; last: string } | null> {
    const row = await this.repository.findSpan(
      this.bounds({ ...caller, period: ALL_TIME }, ALL_TIME),
    );
    return row?.first && row.last ? { first: row.first, last: row.last } : null;
  }
}
