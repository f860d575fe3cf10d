import { PageHeader } from '@sikalens/shared-ui';

export function RecipientsPage() {
  return <PageHeader title="All Recipients" subtitle="Everyone you have sent money to." />;
}
