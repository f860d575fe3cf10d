import { PageHeader } from '@sikalens/shared-ui';

export function CategoriesPage() {
  return (
    <PageHeader
      title="Categories"
      subtitle="Expense and income categories, with monthly budgets."
    />
  );
}
