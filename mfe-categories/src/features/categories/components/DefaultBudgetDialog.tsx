import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { errorMessage, useUpdateCategory, type Category } from '@sikalens/api-client';
import { formatCedi, useToast } from '@sikalens/shared-ui';
import { useCategoryForm } from '../hooks/useCategoryForm';
import { useShownTarget } from '../hooks/useShownTarget';
import { formFromCategory, toBudgetRequest } from '../utils/category-form';
import { CategoryFormFrame } from './CategoryFormFrame';

type DefaultBudgetDialogProps = { category: Category | null; onClose: () => void };

// A default expense category's monthly budget, the one thing about a default the user changes
// (the API refuses a new name, colour, icon or type, and a budget on an income default).
export function DefaultBudgetDialog({ category, onClose }: DefaultBudgetDialogProps) {
  // The last category stays on screen while the dialog fades out; a new one starts afresh.
  const shown = useShownTarget(category);
  if (!shown) return null;
  return (
    <BudgetForm
      key={shown.key}
      category={shown.target}
      open={category !== null}
      onClose={onClose}
    />
  );
}

type BudgetFormProps = { category: Category; open: boolean; onClose: () => void };

function BudgetForm({ category, open, onClose }: BudgetFormProps) {
  const { toast } = useToast();
  const updateCategory = useUpdateCategory();
  const { handleSubmit, errors, formError, textField, showServerError } = useCategoryForm(
    formFromCategory(category),
    { withBudget: true, fields: ['monthlyBudget'] },
  );
  const pending = updateCategory.isPending;

  const close = () => {
    if (pending) return;
    onClose();
  };

  const save = async (monthlyBudget: string | null) => {
    try {
      await updateCategory.mutateAsync({ id: category.id, body: { monthlyBudget } });
    } catch (error) {
      const message = errorMessage(error);
      showServerError(error, message);
      toast({ title: 'Failed to save budget', description: message, variant: 'destructive' });
      return;
    }
    toast(
      monthlyBudget === null
        ? {
            title: 'Budget removed',
            description: `${category.name} has no monthly budget now.`,
            variant: 'success',
          }
        : {
            title: 'Budget saved',
            description: `${category.name}: ${formatCedi(monthlyBudget)} a month.`,
            variant: 'success',
          },
    );
    onClose();
  };

  const submit = handleSubmit((values) => save(toBudgetRequest(values).monthlyBudget));

  return (
    <CategoryFormFrame
      open={open}
      titleId="default-budget-title"
      title={`Budget for ${category.name}`}
      previewColor={category.color}
      icon={category.icon}
      submitLabel="Save budget"
      pending={pending}
      onClose={close}
      onSubmit={(event) => void submit(event)}
      secondaryAction={
        category.monthlyBudget ? (
          <Button
            color="error"
            onClick={() => void save(null)}
            disabled={pending}
            sx={{ minHeight: 40, mr: 'auto' }}
          >
            Remove budget
          </Button>
        ) : null
      }
    >
      <DialogContentText>
        Default categories keep their name, colour and icon. You can set how much you mean to spend
        on {category.name} each month.
      </DialogContentText>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField
        label="Monthly budget"
        placeholder="e.g., 500"
        {...textField('monthlyBudget')}
        error={!!errors.monthlyBudget}
        helperText={errors.monthlyBudget?.message ?? 'Leave empty for no budget.'}
        autoFocus
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">₵</InputAdornment> },
        }}
      />
    </CategoryFormFrame>
  );
}
