import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import {
  errorMessage,
  useCategories,
  useSetTransactionCategory,
  type Category,
  type SimilarUncategorised,
  type Transaction,
} from '@sikalens/api-client';
import {
  CategoryBadge,
  formatDateTime,
  useToast,
  ListSkeleton,
  LoadError,
} from '@sikalens/shared-ui';
import { categoryTypesFor, signedAmount } from '../utils/transaction-display';

type CategoryEditDialogProps = {
  transaction: Transaction | null;
  onClose: () => void;
  onSaved: (
    saved: { transaction: Transaction; category: Category },
    similar: SimilarUncategorised | null,
  ) => void;
};

type Choice = { transactionId: string; categoryId: string };

// Spec: the category edit dialog on history. Only categories of the amount's type are offered
// (income for money in, expense for money out); saving closes the dialog and clears its state.
export function CategoryEditDialog({ transaction, onClose, onSaved }: CategoryEditDialogProps) {
  const categories = useCategories();
  const setCategory = useSetTransactionCategory();
  const { toast } = useToast();
  const [choice, setChoice] = useState<Choice | null>(null);
  // The last transaction stays on screen while the dialog fades out.
  const [shown, setShown] = useState(transaction);
  if (transaction && transaction !== shown) setShown(transaction);

  const types = shown ? categoryTypesFor(shown.amount) : [];
  const options = (categories.data ?? []).filter((category) => types.includes(category.type));
  const chosenId =
    choice && choice.transactionId === shown?.id ? choice.categoryId : (shown?.categoryId ?? '');
  const chosen = options.find((category) => category.id === chosenId) ?? null;
  const saving = setCategory.isPending;

  const close = () => {
    setChoice(null);
    onClose();
  };

  const save = () => {
    // Spec section 5: saving needs both a transaction and a chosen category.
    if (!shown || !chosen) return;
    setCategory.mutate(
      { id: shown.id, body: { categoryId: chosen.id } },
      {
        onSuccess: (result) => {
          toast({
            title: 'Category Updated',
            description: 'Transaction category has been updated successfully.',
            variant: 'success',
          });
          close();
          onSaved({ transaction: result.transaction, category: chosen }, result.similar);
        },
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open={transaction !== null}
      onClose={saving ? undefined : close}
      aria-labelledby="category-edit-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="category-edit-title">Edit Category</DialogTitle>
      <DialogContent dividers>
        {shown ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {shown.type} · {formatDateTime(shown.dateTime)} · {signedAmount(shown.amount)}
          </Typography>
        ) : null}
        {categories.isLoading ? (
          <ListSkeleton label="Loading categories" rows={3} rowHeight={44} />
        ) : categories.isError ? (
          <LoadError onRetry={() => void categories.refetch()}>
            Could not load your categories. {errorMessage(categories.error)}
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
        <Button onClick={close} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={!chosen || saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
