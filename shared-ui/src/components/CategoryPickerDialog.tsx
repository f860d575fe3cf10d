import { useState } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { CategoryBadge } from '../categories/category-icons';
import { formatDateTime } from '../format/date';
import {
  categoryTypesFor,
  signedAmount,
  transactionTypeLabel,
  type CategoryKind,
} from '../format/transaction';
import { ListSkeleton, LoadError } from './LoadStates';

// The fields of a transaction the dialog shows and decides by (any transaction has them).
export type CategoryPickerTransaction = {
  id: string;
  type: string;
  dateTime: string;
  amount: string;
  categoryId: string | null;
};

export type CategoryOption = {
  id: string;
  name: string;
  type: CategoryKind;
  color: string;
  icon: string;
};

// The category list as it loads (a query result fits).
export type CategoryOptions = {
  data: readonly CategoryOption[] | undefined;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type CategoryPickerDialogProps = {
  transaction: CategoryPickerTransaction | null;
  categories: CategoryOptions;
  describeError: (error: unknown) => string;
  saving: boolean;
  onSave: (category: CategoryOption) => void;
  onClose: () => void;
};

type Choice = { transactionId: string; categoryId: string };

// Spec: the category edit dialog. Only categories of the amount's type are offered (income for
// money in, expense for money out); it opens with the transaction's own category chosen, and a
// choice does not outlive the dialog.
export function CategoryPickerDialog({
  transaction,
  categories,
  describeError,
  saving,
  onSave,
  onClose,
}: CategoryPickerDialogProps) {
  const [choice, setChoice] = useState<Choice | null>(null);
  // The last transaction stays on screen while the dialog fades out.
  const [shown, setShown] = useState(transaction);
  if (transaction && transaction !== shown) setShown(transaction);
  if (!transaction && choice) setChoice(null);

  const types = shown ? categoryTypesFor(shown.amount) : [];
  const options = (categories.data ?? []).filter((category) => types.includes(category.type));
  const chosenId =
    choice && choice.transactionId === shown?.id ? choice.categoryId : (shown?.categoryId ?? '');
  const chosen = options.find((category) => category.id === chosenId) ?? null;

  return (
    <Dialog
      open={transaction !== null}
      onClose={saving ? undefined : onClose}
      aria-labelledby="category-edit-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="category-edit-title">Edit Category</DialogTitle>
      <DialogContent dividers>
        {shown ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {transactionTypeLabel(shown.type)} · {formatDateTime(shown.dateTime)} ·{' '}
            {signedAmount(shown.amount)}
          </Typography>
        ) : null}
        {categories.isLoading ? (
          <ListSkeleton label="Loading categories" rows={3} rowHeight={44} />
        ) : categories.isError && !categories.data ? (
          <LoadError onRetry={() => void categories.refetch()}>
            Could not load your categories. {describeError(categories.error)}
          </LoadError>
        ) : options.length === 0 ? (
          <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
            <Typography>
              {types.length === 1 && types[0] === 'income'
                ? 'No income categories yet.'
                : 'No expense categories yet.'}
            </Typography>
            <Button component={RouterLink} to="/categories" variant="outlined" size="small">
              Manage Categories
            </Button>
          </Box>
        ) : (
          <RadioGroup
            aria-labelledby="category-edit-title"
            name="category"
            value={chosen?.id ?? ''}
            onChange={(event) =>
              shown && setChoice({ transactionId: shown.id, categoryId: event.target.value })
            }
          >
            {options.map((category) => (
              <FormControlLabel
                key={category.id}
                value={category.id}
                disabled={saving}
                control={<Radio />}
                label={
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <CategoryBadge color={category.color} icon={category.icon} size={28} />
                    {category.name}
                  </Box>
                }
                sx={{ mx: 0, py: 0.5, borderRadius: 2, '&:hover': { bgcolor: 'action.hover' } }}
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          // Spec section 5: saving needs both a transaction and a chosen category.
          onClick={() => chosen && onSave(chosen)}
          disabled={!chosen || saving}
        >
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
