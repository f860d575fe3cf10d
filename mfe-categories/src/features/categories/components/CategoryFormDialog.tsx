import { Controller, useWatch } from 'react-hook-form';
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
import { useShownTarget } from '../hooks/useShownTarget';
import {
  emptyCategoryForm,
  formFromCategory,
  isHexColor,
  normaliseColor,
  toCreateRequest,
  toUpdateRequest,
  type CategoryForm,
} from '../utils/category-form';
import { AppearanceFields } from './AppearanceFields';
import { CategoryFormFrame } from './CategoryFormFrame';

export type CategoryDialogTarget =
  { mode: 'create'; type: CategoryType } | { mode: 'edit'; category: Category };

type CategoryFormDialogProps = { target: CategoryDialogTarget | null; onClose: () => void };

const initialForm = (target: CategoryDialogTarget): CategoryForm =>
  target.mode === 'edit' ? formFromCategory(target.category) : emptyCategoryForm(target.type);

// One dialog shape for adding and for editing a category (defaults never reach it).
export function CategoryFormDialog({ target, onClose }: CategoryFormDialogProps) {
  // The last target stays on screen while the dialog fades out; a new one starts a fresh form.
  const shown = useShownTarget(target);
  if (!shown) return null;
  return (
    <CategoryDialogForm
      key={shown.key}
      target={shown.target}
      open={target !== null}
      onClose={onClose}
    />
  );
}

type CategoryDialogFormProps = {
  target: CategoryDialogTarget;
  open: boolean;
  onClose: () => void;
};

function CategoryDialogForm({ target, open, onClose }: CategoryDialogFormProps) {
  const { toast } = useToast();
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const { control, handleSubmit, errors, formError, textField, changeOf, showServerError } =
    useCategoryForm(initialForm(target), {
      withBudget: true,
      fields: ['name', 'type', 'color', 'icon', 'monthlyBudget'],
    });
  const [color, icon] = useWatch({ control, name: ['color', 'icon'] });

  const editing = target.mode === 'edit' ? target.category : null;
  const pending = createCategory.isPending || updateCategory.isPending;
  // The API refuses to move a category with transactions to the other type.
  const typeLocked = !!editing && editing.transactionCount > 0;

  const close = () => {
    if (pending) return;
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      if (editing) {
        await updateCategory.mutateAsync({
          id: editing.id,
          body: toUpdateRequest(values, editing),
        });
      } else {
        await createCategory.mutateAsync(toCreateRequest(values));
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
      description: values.name.trim(),
      variant: 'success',
    });
    onClose();
  });

  const title = editing ? 'Edit Category' : 'Add Category';
  const previewColor = isHexColor(normaliseColor(color)) ? normaliseColor(color) : '#6B7280';

  return (
    <CategoryFormFrame
      open={open}
      titleId="category-form-title"
      title={title}
      previewColor={previewColor}
      icon={icon}
      submitLabel={editing ? 'Save Changes' : 'Add Category'}
      pending={pending}
      onClose={close}
      onSubmit={(event) => void submit(event)}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField
        label="Name"
        placeholder="e.g., Chop money"
        {...textField('name')}
        error={!!errors.name}
        helperText={errors.name?.message}
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
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              aria-labelledby="category-type-label"
              value={field.value}
              disabled={typeLocked}
              onChange={(_event, value: CategoryType | null) => value && changeOf(field)(value)}
            >
              <ToggleButton value="expense" sx={{ minHeight: 44 }}>
                Expense
              </ToggleButton>
              <ToggleButton value="income" sx={{ minHeight: 44 }}>
                Income
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        />
        {errors.type ? (
          <FormHelperText error>{errors.type.message}</FormHelperText>
        ) : typeLocked ? (
          <FormHelperText>
            This category has transactions, so its type cannot change.
          </FormHelperText>
        ) : null}
      </Box>
      <AppearanceFields
        control={control}
        errors={errors}
        previewColor={previewColor}
        changeOf={changeOf}
      />
      <TextField
        label="Monthly budget (optional)"
        placeholder="e.g., 500"
        {...textField('monthlyBudget')}
        error={!!errors.monthlyBudget}
        helperText={errors.monthlyBudget?.message ?? 'Leave empty for no budget.'}
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">₵</InputAdornment> },
        }}
      />
    </CategoryFormFrame>
  );
}
