import { useCallback, useEffect, useRef, useState } from 'react';
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiQueries,
  errorMessage,
  invalidateImportedData,
  invalidateUploads,
  statementsApi,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';
import {
  accepted,
  answered,
  followed,
  isConnectionError,
  isSettled,
  MAX_FAILED_CHECKS,
  NOT_POLLED_YET,
  pendingItem,
  POLL_INTERVAL_MS,
  pollOutcome,
  pollsAgain,
  sending,
  uploadFailed,
  type QueueItem,
  type StatusPoll,
} from '../utils/upload-queue';
import { hasWarning, shortWarning } from '../utils/reconciliation';
import { useOnline } from './useOnline';

export type UploadQueue = {
  items: QueueItem[];
  // Every item is completed or failed, or waits on the connection or on Retry checking.
  settled: boolean;
  anyCompleted: boolean;
  start: (files: readonly File[], walletId: string) => Promise<void>;
  // Uploads an item's file again with the statement's password.
  retryWithPassword: (key: string, password: string) => Promise<void>;
  // Checks a statement's status again after the checks gave up.
  recheck: (uploadId: string) => void;
  remove: (key: string) => void;
  clear: () => void;
};

// Deliberately not an API query's key (those are `[{ _id: operation, … }]`, api-client's
// apiQueries): when a statement ends, the upload list and its family are invalidated, and that must
// not refetch (and so count) another statement's status poll.
const statusPollKey = (uploadId: string) => ['upload-queue', 'status', uploadId] as const;

// One accepted statement's status, every 2 s until it ends (spec sections 4 and 9). The query
// starts with NOT_POLLED_YET, so nothing is fetched on mount: the first poll comes one interval
// after the upload call returned, and each next one an interval after the last answer (the
// interval restarts whenever the query updates).
const statusPoll = (uploadId: string) =>
  queryOptions({
    queryKey: statusPollKey(uploadId),
    queryFn: async ({ client, queryKey }): Promise<StatusPoll> => {
      const answer = await statementsApi.status(uploadId);
      return answered(client.getQueryData<StatusPoll>(queryKey) ?? NOT_POLLED_YET, answer);
    },
    initialData: NOT_POLLED_YET,
    refetchInterval: (query) =>
      query.state.data && pollsAgain(query.state.data, query.state.status === 'error')
        ? POLL_INTERVAL_MS
        : false,
    // Like the timers before: the count of 30 polls runs on while the tab is hidden.
    refetchIntervalInBackground: true,
    // Only the interval fetches. While the browser is offline a poll waits, and goes out when the
    // connection is back (networkMode 'online'). A poll that gets no answer is tried again every
    // 2 s (while online and the tab is shown) until MAX_FAILED_CHECKS; one the API refuses is not.
    // Either way the row says so (issue 29, item 9); a failed check never counts as a poll.
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (failures, error) => isConnectionError(error) && failures + 1 < MAX_FAILED_CHECKS,
    retryDelay: POLL_INTERVAL_MS,
    networkMode: 'online',
  });

let nextKey = 0;

