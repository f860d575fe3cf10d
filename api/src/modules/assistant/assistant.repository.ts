import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import type { KnownPayee } from './understand/understand';

type User = Selectable<DB['users']>;

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

  // The user's expense categories: name, and the key of a default one (null for their own).
  async expenseCategories(userId: string): Promise<
    {
      name: Selectable<DB['categories']>['name'];
      key: Selectable<DB['categories']>['default_key'];
    }[]
  > {
    return this.database.db
      .selectFrom('categories')
      .select(['name', 'default_key as key'])
      .where('user_id', '=', userId)
      .where('type', '=', 'expense')
      .execute();
  }

  // The user's history version (users.history_version, as text): it changes with their
  // transactions. undefined: no such user.
  async findHistoryVersion(userId: string): Promise<{ version: string } | undefined> {
    return this.database.db
      .selectFrom('users')
      .select(sql<string>`history_version::text`.as('version'))
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  // Names the user has paid or been paid by since `visibleFrom` (null: ever), with the recipient
  // number of each if any: the `limit` most used first.
  async knownPayees(
    userId: string,
    visibleFrom: string | null,
    limit: number,
  ): Promise<KnownPayee[]> {
    const { rows } = await sql<{
      name: Selectable<DB['transactions']>['account_name'];
      number: Selectable<DB['transactions']>['recipient_key'];
    }>`SELECT t.account_name AS name, max(t.recipient_key) AS number
         FROM transactions t
        WHERE t.user_id = ${userId} AND (${visibleFrom}::date IS NULL OR t.date_time >= ${visibleFrom}::date)
          AND length(trim(t.account_name)) >= 2
        GROUP BY t.account_name ORDER BY count(*) DESC LIMIT ${sql.lit(limit)}`.execute(
      this.database.db,
    );
    return rows;
  }
}
