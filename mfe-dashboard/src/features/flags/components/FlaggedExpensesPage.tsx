import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useCategoryEditing, useFlaggedExpenses, type Transaction } from '@sikalens/api-client';
import { CategoryEditDialogs, PageHeader } from '@sikalens/shared-ui';
import { useFlagReview } from '../hooks/useFlagReview';
import { useFlagsParams } from '../hooks/useFlagsParams';
import { FlagFilters } from './FlagFilters';
import { FlagInsights } from './FlagInsights';
import { FlagSummaryCards } from './FlagSummaryCards';
import { FlaggedList } from './FlaggedList';

export function FlaggedExpensesPage() {
  const { params, update } = useFlagsParams();
  const flags = useFlaggedExpenses({
    type: params.type,
    sort: params.sort,
    includeReviewed: params.showReviewed,
  });
  const { review, unreview } = useFlagReview();
  const categoryEditing = useCategoryEditing();
  const [editing, setEditing] = useState<Transaction | null>(null);
  const counts = flags.data?.counts;

  return (
    <>
      <PageHeader
        title="Flagged Expenses"
        subtitle="Large, unusual, weekend and late-night spending worth a second look."
      />
      <Stack spacing={3}>
        <FlagSummaryCards counts={counts} loading={flags.isPending} />
        <FlagInsights counts={counts} onShowWeekend={() => update({ type: 'weekend' })} />
        <FlagFilters params={params} counts={counts} onChange={update} />
        <FlaggedList
          data={flags.data}
          params={params}
          loading={flags.isPending}
          error={flags.error}
          busy={flags.isPlaceholderData}
          onRetry={() => void flags.refetch()}
          onChange={update}
          onCategorise={setEditing}
          onReview={review}
          onUnreview={unreview}
        />
      </Stack>
      <CategoryEditDialogs
        transaction={editing}
        onClose={() => setEditing(null)}
        {...categoryEditing}
      />
    </>
  );
}
