import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useSignedIn } from '../auth/session';
import { apiQueries, keyOf, send, useApiQuery, type QueryOperation } from '../core/api-query';
import type { UnfinishedMeta } from '../core/query-client';
import {
  deleteUploadMutation,
  getUploadDeletionOptions,
  listDeletedUploadsOptions,
  listUploadsOptions,
  restoreUploadMutation,
} from '../generated/@tanstack/react-query.gen';
import { statementsApi, type UploadsPage } from './statements-api';
import { INSIGHTS } from '../insights/hooks';
import { TRANSACTION_LISTS } from '../transactions/hooks';
import type { StatementUpload } from './statements-api';

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
  return useApiQuery(listUploadsOptions(), {
    refetchInterval: UPLOADS_POLL_MS,
    meta: UPLOADS_META,
    staleTime: UPLOADS_STALE_MS,
  });
}

// Queries that show imported transactions: refreshed when a statement finishes or is deleted
// (categories carry transaction counts and this month's totals; the dashboard's figures; the free
// plan's usage: statements this month, transactions kept but not shown).
export const IMPORTED_DATA: readonly QueryOperation[] = [
  ...TRANSACTION_LISTS,
  'listCategories',
  ...INSIGHTS,
  'getSubscription',
];

// After a statement is imported or deleted: the upload list and every query of imported data.
export function invalidateImportedData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(apiQueries('listUploads', ...IMPORTED_DATA));
}

// After a statement failed: the upload list, where it shows.
export function invalidateUploads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(apiQueries('listUploads'));
}

export function useDeleteUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: string) => send(deleteUploadMutation(), { path: { id: uploadId } }),
    // Deleting an upload also removes the transactions only it brought in; it can be undone.
    onSuccess: () =>
      Promise.all([
        invalidateImportedData(queryClient),
        queryClient.invalidateQueries(apiQueries('listDeletedUploads')),
      ]),
  });
}

export const UPLOADS_PAGE = 50;

// Every upload (the Uploads page, issue 29), of one wallet or all, a page at a time with the total.
// Polled like the upload screen's list while one of them is still being read.
export function useUploadPages(walletId: string | null) {
  const signedIn = useSignedIn();
  const query = walletId ? { walletId, limit: UPLOADS_PAGE } : { limit: UPLOADS_PAGE };
  return useInfiniteQuery({
    queryKey: [{ ...keyOf(listUploadsOptions({ query }))[0], _infinite: true }] as const,
    queryFn: ({ pageParam, signal }) =>
      statementsApi.page({ ...query, ...(pageParam ? { after: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: UploadsPage) =>
      last.items.length < UPLOADS_PAGE ? null : (last.items.at(-1)?.id ?? null),
    enabled: signedIn,
    refetchInterval: (q) =>
      (q.state.data as InfiniteData<UploadsPage> | undefined)?.pages.some((page) =>
        page.items.some(unsettled),
      )
        ? UPLOADS_POLL_MS
        : false,
  });
}

// What deleting a statement takes (its own transactions) and keeps (those another has too).
export function useUploadDeletion(id: string | null) {
  return useApiQuery(getUploadDeletionOptions({ path: { id: id ?? '' } }), {
    enabled: id !== null,
    staleTime: 0,
  });
}

// Statements deleted within the last 24 hours, which Undo brings back.
export function useDeletedUploads() {
  return useApiQuery(listDeletedUploadsOptions());
}

export function useRestoreUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(restoreUploadMutation(), { path: { id } }),
    onSuccess: () =>
      Promise.all([
        invalidateImportedData(queryClient),
        queryClient.invalidateQueries(apiQueries('listDeletedUploads')),
      ]),
  });
}
