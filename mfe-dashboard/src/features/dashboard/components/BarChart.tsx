import Skeleton from '@mui/material/Skeleton';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import { lazyPart } from '@sikalens/shared-ui';

// The charts library is most of the dashboard's code: the page paints its figures without it and
// the charts take their place when it is in (DashboardPage starts fetching it as it mounts).
export const BarChart = lazyPart<BarChartProps>(
  async () => (await import('@mui/x-charts/BarChart')).BarChart,
  ({ height }) => <Skeleton variant="rounded" height={height} aria-hidden />,
  'Could not load the chart. Check your connection and try again.',
);
