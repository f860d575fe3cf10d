import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@sikalens/router';
import { LoadError } from '@sikalens/shared-ui';
import {
  errorMessage,
  type Category,
  type Transaction,
  type useCategories,
} from '@sikalens/api-client';
import { directionOf } from '../utils/transaction-display';
import { CategoryGrid } from './CategoryGrid';

type CategoryChoicesProps = {
  transaction: Transaction;
  categories: ReturnType<typeof useCategories>;
  options: Category[];
  disabled: boolean;
  pendingId: string | null;
  onChoose: (category: Category) => void;
  onCreate: () => void;
};

function hintFor(transaction: Transaction): string {
  const direction = directionOf(transaction.amount);
  if (direction === 'in') return 'Money received: pick an income category.';
  if (direction === 'out') return 'Money sent: pick an expense category.';
  return 'Pick any category.';
}

export function CategoryChoices({
  transaction,
  categories,
  options,
  disabled,
  pendingId,
  onChoose,
  onCreate,
}: CategoryChoicesProps) {
  const direction = directionOf(transaction.amount);
  return (
    <Box
      component="section"
      aria-labelledby="choose-category-heading"
      sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box>
        <Typography id="choose-category-heading" variant="h3" component="h2">
          Choose a category
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hintFor(transaction)}
        </Typography>
      </Box>
      {categories.isLoading ? (
        <Box
          role="progressbar"
          aria-label="Loading categories"
          aria-busy="true"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Box>
      ) : categories.isError && !categories.data ? (
        <LoadError onRetry={() => void categories.refetch()}>
          Could not load your categories. {errorMessage(categories.error)}
        </LoadError>
      ) : (
        <>
          {options.length === 0 ? (
            <Typography variant="body2">
              {`No ${direction === 'in' ? 'income ' : direction === 'out' ? 'expense ' : ''}categories yet. Create one here, or `}
              <RouterLink to="/categories">manage your categories</RouterLink>.
            </Typography>
          ) : null}
          <CategoryGrid
            categories={options}
            disabled={disabled}
            pendingId={pendingId}
            onChoose={onChoose}
            onCreate={onCreate}
          />
        </>
      )}
    </Box>
  );
}
