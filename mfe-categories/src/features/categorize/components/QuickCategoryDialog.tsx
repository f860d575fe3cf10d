import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import {
  errorMessage,
  useCreateCategory,
  type Category,
  type CategoryType,
  type Transaction,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';
import { CategoryFormFrame } from '../../categories/components/CategoryFormFrame';
import { ColourPicker } from '../../categories/components/ColourPicker';
import { IconPicker } from '../../categories/components/IconPicker';
import { useCategoryForm } from '../../categories/hooks/useCategoryForm';
import {
  emptyCategoryForm,
  isHexColor,
  normaliseColor,
  toCreateRequest,
} from '../../categories/utils/category-form';

export type QuickCategoryTarget = { transaction: Transaction; type: CategoryType };

type QuickCategoryDialogProps = {
  target: QuickCategoryTarget | null;
  onClose: () => void;
  onCreated: (category: Category, transaction: Transaction) => void;
};

// Spec section 5: the categorize screen's form has no type (the amount's sign sets it) and no
// budget. The new category is applied to the transaction the dialog was opened for.
export function QuickCategoryDialog({ target, onClose, onCreated }: QuickCategoryDialogProps) {
  const { toast } = useToast();
  const createCategory = useCreateCategory();
  const [shown, setShown] = useState(target);
  const { form, errors, formError, setField, reset, check, showServerError } = useCategoryForm(
    () => emptyCategoryForm(target?.type ?? 'expense'),
    { withBudget: false, fields: ['name', 'color', 'icon'] },
  );
  if (target && target !== shown) {
    setShown(target);
    reset(emptyCategoryForm(target.type));
  }
  const pending = createCategory.isPending;

  const close = () => {
    if (!pending) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (!check()) return;
    let created: Category;
    try {
      created = await createCategory.mutateAsync(
        toCreateRequest({ ...form, type: target.type }, { withBudget: false }),
      );
    } catch (error) {
      const message = errorMessage(error);
      showServerError(error, message);
      toast({ title: 'Failed to create category', description: message, variant: 'destructive' });
      return;
    }
    onClose();
    onCreated(created, target.transaction);
  };

  const color = normaliseColor(form.color);
  const previewColor = isHexColor(color) ? color : '#6B7280';
  const kind = shown?.type === 'income' ? 'income' : 'expense';

  return (
    <CategoryFormFrame
      open={target !== null}
      titleId="quick-category-title"
      title={`New ${kind} category`}
      previewColor={previewColor}
      icon={form.icon}
      submitLabel={'Create & Apply'}
      pending={pending}
      onClose={close}
      onSubmit={(event: FormEvent) => void submit(event)}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField
        label="Name"
        placeholder={kind === 'income' ? 'e.g., Side hustle' : 'e.g., Chop money'}
        value={form.name}
        onChange={(event) => setField('name', event.target.value)}
        error={!!errors.name}
        helperText={errors.name ?? 'It is applied to this transaction straight away.'}
        required
        autoFocus
        fullWidth
      />
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
    </CategoryFormFrame>
  );
}
