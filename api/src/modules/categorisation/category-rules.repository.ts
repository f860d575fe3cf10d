import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';
import type { Direction } from './counterparty';

// The category_rules table: the rules a user taught by categorising by hand, read and written in
// the caller's transaction.
@Injectable()
export class CategoryRulesRepository {
  constructor(private readonly database: Database) {}

  // Records (or moves) the rule for a counterparty and direction. True when the rule is new or now
  // points elsewhere (an unchanged rule is left alone and returns no row).
  async upsert(
    userId: string,
    rule: { counterparty: string; direction: Direction },
    categoryId: string,
  ): Promise<boolean> {
    const rows = await this.database.db
      .insertInto('category_rules')
      .values({
        user_id: userId,
        counterparty: rule.counterparty,
        direction: rule.direction,
        category_id: categoryId,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'counterparty', 'direction'])
          .doUpdateSet((eb) => ({
            category_id: eb.ref('excluded.category_id'),
            updated_at: sql<Date>`now()`,
          }))
          .whereRef('category_rules.category_id', '<>', 'excluded.category_id'),
      )
      .returning(sql<boolean>`true`.as('changed'))
      .execute();
    return rows.length > 0;
  }

  // The user's rules.
  listOf(userId: string) {
    return this.database.db
      .selectFrom('category_rules')
      .select(['counterparty', 'direction', 'category_id'])
      .where('user_id', '=', userId)
      .execute();
  }

  // A category's rules, all of them (it changed type: they would now point the wrong way).
  async deleteForCategory(userId: string, categoryId: string): Promise<void> {
    await this.database.db
      .deleteFrom('category_rules')
      .where('user_id', '=', userId)
      .where('category_id', '=', categoryId)
      .execute();
  }
}
