import { errorMessage, useApplyCategoryToSimilar } from '@sikalens/api-client';
import {
  SimilarOfferDialog as OfferDialog,
  similarAppliedText,
  useToast,
  type SimilarOffer,
} from '@sikalens/shared-ui';

export type { SimilarOffer };

type SimilarOfferDialogProps = { offer: SimilarOffer | null; onDone: () => void };

// The shared question, answered here: yes applies the category to the similar payments.
export function SimilarOfferDialog({ offer, onDone }: SimilarOfferDialogProps) {
  const apply = useApplyCategoryToSimilar();
  const { toast } = useToast();

  const accept = (accepted: SimilarOffer) => {
    apply.mutate(accepted.transactionId, {
      onSuccess: (updated) =>
        toast({
          title: 'Categories Updated',
          description: similarAppliedText(updated, accepted.categoryName),
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      onSettled: onDone,
    });
  };

  return (
    <OfferDialog offer={offer} applying={apply.isPending} onAccept={accept} onDecline={onDone} />
  );
}
