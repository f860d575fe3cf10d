import { memo } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCategoryBreakdown, type CategorySpend, type InsightsScope } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';
import { CategoryProgressRow } from './CategoryProgressRow';
import { changeText, changeTone, shareText } from '../utils/change';
import { comparedText, periodText } from '../utils/period-text';
import { QueryCardBody } from '../../../components/QueryCardBody';
import { DashboardCard } from './DashboardCard';

// Spec section 9: the top 6 categories.
const TOP_CATEGORIES = 6;

const TONE_COLOR = {
  up: 'error',
  down: 'success',
  flat: 'default',
  new: 'info',
} as const;

// Where the period's spending went: the six largest categories, each with its share of all
// spending and its change on what the period is compared with (both computed by the API; no
// change when there is no fair comparison). Spending without a category is one row of its own,
// "Uncategorized", leading to the categorize screen (issue 30).
export const CategoryBreakdownCard = memo(function CategoryBreakdownCard({
  scope,
}: {
  scope: InsightsScope;
}) {
  const breakdown = useCategoryBreakdown(scope);
  const data = breakdown.data;

  return (
    <DashboardCard
      title="Category Breakdown"
      period={data ? periodText(data.period) : null}
      subtitle={
        data
          ? `${formatCedi(data.spent, 0)} spent${
              comparedText(data.period) ? ` · changes vs ${comparedText(data.period)}` : ''
            }`
          : ' '
      }
      action={
        <Button component={RouterLink} to="/categories" size="small">
          Categories
        </Button>
      }
    >
      <QueryCardBody
        query={breakdown}
        what="your spending by category"
        skeleton={{ label: 'Loading spending by category', rows: 4, rowHeight: 44 }}
      >
        {(shown) => {
          const top = shown.categories.slice(0, TOP_CATEGORIES);
          const compared = comparedText(shown.period);
          return top.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              No spending in this period.
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Top categories"
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}
            >
              {top.map((category) => (
                <CategoryRow
                  key={category.id ?? 'uncategorized'}
                  category={category}
                  compared={compared}
                />
              ))}
            </Box>
          );
        }}
      </QueryCardBody>
    </DashboardCard>
  );
});

const paymentsText = (count: number) => `${count} ${count === 1 ? 'payment' : 'payments'}`;

// `compared`: what the change is on ("1–6 Aug"); null: no change is shown.
function CategoryRow({ category, compared }: { category: CategorySpend; compared: string | null }) {
  const tone = changeTone(category.change);
  const uncategorized = category.id === null;
  return (
    <CategoryProgressRow
      color={category.color}
      icon={category.icon}
      name={
        uncategorized ? (
          <Link
            component={RouterLink}
            to="/categorize-transactions"
            color="inherit"
            aria-label={`${category.name}: categorize ${paymentsText(category.count)}`}
          >
            {category.name}
          </Link>
        ) : (
          category.name
        )
      }
      caption={
        uncategorized
          ? `${paymentsText(category.count)} · ${shareText(category.share)} of spending`
          : `${shareText(category.share)} of spending`
      }
      figures={
        <>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatCedi(category.spent, 0)}
          </Typography>
          {compared ? (
            <Chip
              size="small"
              variant="outlined"
              color={TONE_COLOR[tone]}
              label={changeText(category.change)}
              title={`${compared}: ${formatCedi(category.previousSpent, 0)}`}
              aria-label={
                tone === 'new'
                  ? `Nothing spent in ${compared}`
                  : `${changeText(category.change)} on ${compared}`
              }
              sx={{ height: 20, fontSize: 12 }}
            />
          ) : null}
        </>
      }
      bar={
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Number(category.share))}
          aria-hidden
          sx={{
            height: 6,
            borderRadius: 3,
            bgcolor: 'action.hover',
            '& .MuiLinearProgress-bar': { bgcolor: category.color, borderRadius: 3 },
          }}
        />
      }
    />
  );
}
