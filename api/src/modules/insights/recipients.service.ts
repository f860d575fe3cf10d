import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';
import type { AuthContext } from '../../common/guards/auth-context';
import { likePattern, toTransactionDto } from '../transactions';
import { InsightsScopes, periodDto, type Scope } from './insights-scope';
import type { InsightsQueryDto } from './dto/insights.dto';
import type {
  RecipientDetailDto,
  RecipientsPageDto,
  RecipientsQueryDto,
} from './dto/recipients.dto';
import { recipientKeyOf, recipientNumber } from './insights-sql';
import { RecipientsRepository } from './recipients.repository';

const recipientNotFound = () =>
  new AppError(404, 'RECIPIENT_NOT_FOUND', 'No transactions found for this vendor');

// The people paid (docs/insights.md, "Recipients").
@Injectable()
export class RecipientsService {
  constructor(
    private readonly repository: RecipientsRepository,
    private readonly scopes: InsightsScopes,
  ) {}

  // Recipients (spec section 5) with totals over all of them and one page of those matching the
  // search (number or any name they were given), in SQL. Grouped first by recipient and name (a
  // hash of the rows into a few groups), then by recipient: no sort of every payment.
  async recipients(auth: AuthContext, query: RecipientsQueryDto): Promise<RecipientsPageDto> {
    const scope = await this.scopes.resolve(auth, query, 'all');
    return this.recipientsFor(scope, query);
  }

  async recipientsFor(
    scope: Scope,
    query: Pick<RecipientsQueryDto, 'page' | 'pageSize' | 'search' | 'sort'>,
  ): Promise<RecipientsPageDto> {
    const pageSize = query.pageSize ?? 10;
    const page = query.page ?? 1;
    const search = query.search?.trim() ?? '';
    const digits = search.replace(/\D/g, '');
    const rows = await this.repository.page(this.scopes.bounds(scope, scope.period), {
      order: query.sort ?? 'spent',
      limit: pageSize,
      offset: (page - 1) * pageSize,
      search,
      namePattern: likePattern(search),
      digits: digits.length >= 3 ? digits : '',
      digitsPattern: likePattern(digits.replace(/^0/, '')),
    });
    const first = rows[0];
    const recipients = first?.recipients ?? 0;
    const allSpent = first?.allSpent ?? '0.00';
    const matching = first?.matching ?? 0;
    const average = await this.repository.averagePerRecipient(allSpent, recipients);
    return {
      period: periodDto(scope.period),
      totalRecipients: recipients,
      totalSpent: allSpent,
      averagePerRecipient: average,
      matching,
      page,
      pageSize,
      totalPages: Math.max(1, Math.ceil(matching / pageSize)),
      items: rows
        .filter((row): row is typeof row & { key: string } => row.key !== null)
        .map(({ key, matching: _m, recipients: _r, allSpent: _a, ...row }) => ({
          number: recipientNumber(key),
          ...row,
        })),
    };
  }

  // One recipient, by number in any form: figures, a month-by-month timeline and every payment.
  async recipient(
    auth: AuthContext,
    number: string,
    query: InsightsQueryDto,
  ): Promise<RecipientDetailDto> {
    const key = recipientKeyOf(number);
    if (key === null) throw recipientNotFound();
    const scope = await this.scopes.resolve(auth, query, 'all');
    return this.recipientFor(scope, key);
  }

  // One recipient by key (recipientKeyOf) within the scope's period.
  async recipientFor(scope: Scope, key: string): Promise<RecipientDetailDto> {
    const bounds = this.scopes.bounds(scope, scope.period);
    const [found, timeline, transactions] = await Promise.all([
      this.repository.summary(bounds, key),
      this.repository.months(bounds, key),
      this.repository.payments(bounds, key),
    ]);
    if (!found || found.transactionCount === 0) throw recipientNotFound();
    const { names, ...figures } = found;
    return {
      number: recipientNumber(key),
      ...figures,
      otherNames: names.filter((name) => name !== found.latestAccountName),
      timeline,
      transactions: transactions.map(toTransactionDto),
    };
  }
}
