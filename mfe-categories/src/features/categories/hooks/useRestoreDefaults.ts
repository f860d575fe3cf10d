import { useCallback } from 'react';
import { errorMessage, useRestoreDefaultCategories } from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';
import { restoredText } from '../utils/category-text';

// Adds back any default category that is missing (the API keeps the ones that are there).
export function useRestoreDefaults(): { restore: () => void; restoring: boolean } {
  const { toast } = useToast();
  const { mutate, isPending } = useRestoreDefaultCategories();
  const restore = useCallback(
    () =>
      mutate(undefined, {
        onSuccess: (createdCount) =>
          toast({
            title: 'Default categories created successfully',
            description: restoredText(createdCount),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Failed to create default categories',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      }),
    [mutate, toast],
  );
  return { restore, restoring: isPending };
}
