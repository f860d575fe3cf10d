import { deleteData, exportAccountData, restoreData } from '../generated/sdk.gen';
import type {
  ChannelPreferencesDto,
  ContactCodeRequestDto,
  ContactCodeResponseDto,
  DeleteDataResponseDto,
  DeletedCountsDto,
  DeletedDataDto,
  NotificationPreferencesDto,
  RestoreDataResponseDto,
  SessionDto,
  UndoContactChangeResponseDto,
  UpdateNotificationPreferencesRequestDto,
  UpdateProfileRequestDto,
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

// The account's data, deleted and restored from Settings, where every query is reset after (not a
// data hook's invalidation), and downloaded as a file named by the server.
export const accountApi = {
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
};
