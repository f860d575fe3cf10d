import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { AuthContext } from '../../common/guards/auth-context';
import type { InsightsQueryDto, PeriodDto } from './dto/insights.dto';
import { PlanLimits } from '../users/plan-limits';
import { ownTransferSql } from './insights-sql';
import { resolvePeriod, type DateRange, type ResolvedPeriod } from './period';

// `own`: the SQL predicate for a transfer between two of the user's wallets (ownTransferSql).
export type Scope = {
  userId: string;
  // A free user's history window ('YYYY-MM-DD', PlanLimits.historyFrom); null: everything.
  visibleFrom: string | null;
  walletId: string | null;
  period: ResolvedPeriod;
  own: string;
};

const walletNotFound = () => new AppError(404, 'WALLET_NOT_FOUND', 'Wallet not found.');

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
    const walletId = query.walletId ?? null;
    const wallets = await this.db.query<{ id: string; momoNumber: string }[]>(
      'SELECT id, momo_number AS "momoNumber" FROM wallets WHERE user_id = $1',
      [auth.userId],
    );
    if (walletId !== null && !wallets.some((wallet) => wallet.id === walletId)) {
      throw walletNotFound();
    }
    const key = query.period ?? 'latest';
    let latestMonth: string | null = null;
    if (key === 'latest') {
      const [row] = await this.db.query<{ month: string | null }[]>(
        `SELECT to_char(max(t.date_time), 'YYYY-MM') AS month FROM transactions t
          WHERE t.user_id = $1 AND ($2::uuid IS NULL OR t.wallet_id = $2::uuid)`,
        [auth.userId, walletId],
      );
      latestMonth = row?.month ?? null;
    }
    return {
      userId: auth.userId,
      visibleFrom: await this.limits.historyFrom(auth.userId),
      walletId,
      period: resolvePeriod(key, new Date(), latestMonth),
      own: ownTransferSql(wallets),
    };
  }
}
