import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CategoryType } from '@sikalens/api-client';
import { budgetUsage } from '../utils/budget';

type BudgetProgressProps = {
  name: string;
  type: CategoryType;
  monthTotal: string;
  monthlyBudget: string;
};

const COLOR = { ok: 'primary', near: 'warning', over: 'error' } as const;

// This month's spend (or income) against the category's monthly budget.
export function BudgetProgress({ name, type, monthTotal, monthlyBudget }: BudgetProgressProps) {
  const usage = budgetUsage(monthTotal, monthlyBudget);
  const verb = type === 'income' ? 'received' : 'spent';
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <LinearProgress
        variant="determinate"
        value={usage.percent}
        color={COLOR[usage.level]}
        aria-label={`${name}: ${usage.label} ${verb} this month`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary">
          {usage.label} {verb} this month
        </Typography>
        {usage.level === 'ok' ? null : (
          <Typography
            variant="caption"
            sx={{ fontWeight: 600, color: usage.level === 'over' ? 'error.main' : 'warning.main' }}
          >
            {usage.level === 'over' ? 'Over budget' : `${usage.percent}% used`}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
