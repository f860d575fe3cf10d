import { PageHeader } from '@sikalens/shared-ui';

export function PaymentsPage() {
  return <PageHeader title="Payment History" subtitle="Your SikaLens Pro payments." />;
}
