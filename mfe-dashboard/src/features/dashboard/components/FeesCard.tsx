import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from './BarChart';
import { useFeesAndLevies, type FeesAndLevies, type InsightsScope } from '@sikalens/api-client';
import {
  formatCedi,
  formatDate,
  formatPhone,
  isGhanaPhone,
  readableName,
  transactionTypeLabel,
} from '@sikalens/shared-ui';
import { groupShares, monthLabel, transactionsText } from '../utils/fees';
import { axisCedis } from '../utils/trends';
import { shareText } from '../utils/change';
import { periodText } from '../utils/period-text';
import { QueryCardBody } from '../../../components/QueryCardBody';
import { DashboardCard } from './DashboardCard';

// A costly payment's recipient as the other screens write it: a number as '024 000 0001', a name
// readable ('KOFI BOATENG' → 'Kofi Boateng').
const shownRecipient = (recipient: string) =>
  isGhanaPhone(recipient) ? formatPhone(recipient) : readableName(recipient);

// What MoMo charges cost in the period: fees and E-Levy apart and together, their share of
// spending, by kind of transaction, month by month, and the three costliest transactions.
// Amounts keep their pesewas: rounded to whole cedis, most fees would read ₵0 or ₵1.
export const FeesCard = memo(function FeesCard({ scope }: { scope: InsightsScope }) {
  const fees = useFeesAndLevies(scope);
  const data = fees.data;
  return (
    <DashboardCard title="Fees & E-Levy Breakdown" period={data ? periodText(data.period) : null}>
      <QueryCardBody
        query={fees}
        what="your fees and E-Levy"
        skeleton={{ label: 'Loading fees and E-Levy', rows: 3, rowHeight: 40 }}
      >
        {(data) => <FeesDetails data={data} />}
      </QueryCardBody>
    </DashboardCard>
  );
});

// The monthly chart's series: fees and E-Levy, stacked, each named in the legend (issue 30).
function FeesLegend({ series }: { series: readonly { label: string; color: string }[] }) {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {series.map((item) => (
        <Typography
          component="li"
          variant="caption"
          key={item.label}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: item.color, flexShrink: 0 }}
          />
          {item.label}
        </Typography>
      ))}
    </Box>
  );
}

function FeesDetails({ data }: { data: FeesAndLevies }) {
  const theme = useTheme();
  const id = useId();
  const paid = Number(data.total) > 0;
  const shares = groupShares(data.byType);
  const colors = { fees: theme.palette.warning.main, tax: theme.palette.error.light };
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {formatCedi(data.total)}
        </Typography>
        <Typography color="text.secondary">
          Fees {formatCedi(data.fees)} · E-Levy {formatCedi(data.tax)}
          {data.shareOfSpending !== null
            ? ` · ${shareText(data.shareOfSpending)} of what you spent`
            : ''}
        </Typography>
      </Box>
      {!paid ? (
        <Typography color="text.secondary">No fees or E-Levy in this period.</Typography>
      ) : (
        <>
          <Box component="section" aria-labelledby={`${id}-fees-by-kind`}>
            <Typography id={`${id}-fees-by-kind`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              By kind of transaction
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {data.byType.map((group, index) => (
                <Box component="li" key={group.group} sx={{ display: 'grid', gap: 0.5 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2" sx={{ minWidth: 0 }}>
                      {group.label}{' '}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        · {transactionsText(group.count)}
                      </Box>
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {formatCedi(group.total)}
                    </Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={shares[index] ?? 0}
                    aria-hidden
                    color="warning"
                    sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover' }}
                  />
                </Box>
              ))}
            </Box>
          </Box>
          {data.byMonth.length > 1 ? (
            <Box component="section" aria-labelledby={`${id}-fees-by-month`}>
              <Typography id={`${id}-fees-by-month`} variant="subtitle2" component="h3">
                Month by month
              </Typography>
              <FeesLegend
                series={[
                  { label: 'Fees', color: colors.fees },
                  { label: 'E-Levy', color: colors.tax },
                ]}
              />
              <Box sx={{ mx: -1 }} aria-hidden>
                <BarChart
                  height={160}
                  margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
                  hideLegend
                  xAxis={[
                    {
                      scaleType: 'band',
                      data: data.byMonth.map((month) => month.month),
                      valueFormatter: (month: string) => monthLabel(month),
                    },
                  ]}
                  yAxis={[{ width: 48, valueFormatter: (value: number) => axisCedis(value) }]}
                  series={[
                    {
                      id: 'fees',
                      label: 'Fees',
                      stack: 'cost',
                      color: colors.fees,
                      data: data.byMonth.map((month) => Number(month.fees)),
                      valueFormatter: (value) => formatCedi(value ?? 0),
                    },
                    {
                      id: 'tax',
                      label: 'E-Levy',
                      stack: 'cost',
                      color: colors.tax,
                      data: data.byMonth.map((month) => Number(month.tax)),
                      valueFormatter: (value) => formatCedi(value ?? 0),
                    },
                  ]}
                />
              </Box>
              <Box
                component="ul"
                aria-label="Fees and E-Levy by month"
                sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
              >
                {data.byMonth.map((month) => (
                  <Typography component="li" variant="caption" key={month.month}>
                    {monthLabel(month.month)}: {formatCedi(month.fees)} + {formatCedi(month.tax)}
                  </Typography>
                ))}
              </Box>
            </Box>
          ) : null}
          {data.top.length > 0 ? (
            <Box component="section" aria-labelledby={`${id}-fees-costliest`}>
              <Typography
                id={`${id}-fees-costliest`}
                variant="subtitle2"
                component="h3"
                sx={{ mb: 1 }}
              >
                Costliest transactions
              </Typography>
              <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                {data.top.map((row) => (
                  <Box
                    component="li"
                    key={row.id}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'minmax(0, 1fr) auto',
                      columnGap: 1,
                      p: 1.5,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 2,
                    }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                        {shownRecipient(row.recipient) || transactionTypeLabel(row.type)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {transactionTypeLabel(row.type)} · {formatDate(row.dateTime)} ·{' '}
                        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                          {formatCedi(row.amount)}
                        </Box>
                      </Typography>
                    </Box>
                    <Box sx={{ textAlign: 'right' }}>
                      <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                        Fee {formatCedi(row.fees)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" noWrap>
                        E-Levy {formatCedi(row.tax)}
                      </Typography>
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}
