import { paymentsText } from '../../recipients/utils/recipient-display';
import type { FlagCounts, FlagFilter, FlagKind } from '@sikalens/api-client';

// Spec section 9's rules in plain words (the API decides; docs/insights.md, "Flags").
const FLAG_WORDS: Record<FlagKind, { label: string; reason: string }> = {
  large: { label: 'Large', reason: 'over ₵500' },
  unusual: { label: 'Unusual', reason: 'over ₵100 and uncategorized' },
  weekend: { label: 'Weekend', reason: 'over ₵200 on a Saturday or Sunday' },
  'late-night': { label: 'Late night', reason: 'over ₵50 between 22:00 and 06:59' },
};

// "Large: over ₵500": why an expense is flagged, one rule at a time.
export function flagReason(kind: FlagKind): string {
  const { label, reason } = FLAG_WORDS[kind];
  return `${label}: ${reason}`;
}

export const FLAG_FILTERS: readonly { value: FlagFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...(['large', 'unusual', 'weekend', 'late-night'] as const).map((kind) => ({
    value: kind,
    label: FLAG_WORDS[kind].label,
  })),
];

// How many flagged expenses (not reviewed) a filter holds.
export function filterCount(counts: FlagCounts, filter: FlagFilter): number {
  if (filter === 'all') return counts.flagged;
  return filter === 'late-night' ? counts.lateNight : counts[filter];
}

export type FlagInsightKind = 'large' | 'unusual' | 'weekend';
export type FlagInsight = { kind: FlagInsightKind; title: string; text: string };

// Spec section 9: insight cards with more than 3 large, more than 5 uncategorised (unusual) or
// more than 2 weekend flags, counted over what is still to review.
const INSIGHT_THRESHOLDS: Record<FlagInsightKind, number> = {
  large: 3,
  unusual: 5,
  weekend: 2,
};

export function flagInsights(counts: FlagCounts): FlagInsight[] {
  const insights: FlagInsight[] = [];
  if (counts.large > INSIGHT_THRESHOLDS.large) {
    insights.push({
      kind: 'large',
      title: 'Large payments',
      text: `You made ${paymentsText(counts.large)} over ₵500. A monthly budget on their categories shows them coming.`,
    });
  }
  if (counts.unusual > INSIGHT_THRESHOLDS.unusual) {
    insights.push({
      kind: 'unusual',
      title: 'Uncategorized spending',
      text: `${paymentsText(counts.unusual)} over ₵100 have no category yet. Sorted, they show where your money goes.`,
    });
  }
  if (counts.weekend > INSIGHT_THRESHOLDS.weekend) {
    insights.push({
      kind: 'weekend',
      title: 'Weekend spending',
      text: `${paymentsText(counts.weekend)} over ₵200 fell on a weekend. A weekend limit can keep them in check.`,
    });
  }
  return insights;
}

export type EmptyListText = {
  title: string;
  hint: string;
  // What would bring something into the list.
  offer: 'show-all' | 'show-reviewed' | null;
};

// Why the list is empty: nothing flagged at all, everything reviewed, or a filter with none.
export function emptyListText(
  counts: FlagCounts,
  filter: FlagFilter,
  showReviewed: boolean,
): EmptyListText {
  if (filter !== 'all' && counts.flagged + counts.reviewed > 0) {
    const { label, reason } = FLAG_WORDS[filter];
    return {
      title: `No ${label.toLowerCase()} expenses flagged`,
      hint: `No spending ${reason}${showReviewed ? '' : ' is waiting for review'}.`,
      offer: 'show-all',
    };
  }
  if (counts.reviewed > 0 && !showReviewed) {
    return {
      title: 'No flagged expenses',
      hint:
        counts.reviewed === 1
          ? 'You have reviewed the one flagged expense.'
          : `You have reviewed all ${counts.reviewed} flagged expenses.`,
      offer: 'show-reviewed',
    };
  }
  return {
    title: 'No flagged expenses',
    hint: 'Large, unusual, weekend and late-night spending from your statements shows up here.',
    offer: null,
  };
}
