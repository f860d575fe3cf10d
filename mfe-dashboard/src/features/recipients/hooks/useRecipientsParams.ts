import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@sikalens/router';
import {
  readRecipientsParams,
  withRecipientsParams,
  type RecipientsParams,
} from '../utils/recipients-params';

type UpdateOptions = { replace?: boolean };

// The search and page live in the URL: a reload or a shared link shows the same page.
export function useRecipientsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readRecipientsParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<RecipientsParams>, { replace = false }: UpdateOptions = {}) =>
      setSearchParams((current) => withRecipientsParams(current, change), { replace }),
    [setSearchParams],
  );
  return { params, update };
}
