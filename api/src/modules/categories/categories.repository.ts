import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import type { CategoryType } from './default-categories';

// The categories table's check constraint holds type to these.
type TypeNarrowed = { type: CategoryType };

// A category with its transaction count and this calendar month's total.
export type CategoryRow = Pick<
  Selectable<DB['categories']>,
  'id' | 'name' | 'color' | 'icon' | 'monthly_budget' | 'is_default'
> &
  TypeNarrowed & { transaction_count: number; month_total: string };

// What a category choice or a change looks at of the category.
export type OwnedCategory = Pick<
  Selectable<DB['categories']>,
  'id' | 'name' | 'color' | 'icon' | 'is_default' | 'default_key'
> &
  TypeNarrowed;

export type NewCategory = {
  userId: string;
  name: string;
  type: CategoryType;
  color: string;
  icon: string;
  monthlyBudget: string | null;
};

// The fields a user may change; undefined ones stay as they are.
export type CategoryChanges = {
  name?: string;
  type?: CategoryType;
  color?: string;
  icon?: string;
  monthlyBudget?: string | null;
};

export type DefaultCategory = {
  name: string;
  type: CategoryType;
  color: string;
  icon: string;
  key: string;
};

// The categories table: a user's categories, the defaults among them.
@Injectable()
export class CategoriesRepository {
  constructor(private readonly database: Database) {}

  // Only an already-seeded default (same key) is skipped by the conflict clause; a default whose
  // name the user already gave a category of their own (same type, any case) is not added.
  // Returns how many were added.
  async insertMissingDefaults(userId: string, defaults: DefaultCategory[]): Promise<number> {
    const { rows } = await sql<{ added: number }>`
      INSERT INTO categories (user_id, name, type, color, icon, monthly_budget, is_default, default_key)
      SELECT ${userId}, d.name, d.type, d.color, d.icon, NULL, true, d.key
        FROM jsonb_to_recordset(${JSON.stringify(defaults)}::jsonb)
             AS d(name text, type text, color text, icon text, key text)
       WHERE NOT EXISTS (SELECT 1 FROM categories c
                          WHERE c.user_id = ${userId} AND c.type = d.type
                            AND lower(c.name) = lower(d.name))
      ON CONFLICT (user_id, default_key) WHERE default_key IS NOT NULL DO NOTHING
      RETURNING 1 AS added`.execute(this.database.db);
    return rows.length;
  }

  // The user's default categories with their keys.
  defaultsOf(userId: string) {
    return this.database.db
      .selectFrom('categories')
      .select(['id', 'default_key'])
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .execute();
  }

  // The user's categories (or the one with this id), each with its transaction count and this
  // calendar month's total (Ghana time), in SQL, over their transactions from `visibleFrom`
  // ('YYYY-MM-DD', the free plan's window; null: all). Reads transactions, a floor above: the
  // count moves to a read model above transactions (issue 28 follow-up).
  async listWithTotals(
    userId: string,
    visibleFrom: string | null,
    id?: string,
  ): Promise<CategoryRow[]> {
    const { rows } = await sql<CategoryRow>`
      SELECT c.id, c.name, c.type, c.color, c.icon, c.monthly_budget, c.is_default,
             coalesce(s.count, 0)::int AS transaction_count,
             round(coalesce(s.month_total, 0), 2)::text AS month_total
        FROM categories c
        LEFT JOIN (
          SELECT category_id, count(*) AS count,
                 abs(sum(amount) FILTER (
                   WHERE date_time >= date_trunc('month', now() AT TIME ZONE 'Africa/Accra'))) AS month_total
            FROM transactions
           WHERE user_id = ${userId} AND category_id IS NOT NULL
                 AND (${visibleFrom}::date IS NULL OR date_time >= ${visibleFrom}::date)
                 ${id === undefined ? sql`` : sql`AND category_id = ${id}`}
           GROUP BY category_id) s ON s.category_id = c.id
       WHERE c.user_id = ${userId} ${id === undefined ? sql`` : sql`AND c.id = ${id}`}
       ORDER BY c.type, lower(c.name)`.execute(this.database.db);
    return rows;
  }

  // The unique index categories_user_type_name refuses a second category of one type and name.
  async insert(category: NewCategory): Promise<string> {
    const { id } = await this.database.db
      .insertInto('categories')
      .values({
        user_id: category.userId,
        name: category.name,
        type: category.type,
        color: category.color,
        icon: category.icon,
        monthly_budget: category.monthlyBudget,
        is_default: false,
        default_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  // The user's category, its row locked until the transaction ends (a change or a delete).
  lockOwned(userId: string, id: string): Promise<OwnedCategory | undefined> {
    return this.database.db
      .selectFrom('categories')
      .select(['id', 'type', 'name', 'color', 'icon', 'is_default', 'default_key'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .$narrowType<TypeNarrowed>()
      .executeTakeFirst();
  }

  // Whether any of the user's transactions is in the category (a category in use keeps its type).
  // Reads transactions, a floor above, like listWithTotals.
  async isInUse(userId: string, id: string): Promise<boolean> {
    const { rows } = await sql<{ used: boolean }>`
      SELECT EXISTS (SELECT 1 FROM transactions WHERE user_id = ${userId} AND category_id = ${id}) AS used`.execute(
      this.database.db,
    );
    return rows[0]?.used ?? false;
  }

  async update(userId: string, id: string, changes: CategoryChanges): Promise<void> {
    await this.database.db
      .updateTable('categories')
      .set({
        name: changes.name,
        type: changes.type,
        color: changes.color,
        icon: changes.icon,
        monthly_budget: changes.monthlyBudget,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.database.db
      .deleteFrom('categories')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  }

  // The user's category with this id, or undefined (another user's reads the same as none).
  findOwned(userId: string, id: string): Promise<OwnedCategory | undefined> {
    return this.database.db
      .selectFrom('categories')
      .select(['id', 'type', 'name', 'color', 'icon', 'is_default', 'default_key'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .$narrowType<TypeNarrowed>()
      .executeTakeFirst();
  }

  // The user's categories with this default key or this name (case ignored), in no order.
  findByKeyOrName(userId: string, key: string, name: string): Promise<OwnedCategory[]> {
    return this.database.db
      .selectFrom('categories')
      .select(['id', 'type', 'name', 'color', 'icon', 'is_default', 'default_key'])
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('default_key', '=', key),
          eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])),
        ]),
      )
      .$narrowType<TypeNarrowed>()
      .execute();
  }
}
