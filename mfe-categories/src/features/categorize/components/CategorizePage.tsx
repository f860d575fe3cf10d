import { PageHeader } from '@sikalens/shared-ui';

export function CategorizePage() {
  return (
    <PageHeader
      title="Categorize"
      subtitle="Sort your uncategorised transactions, one at a time."
    />
  );
}