// Sends the chosen files one after another and follows each statement until the server is done
// with it (spec section 4): progress 0, 25, 50, then 75 + 2 per poll up to 95, then 100.
export function useUploadQueue(): UploadQueue {
  // Each item as far as its upload call went; its polls add the rest (`items` below).
  const [entries, setEntries] = useState<QueueItem[]>([]);
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const online = useOnline();
  const mounted = useRef(true);
  // Each item's file and wallet, for a retry with a password; dropped with the item.
  const sources = useRef(new Map<string, { file: File; walletId: string }>());
  // Statements whose end has been announced (toast, refreshed lists): once each.
  const announced = useRef(new Set<string>());

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A query per accepted statement. Removing or retrying the item, or leaving the page, drops its
  // query's observer and with it the polling timer.
  const uploadIds = [...new Set(entries.flatMap((entry) => entry.uploadId ?? []))];
  const polls = useQueries({ queries: uploadIds.map((uploadId) => statusPoll(uploadId)) });
  const pollOf = new Map(uploadIds.map((uploadId, index) => [uploadId, polls[index]]));
  const items = entries.map((entry) => {
    const poll = entry.uploadId ? pollOf.get(entry.uploadId) : undefined;
    if (!poll) return entry;
    // Each read before any test: the query re-renders for the properties read (tracked).
    const { data, isError, isFetching, isPaused, failureCount, failureReason } = poll;
    // Checked again (Retry checking): followed as before until that check answers.
    const gaveUp = isError && !isFetching;
    const noAnswer = !online || isPaused || (failureCount > 0 && isConnectionError(failureReason));
    return followed(entry, data, gaveUp, noAnswer);
  });

  // Runs after every render; each statement's end is announced once.
  useEffect(() => {
    polls.forEach((poll, index) => {
      const uploadId = uploadIds[index]!;
      const status = poll.data.answer;
      if (!status || announced.current.has(uploadId)) return;
      if (status.status === 'completed') {
        announced.current.add(uploadId);
        void invalidateImportedData(queryClient);
        toast({
          title: 'Upload Complete',
          description: hasWarning(status.reconciliation)
            ? `Processed ${status.transactionsCount} transactions: ${shortWarning(status.reconciliation)}.`
            : `Successfully processed ${status.transactionsCount} transactions.`,
          variant: hasWarning(status.reconciliation) ? 'default' : 'success',
        });
      } else if (status.status === 'failed') {
        announced.current.add(uploadId);
        void invalidateUploads(queryClient);
        toast({
          title: 'Processing Failed',
          description: pollOutcome(status, poll.data.count).error ?? '',
          variant: 'destructive',
        });
      }
      // Otherwise still processing, or the 30th poll found no end: the item then reads
      // 'Processing timeout', with no toast. Checks that get no answer, or that gave up, are only
      // marked on the item; the upload list, polled on its own, shows the end.
    });
  });

  const update = useCallback((key: string, change: (item: QueueItem) => QueueItem) => {
    if (mounted.current) {
      setEntries((list) => list.map((item) => (item.key === key ? change(item) : item)));
    }
  }, []);

  // The password is passed through to the request only; it is never kept in state.
  const send = useCallback(
    async (key: string, file: File, walletId: string, password?: string) => {
      update(key, sending);
      try {
        const { uploadId } = await statementsApi.upload(file, walletId, password);
        // A fresh follow, from poll 1, even for an id followed before.
        queryClient.removeQueries({ queryKey: statusPollKey(uploadId), exact: true });
        announced.current.delete(uploadId);
        update(key, (current) => accepted(current, uploadId));
      } catch (error) {
        const message = errorMessage(error);
        update(key, (current) => uploadFailed(current, message));
        // The wallet's network is not read yet (its wallets were stale): the page says so.
        if (error instanceof ApiError && error.code === 'STATEMENTS_NOT_SUPPORTED') {
          void queryClient.invalidateQueries(apiQueries('listWallets', 'getStatementSupport'));
        }
        if (mounted.current) {
          toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
        }
      }
    },
    [queryClient, toast, update],
  );

  const start = useCallback(
    async (files: readonly File[], walletId: string) => {
      const added = files.map((file) => pendingItem(`upload-${++nextKey}`, file.name));
      added.forEach((item, index) =>
        sources.current.set(item.key, { file: files[index]!, walletId }),
      );
      setEntries((list) => [...list, ...added]);
      // One at a time: statements can be large and the connection is often mobile data.
      for (const [index, item] of added.entries()) {
        if (!mounted.current) return;
        await send(item.key, files[index]!, walletId);
      }
    },
    [send],
  );

  const retryWithPassword = useCallback(
    async (key: string, password: string) => {
      const source = sources.current.get(key);
      if (!source) return;
      await send(key, source.file, source.walletId, password);
    },
    [send],
  );

  const recheck = useCallback(
    (uploadId: string) =>
      void queryClient.refetchQueries({ queryKey: statusPollKey(uploadId), exact: true }),
    [queryClient],
  );

  const remove = useCallback((key: string) => {
    sources.current.delete(key);
    setEntries((list) => list.filter((item) => item.key !== key));
  }, []);
  const clear = useCallback(() => {
    sources.current.clear();
    setEntries([]);
  }, []);

  return {
    items,
    settled: isSettled(items),
    anyCompleted: items.some((item) => item.status === 'completed'),
    start,
    retryWithPassword,
    recheck,
    remove,
    clear,
  };
}
