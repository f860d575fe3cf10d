import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from './BarChart';
import {
  errorMessage,
  useSpendingTrends,
  type InsightsScope,
  type TrendGranularity,
} from '@sikalens/api-client';
import { formatCedi, LoadError, visuallyHidden } from '@sikalens/shared-ui';
import { GRANULARITIES } from '../utils/dashboard-params';
import {
  axisCedis,
  bucketLabel,
  bucketName,
  chartValues,
  labelStep,
  labelWidth,
  toggleBar,
} from '../utils/trends';
import { periodText } from '../utils/period-text';
import { DashboardCard } from './DashboardCard';

const CHART_HEIGHT = 240;
// The chart's margins and y axis, left of and right of the bars (BarChart below).
const MARGIN = { left: 4, right: 8, top: 8, bottom: 4 };
const Y_AXIS_WIDTH = 56;

// The width of an element, followed as the layout changes; null until measured (and on the
// server, where nothing is laid out).
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(element.getBoundingClientRect().width || null);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

type SpendingTrendsCardProps = {
  scope: InsightsScope;
  granularity: TrendGranularity;
  onGranularityChange: (granularity: TrendGranularity) => void;
};

// Spending per day, week (from Sunday) or month of the period (by default the size that fits it,
// trendFor). Every bar is labelled when the labels fit, else every second, third… evenly.
// Tapping a bar shows its amount; tapping it again clears it; a new period, wallet or bucket size
// clears it too (spec).
export const SpendingTrendsCard = memo(function SpendingTrendsCard({
  scope,
  granularity,
  onGranularityChange,
}: SpendingTrendsCardProps) {
  const theme = useTheme();
  const trends = useSpendingTrends(scope, granularity);
  const selectionKey = `${scope.month ?? scope.period ?? ''}|${scope.walletId ?? ''}|${granularity}`;
  const { ref: chartBox, width: boxWidth } = useWidth<HTMLDivElement>();
  const [selection, setSelection] = useState<{ key: string; start: string } | null>(null);
  // A new period, wallet or bucket size clears the selection for good (not only while away).
  if (selection && selection.key !== selectionKey) setSelection(null);
  const selected = selection?.key === selectionKey ? selection.start : null;

  // The chart draws from a deferred copy of the answer, in interruptible slices (QueryCardBody).
  const shown = useDeferredValue(trends.data);
  const pending = shown !== trends.data;
  const buckets = shown?.granularity === granularity ? shown.buckets : [];
  const chosen = buckets.find((bucket) => bucket.start === selected) ?? null;
  // Labels every bar when they fit between the y axis and the right margin; 'auto' (no overlap)
  // until the width is known. The chart reaches 8 px past the card's padding on each side.
  const labels = buckets.map((bucket) => bucketLabel(bucket.start, granularity));
  const plotWidth =
    boxWidth === null ? null : boxWidth + 16 - MARGIN.left - MARGIN.right - Y_AXIS_WIDTH;
  const step =
    plotWidth === null
      ? null
      : labelStep(buckets.length, plotWidth, Math.max(0, ...labels.map(labelWidth)));
  const select = (start: string) => {
    const next = toggleBar(selected, start);
    setSelection(next === null ? null : { key: selectionKey, start: next });
  };

  return (
    <DashboardCard
      title="Spending Trends"
      period={trends.data ? periodText(trends.data.period) : null}
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={granularity}
          aria-label="Group spending by"
          onChange={(_, value: TrendGranularity | null) => value && onGranularityChange(value)}
        >
          {GRANULARITIES.map((option) => (
            <ToggleButton key={option.value} value={option.value} sx={{ px: 1.5 }}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      <Typography aria-live="polite" sx={{ minHeight: 24 }}>
        {chosen ? (
          <>
            <strong>{bucketName(chosen.start, granularity)}</strong>: {formatCedi(chosen.spent, 0)}{' '}
            spent
          </>
        ) : buckets.length > 0 ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Tap a bar to see its amount.
          </Box>
        ) : null}
      </Typography>
      <Box ref={chartBox} sx={{ minWidth: 0 }}>
        {trends.isError && !trends.data ? (
          <LoadError onRetry={() => void trends.refetch()}>
            Could not load your spending trends. {errorMessage(trends.error)}
          </LoadError>
        ) : shown === undefined ||
          ((trends.isPlaceholderData || pending) && buckets.length === 0) ? (
          <Skeleton
            variant="rounded"
            height={CHART_HEIGHT}
            role="progressbar"
            aria-label="Loading spending trends"
          />
        ) : buckets.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            No spending in this period.
          </Typography>
        ) : (
          <Box sx={{ position: 'relative', mx: -1 }}>
            <BarChart
              height={CHART_HEIGHT}
              hideLegend
              grid={{ horizontal: true }}
              margin={MARGIN}
              xAxis={[
                {
                  id: 'buckets',
                  scaleType: 'band',
                  data: buckets.map((bucket) => bucket.start),
                  valueFormatter: (start: string) => bucketLabel(start, granularity),
                  tickLabelInterval:
                    step === null ? 'auto' : (_value: string, index: number) => index % step === 0,
                  tickLabelMinGap: 2,
                },
              ]}
              yAxis={[{ width: Y_AXIS_WIDTH, valueFormatter: (value: number) => axisCedis(value) }]}
              series={[
                {
                  id: 'spent',
                  label: 'Spent',
                  data: chartValues(buckets),
                  valueFormatter: (_value, { dataIndex }) =>
                    formatCedi(buckets[dataIndex]?.spent ?? '0', 0),
                  colorGetter: ({ dataIndex }) =>
                    selected === null || buckets[dataIndex]?.start === selected
                      ? theme.palette.primary.main
                      : theme.palette.action.disabled,
                },
              ]}
              onItemClick={(_event, item) => {
                const bucket = buckets[item.dataIndex];
                if (bucket) select(bucket.start);
              }}
            />
            <Box component="table" sx={visuallyHidden}>
              <caption>Spending by {granularity}</caption>
              <tbody>
                {buckets.map((bucket) => (
                  <tr key={bucket.start}>
                    <th scope="row">{bucketName(bucket.start, granularity)}</th>
                    <td>{formatCedi(bucket.spent, 0)}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        )}
      </Box>
    </DashboardCard>
  );
});
