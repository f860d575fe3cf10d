import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FlagOff } from 'lucide-react';
import {
  errorMessage,
  type FlaggedExpense,
  type FlaggedExpenses,
  type Transaction,
} from '@sikalens/api-client';
import { EmptyState, ListSkeleton, LoadError } from '@sikalens/shared-ui';
import { ResultList } from '../../../components/ResultList';
import { emptyListText } from '../utils/flag-display';
import type { FlagsParams } from '../utils/flags-params';
import { FlaggedExpenseRow } from './FlaggedExpenseRow';

// The API lists at most this many.
const LIST_LIMIT = 500;

type FlaggedListProps = {
  data: FlaggedExpenses | undefined;
  params: FlagsParams;
  loading: boolean;
  error: Error | null;
  busy: boolean;
  onRetry: () => void;
  onChange: (change: Partial<FlagsParams>) => void;
  onCategorise: (transaction: Transaction) => void;
  onReview: (item: FlaggedExpense) => void;
  onUnreview: (item: FlaggedExpense) => void;
};

// The flagged expenses with their loading, error and empty states.
export function FlaggedList({
  data,
  params,
  loading,
  error,
  busy,
  onRetry,
  onChange,
  ...actions
}: FlaggedListProps) {
  if (loading) {
    return <ListSkeleton label="Loading flagged expenses" rowHeight={180} rows={3} />;
  }
  if (!data) {
    return (
      <LoadError onRetry={onRetry}>
        Could not load your flagged expenses. {errorMessage(error)}
      </LoadError>
    );
  }
  if (data.items.length === 0) {
    const empty = emptyListText(data.counts, params.type, params.showReviewed);
    return (
      <EmptyState
        icon={<FlagOff size={32} />}
        title={empty.title}
        hint={empty.hint}
        action={
          empty.offer === 'show-all' ? (
            <Button variant="outlined" onClick={() => onChange({ type: 'all' })}>
              Show All Flags
            </Button>
          ) : empty.offer === 'show-reviewed' ? (
            <Button variant="outlined" onClick={() => onChange({ showReviewed: true })}>
              Show Reviewed
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <Stack spacing={1.5}>
      <ResultList label="Flagged expenses" busy={busy}>
        {data.items.map((item) => (
          <FlaggedExpenseRow key={item.transaction.id} item={item} {...actions} />
        ))}
      </ResultList>
      {data.items.length >= LIST_LIMIT ? (
        <Typography variant="body2" color="text.secondary">
          Showing the first {LIST_LIMIT}. Review some, or choose a flag type, to see the rest.
        </Typography>
      ) : null}
    </Stack>
  );
}
