import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';
import type { AuthContext } from '../../common/guards/auth-context';
import { toTransactionDto, TransactionsService } from '../transactions';
import { PlanLimits } from '../users';
import { InsightsScopes, periodDto, type Scope } from './insights-scope';
import { FLAG_KINDS, type FlagsDto, type FlagsQueryDto } from './dto/flags.dto';
import { FlagsRepository } from './flags.repository';

const transactionNotFound = () =>
  new AppError(404, 'TRANSACTION_NOT_FOUND', 'Transaction not found.');

// Flagged expenses and their reviews (docs/insights.md, "Flags").
@Injectable()
export class FlagsService {
  constructor(
    private readonly repository: FlagsRepository,
    private readonly transactions: TransactionsService,
    private readonly scopes: InsightsScopes,
    private readonly limits: PlanLimits,
  ) {}

  // Expenses the spec's rules flag, with which rules, whether reviewed, and the counts.
  async flags(auth: AuthContext, query: FlagsQueryDto): Promise<FlagsDto> {
    const scope = await this.scopes.resolve(auth, query, 'all');
    return this.flagsFor(scope, query);
  }

  async flagsFor(
    scope: Scope,
    query: Pick<FlagsQueryDto, 'type' | 'sort' | 'includeReviewed'>,
  ): Promise<FlagsDto> {
    // One rule's expenses, or any rule's ('all'): only ever a rule name goes on to the query
    // (validated by the DTO, and looked up here again).
    const type = FLAG_KINDS.find((kind) => kind === query.type) ?? null;
    const bounds = this.scopes.bounds(scope, scope.period);
    const [counts, rows] = await Promise.all([
      this.repository.counts(bounds),
      this.repository.list(bounds, {
        type,
        includeReviewed: query.includeReviewed ?? false,
        sort: query.sort ?? 'date',
      }),
    ]);
    return {
      period: periodDto(scope.period),
      counts,
      items: rows.map((row) => ({
        transaction: toTransactionDto(row),
        flags: FLAG_KINDS.filter((kind) => row[kind]),
        reviewed: row.reviewed,
      })),
    };
  }

  // Marks one of the caller's transactions reviewed (idempotent), or takes that back.
  async setReviewed(auth: AuthContext, transactionId: string, reviewed: boolean): Promise<void> {
    // Also not found: a transaction outside the free plan's history window.
    const owned = await this.repository.findVisibleTransaction(
      transactionId,
      auth.userId,
      await this.limits.historyFrom(auth.userId),
    );
    if (!owned) throw transactionNotFound();
    await this.transactions.setReviewed(auth.userId, transactionId, reviewed);
  }
}
