import { PageHeader } from '@sikalens/shared-ui';

export function TransactionsPage() {
  return (
    <PageHeader
      title="Transaction History"
      subtitle="Every transaction, fee and balance from your statements."
    />
  );
}
