import { deleteUpload, getUploadStatus, listUploads, uploadStatement } from '../generated/sdk.gen';
import type {
  CategorisationStatus,
  ReconciliationDto,
  StatementUploadDto,
  UploadAcceptedDto,
  UploadStatus,
  UploadStatusDto,
} from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type {
  CategorisationStatus,
  ReconciliationDto as Reconciliation,
  StatementUploadDto as StatementUpload,
  UploadAcceptedDto as UploadAccepted,
  UploadStatus,
  UploadStatusDto as StatementUploadStatus,
};

configureApiClient();

export const statementKeys = {
  all: ['uploads'] as const,
  list: () => [...statementKeys.all, 'list'] as const,
  status: (uploadId: string) => [...statementKeys.all, 'status', uploadId] as const,
};

// Queries that show imported transactions: refreshed when a statement finishes or is deleted.
export const IMPORTED_DATA_KEYS = [['transactions'], ['detailed-transactions']] as const;

export const statementsApi = {
  // Multipart (fields `pdf` and `walletId`): the generated call serialises the body as FormData
  // and drops its JSON content type so the browser sets the multipart boundary.
  upload: async (file: File, walletId: string): Promise<UploadAcceptedDto> => {
    const { data } = await uploadStatement({ body: { pdf: file, walletId }, throwOnError: true });
    return data;
  },
  status: async (uploadId: string): Promise<UploadStatusDto> => {
    const { data } = await getUploadStatus({ path: { uploadId }, throwOnError: true });
    return data;
  },
  // Newest first.
  list: async (): Promise<StatementUploadDto[]> => {
    const { data } = await listUploads({ throwOnError: true });
    return data;
  },
  remove: async (uploadId: string): Promise<void> => {
    await deleteUpload({ path: { id: uploadId }, throwOnError: true });
  },
};
