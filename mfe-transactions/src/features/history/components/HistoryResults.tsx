import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ReceiptText } from 'lucide-react';
import { errorMessage, type Transaction, type TransactionPage } from '@sikalens/api-client';
import {
  EmptyState,
  Pagination,
  ListSkeleton,
  LoadError,
  UploadStatementButton,
} from '@sikalens/shared-ui';
import { PAGE_SIZES, type PageSize } from '../utils/history-params';
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
  onPageSize: (pageSize: PageSize) => void;
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
  onPageSize,
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
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <TextField
          select
          size="small"
          label="Rows per page"
          value={data.pageSize}
          onChange={(event) => {
            const size = PAGE_SIZES.find((option) => option === Number(event.target.value));
            if (size) onPageSize(size);
          }}
          sx={{ minWidth: 140 }}
        >
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Stack>
  );
}
