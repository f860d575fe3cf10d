import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RecipientMonth } from '@sikalens/api-client';
import { formatCedi, visuallyHidden } from '@sikalens/shared-ui';
import { paymentsText } from '../utils/recipient-display';
import { timelineBars, timelineSummary } from '../utils/timeline';

const CHART_HEIGHT = 160;
// Up to this many months each bar carries its label; past it only the two ends do (360 px).
const LABELLED_BARS = 6;

// Spending month by month as bars; the same figures in a table for screen readers.
export function SpendingTimeline({ timeline }: { timeline: RecipientMonth[] }) {
  const bars = timelineBars(timeline);
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last) return null;
  const highest = bars.find((bar) => bar.share === 1)?.spent ?? '0';
  const labelled = bars.length <= LABELLED_BARS;

  return (
    <Box component="section" aria-labelledby="spending-timeline-title">
      <Typography id="spending-timeline-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Spending Timeline
      </Typography>
      <Box
        sx={{
          position: 'relative',
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          display: 'grid',
          gap: 1,
        }}
      >
        <Typography variant="caption" color="text.secondary" aria-hidden>
          {formatCedi(highest, 0)}
        </Typography>
        <Box
          role="img"
          aria-label={timelineSummary(bars)}
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            gap: bars.length > 24 ? '2px' : 0.5,
            height: CHART_HEIGHT,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {bars.map((bar) => (
            <Tooltip
              key={bar.month}
              title={`${bar.label}: ${formatCedi(bar.spent, 0)} · ${paymentsText(bar.count)}`}
              describeChild
            >
              <Box
                data-month={bar.month}
                sx={{
                  flex: '1 1 0',
                  minWidth: 0,
                  maxWidth: 56,
                  // A month with payments always shows, however small next to the highest.
                  height: `${bar.count > 0 ? Math.max(bar.share * 100, 2) : 0}%`,
                  bgcolor: 'primary.main',
                  borderRadius: '4px 4px 0 0',
                }}
              />
            </Tooltip>
          ))}
        </Box>
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            justifyContent: labelled ? 'flex-start' : 'space-between',
            gap: labelled ? 0.5 : 1,
          }}
        >
          {labelled
            ? bars.map((bar) => (
                <Typography
                  key={bar.month}
                  variant="caption"
                  color="text.secondary"
                  noWrap
                  sx={{ flex: '1 1 0', minWidth: 0, maxWidth: 56, textAlign: 'center' }}
                >
                  {bar.shortLabel}
                </Typography>
              ))
            : [first, last].map((bar) => (
                <Typography key={bar.month} variant="caption" color="text.secondary" noWrap>
                  {bar.label}
                </Typography>
              ))}
        </Box>
        <Box component="table" sx={visuallyHidden}>
          <caption>Spending by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Spent</th>
              <th scope="col">Payments</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.month}>
                <th scope="row">{bar.label}</th>
                <td>{formatCedi(bar.spent, 0)}</td>
                <td>{bar.count}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
