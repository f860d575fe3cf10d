import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSignedIn } from '../auth/session';
import type { UnfinishedMeta } from '../core/query-client';
import {
  IMPORTED_DATA_KEYS,
  statementKeys,
  statementsApi,
  type StatementUpload,
} from './statements-api';

// Spec section 7: the upload list is polled every 5 s and goes stale after 1 s.
export const UPLOADS_POLL_MS = 5_000;
export const UPLOADS_STALE_MS = 1_000;

// An upload still being read, or its rows still being categorised: the page follows it.
const unsettled = (upload: StatementUpload) =>
  upload.status === 'pending' ||
  upload.status === 'processing' ||
  (upload.status === 'completed' &&
    (upload.aiCategorizationStatus === 'pending' ||
      upload.aiCategorizationStatus === 'categorizing'));

export const UPLOADS_META: UnfinishedMeta = {
  unfinished: (data) => Array.isArray(data) && (data as StatementUpload[]).some(unsettled),
};

export function useUploads() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: statementKeys.list(),
    queryFn: statementsApi.list,
    enabled: signedIn,
    refetchInterval: UPLOADS_POLL_MS,
    meta: UPLOADS_META,
    staleTime: UPLOADS_STALE_MS,
  });
}

// After a statement is imported or deleted: the upload list and every transaction list.
export function invalidateImportedData(queryClient: QueryClient): Promise<void[]> {
  return Promise.all(
    [statementKeys.all, ...IMPORTED_DATA_KEYS].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useDeleteUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: statementsApi.remove,
    // Deleting an upload also removes the transactions only it brought in.
    onSuccess: () => invalidateImportedData(queryClient),
  });
}
