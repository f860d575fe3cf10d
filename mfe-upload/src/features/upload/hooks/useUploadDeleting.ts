import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  apiQueries,
  errorMessage,
  useDeleteUpload,
  useRestoreUpload,
  type StatementUpload,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';

// Long enough to reach for Undo, as in Settings > Data.
const UNDO_TOAST_MS = 15_000;

// Brings a deleted statement back, its transactions with it, and says what came back (the API's
// sentence). Also from a toast, after the page that raised it has gone.
export function useUploadRestoring() {
  const restoreUpload = useRestoreUpload();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { mutateAsync } = restoreUpload;
  const restore = useCallback(
    async (id: string) => {
      try {
        const { message } = await mutateAsync(id);
        toast({ title: 'Upload Restored', description: message, variant: 'success' });
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to restore upload.'),
          variant: 'destructive',
        });
        // Already restored, or past its 24 hours: the list stops offering Undo.
        void queryClient.invalidateQueries(apiQueries('listDeletedUploads'));
      }
    },
    [mutateAsync, queryClient, toast],
  );
  return {
    restore,
    // The statement being brought back, while it is.
    restoringId: restoreUpload.isPending ? (restoreUpload.variables ?? null) : null,
  };
}

// The delete flow of a list of uploads: which one the confirmation is open for, and the delete,
// whose toast offers Undo.
export function useUploadDeleting() {
  const deleteUpload = useDeleteUpload();
  const { restore } = useUploadRestoring();
  const { toast } = useToast();
  const [toDelete, setToDelete] = useState<StatementUpload | null>(null);

  const confirm = (upload: StatementUpload) => {
    deleteUpload.mutate(upload.id, {
      onSuccess: () =>
        toast({
          title: 'Upload Deleted',
          description: `${upload.fileName} and its transactions have been deleted.`,
          variant: 'success',
          action: { label: 'Undo', onClick: () => void restore(upload.id) },
          durationMs: UNDO_TOAST_MS,
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to delete upload. Please try again.',
          variant: 'destructive',
        }),
      onSettled: () => setToDelete(null),
    });
  };

  return {
    toDelete,
    ask: setToDelete,
    cancel: () => setToDelete(null),
    confirm,
    deleting: deleteUpload.isPending,
  };
}
