import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../common/guards/auth-context';
import {
  NOTIFICATIONS_DEFAULT_LIMIT,
  type MarkedReadDto,
  type NotificationKind,
  type NotificationsDto,
  type NotificationsQueryDto,
} from './dto/notification.dto';
import { notificationNotFound } from './notifications.errors';
import { NotificationsRepository } from './notifications.repository';

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  categoryId: string | null;
};

// In-app notifications (budget alerts so far): written by the alert check, read and dismissed by
// their user only.
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async list(auth: AuthContext, query: NotificationsQueryDto): Promise<NotificationsDto> {
    const [notifications, unreadCount] = await Promise.all([
      this.notifications.listFor(
        auth.userId,
        query.unread ?? false,
        query.limit ?? NOTIFICATIONS_DEFAULT_LIMIT,
      ),
      this.notifications.countUnread(auth.userId),
    ]);
    return { notifications, unreadCount };
  }

  // Reading one again keeps when it was first read.
  async markRead(auth: AuthContext, id: string): Promise<void> {
    if (!(await this.notifications.markRead(auth.userId, id))) throw notificationNotFound();
  }

  async markAllRead(auth: AuthContext): Promise<MarkedReadDto> {
    const markedCount = await this.notifications.markAllRead(auth.userId);
    return { markedCount };
  }

  // In the caller's transaction, if any (the alert check's, with its sent-log row).
  async create(notification: NewNotification): Promise<void> {
    await this.notifications.insert({
      user_id: notification.userId,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      category_id: notification.categoryId,
    });
  }
}
