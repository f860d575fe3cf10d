import { Banknote, Calculator, Users } from 'lucide-react';
import type { RecipientsPage } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';
import { StatCard, StatCards } from '../../../components/StatCard';

const count = new Intl.NumberFormat('en-GH');

// What Sent to People leaves out, said under it.
const SENT_TO_PEOPLE_NOTE =
  'To phone numbers, without fees. Payments to merchants, bills and airtime are not in it.';

type RecipientsOverviewProps = { data: RecipientsPage | undefined; loading: boolean };

// Figures over every recipient (before the search), in whole cedis (spec section 9). Named for
// what they count, money sent to phone numbers (issue 30): less than the dashboard's Total Spent,
// which has every payment and the fees.
export function RecipientsOverview({ data, loading }: RecipientsOverviewProps) {
  return (
    <StatCards columns={3}>
      <StatCard
        label="People Paid"
        icon={<Users size={18} />}
        loading={loading}
        value={data ? count.format(data.totalRecipients) : null}
      />
      <StatCard
        label="Sent to People"
        icon={<Banknote size={18} />}
        loading={loading}
        value={data ? formatCedi(data.totalSpent, 0) : null}
        caption={SENT_TO_PEOPLE_NOTE}
      />
      <StatCard
        label="Average per Person"
        icon={<Calculator size={18} />}
        loading={loading}
        value={data ? formatCedi(data.averagePerRecipient, 0) : null}
      />
    </StatCards>
  );
}
