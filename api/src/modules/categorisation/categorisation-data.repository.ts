import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  UserDataPart,
  UserDataRepository,
  userDataSection,
  type UserDataTable,
} from '../../common/user-data/user-data';

const RULES: UserDataTable = {
  table: 'category_rules',
  count: 'rules',
  owned: (userId) => sql`t.user_id = ${userId}`,
  // A rule needs its category; a rule learned since for the same payee wins (a conflict).
  keep: (userId) =>
    sql`r.user_id = ${userId} AND (SELECT c.id FROM categories c WHERE c.id = r.category_id AND c.user_id = ${userId}) IS NOT NULL`,
};

// The categorisation module's part of a user's data (common/user-data): the rules learned from
// the user's own categorising.
@UserDataPart()
@Injectable()
export class CategorisationDataRepository extends UserDataRepository {
  readonly tables = [RULES];

  override readonly sections = [
    userDataSection('rules', (userId) =>
      this.database.db
        .selectFrom('category_rules as r')
        .innerJoin('categories as c', 'c.id', 'r.category_id')
        .select([
          'r.counterparty',
          'r.direction',
          'r.category_id as categoryId',
          'c.name as categoryName',
          'r.created_at as createdAt',
          'r.updated_at as updatedAt',
        ])
        .where('r.user_id', '=', userId)
        .orderBy('r.counterparty')
        .orderBy('r.direction')
        .compile(),
    ),
  ];
}
