import {
  deleteAccount,
  deleteData,
  exportAccountData,
  getDeletedData,
  getNotificationPreferences,
  listSessions,
  restoreData,
  revokeOtherSessions,
  revokeSession,
  sendContactCode,
  sendDeleteAccountCode,
  undoContactChange,
  updateNotificationPreferences,
  updateProfile,
  verifyContact,
} from '../generated/sdk.gen';
import type {
  ChannelPreferencesDto,
  ContactCodeRequestDto,
  ContactCodeResponseDto,
  DeleteDataResponseDto,
  DeletedCountsDto,
  DeletedDataDto,
  NotificationPreferencesDto,
  RestoreDataResponseDto,
  RevokedSessionsDto,
  SendOtpResponseDto,
  SessionDto,
  UndoContactChangeResponseDto,
  UpdateNotificationPreferencesRequestDto,
  UpdateProfileRequestDto,
  UserDto,
  VerifyContactRequestDto,
} from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type {
  ChannelPreferencesDto as ChannelPreferences,
  ContactCodeRequestDto as ContactCodeRequest,
  ContactCodeResponseDto as ContactCodeResult,
  UndoContactChangeResponseDto as UndoContactChangeResult,
  DeleteDataResponseDto as DeleteDataResult,
  DeletedCountsDto as DeletedCounts,
  DeletedDataDto as DeletedData,
  NotificationPreferencesDto as NotificationPreferences,
  RestoreDataResponseDto as RestoreDataResult,
  SessionDto as AccountSession,
  UpdateNotificationPreferencesRequestDto as UpdateNotificationPreferencesRequest,
  UpdateProfileRequestDto as UpdateProfileRequest,
  VerifyContactRequestDto as VerifyContactRequest,
};
export type NotificationChannel = keyof NotificationPreferencesDto;

configureApiClient();

export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  deletedData: () => [...accountKeys.all, 'deleted-data'] as const,
  notificationPreferences: () => [...accountKeys.all, 'notification-preferences'] as const,
};

// The user's control over their account: profile, contacts, sessions, notification preferences,
// deleting and restoring data, downloading everything, deleting the account.
export const accountApi = {
  updateProfile: async (body: UpdateProfileRequestDto): Promise<UserDto> => {
    const { data } = await updateProfile({ body, throwOnError: true });
    return data;
  },
  sendContactCode: async (body: ContactCodeRequestDto): Promise<ContactCodeResponseDto> => {
    const { data } = await sendContactCode({ body, throwOnError: true });
    return data;
  },
  // From the link sent to the previous phone or e-mail: needs no session, and ends every one.
  undoContactChange: async (token: string): Promise<UndoContactChangeResponseDto> => {
    const { data } = await undoContactChange({ body: { token }, throwOnError: true });
    return data;
  },
  verifyContact: async (body: VerifyContactRequestDto): Promise<UserDto> => {
    const { data } = await verifyContact({ body, throwOnError: true });
    return data;
  },
  sessions: async (): Promise<SessionDto[]> => {
    const { data } = await listSessions({ throwOnError: true });
    return data;
  },
  revokeSession: async (id: string): Promise<void> => {
    await revokeSession({ path: { id }, throwOnError: true });
  },
  revokeOtherSessions: async (): Promise<RevokedSessionsDto> => {
    const { data } = await revokeOtherSessions({ throwOnError: true });
    return data;
  },
  notificationPreferences: async (): Promise<NotificationPreferencesDto> => {
    const { data } = await getNotificationPreferences({ throwOnError: true });
    return data;
  },
  updateNotificationPreferences: async (
    body: UpdateNotificationPreferencesRequestDto,
  ): Promise<NotificationPreferencesDto> => {
    const { data } = await updateNotificationPreferences({ body, throwOnError: true });
    return data;
  },
  deletedData: async (): Promise<DeletedDataDto> => {
    const { data } = await getDeletedData({ throwOnError: true });
    return data;
  },
  deleteData: async (): Promise<DeleteDataResponseDto> => {
    const { data } = await deleteData({ throwOnError: true });
    return data;
  },
  restoreData: async (): Promise<RestoreDataResponseDto> => {
    const { data } = await restoreData({ throwOnError: true });
    return data;
  },
  exportData: async (): Promise<{ blob: Blob; fileName: string }> => {
    const { data, response } = await exportAccountData({ parseAs: 'blob', throwOnError: true });
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const fileName =
      /filename="([^"]+)"/.exec(disposition)?.[1] ??
      `sikalens-data-${new Date().toISOString().slice(0, 10)}.zip`;
    return { blob: data, fileName };
  },
  sendAccountDeletionCode: async (): Promise<SendOtpResponseDto> => {
    const { data } = await sendDeleteAccountCode({ throwOnError: true });
    return data;
  },
  deleteAccount: async (code: string): Promise<void> => {
    await deleteAccount({ body: { code }, throwOnError: true });
  },
};
