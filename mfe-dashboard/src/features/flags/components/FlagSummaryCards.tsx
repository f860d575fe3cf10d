import { Banknote, CircleCheck, Flag } from 'lucide-react';
import type { FlagCounts } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';
import { StatCard, StatCards } from '../../../components/StatCard';

const count = new Intl.NumberFormat('en-GH');

type FlagSummaryCardsProps = { counts: FlagCounts | undefined; loading: boolean };

// What is left to look at, what it adds up to, and what has been looked at (all time, whatever
// the filter).
export function FlagSummaryCards({ counts, loading }: FlagSummaryCardsProps) {
  return (
    <StatCards columns={3}>
      <StatCard
        label="Flagged Expenses"
        icon={<Flag size={18} />}
        loading={loading}
        value={counts ? count.format(counts.flagged) : null}
        caption="Still to review"
      />
      <StatCard
        label="Flagged Amount"
        icon={<Banknote size={18} />}
        loading={loading}
        value={counts ? formatCedi(counts.flaggedAmount) : null}
        caption="Spent in those payments"
      />
      <StatCard
        label="Reviewed"
        icon={<CircleCheck size={18} />}
        loading={loading}
        value={counts ? count.format(counts.reviewed) : null}
        caption="Looked at and set aside"
      />
    </StatCards>
  );
}
