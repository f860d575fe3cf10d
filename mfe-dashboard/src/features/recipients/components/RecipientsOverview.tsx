import { Banknote, Calculator, Users } from 'lucide-react';
import type { RecipientsPage } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';
import { StatCard, StatCards } from '../../../components/StatCard';

const count = new Intl.NumberFormat('en-GH');

type RecipientsOverviewProps = { data: RecipientsPage | undefined; loading: boolean };

// Figures over every recipient (before the search), in whole cedis (spec section 9).
export function RecipientsOverview({ data, loading }: RecipientsOverviewProps) {
  return (
    <StatCards columns={3}>
      <StatCard
        label="Total Recipients"
        icon={<Users size={18} />}
        loading={loading}
        value={data ? count.format(data.totalRecipients) : null}
      />
      <StatCard
        label="Total Spent"
        icon={<Banknote size={18} />}
        loading={loading}
        value={data ? formatCedi(data.totalSpent, 0) : null}
      />
      <StatCard
        label="Average per Recipient"
        icon={<Calculator size={18} />}
        loading={loading}
        value={data ? formatCedi(data.averagePerRecipient, 0) : null}
      />
    </StatCards>
  );
}
