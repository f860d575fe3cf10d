import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@sikalens/router';
import { readFlagsParams, withFlagsParams, type FlagsParams } from '../utils/flags-params';

// The filter, the sort and the reviewed switch live in the URL (a reload keeps them); each change
// is a history entry, so Back undoes it.
export function useFlagsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readFlagsParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<FlagsParams>) =>
      setSearchParams((current) => withFlagsParams(current, change)),
    [setSearchParams],
  );
  return { params, update };
}
