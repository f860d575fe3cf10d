import { shareText } from './change';
import { dayBefore } from './period-text';
import type { Budget, InsightsSummary } from '@sikalens/api-client';

// Spec section 9, dashboard thresholds.
const ALERT_ABOVE = 300;
const BIG_SPEND_ABOVE = 500;
const UNCATEGORISED_ALERT_OVER = 20;
const UNCATEGORISED_INSIGHT_OVER = 10;

export type SpendingAlert = {
  id: string;
  severity: 'warning' | 'error' | 'info';
  text: string;
  link?: { to: string; label: string };
};

// Past the budget, rather than exactly at it (both are the API's 'over' level, from 100%).
export const isOverspent = (budget: Budget) => budget.left.trim().startsWith('-');

// "in April 2026", or "in all" for all time.
const within = (period: InsightsSummary['period']) =>
  period.key === 'all' ? 'in all' : `in ${period.label}`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The history filtered to exactly the payments the ₵300 alert counts (issue 30): money out of more
 * than ₵300 (summary.spendsAbove300, own-wallet transfers included as the history lists them), on
 * the period's days, in the wallet shown.
 */
export function largePaymentsLink(
  period: InsightsSummary['period'],
  walletId: string | null = null,
): string {
  const query = new URLSearchParams({ type: 'outgoing', over: String(ALERT_ABOVE) });
  if (period.from !== null) query.set('from', period.from);
  if (period.to !== null) query.set('to', dayBefore(period.to));
  if (walletId) query.set('walletId', walletId);
  return `/transactions?${query.toString()}`;
}

// The alerts worth a look, most pressing first: budgets passed (100%) or nearly (80%), payments
// over ₵300 in the period (in the wallet shown, `walletId`), and more than 20 transactions
// waiting for a category.
export function spendingAlerts(
  summary: InsightsSummary | undefined,
  uncategorised: number | undefined,
  budgets: readonly Budget[],
  walletId: string | null = null,
): SpendingAlert[] {
  const alerts: SpendingAlert[] = [];
  for (const budget of budgets) {
    if (budget.level === 'over') {
      alerts.push({
        id: `budget-${budget.id}`,
        severity: 'error',
        text: isOverspent(budget)
          ? `${budget.name} is over its budget: ${budget.percent}% spent.`
          : `${budget.name} has used all of its budget.`,
        link: { to: '/categories', label: 'Budgets' },
      });
    } else if (budget.level === 'near') {
      alerts.push({
        id: `budget-${budget.id}`,
        severity: 'warning',
        text: `${budget.name} has used ${budget.percent}% of its budget.`,
        link: { to: '/categories', label: 'Budgets' },
      });
    }
  }
  if (summary && summary.spendsAbove300 > 0) {
    alerts.push({
      id: 'large-spends',
      severity: 'warning',
      text: `${plural(summary.spendsAbove300, 'payment', 'payments')} over ₵${ALERT_ABOVE} ${within(summary.period)}.`,
      link: { to: largePaymentsLink(summary.period, walletId), label: 'Review' },
    });
  }
  if (uncategorised !== undefined && uncategorised > UNCATEGORISED_ALERT_OVER) {
    alerts.push({
      id: 'uncategorised',
      severity: 'info',
      text: `${plural(uncategorised, 'transaction needs', 'transactions need')} a category.`,
      link: { to: '/categorize-transactions', label: 'Categorize' },
    });
  }
  return alerts;
}

export type Insight = { id: string; text: string };

// The AI insights card's observations, from the user's own figures only.
export function insightsFor(
  summary: InsightsSummary | undefined,
  uncategorised: number | undefined,
  topCategory: { name: string; share: string } | undefined,
): Insight[] {
  const insights: Insight[] = [];
  if (summary && summary.spendsAbove500 > 0) {
    insights.push({
      id: 'big',
      text: `${plural(summary.spendsAbove500, 'big payment', 'big payments')} over ₵${BIG_SPEND_ABOVE} ${within(summary.period)}. Worth a second look.`,
    });
  }
  if (uncategorised !== undefined && uncategorised > UNCATEGORISED_INSIGHT_OVER) {
    insights.push({
      id: 'uncategorised',
      text: `${plural(uncategorised, 'transaction has', 'transactions have')} no category yet: sorting them sharpens every figure here.`,
    });
  }
  if (topCategory) {
    insights.push({
      id: 'top-category',
      text: `${topCategory.name} took ${shareText(topCategory.share)} of your spending.`,
    });
  }
  return insights;
}
