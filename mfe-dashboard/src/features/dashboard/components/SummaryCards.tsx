import { ArrowDownLeft, ArrowUpRight, Receipt, Tags } from 'lucide-react';
import type { FeesAndLevies, InsightsSummary } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';
import { StatCard, StatCards } from '../../../components/StatCard';
import { shareText } from '../utils/change';

type SummaryCardsProps = {
  summary: InsightsSummary | undefined;
  fees: FeesAndLevies | undefined;
  uncategorised: number | undefined;
  loading: { summary: boolean; fees: boolean; uncategorised: boolean };
};

const count = new Intl.NumberFormat('en-GH');
// The API's label for the whole history (period `all`), for the one figure that always covers it.
const ALL_TIME = 'All time';

// Total spent and income in whole cedis (spec), each with the period it covers and the period
// before; what fees and E-Levy cost; and how many transactions wait for a category (of all time:
// the categorise screen's list).
export function SummaryCards({ summary, fees, uncategorised, loading }: SummaryCardsProps) {
  const before = summary?.previous;
  return (
    <StatCards columns={4}>
      <StatCard
        label="Total Spent"
        icon={<ArrowUpRight size={18} />}
        period={summary?.period.label ?? null}
        loading={loading.summary}
        reserveCaption
        value={summary ? formatCedi(summary.spent, 0) : null}
        caption={before ? `Period before: ${formatCedi(before.spent, 0)}` : undefined}
      />
      <StatCard
        label="Total Income"
        icon={<ArrowDownLeft size={18} />}
        period={summary?.period.label ?? null}
        loading={loading.summary}
        reserveCaption
        value={summary ? formatCedi(summary.received, 0) : null}
        caption={before ? `Period before: ${formatCedi(before.received, 0)}` : undefined}
      />
      <StatCard
        label="Fees & E-Levy"
        icon={<Receipt size={18} />}
        period={fees?.period.label ?? null}
        loading={loading.fees}
        reserveCaption
        value={fees ? formatCedi(fees.total) : null}
        caption={
          fees && fees.shareOfSpending !== null
            ? `${shareText(fees.shareOfSpending)} on top of spending`
            : undefined
        }
      />
      <StatCard
        label="Uncategorised"
        icon={<Tags size={18} />}
        period={ALL_TIME}
        loading={loading.uncategorised}
        reserveCaption
        value={uncategorised === undefined ? null : count.format(uncategorised)}
        caption={
          uncategorised === undefined
            ? undefined
            : uncategorised > 0
              ? 'In all wallets · tap to sort them'
              : 'All sorted'
        }
        to="/categorize-transactions"
      />
    </StatCards>
  );
}
