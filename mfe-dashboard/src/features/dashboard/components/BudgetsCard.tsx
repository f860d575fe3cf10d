import { memo } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useBudgets, type Budget, type InsightsScope } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';
import { isOverspent } from '../utils/alerts';
import { CategoryProgressRow } from './CategoryProgressRow';
import { QueryCardBody } from '../../../components/QueryCardBody';
import { DashboardCard } from './DashboardCard';

// The month whose budgets are shown (the dashboard asks for the same query for its alerts, so
// this is one request).
type BudgetsCardProps = { scope: InsightsScope };

const LEVEL = {
  ok: { color: 'success', chip: null },
  near: { color: 'warning', chip: 'Nearly spent' },
  over: { color: 'error', chip: 'Over budget' },
} as const;
const LEVEL_REACHED = { color: 'warning', chip: 'Budget used up' } as const;

// Each budgeted category against the month's spending: progress, and what is left or over.
export const BudgetsCard = memo(function BudgetsCard({ scope }: BudgetsCardProps) {
  const budgets = useBudgets(scope);
  const data = budgets.data;
  return (
    <DashboardCard
      title="Budgets"
      period={data?.period.label ?? null}
      action={
        <Button component={RouterLink} to="/categories?smart=1" size="small">
          Set Smart Budgets
        </Button>
      }
    >
      <QueryCardBody
        query={budgets}
        what="your budgets"
        skeleton={{ label: 'Loading budgets', rows: 2, rowHeight: 48 }}
      >
        {(data) =>
          data.budgets.length === 0 ? (
            <Typography color="text.secondary">
              No budgets yet. Give a category a monthly budget to see how much is left.
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Budgets"
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}
            >
              {data.budgets.map((budget) => (
                <BudgetRow key={budget.id} budget={budget} />
              ))}
            </Box>
          )
        }
      </QueryCardBody>
    </DashboardCard>
  );
});

function BudgetRow({ budget }: { budget: Budget }) {
  const over = isOverspent(budget);
  // At exactly 100% nothing is left, but nothing is over either.
  const level = budget.level === 'over' && !over ? LEVEL_REACHED : LEVEL[budget.level];
  return (
    <CategoryProgressRow
      color={budget.color}
      icon={budget.icon}
      name={budget.name}
      caption={`${formatCedi(budget.spent, 0)} of ${formatCedi(budget.budget, 0)}`}
      figures={
        <>
          <Typography
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
            color={over ? 'error' : undefined}
          >
            {over
              ? `${formatCedi(budget.left.slice(1), 0)} over`
              : `${formatCedi(budget.left, 0)} left`}
          </Typography>
          {level.chip ? (
            <Chip
              size="small"
              color={level.color}
              label={level.chip}
              sx={{ height: 20, fontSize: 12 }}
            />
          ) : null}
        </>
      }
      bar={
        <LinearProgress
          variant="determinate"
          color={level.color}
          value={Math.min(100, budget.percent)}
          aria-label={`${budget.name}: ${budget.percent}% of the budget spent`}
          sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover' }}
        />
      }
    />
  );
}
