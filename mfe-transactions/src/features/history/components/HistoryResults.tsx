import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ReceiptText } from 'lucide-react';
import { errorMessage, type Transaction, type TransactionPage } from '@sikalens/api-client';
import {
  EmptyState,
  Pagination,
  ListSkeleton,
  LoadError,
  UploadStatementButton,
} from '@sikalens/shared-ui';
import { TransactionList } from './TransactionList';

type HistoryResultsProps = {
  data: TransactionPage | undefined;
  loading: boolean;
  error: Error | null;
  busy: boolean;
  filtered: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  onPage: (page: number) => void;
  onEditCategory: (transaction: Transaction) => void;
};

// The list with its loading, error and empty states, and the page buttons.
export function HistoryResults({
  data,
  loading,
  error,
  busy,
  filtered,
  onRetry,
  onClearFilters,
  onPage,
  onEditCategory,
}: HistoryResultsProps) {
  if (loading) {
    return <ListSkeleton label="Loading transactions" rowHeight={88} />;
  }
  if (!data) {
    return (
      <LoadError onRetry={onRetry}>
        Could not load your transactions. {errorMessage(error)}
      </LoadError>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptText size={32} />}
        title="No Transaction Found"
        hint={
          filtered
            ? 'Try adjusting your filters'
            : 'Upload a PDF statement to see your transactions'
        }
        action={
          filtered ? (
            <Button variant="outlined" onClick={onClearFilters}>
              Clear Filters
            </Button>
          ) : (
            <UploadStatementButton />
          )
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      <TransactionList transactions={data.items} busy={busy} onEditCategory={onEditCategory} />
      <Pagination page={data.page} totalPages={data.totalPages} onPage={onPage} />
    </Stack>
  );
}
