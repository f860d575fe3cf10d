import { useCategoryEditing, type Transaction } from '@sikalens/api-client';
import { CategoryEditDialogs } from '@sikalens/shared-ui';

type CategoryEditDialogProps = { transaction: Transaction | null; onClose: () => void };

// Spec: the category edit dialog on history (and the offer for similar payments after it),
// wired to the API.
export function CategoryEditDialog({ transaction, onClose }: CategoryEditDialogProps) {
  const editing = useCategoryEditing();
  return <CategoryEditDialogs transaction={transaction} onClose={onClose} {...editing} />;
}
