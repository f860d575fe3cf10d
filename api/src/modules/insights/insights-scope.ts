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
import { resolvePeriod, type DateRange, type PeriodKey, type ResolvedPeriod } from './period';
import { walletNotFound } from '../transactions';

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
};

export type Scope = Caller & { period: ResolvedPeriod };

const ALL_TIME = resolvePeriod('all', new Date(), null);

export const periodDto = ({ key, label, from, to }: ResolvedPeriod): PeriodDto => ({
  key,
  label,
  from,
  to,
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

  // The caller, their wallet (checked) and the period, defaulting to the latest month with data.
  async resolve(auth: AuthContext, query: InsightsQueryDto): Promise<Scope> {
    const caller = await this.caller(auth, query.walletId ?? null);
    return this.withPeriod(caller, query.period ?? 'latest');
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
    return {
      userId: auth.userId,
      visibleFrom:
        row === undefined || isProNow(row) ? null : this.limits.windowFromMonth(latestAll),
      walletId,
      ownWallets: wallets,
      latestMonth: walletId === null ? latestAll : (row?.walletLatestMonth ?? null),
    };
  }

  // No query: the caller knows its latest month.
  withPeriod(caller: Caller, key: PeriodKey): Scope {
    return { ...caller, period: resolvePeriod(key, new Date(), caller.latestMonth) };
  }

  // The first and last day of the caller's transactions they may see ('YYYY-MM-DD'), null if none.
  async span(caller: Caller): Promise<{ first: string; last: string } | null> {
    const row = await this.repository.findSpan(
      this.bounds({ ...caller, period: ALL_TIME }, ALL_TIME),
    );
    return row?.first && row.last ? { first: row.first, last: row.last } : null;
  }
}
