import { formatCedi } from '@sikalens/shared-ui';

// Which months the suggestions come from, in words: the API looks at the last three full months
// the statements cover, or fewer when there are fewer.
function monthsText(count: number): string {
  if (count === 1) return 'the last full month';
  if (count === 3) return 'the last three full months';
  return `the last ${count} full months`;
}

export function smartBudgetsIntro(label: string | null, months: readonly string[]): string {
  const when = label ?? months.join(', ');
  return `From your spending in ${when} (${monthsText(months.length)}), rounded up.`;
}

// Whole cedis when the amount is whole ("₵300"), else to the pesewa ("₵299.50").
export function budgetAmount(amount: string): string {
  return formatCedi(amount, Number.isInteger(Number(amount)) ? 0 : 2);
}

export function budgetsSavedText(count: number): string {
  return count === 1
    ? '1 budget set from your spending.'
    : `${count.toLocaleString('en-GH')} budgets set from your spending.`;
}
