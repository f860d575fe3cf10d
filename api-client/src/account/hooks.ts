import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueries, keyOf, send, useApiQuery } from '../core/api-query';
import {
  deleteAccountMutation,
  getDeletedDataOptions,
  getNotificationPreferencesOptions,
  listSessionsOptions,
  revokeOtherSessionsMutation,
  revokeSessionMutation,
  sendContactCodeMutation,
  sendDeleteAccountCodeMutation,
  undoContactChangeMutation,
  updateNotificationPreferencesMutation,
  updateProfileMutation,
  verifyContactMutation,
} from '../generated/@tanstack/react-query.gen';
import {
  accountApi,
  type ContactCodeRequest,
  type UpdateNotificationPreferencesRequest,
  type UpdateProfileRequest,
  type VerifyContactRequest,
} from './account-api';

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => send(updateProfileMutation(), { body }),
  });
}

export function useSendContactCode() {
  return useMutation({
    mutationFn: (body: ContactCodeRequest) => send(sendContactCodeMutation(), { body }),
  });
}

export function useVerifyContact() {
  return useMutation({
    mutationFn: (body: VerifyContactRequest) => send(verifyContactMutation(), { body }),
  });
}

// From the link sent to the previous phone or e-mail: needs no session, and ends every one.
export function useUndoContactChange() {
  return useMutation({
    mutationFn: (token: string) => send(undoContactChangeMutation(), { body: { token } }),
  });
}

// Read when the sessions dialog opens, and again whenever it opens.
export function useSessions({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(listSessionsOptions(), { enabled, staleTime: 0 });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(revokeSessionMutation(), { path: { id } }),
    onSettled: () => queryClient.invalidateQueries(apiQueries('listSessions')),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send(revokeOtherSessionsMutation(), {}),
    onSettled: () => queryClient.invalidateQueries(apiQueries('listSessions')),
  });
}

export function useNotificationPreferences() {
  return useApiQuery(getNotificationPreferencesOptions());
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferencesRequest) =>
      send(updateNotificationPreferencesMutation(), { body }),
    onSuccess: (preferences) =>
      queryClient.setQueryData(keyOf(getNotificationPreferencesOptions()), preferences),
  });
}

export function useDeletedData() {
  return useApiQuery(getDeletedDataOptions(), { staleTime: 0 });
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: accountApi.exportData });
}

export function useSendAccountDeletionCode() {
  return useMutation({ mutationFn: () => send(sendDeleteAccountCodeMutation(), {}) });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (code: string) => send(deleteAccountMutation(), { body: { code } }),
  });
}
