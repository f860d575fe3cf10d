import { getUploadStatus, listUploads, uploadStatement } from '../generated/sdk.gen';
import type {
  CategorisationStatus,
  DeletedItemDto,
  DeletionPreviewDto,
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
  DeletedItemDto as DeletedUpload,
  DeletionPreviewDto as UploadDeletion,
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

// A page of uploads with how many there are in all (the X-Total-Count header).
export type UploadsPage = { items: StatementUploadDto[]; total: number };

// The upload screen's calls, made as the queue sends each statement and follows it.
export const statementsApi = {
  // Multipart (fields `pdf`, `walletId` and, for a protected statement, `password`): the generated
  // call serialises the body as FormData and drops its JSON content type so the browser sets the
  // multipart boundary.
  upload: async (file: File, walletId: string, password?: string): Promise<UploadAcceptedDto> => {
    const body = password ? { pdf: file, walletId, password } : { pdf: file, walletId };
    const { data } = await uploadStatement({ body, throwOnError: true });
    return data;
  },
  page: async (
    query: { walletId?: string; limit?: number; after?: string },
    signal?: AbortSignal,
  ): Promise<UploadsPage> => {
    const { data, response } = await listUploads({ query, signal, throwOnError: true });
    const total = Number(response.headers.get('X-Total-Count'));
    return { items: data, total: Number.isFinite(total) ? total : data.length };
  },
  status: async (uploadId: string): Promise<UploadStatusDto> => {
    const { data } = await getUploadStatus({ path: { uploadId }, throwOnError: true });
    return data;
  },
};
