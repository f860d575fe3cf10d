import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  errorMessage,
  invalidateImportedData,
  statementKeys,
  statementsApi,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';
import {
  accepted,
  isSettled,
  pendingItem,
  POLL_INTERVAL_MS,
  pollOutcome,
  sending,
  stalled,
  uploadFailed,
  type QueueItem,
} from '../utils/upload-queue';
import { hasWarning, shortWarning } from '../utils/reconciliation';

export type UploadQueue = {
  items: QueueItem[];
  // Every item is completed or failed, or can no longer be followed.
  settled: boolean;
  anyCompleted: boolean;
  start: (files: readonly File[], walletId: string) => Promise<void>;
  // Uploads an item's file again with the statement's password.
  retryWithPassword: (key: string, password: string) => Promise<void>;
  remove: (key: string) => void;
  clear: () => void;
};

let nextKey = 0;

// Sends the chosen files one after another and follows each statement until the server is done
// with it (spec section 4): progress 0, 25, 50, then 75 + 2 per poll up to 95, then 100.
export function useUploadQueue(): UploadQueue {
  const [items, setItems] = useState<QueueItem[]>([]);
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);
  // Each item's file and wallet, for a retry with a password; dropped with the item.
  const sources = useRef(new Map<string, { file: File; walletId: string }>());

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const update = useCallback((key: string, change: (item: QueueItem) => QueueItem) => {
    if (mounted.current) {
      setItems((list) => list.map((item) => (item.key === key ? change(item) : item)));
    }
  }, []);

  // Polls one statement's status every 2 s, the first time 2 s after the upload call returned.
  const follow = useCallback(
    (key: string, uploadId: string) => {
      const poll = async (pollCount: number) => {
        let status;
        try {
          status = await statementsApi.status(uploadId);
        } catch {
          // Spec: a failed status check ('Failed to check status') is only logged and polling
          // stops; the upload list, polled on its own, still shows how the statement ended.
          update(key, stalled);
          return;
        }
        if (!mounted.current) return;
        const outcome = pollOutcome(status, pollCount);
        update(key, (item) => ({ ...item, ...outcome }));
        if (outcome.status === 'completed') {
          void invalidateImportedData(queryClient);
          toast({
            title: 'Upload Complete',
            description: hasWarning(status.reconciliation)
              ? `Processed ${status.transactionsCount} transactions: ${shortWarning(status.reconciliation)}.`
              : `Successfully processed ${status.transactionsCount} transactions.`,
            variant: hasWarning(status.reconciliation) ? 'default' : 'success',
          });
        } else if (status.status === 'failed') {
          void queryClient.invalidateQueries({ queryKey: statementKeys.all });
          toast({
            title: 'Processing Failed',
            description: outcome.error ?? '',
            variant: 'destructive',
          });
        } else if (outcome.status === 'processing') {
          schedule(pollCount + 1);
        }
        // Otherwise the 30th poll found no end: the item now reads 'Processing timeout'.
      };
      const schedule = (pollCount: number) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          void poll(pollCount);
        }, POLL_INTERVAL_MS);
        timers.current.add(timer);
      };
      schedule(1);
    },
    [queryClient, toast, update],
  );

  // The password is passed through to the request only; it is never kept in state.
  const send = useCallback(
    async (key: string, file: File, walletId: string, password?: string) => {
      update(key, sending);
      try {
        const { uploadId } = await statementsApi.upload(file, walletId, password);
        update(key, (current) => accepted(current, uploadId));
        if (mounted.current) follow(key, uploadId);
      } catch (error) {
        const message = errorMessage(error);
        update(key, (current) => uploadFailed(current, message));
        if (mounted.current) {
          toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
        }
      }
    },
    [follow, toast, update],
  );

  const start = useCallback(
    async (files: readonly File[], walletId: string) => {
      const added = files.map((file) => pendingItem(`upload-${++nextKey}`, file.name));
      added.forEach((item, index) =>
        sources.current.set(item.key, { file: files[index]!, walletId }),
      );
      setItems((list) => [...list, ...added]);
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

  const remove = useCallback((key: string) => {
    sources.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);
  const clear = useCallback(() => {
    sources.current.clear();
    setItems([]);
  }, []);

  return {
    items,
    settled: isSettled(items),
    anyCompleted: items.some((item) => item.status === 'completed'),
    start,
    retryWithPassword,
    remove,
    clear,
  };
}
