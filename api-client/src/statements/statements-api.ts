import { getUploadStatus, uploadStatement } from '../generated/sdk.gen';
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
  status: async (uploadId: string): Promise<UploadStatusDto> => {
    const { data } = await getUploadStatus({ path: { uploadId }, throwOnError: true });
    return data;
  },
};
