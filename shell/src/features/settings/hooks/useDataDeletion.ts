import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  isProcessQuery,
  accountApi,
  apiQueries,
  errorMessage,
  sessionKeys,
  type DeletedCounts,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-GH')} ${word}${count === 1 ? '' : 's'}`;

export function deletedSummary(counts: DeletedCounts): string {
  const parts = [plural(counts.transactions, 'transaction'), plural(counts.uploads, 'statement')];
  return parts.join(' and ');
}

// Delete and Undo, with the spec's toasts. Both reset every cached query (the data behind every
// screen changed) and work from the toast even after the user has left Settings.
// Everything shown from the data is asked for again, except the session (the user is the same,
// and resetting it would put the whole app behind the sign-in check until `me` answers again) and
// the processes running (a payment being verified), which hold no data from the account.
const allButTheSession = (query: {
  queryKey: readonly unknown[];
  meta?: Record<string, unknown>;
}) => query.queryKey[0] !== sessionKeys.all[0] && !isProcessQuery(query);

export function useDataDeletion() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState(false);
  const [restoring, setRestoring] = useState(false);

  const restore = async () => {
    setRestoring(true);
    try {
      const result = await accountApi.restoreData();
      await queryClient.resetQueries({ predicate: allButTheSession });
      toast({ title: 'Data Restored', description: result.message, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to restore data'),
        variant: 'destructive',
      });
      // Already restored or past the window: the Data tab stops offering Undo.
      await queryClient.invalidateQueries(apiQueries('getDeletedData'));
    } finally {
      setRestoring(false);
    }
  };

  const remove = async (): Promise<boolean> => {
    setDeleting(true);
    try {
      const result = await accountApi.deleteData();
      await queryClient.resetQueries({ predicate: allButTheSession });
      // The server's sentence says what went and until when it can come back.
      toast({
        title: 'Data Deleted',
        description: result.message,
        ...(result.restorableUntil
          ? { action: { label: 'Undo', onClick: () => void restore() }, durationMs: 15_000 }
          : {}),
      });
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to delete transaction data'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setDeleting(false);
    }
  };

  return { remove, restore, deleting, restoring };
}
