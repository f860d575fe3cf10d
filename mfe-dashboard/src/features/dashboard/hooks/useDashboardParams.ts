import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@sikalens/router';
import {
  readDashboardParams,
  withDashboardParams,
  type DashboardParams,
} from '../utils/dashboard-params';

export function useDashboardParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readDashboardParams(searchParams), [searchParams]);
  // Choices replace the history entry: the back button leaves the dashboard, as users expect.
  const update = useCallback(
    (change: Partial<DashboardParams>) =>
      setSearchParams((current) => withDashboardParams(current, change), { replace: true }),
    [setSearchParams],
  );
  return { params, update };
}
