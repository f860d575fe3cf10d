import { Injectable } from '@nestjs/common';
import { sql, type Insertable } from 'kysely';
import { Database, type DB } from '../../common/database/database';
import type { NotificationKind } from './dto/notification.dto';

// An instant as the API shows it: UTC, milliseconds, 'Z' (null stays null).
const isoText = <T extends string | null>(column: 'created_at' | 'read_at') =>
  sql<T>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The in-app notifications feed: written by the alert check, read and dismissed by their user only.
@Injectable()
export class NotificationsRepository {
  constructor(private readonly database: Database) {}

  // Newest first; `unread`: only those not read yet.
  listFor(userId: string, unread: boolean, limit: number) {
    return (
      this.database.db
        .selectFrom('notifications')
        .select(['id', 'kind', 'title', 'body', 'category_id as categoryId'])
        .select([
          isoText<string>('created_at').as('createdAt'),
          isoText<string | null>('read_at').as('readAt'),
        ])
        // The column's CHECK: the kinds there are.
        .$narrowType<{ kind: NotificationKind }>()
        .where('user_id', '=', userId)
        .$if(unread, (query) => query.where('read_at', 'is', null))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    );
  }

  async countUnread(userId: string): Promise<number> {
    const row = await this.database.db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('unread'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return row?.unread ?? 0;
  }

  // Reading one again keeps when it was first read. False when the user has no such notification.
  async markRead(userId: string, id: string): Promise<boolean> {
    const { numUpdatedRows } = await this.database.db
      .updateTable('notifications')
      .set({ read_at: sql<Date>`coalesce(read_at, now())` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  // How many were unread.
  async markAllRead(userId: string): Promise<number> {
    const { numUpdatedRows } = await this.database.db
      .updateTable('notifications')
      .set({ read_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(numUpdatedRows);
  }

  // In the caller's transaction, if any (the alert check's, with its sent-log row).
  async insert(
    notification: Pick<
      Insertable<DB['notifications']>,
      'user_id' | 'kind' | 'title' | 'body' | 'category_id'
    >,
  ): Promise<void> {
    await this.database.db.insertInto('notifications').values(notification).execute();
  }
}
