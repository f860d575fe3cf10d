import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  UserDataPart,
  UserDataRepository,
  userDataSection,
  type UserDataTable,
} from '../../common/user-data/user-data';

const NOTIFICATIONS: UserDataTable = {
  table: 'notifications',
  count: 'notifications',
  owned: (userId) => sql`t.user_id = ${userId}`,
  keep: (userId) => sql`r.user_id = ${userId}`,
  // A notification whose category was deleted since comes back without it (as deleting the
  // category does).
  restoreAs: {
    category_id: (userId) =>
      sql`(SELECT c.id FROM categories c WHERE c.id = r.category_id AND c.user_id = ${userId})`,
  },
};

// The notifications module's part of a user's data (common/user-data): the in-app messages (budget
// alerts quote spending figures). The preferences stay.
@UserDataPart()
@Injectable()
export class NotificationsDataRepository extends UserDataRepository {
  readonly tables = [NOTIFICATIONS];

  override readonly sections = [
    userDataSection('notifications', (userId) =>
      this.database.db
        .selectFrom('notifications')
        .select(['kind', 'title', 'body', 'created_at as createdAt', 'read_at as readAt'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .compile(),
    ),
  ];
}
