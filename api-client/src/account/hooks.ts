import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedIn } from '../auth/session';
import { accountApi, accountKeys } from './account-api';

export function useUpdateProfile() {
  return useMutation({ mutationFn: accountApi.updateProfile });
}

export function useSendContactCode() {
  return useMutation({ mutationFn: accountApi.sendContactCode });
}

export function useVerifyContact() {
  return useMutation({ mutationFn: accountApi.verifyContact });
}

export function useUndoContactChange() {
  return useMutation({ mutationFn: accountApi.undoContactChange });
}

// Read when the sessions dialog opens, and again whenever it opens.
export function useSessions({ enabled = true }: { enabled?: boolean } = {}) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: accountApi.sessions,
    enabled: signedIn && enabled,
    staleTime: 0,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useNotificationPreferences() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: accountKeys.notificationPreferences(),
    queryFn: accountApi.notificationPreferences,
    enabled: signedIn,
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.updateNotificationPreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData(accountKeys.notificationPreferences(), preferences),
  });
}

export function useDeletedData() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: accountKeys.deletedData(),
    queryFn: accountApi.deletedData,
    enabled: signedIn,
    staleTime: 0,
  });
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: accountApi.exportData });
}

export function useSendAccountDeletionCode() {
  return useMutation({ mutationFn: accountApi.sendAccountDeletionCode });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: accountApi.deleteAccount });
}
