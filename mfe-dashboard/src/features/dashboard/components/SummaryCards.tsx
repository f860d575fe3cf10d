import { ArrowDownLeft, ArrowUpRight, Receipt, Tags } from 'lucide-react';
import type { FeesAndLevies, InsightsSummary } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';
import { StatCard, StatCards } from '../../../components/StatCard';
import { shareText } from '../utils/change';
import { comparedText, periodText } from '../utils/period-text';

type SummaryCardsProps = {
  summary: InsightsSummary | undefined;
  fees: FeesAndLevies | undefined;
  uncategorised: number | undefined;
  loading: { summary: boolean; fees: boolean; uncategorised: boolean };
};

const count = new Intl.NumberFormat('en-GH');
// The API's label for the whole history (period `all`), for the one figure that always covers it.
const ALL_TIME = 'All time';

// Total spent and income in whole cedis (spec), each with the period it covers (how far, when
// partial) and what it compares with (the same days before, for a partial period); what fees and
// E-Levy cost; and how many transactions wait for a category (of all time: the categorise
// screen's list).
export function SummaryCards({ summary, fees, uncategorised, loading }: SummaryCardsProps) {
  const before = summary?.previous;
  const compared = summary ? comparedText(summary.period) : null;
  const period = summary ? periodText(summary.period) : null;
  const versus = (amount: string | undefined) =>
    before && compared && amount !== undefined
      ? `vs ${compared}: ${formatCedi(amount, 0)}`
      : undefined;
  return (
    <StatCards columns={4}>
      <StatCard
        label="Total Spent"
        icon={<ArrowUpRight size={18} />}
        period={period}
        loading={loading.summary}
        reserveCaption
        value={summary ? formatCedi(summary.spent, 0) : null}
        caption={versus(before?.spent)}
      />
      <StatCard
        label="Total Income"
        icon={<ArrowDownLeft size={18} />}
        period={period}
        loading={loading.summary}
        reserveCaption
        value={summary ? formatCedi(summary.received, 0) : null}
        caption={versus(before?.received)}
      />
      <StatCard
        label="Fees & E-Levy"
        icon={<Receipt size={18} />}
        period={fees ? periodText(fees.period) : null}
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
        label="Uncategorized"
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
