import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { AuthContext } from '../../common/guards/auth-context';
import {
  TRANSACTION_COLUMNS,
  likePattern,
  toTransactionDto,
  type TransactionRow,
} from '../transactions';
import { InsightsScopes, periodDto, type Scope } from './insights-scope';
import type { InsightsQueryDto } from './dto/insights.dto';
import type {
  RecipientDetailDto,
  RecipientDto,
  RecipientMonthDto,
  RecipientsPageDto,
  RecipientsQueryDto,
} from './dto/recipients.dto';
import { money, recipientRowsSql, recipientKeyOf, recipientNumber } from './insights-sql';

const recipientNotFound = () =>
  new AppError(404, 'RECIPIENT_NOT_FOUND', 'No transactions found for this vendor');

// The people paid (docs/insights.md, "Recipients").
@Injectable()
export class RecipientsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scopes: InsightsScopes,
  ) {}

  // Recipients (spec section 5) with totals over all of them and one page of those matching the
  // search (number or any name they were given), in SQL. Grouped first by recipient and name (a
  // hash of the rows into a few groups), then by recipient: no sort of every payment.
  async recipients(auth: AuthContext, query: RecipientsQueryDto): Promise<RecipientsPageDto> {
    const scope = await this.scopes.resolve(auth, { ...query, period: query.period ?? 'all' });
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
    const order = {
      spent: 'g.spent DESC, g.latest DESC',
      count: 'g.n DESC, g.latest DESC',
      latest: 'g.latest DESC',
    }[query.sort ?? 'spent'];
    const rows = await this.db.query<
      (Omit<RecipientDto, 'number'> & {
        key: string;
        matching: number;
        recipients: number;
        allSpent: string;
      })[]
    >(
      `WITH r AS (${recipientRowsSql(scope.own)}),
       named AS (
         SELECT r.recipient_key AS key, r.account_name AS name, sum(-r.amount) AS spent,
                count(*) AS n, max(r.date_time) AS latest
           FROM r GROUP BY 1, 2),
       g AS (
         SELECT named.key, sum(named.spent) AS spent, sum(named.n)::int AS n,
                max(named.latest) AS latest,
                (array_agg(named.name ORDER BY named.latest DESC))[1] AS latest_name,
                array_agg(named.name ORDER BY named.name) AS names
           FROM named GROUP BY 1),
       totals AS (SELECT count(*)::int AS recipients, coalesce(sum(spent), 0) AS spent FROM g),
       found AS (
         SELECT g.* FROM g
          WHERE $5::text = ''
             OR EXISTS (SELECT 1 FROM unnest(g.names) AS name WHERE name ILIKE $6)
             OR ($7::text <> '' AND (g.key LIKE $8 OR ('0' || right(g.key, 9)) LIKE $8)))
       SELECT g.key, g.latest_name AS "latestAccountName",
              array_remove(g.names, g.latest_name) AS "otherNames",
              ${money('g.spent')} AS "totalSpent", g.n AS "transactionCount",
              to_char(g.latest, 'YYYY-MM-DD"T"HH24:MI:SS') AS "latestDate",
              (SELECT count(*)::int FROM found) AS matching,
              totals.recipients, ${money('totals.spent')} AS "allSpent"
         FROM totals LEFT JOIN LATERAL (
           SELECT * FROM found g ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
         ) g ON true`,
      [
        ...this.scopes.params(scope, scope.period),
        search,
        likePattern(search),
        digits.length >= 3 ? digits : '',
        likePattern(digits.replace(/^0/, '')),
      ],
    );
    const first = rows[0];
    const recipients = first?.recipients ?? 0;
    const allSpent = first?.allSpent ?? '0.00';
    const matching = first?.matching ?? 0;
    const [average] = await this.db.query<{ average: string }[]>(
      `SELECT ${money('$1::numeric / nullif($2::int, 0)')} AS average`,
      [allSpent, recipients],
    );
    return {
      period: periodDto(scope.period),
      totalRecipients: recipients,
      totalSpent: allSpent,
      averagePerRecipient: average!.average,
      matching,
      page,
      pageSize,
      totalPages: Math.max(1, Math.ceil(matching / pageSize)),
      items: rows
        .filter((row) => row.key !== null)
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
    const scope = await this.scopes.resolve(auth, { ...query, period: query.period ?? 'all' });
    return this.recipientFor(scope, key);
  }

  // One recipient by key (recipientKeyOf) within the scope's period.
  async recipientFor(scope: Scope, key: string): Promise<RecipientDetailDto> {
    const params = [...this.scopes.params(scope, scope.period), key];
    const [summary, timeline, transactions] = await Promise.all([
      this.db.query<
        (Omit<RecipientDetailDto, 'number' | 'timeline' | 'transactions'> & { n: number })[]
      >(
        `WITH r AS (${recipientRowsSql(scope.own)})
         SELECT (array_agg(r.account_name ORDER BY r.date_time DESC))[1] AS "latestAccountName",
                array_agg(DISTINCT r.account_name) AS names,
                ${money('sum(-r.amount)')} AS "totalSpent", count(*)::int AS "transactionCount",
                ${money('sum(-r.amount) / count(*)')} AS average,
                count(DISTINCT r.date_time::date)::int AS "daysActive",
                to_char(min(r.date_time), 'YYYY-MM-DD"T"HH24:MI:SS') AS "firstDate",
                to_char(max(r.date_time), 'YYYY-MM-DD"T"HH24:MI:SS') AS "latestDate"
           FROM r WHERE r.recipient_key = $5`,
        params,
      ),
      this.db.query<RecipientMonthDto[]>(
        `WITH r AS (${recipientRowsSql(scope.own)})
         SELECT to_char(r.date_time, 'YYYY-MM') AS month, ${money('sum(-r.amount)')} AS spent,
                count(*)::int AS count
           FROM r WHERE r.recipient_key = $5 GROUP BY 1 ORDER BY 1`,
        params,
      ),
      this.db.query<TransactionRow[]>(
        `WITH r AS (${recipientRowsSql(scope.own)})
         SELECT ${TRANSACTION_COLUMNS}
           FROM r t LEFT JOIN categories c ON c.id = t.category_id
          WHERE t.recipient_key = $5
          ORDER BY t.date_time DESC, t.transaction_id DESC`,
        params,
      ),
    ]);
    const found = summary[0] as (typeof summary)[number] & { names: string[] };
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
