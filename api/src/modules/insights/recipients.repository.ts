import { Injectable } from '@nestjs/common';
import { sql, type RawBuilder } from 'kysely';
import { Database } from '../../common/database/database';
import { TRANSACTION_COLUMNS, type TransactionRow } from '../transactions';
import type { RecipientDetailDto, RecipientDto, RecipientMonthDto } from './dto/recipients.dto';
import { onlyRow, ownSql, scopeSql, type ScopeBounds } from './insights-scope.repository';
import { money } from './insights-sql';

// One recipient of a page, with the figures over every recipient repeated on each row (and alone,
// with a null key, when the page is empty).
export type RecipientPageRow = Omit<RecipientDto, 'number'> & {
  key: string | null;
  matching: number;
  recipients: number;
  allSpent: string;
};

// What a page of recipients is: its sort, its size and offset, and the search as the SQL reads it.
export type RecipientsPageQuery = {
  order: 'spent' | 'count' | 'latest';
  limit: number;
  offset: number;
  // '' for none; else what the names are matched against (`namePattern`, a LIKE pattern), and the
  // number's digits (`digits`, '' when fewer than 3) as a LIKE pattern (`digitsPattern`).
  search: string;
  namePattern: string;
  digits: string;
  digitsPattern: string;
};

export type RecipientSummaryRow = Omit<RecipientDto, 'number' | 'otherNames'> &
  Pick<RecipientDetailDto, 'average' | 'daysActive' | 'firstDate'> & {
    // Every name the recipient was given, the latest among them.
    names: string[];
  };

const ORDER = {
  spent: 'g.spent DESC, g.latest DESC',
  count: 'g.n DESC, g.latest DESC',
  latest: 'g.latest DESC',
} as const;

// Spec section 5: a recipient is the counterparty of an outgoing payment that looks like a phone
// number, one person however written (t.recipient_key, migration 1795910400000). The user's own
// other wallets are not recipients.
const recipientRows = (bounds: ScopeBounds): RawBuilder<unknown> => sql`
  SELECT t.* FROM transactions t
   WHERE ${scopeSql(bounds)} AND t.recipient_key IS NOT NULL AND NOT ${ownSql(bounds)}`;

// The people paid (docs/insights.md, "Recipients"), within the caller's bounds.
@Injectable()
export class RecipientsRepository {
  constructor(private readonly database: Database) {}

  // Recipients with totals over all of them and one page of those matching the search (number or
  // any name they were given). Grouped first by recipient and name (a hash of the rows into a few
  // groups), then by recipient: no sort of every payment.
  async page(bounds: ScopeBounds, query: RecipientsPageQuery): Promise<RecipientPageRow[]> {
    const { rows } = await sql<RecipientPageRow>`WITH r AS (${recipientRows(bounds)}),
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
          WHERE ${query.search}::text = ''
             OR EXISTS (SELECT 1 FROM unnest(g.names) AS name WHERE name ILIKE ${query.namePattern})
             OR (${query.digits}::text <> '' AND (g.key LIKE ${query.digitsPattern} OR ('0' || right(g.key, 9)) LIKE ${query.digitsPattern})))
       SELECT g.key, g.latest_name AS "latestAccountName",
              array_remove(g.names, g.latest_name) AS "otherNames",
              ${sql.raw(money('g.spent'))} AS "totalSpent", g.n AS "transactionCount",
              to_char(g.latest, 'YYYY-MM-DD"T"HH24:MI:SS') AS "latestDate",
              (SELECT count(*)::int FROM found) AS matching,
              totals.recipients, ${sql.raw(money('totals.spent'))} AS "allSpent"
         FROM totals LEFT JOIN LATERAL (
           SELECT * FROM found g ORDER BY ${sql.raw(ORDER[query.order])} LIMIT ${sql.lit(query.limit)} OFFSET ${sql.lit(query.offset)}
         ) g ON true`.execute(this.database.db);
    return rows;
  }

  // The average spent per recipient, as money() writes sums: exact decimal text with two places
  // ("0.00" when there are none).
  async averagePerRecipient(allSpent: string, recipients: number): Promise<string> {
    const { rows } = await sql<{
      average: string;
    }>`SELECT round(coalesce(${allSpent}::numeric / nullif(${recipients}::int, 0), 0), 2)::text AS average`.execute(
      this.database.db,
    );
    return onlyRow(rows).average;
  }

  // One recipient's figures within the bounds (transactionCount 0: none).
  async summary(bounds: ScopeBounds, key: string): Promise<RecipientSummaryRow | undefined> {
    const { rows } = await sql<RecipientSummaryRow>`WITH r AS (${recipientRows(bounds)})
         SELECT (array_agg(r.account_name ORDER BY r.date_time DESC))[1] AS "latestAccountName",
                array_agg(DISTINCT r.account_name) AS names,
                ${sql.raw(money('sum(-r.amount)'))} AS "totalSpent", count(*)::int AS "transactionCount",
                ${sql.raw(money('sum(-r.amount) / count(*)'))} AS average,
                count(DISTINCT r.date_time::date)::int AS "daysActive",
                to_char(min(r.date_time), 'YYYY-MM-DD"T"HH24:MI:SS') AS "firstDate",
                to_char(max(r.date_time), 'YYYY-MM-DD"T"HH24:MI:SS') AS "latestDate"
           FROM r WHERE r.recipient_key = ${key}`.execute(this.database.db);
    return rows[0];
  }

  // One recipient's spending month by month ('YYYY-MM'), oldest first.
  async months(bounds: ScopeBounds, key: string): Promise<RecipientMonthDto[]> {
    const { rows } = await sql<RecipientMonthDto>`WITH r AS (${recipientRows(bounds)})
         SELECT to_char(r.date_time, 'YYYY-MM') AS month, ${sql.raw(money('sum(-r.amount)'))} AS spent,
                count(*)::int AS count
           FROM r WHERE r.recipient_key = ${key} GROUP BY 1 ORDER BY 1`.execute(this.database.db);
    return rows;
  }

  // Every payment to one recipient, newest first.
  async payments(bounds: ScopeBounds, key: string): Promise<TransactionRow[]> {
    const { rows } = await sql<TransactionRow>`WITH r AS (${recipientRows(bounds)})
         SELECT ${sql.raw(TRANSACTION_COLUMNS)}
           FROM r t LEFT JOIN categories c ON c.id = t.category_id
          WHERE t.recipient_key = ${key}
          ORDER BY t.date_time DESC, t.transaction_id DESC`.execute(this.database.db);
    return rows;
  }
}
