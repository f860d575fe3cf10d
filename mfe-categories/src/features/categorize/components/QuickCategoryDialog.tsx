import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import {
  errorMessage,
  useCreateCategory,
  type Category,
  type CategoryType,
  type Transaction,
} from '@sikalens/api-client';
import { CategoryBadge, useToast } from '@sikalens/shared-ui';
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
    <Dialog
      open={target !== null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="quick-category-title"
      slotProps={{
        paper: { sx: { m: 2, width: 'calc(100% - 32px)', maxHeight: 'calc(100% - 32px)' } },
      }}
    >
      <Box
        component="form"
        noValidate
        aria-labelledby="quick-category-title"
        onSubmit={(event: FormEvent) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle
          id="quick-category-title"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <CategoryBadge color={previewColor} icon={form.icon} size={36} />
          {`New ${kind} category`}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5, px: { xs: 2, sm: 3 } }}>
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
        </DialogContent>
        <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
          <Button onClick={close} disabled={pending} sx={{ minHeight: 40 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending} sx={{ minHeight: 40 }}>
            Create & Apply
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
