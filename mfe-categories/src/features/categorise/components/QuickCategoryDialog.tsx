import { useWatch } from 'react-hook-form';
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
import { AppearanceFields } from '../../categories/components/AppearanceFields';
import { CategoryFormFrame } from '../../categories/components/CategoryFormFrame';
import { useCategoryForm } from '../../categories/hooks/useCategoryForm';
import { useShownTarget } from '../../categories/hooks/useShownTarget';
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

// Spec section 5: the categorise screen's form has no type (the amount's sign sets it) and no
// budget. The new category is applied to the transaction the dialog was opened for.
export function QuickCategoryDialog({ target, onClose, onCreated }: QuickCategoryDialogProps) {
  // The last target stays on screen while the dialog fades out; a new one starts a fresh form.
  const shown = useShownTarget(target);
  if (!shown) return null;
  return (
    <QuickCategoryForm
      key={shown.key}
      target={shown.target}
      open={target !== null}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}

type QuickCategoryFormProps = Omit<QuickCategoryDialogProps, 'target'> & {
  target: QuickCategoryTarget;
  open: boolean;
};

function QuickCategoryForm({ target, open, onClose, onCreated }: QuickCategoryFormProps) {
  const { toast } = useToast();
  const createCategory = useCreateCategory();
  const { control, handleSubmit, errors, formError, textField, changeOf, showServerError } =
    useCategoryForm(emptyCategoryForm(target.type), {
      withBudget: false,
      fields: ['name', 'color', 'icon'],
    });
  const [color, icon] = useWatch({ control, name: ['color', 'icon'] });
  const pending = createCategory.isPending;

  const close = () => {
    if (!pending) onClose();
  };

  const submit = handleSubmit(async (values) => {
    // Closing: the form fades out with the last transaction, which is no longer the one open.
    if (!open) return;
    let created: Category;
    try {
      created = await createCategory.mutateAsync(
        toCreateRequest({ ...values, type: target.type }, { withBudget: false }),
      );
    } catch (error) {
      const message = errorMessage(error);
      showServerError(error, message);
      toast({ title: 'Failed to create category', description: message, variant: 'destructive' });
      return;
    }
    onClose();
    onCreated(created, target.transaction);
  });

  const normalised = normaliseColor(color);
  const previewColor = isHexColor(normalised) ? normalised : '#6B7280';
  const kind = target.type === 'income' ? 'income' : 'expense';

  return (
    <CategoryFormFrame
      open={open}
      titleId="quick-category-title"
      title={`New ${kind} category`}
      previewColor={previewColor}
      icon={icon}
      submitLabel={'Create & Apply'}
      pending={pending}
      onClose={close}
      onSubmit={(event) => void submit(event)}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField
        label="Name"
        placeholder={kind === 'income' ? 'e.g., Side hustle' : 'e.g., Chop money'}
        {...textField('name')}
        error={!!errors.name}
        helperText={errors.name?.message ?? 'It is applied to this transaction straight away.'}
        required
        autoFocus
        fullWidth
      />
      <AppearanceFields
        control={control}
        errors={errors}
        previewColor={previewColor}
        changeOf={changeOf}
      />
    </CategoryFormFrame>
  );
}
