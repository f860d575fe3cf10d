import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import { PARTY_SQL } from './frame.repository';
import type { KnownPayee } from './understand/understand';

type User = Selectable<DB['users']>;
type Category = Selectable<DB['categories']>;

// An expense category: its id, name, the key of a default one (null for the user's own) and its
// monthly budget (null: none).
export type ExpenseCategory = {
  id: Category['id'];
  name: Category['name'];
  key: Category['default_key'];
  budget: Category['monthly_budget'];
};

// What the assistant reads of the caller besides the insights figures: their name, wallets,
// categories and payees (for understanding a question, and for keeping them from a model).
@Injectable()
export class AssistantRepository {
  constructor(private readonly database: Database) {}

  // The user's first and last names (none: no such user).
  async findNames(
    userId: string,
  ): Promise<{ first: User['first_name']; last: User['last_name'] }[]> {
    return this.database.db
      .selectFrom('users')
      .select(['first_name as first', 'last_name as last'])
      .where('id', '=', userId)
      .execute();
  }

  async walletLabels(userId: string): Promise<Pick<Selectable<DB['wallets']>, 'label'>[]> {
    return this.database.db
      .selectFrom('wallets')
      .select('label')
      .where('user_id', '=', userId)
      .execute();
  }

  // The user's expense categories: id, name, and the key of a default one (null for their own).
  async expenseCategories(userId: string): Promise<
    {
      id: Selectable<DB['categories']>['id'];
      name: Selectable<DB['categories']>['name'];
      key: Selectable<DB['categories']>['default_key'];
    }[]
  > {
    return this.database.db
      .selectFrom('categories')
      .select(['id', 'name', 'default_key as key'])
      .where('user_id', '=', userId)
      .where('type', '=', 'expense')
      .execute();
  }

  // In one query: the user's history version (users.history_version, as text: it changes with
  // their transactions) and their expense categories with their budgets, alphabetical (what a
  // cached answer about categories depends on besides the transactions). undefined: no such user.
  async findFacts(
    userId: string,
  ): Promise<{ version: string; categories: ExpenseCategory[] } | undefined> {
    const { rows } = await sql<{ version: string; categories: ExpenseCategory[] }>`
      SELECT u.history_version::text AS version,
             coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name,
                                 'key', c.default_key, 'budget', c.monthly_budget)
                               ORDER BY c.name, c.id)
                         FROM categories c WHERE c.user_id = u.id AND c.type = 'expense'),
                      '[]'::json) AS categories
        FROM users u WHERE u.id = ${userId}`.execute(this.database.db);
    return rows[0];
  }

  // Names the user has paid or been paid by since `visibleFrom` (null: ever), with the recipient
  // number of each if any and every number (last nine digits, PARTY_SQL) the name appears with,
  // in either direction: the `limit` most used first.
  async knownPayees(
    userId: string,
    visibleFrom: string | null,
    limit: number,
  ): Promise<KnownPayee[]> {
    const { rows } = await sql<{
      name: Selectable<DB['transactions']>['account_name'];
      number: Selectable<DB['transactions']>['recipient_key'];
      numbers: string[];
    }>`WITH g AS (
         SELECT t.account_name AS name, ${sql.raw(PARTY_SQL)} AS party, count(*) AS n,
                max(t.recipient_key) AS number
           FROM transactions t
          WHERE t.user_id = ${userId} AND (${visibleFrom}::date IS NULL OR t.date_time >= ${visibleFrom}::date)
            AND length(trim(t.account_name)) >= 2
          GROUP BY 1, 2)
       SELECT g.name, max(g.number) AS number,
              coalesce(array_agg(g.party) FILTER (WHERE g.party IS NOT NULL), '{}') AS numbers
         FROM g GROUP BY g.name ORDER BY sum(g.n) DESC, g.name LIMIT ${sql.lit(limit)}`.execute(
      this.database.db,
    );
    return rows;
  }

  // The statement transaction types of the user's transactions since `visibleFrom` (null: ever),
  // as printed ("CASH_OUT", "Cash Out").
  async knownTypes(userId: string, visibleFrom: string | null): Promise<string[]> {
    const { rows } = await sql<{ type: string }>`SELECT DISTINCT t.type FROM transactions t
        WHERE t.user_id = ${userId} AND (${visibleFrom}::date IS NULL OR t.date_time >= ${visibleFrom}::date)`.execute(
      this.database.db,
    );
    return rows.map((row) => row.type);
  }
}
