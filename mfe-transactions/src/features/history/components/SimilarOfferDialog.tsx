import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import {
  errorMessage,
  useApplyCategoryToSimilar,
  type SimilarUncategorised,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';
import { similarAppliedText, similarOfferText } from '../utils/transaction-display';

export type SimilarOffer = {
  transactionId: string;
  categoryName: string;
  similar: SimilarUncategorised;
};

type SimilarOfferDialogProps = { offer: SimilarOffer | null; onDone: () => void };

// Asked once, right after a choice that taught a new rule for this counterparty.
export function SimilarOfferDialog({ offer, onDone }: SimilarOfferDialogProps) {
  const apply = useApplyCategoryToSimilar();
  const { toast } = useToast();
  const applying = apply.isPending;
  // The question stays on screen while the dialog fades out.
  const [shown, setShown] = useState(offer);
  if (offer && offer !== shown) setShown(offer);

  const accept = () => {
    if (!offer) return;
    apply.mutate(offer.transactionId, {
      onSuccess: (updated) =>
        toast({
          title: 'Categories Updated',
          description: similarAppliedText(updated, offer.categoryName),
          variant: 'success',
        }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      onSettled: onDone,
    });
  };

  return (
    <Dialog
      open={offer !== null}
      onClose={applying ? undefined : onDone}
      aria-labelledby="similar-offer-title"
      aria-describedby="similar-offer-text"
      maxWidth="xs"
    >
      <DialogTitle id="similar-offer-title">Similar payments</DialogTitle>
      <DialogContent>
        <DialogContentText id="similar-offer-text">
          {shown ? similarOfferText(shown.similar, shown.categoryName) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onDone} disabled={applying}>
          No
        </Button>
        <Button variant="contained" onClick={accept} disabled={applying}>
          {applying ? 'Applying…' : 'Yes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
