import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@sikalens/router';
import { readHistoryParams, withHistoryParams, type HistoryParams } from '../utils/history-params';

type UpdateOptions = { replace?: boolean };

// Filters and page live in the URL: a reload or a shared link shows the same page.
export function useHistoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readHistoryParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<HistoryParams>, { replace = false }: UpdateOptions = {}) =>
      setSearchParams((current) => withHistoryParams(current, change), { replace }),
    [setSearchParams],
  );
  return { params, update };
}
