import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedIn } from '../auth/session';
import {
  budgetAlertKeys,
  budgetAlertsApi,
  notificationKeys,
  notificationsApi,
  type AppNotifications,
  type NotificationsQuery,
  type SaveBudgetAlertRequest,
} from './alerts-api';

// Alerts arrive after an import or overnight: looked for as often as the dashboard's figures.
const NOTIFICATIONS_POLL_MS = 30_000;

// `enabled`: only Pro users have settings worth reading (free users are offered the upgrade).
export function useBudgetAlerts({ enabled = true }: { enabled?: boolean } = {}) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: budgetAlertKeys.list(),
    queryFn: budgetAlertsApi.list,
    enabled: signedIn && enabled,
  });
}

export function useSaveBudgetAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string; body: SaveBudgetAlertRequest }) =>
      budgetAlertsApi.save(categoryId, body),
    // Saving checks the month at once: a notification may follow.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: budgetAlertKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}

export function useDeleteBudgetAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => budgetAlertsApi.remove(categoryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetAlertKeys.all }),
  });
}

export function useNotifications(query: NotificationsQuery = {}) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: () => notificationsApi.list(query),
    enabled: signedIn,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}

// Dismisses one: it leaves every cached unread list at once, and comes back if the call fails.
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => notificationsApi.markRead(id),
    onMutate: async (id: string) => {
      const queryKey = notificationKeys.all;
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueriesData<AppNotifications>({ queryKey });
      const readAt = new Date().toISOString();
      for (const [key, data] of snapshot) {
        if (!data) continue;
        const unreadOnly = (key[2] as NotificationsQuery | undefined)?.unread === true;
        const wasUnread = data.notifications.some((item) => item.id === id && !item.readAt);
        queryClient.setQueryData<AppNotifications>(key, {
          notifications: unreadOnly
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
