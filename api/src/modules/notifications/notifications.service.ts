import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TransactionContext } from '../../common/database/transaction-context';
import type { AuthContext } from '../../common/guards/auth-context';
import { notificationNotFound } from './alerts.errors';
import {
  NOTIFICATIONS_DEFAULT_LIMIT,
  type MarkedReadDto,
  type NotificationDto,
  type NotificationKind,
  type NotificationsDto,
  type NotificationsQueryDto,
} from './dto/notification.dto';

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  categoryId: string | null;
};

const COLUMNS = `id, kind, title, body, category_id AS "categoryId",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(read_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "readAt"`;

// In-app notifications (budget alerts so far): written by the alert check, read and dismissed by
// their user only.
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tx: TransactionContext,
  ) {}

  async list(auth: AuthContext, query: NotificationsQueryDto): Promise<NotificationsDto> {
    const [notifications, [counts]] = await Promise.all([
      this.db.query<NotificationDto[]>(
        `SELECT ${COLUMNS} FROM notifications
          WHERE user_id = $1 AND (NOT $2 OR read_at IS NULL)
          ORDER BY created_at DESC, id DESC LIMIT $3`,
        [auth.userId, query.unread ?? false, query.limit ?? NOTIFICATIONS_DEFAULT_LIMIT],
      ),
      this.db.query<{ unread: number }[]>(
        'SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL',
        [auth.userId],
      ),
    ]);
    return { notifications, unreadCount: counts?.unread ?? 0 };
  }

  // Reading one again keeps when it was first read.
  async markRead(auth: AuthContext, id: string): Promise<void> {
    // UPDATE answers [rows, affected count].
    const [, updated] = await this.db.query<[unknown, number]>(
      `UPDATE notifications SET read_at = coalesce(read_at, now())
        WHERE id = $1 AND user_id = $2`,
      [id, auth.userId],
    );
    if (updated === 0) throw notificationNotFound();
  }

  async markAllRead(auth: AuthContext): Promise<MarkedReadDto> {
    const [, markedCount] = await this.db.query<[unknown, number]>(
      'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL',
      [auth.userId],
    );
    return { markedCount };
  }

  // In the caller's transaction, if any (the alert check's, with its sent-log row).
  async create(notification: NewNotification): Promise<void> {
    await this.tx.manager.query(
      `INSERT INTO notifications (user_id, kind, title, body, category_id)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        notification.userId,
        notification.kind,
        notification.title,
        notification.body,
        notification.categoryId,
      ],
    );
  }
}
