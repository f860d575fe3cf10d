import {
  deleteBudgetAlert,
  listBudgetAlerts,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  saveBudgetAlert,
} from '../generated/sdk.gen';
import type {
  AlertChannel,
  BudgetAlertDto,
  NotificationDto,
  NotificationKind,
  NotificationsDto,
  SaveBudgetAlertDto,
} from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type {
  AlertChannel,
  BudgetAlertDto as BudgetAlert,
  NotificationDto as AppNotification,
  NotificationKind,
  NotificationsDto as AppNotifications,
  SaveBudgetAlertDto as SaveBudgetAlertRequest,
};

export type NotificationsQuery = { unread?: boolean; limit?: number };

configureApiClient();

export const budgetAlertKeys = {
  all: ['budget-alerts'] as const,
  list: () => [...budgetAlertKeys.all, 'list'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationsQuery) => [...notificationKeys.all, 'list', query] as const,
};

export const budgetAlertsApi = {
  list: async (): Promise<BudgetAlertDto[]> => {
    const { data } = await listBudgetAlerts({ throwOnError: true });
    return data;
  },
  save: async (categoryId: string, body: SaveBudgetAlertDto): Promise<BudgetAlertDto> => {
    const { data } = await saveBudgetAlert({ path: { categoryId }, body, throwOnError: true });
    return data;
  },
  remove: async (categoryId: string): Promise<void> => {
    await deleteBudgetAlert({ path: { categoryId }, throwOnError: true });
  },
};

export const notificationsApi = {
  list: async (query: NotificationsQuery = {}): Promise<NotificationsDto> => {
    const { data } = await listNotifications({ query, throwOnError: true });
    return data;
  },
  markRead: async (id: string): Promise<void> => {
    await markNotificationRead({ path: { id }, throwOnError: true });
  },
  // How many were unread.
  markAllRead: async (): Promise<number> => {
    const { data } = await markAllNotificationsRead({ throwOnError: true });
    return data.markedCount;
  },
};
