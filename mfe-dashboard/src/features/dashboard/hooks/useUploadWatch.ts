import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateImportedData, useUploads } from '@sikalens/api-client';
import { compareUploads, isCategorising, type UploadStates } from '../utils/upload-watch';

// Spec: uploads are polled every 5 s (useUploads); when one completes, the transactions, the
// uncategorised list and the dashboard's figures are fetched again.
export function useUploadWatch(): { categorising: boolean } {
  const uploads = useUploads();
  const queryClient = useQueryClient();
  const states = useRef<UploadStates | null>(null);
  const list = uploads.data;

  useEffect(() => {
    if (!list) return;
    const { states: next, completed } = compareUploads(states.current, list);
    states.current = next;
    if (completed) void invalidateImportedData(queryClient);
  }, [list, queryClient]);

  return { categorising: list ? isCategorising(list) : false };
}
