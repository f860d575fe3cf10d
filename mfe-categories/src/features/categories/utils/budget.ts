import { formatCedi } from '@sikalens/shared-ui';

type BudgetLevel = 'ok' | 'near' | 'over';

// From 80% of the budget on, the bar turns to a warning.
const BUDGET_NEAR_RATIO = 0.8;

export type BudgetUsage = {
  // 0 to 100, for the bar.
  percent: number;
  level: BudgetLevel;
  label: string;
};

export function budgetUsage(monthTotal: string, monthlyBudget: string): BudgetUsage {
  const spent = Math.abs(Number(monthTotal)) || 0;
  const budget = Number(monthlyBudget);
  const ratio = budget > 0 ? spent / budget : 0;
  const level: BudgetLevel = ratio > 1 ? 'over' : ratio >= BUDGET_NEAR_RATIO ? 'near' : 'ok';
  return {
    percent: Math.min(100, Math.round(ratio * 100)),
    level,
    label: `${formatCedi(spent)} of ${formatCedi(monthlyBudget)}`,
  };
}
