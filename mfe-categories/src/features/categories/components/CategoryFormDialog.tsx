import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  useCreateCategory,
  useUpdateCategory,
  type Category,
  type CategoryType,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';
import { useCategoryForm } from '../hooks/useCategoryForm';
import {
  emptyCategoryForm,
  formFromCategory,
  isHexColor,
  normaliseColor,
  toCreateRequest,
  toUpdateRequest,
  type CategoryForm,
} from '../utils/category-form';
import { CategoryFormFrame } from './CategoryFormFrame';
import { ColourPicker } from './ColourPicker';
import { IconPicker } from './IconPicker';

export type CategoryDialogTarget =
  { mode: 'create'; type: CategoryType } | { mode: 'edit'; category: Category };

type CategoryFormDialogProps = { target: CategoryDialogTarget | null; onClose: () => void };

const initialForm = (target: CategoryDialogTarget | null): CategoryForm =>
  target?.mode === 'edit'
    ? formFromCategory(target.category)
    : emptyCategoryForm(target?.type ?? 'expense');

// One dialog shape for adding and for editing a category (defaults never reach it).
export function CategoryFormDialog({ target, onClose }: CategoryFormDialogProps) {
  const { toast } = useToast();
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  // The last target stays on screen while the dialog fades out; a new one starts a fresh form.
  const [shown, setShown] = useState(target);
  const { form, errors, formError, setField, reset, check, showServerError } = useCategoryForm(
    () => initialForm(target),
    { withBudget: true, fields: ['name', 'type', 'color', 'icon', 'monthlyBudget'] },
  );
  if (target && target !== shown) {
    setShown(target);
    reset(initialForm(target));
  }

  const editing = shown?.mode === 'edit' ? shown.category : null;
  const pending = createCategory.isPending || updateCategory.isPending;
  // The API refuses to move a category with transactions to the other type.
  const typeLocked = !!editing && editing.transactionCount > 0;

  const close = () => {
    if (pending) return;
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    try {
      if (editing) {
        await updateCategory.mutateAsync({ id: editing.id, body: toUpdateRequest(form, editing) });
      } else {
        await createCategory.mutateAsync(toCreateRequest(form));
      }
    } catch (error) {
      const message = errorMessage(error);
      showServerError(error, message);
      toast({
        title: editing ? 'Failed to update category' : 'Failed to create category',
        description: message,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: editing ? 'Category updated successfully' : 'Category created successfully',
      description: form.name.trim(),
      variant: 'success',
    });
    onClose();
  };

  const title = editing ? 'Edit Category' : 'Add Category';
  const previewColor = isHexColor(normaliseColor(form.color))
    ? normaliseColor(form.color)
    : '#6B7280';

  return (
    <CategoryFormFrame
      open={target !== null}
      titleId="category-form-title"
      title={title}
      previewColor={previewColor}
      icon={form.icon}
      submitLabel={editing ? 'Save Changes' : 'Add Category'}
      pending={pending}
      onClose={close}
      onSubmit={(event: FormEvent) => void submit(event)}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField
        label="Name"
        placeholder="e.g., Chop money"
        value={form.name}
        onChange={(event) => setField('name', event.target.value)}
        error={!!errors.name}
        helperText={errors.name}
        required
        autoFocus
        fullWidth
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography
          id="category-type-label"
          component="span"
          variant="body2"
          color="text.secondary"
        >
          Type
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          aria-labelledby="category-type-label"
          value={form.type}
          disabled={typeLocked}
          onChange={(_event, value: CategoryType | null) => value && setField('type', value)}
        >
          <ToggleButton value="expense" sx={{ minHeight: 44 }}>
            Expense
          </ToggleButton>
          <ToggleButton value="income" sx={{ minHeight: 44 }}>
            Income
          </ToggleButton>
        </ToggleButtonGroup>
        {errors.type ? (
          <FormHelperText error>{errors.type}</FormHelperText>
        ) : typeLocked ? (
          <FormHelperText>
            This category has transactions, so its type cannot change.
          </FormHelperText>
        ) : null}
      </Box>
      <ColourPicker
        value={form.color}
        onChange={(value) => setField('color', value)}
        error={errors.color}
      />
      <IconPicker
        value={form.icon}
        color={previewColor}
        onChange={(value) => setField('icon', value)}
        error={errors.icon}
      />
      <TextField
        label="Monthly budget (optional)"
        placeholder="e.g., 500"
        value={form.monthlyBudget}
        onChange={(event) => setField('monthlyBudget', event.target.value)}
        error={!!errors.monthlyBudget}
        helperText={errors.monthlyBudget ?? 'Leave empty for no budget.'}
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">₵</InputAdornment> },
        }}
      />
    </CategoryFormFrame>
  );
}
