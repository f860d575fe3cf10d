import type {
  AlertChannel,
  BudgetAlertDto,
  NotificationDto,
  NotificationKind,
  NotificationsDto,
  SaveBudgetAlertDto,
} from '../generated/types.gen';

export type {
  AlertChannel,
  BudgetAlertDto as BudgetAlert,
  NotificationDto as AppNotification,
  NotificationKind,
  NotificationsDto as AppNotifications,
  SaveBudgetAlertDto as SaveBudgetAlertRequest,
};

export type NotificationsQuery = { unread?: boolean; limit?: number };
