import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueries, send, useApiQuery } from '../core/api-query';
import {
  deleteBudgetAlertMutation,
  listBudgetAlertsOptions,
  listNotificationsOptions,
  markNotificationReadMutation,
  saveBudgetAlertMutation,
} from '../generated/@tanstack/react-query.gen';
import type { AppNotifications, NotificationsQuery, SaveBudgetAlertRequest } from './alerts-api';

// Alerts arrive after an import or overnight: looked for as often as the dashboard's figures.
const NOTIFICATIONS_POLL_MS = 30_000;

// `enabled`: only Pro users have settings worth reading (free users are offered the upgrade).
export function useBudgetAlerts({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(listBudgetAlertsOptions(), { enabled });
}

export function useSaveBudgetAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string; body: SaveBudgetAlertRequest }) =>
      send(saveBudgetAlertMutation(), { path: { categoryId }, body }),
    // Saving checks the month at once: a notification may follow.
    onSuccess: () =>
      queryClient.invalidateQueries(apiQueries('listBudgetAlerts', 'listNotifications')),
  });
}

export function useDeleteBudgetAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => send(deleteBudgetAlertMutation(), { path: { categoryId } }),
    onSuccess: () => queryClient.invalidateQueries(apiQueries('listBudgetAlerts')),
  });
}

export function useNotifications(query: NotificationsQuery = {}) {
  return useApiQuery(listNotificationsOptions({ query }), {
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}

// Dismisses one: it leaves every cached unread list at once, and comes back if the call fails.
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const notificationLists = apiQueries('listNotifications');
  return useMutation({
    mutationFn: (id: string) => send(markNotificationReadMutation(), { path: { id } }),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries(notificationLists);
      const snapshot = queryClient.getQueriesData<AppNotifications>(notificationLists);
      const readAt = new Date().toISOString();
      for (const [key, data] of snapshot) {
        if (!data) continue;
        const asked = (key[0] as { query?: NotificationsQuery } | undefined)?.query;
        const wasUnread = data.notifications.some((item) => item.id === id && !item.readAt);
        queryClient.setQueryData<AppNotifications>(key, {
          notifications:
            asked?.unread === true
              ? data.notifications.filter((item) => item.id !== id)
              : data.notifications.map((item) => (item.id === id ? { ...item, readAt } : item)),
          unreadCount: Math.max(0, data.unreadCount - (wasUnread ? 1 : 0)),
        });
      }
      return snapshot;
    },
    onError: (_error, _id, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries(notificationLists),
  });
}
