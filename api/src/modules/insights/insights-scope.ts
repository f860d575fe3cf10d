import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../common/guards/auth-context';
import type { InsightsQueryDto, PeriodDto } from './dto/insights.dto';
import { PlanLimits } from '../users/plan-limits';
import { ownTransferSql, SCOPE } from './insights-sql';
import { resolvePeriod, type DateRange, type PeriodKey, type ResolvedPeriod } from './period';
import { walletNotFound } from '../transactions';

// Who is asking and about which wallet (checked to be theirs): every query's bounds but the period.
// `own`: the SQL predicate for a transfer between two of the user's wallets (ownTransferSql).
export type Caller = {
  userId: string;
  // A free user's history window ('YYYY-MM-DD', PlanLimits.historyFrom); null: everything.
  visibleFrom: string | null;
  walletId: string | null;
  own: string;
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
// query is scoped by (SCOPE in insights-sql.ts takes these as $1 to $4).
@Injectable()
export class InsightsScopes {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly limits: PlanLimits,
  ) {}

  // The range, starting no earlier than the caller may see (the free plan's history window).
  visible(scope: Scope, range: DateRange): DateRange {
    const hidden =
      scope.visibleFrom !== null && (range.from === null || range.from < scope.visibleFrom);
    return { from: hidden ? scope.visibleFrom : range.from, to: range.to };
  }

  params(scope: Scope, range: DateRange): unknown[] {
    const { from, to } = this.visible(scope, range);
    return [scope.userId, scope.walletId, from, to];
  }

  // The caller, their wallet (checked) and the period, defaulting to the latest month with data.
  async resolve(auth: AuthContext, query: InsightsQueryDto): Promise<Scope> {
    const caller = await this.caller(auth, query.walletId ?? null);
    return this.withPeriod(caller, query.period ?? 'latest');
  }

  // The caller and their wallet, checked to be theirs (404 otherwise). A background job passes
  // the user it works for.
  async caller(auth: Pick<AuthContext, 'userId'>, walletId: string | null): Promise<Caller> {
    const wallets = await this.db.query<{ id: string; momoNumber: string }[]>(
      'SELECT id, momo_number AS "momoNumber" FROM wallets WHERE user_id = $1',
      [auth.userId],
    );
    if (walletId !== null && !wallets.some((wallet) => wallet.id === walletId)) {
      throw walletNotFound();
    }
    return {
      userId: auth.userId,
      visibleFrom: await this.limits.historyFrom(auth.userId),
      walletId,
      own: ownTransferSql(wallets),
    };
  }

  async withPeriod(caller: Caller, key: PeriodKey): Promise<Scope> {
    let latestMonth: string | null = null;
    if (key === 'latest') {
      const [row] = await this.db.query<{ month: string | null }[]>(
        `SELECT to_char(max(t.date_time), 'YYYY-MM') AS month FROM transactions t
          WHERE t.user_id = $1 AND ($2::uuid IS NULL OR t.wallet_id = $2::uuid)`,
        [caller.userId, caller.walletId],
      );
      latestMonth = row?.month ?? null;
    }
    return { ...caller, period: resolvePeriod(key, new Date(), latestMonth) };
  }

  // The first and last day of the caller's transactions they may see ('YYYY-MM-DD'), null if none.
  async span(caller: Caller): Promise<{ first: string; last: string } | null> {
    const [row] = await this.db.query<{ first: string | null; last: string | null }[]>(
      `SELECT to_char(min(t.date_time), 'YYYY-MM-DD') AS first,
              to_char(max(t.date_time), 'YYYY-MM-DD') AS last
         FROM transactions t WHERE ${SCOPE}`,
      this.params({ ...caller, period: ALL_TIME }, ALL_TIME),
    );
    return row?.first && row.last ? { first: row.first, last: row.last } : null;
  }
}
