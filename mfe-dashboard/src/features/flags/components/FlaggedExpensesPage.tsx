import { PageHeader } from '@sikalens/shared-ui';

export function FlaggedExpensesPage() {
  return (
    <PageHeader
      title="Flagged Expenses"
      subtitle="Large, unusual, weekend and late-night spending worth a second look."
    />
  );
}
