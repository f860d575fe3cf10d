import { useState } from 'react';
import { similarAppliedText, type SimilarPayments } from '../format/transaction';
import { useToast } from '../toast/useToast';
import {
  CategoryPickerDialog,
  type CategoryOption,
  type CategoryOptions,
  type CategoryPickerTransaction,
} from './CategoryPickerDialog';
import { SimilarOfferDialog, type SimilarOffer } from './SimilarOfferDialog';

// What the app's data layer does for these dialogs (api-client's useCategoryEditing).
export type CategoryEditing = {
  categories: CategoryOptions;
  saveCategory: (
    transactionId: string,
    categoryId: string,
  ) => Promise<{ similar: SimilarPayments | null }>;
  applyToSimilar: (transactionId: string) => Promise<number>;
  describeError: (error: unknown) => string;
};

type CategoryEditDialogsProps = CategoryEditing & {
  transaction: CategoryPickerTransaction | null;
  onClose: () => void;
};

// Choosing a transaction's category, then, when that choice taught a rule, the offer to apply it
// to the similar payments: one flow wherever a transaction's category can be changed.
export function CategoryEditDialogs({
  transaction,
  onClose,
  categories,
  saveCategory,
  applyToSimilar,
  describeError,
}: CategoryEditDialogsProps) {
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);
  const [offer, setOffer] = useState<SimilarOffer | null>(null);
  const [applying, setApplying] = useState(false);
  const fail = (error: unknown) =>
    toast({ title: 'Error', description: describeError(error), variant: 'destructive' });

  const save = (category: CategoryOption) => {
    if (!transaction) return;
    setSaving(true);
    void saveCategory(transaction.id, category.id)
      .then(({ similar }) => {
        toast({
          title: 'Category Updated',
          description: 'Transaction category has been updated successfully.',
          variant: 'success',
        });
        onClose();
        if (similar) {
          setOffer({ transactionId: transaction.id, categoryName: category.name, similar });
        }
      }, fail)
      .finally(() => setSaving(false));
  };

  const accept = (accepted: SimilarOffer) => {
    setApplying(true);
    void applyToSimilar(accepted.transactionId)
      .then(
        (updated) =>
          toast({
            title: 'Categories Updated',
            description: similarAppliedText(updated, accepted.categoryName),
            variant: 'success',
          }),
        fail,
      )
      .finally(() => {
        setApplying(false);
        setOffer(null);
      });
  };

  return (
    <>
      <CategoryPickerDialog
        transaction={transaction}
        categories={categories}
        describeError={describeError}
        saving={saving}
        onSave={save}
        onClose={onClose}
      />
      <SimilarOfferDialog
        offer={offer}
        applying={applying}
        onAccept={accept}
        onDecline={() => setOffer(null)}
      />
    </>
  );
}
