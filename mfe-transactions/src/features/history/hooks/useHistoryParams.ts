import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@sikalens/router';
import { readHistoryParams, withHistoryParams, type HistoryParams } from '../utils/history-params';

type UpdateOptions = { replace?: boolean };

// Filters and page live in the URL: a reload or a shared link shows the same page.
export function useHistoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readHistoryParams(searchParams), [searchParams]);
  // The URL as last written: two changes before the next render (From, then To, typed fast) each
  // build on the one before. The router's own "current" is the last render's, so the second would
  // drop the first.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const update = useCallback(
    (change: Partial<HistoryParams>, { replace = false }: UpdateOptions = {}) => {
      const next = withHistoryParams(latest.current, change);
      latest.current = next;
      setSearchParams(next, { replace });
    },
    [setSearchParams],
  );
  return { params, update };
}
