import { deleteUpload, getUploadStatus, listUploads, uploadStatement } from '../generated/sdk.gen';
import type {
  CategorisationStatus,
  ParseFailureCode,
  ReconciliationCheckDto,
  ReconciliationDto,
  StatementTotalName,
  StatementTotalsDto,
  StatementUploadDto,
  UploadAcceptedDto,
  UploadStatus,
  UploadStatusDto,
} from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type {
  CategorisationStatus,
  ParseFailureCode,
  ReconciliationCheckDto as ReconciliationCheck,
  ReconciliationDto as Reconciliation,
  StatementTotalName,
  StatementTotalsDto as StatementTotals,
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

// Queries that show imported transactions: refreshed when a statement finishes or is deleted
// (categories carry transaction counts and this month's totals; the dashboard's figures).
export const IMPORTED_DATA_KEYS = [
  ['transactions'],
  ['detailed-transactions'],
  ['categories'],
  ['spending-summary'],
  // The free plan's usage: statements this month, transactions kept but not shown.
  ['subscription'],
] as const;

export const statementsApi = {
  // Multipart (fields `pdf`, `walletId` and, for a protected statement, `password`): the generated
  // call serialises the body as FormData and drops its JSON content type so the browser sets the
  // multipart boundary.
  upload: async (file: File, walletId: string, password?: string): Promise<UploadAcceptedDto> => {
    const body = password ? { pdf: file, walletId, password } : { pdf: file, walletId };
    const { data } = await uploadStatement({ body, throwOnError: true });
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
