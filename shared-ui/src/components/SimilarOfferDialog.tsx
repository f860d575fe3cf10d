import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { similarOfferText, type SimilarPayments } from '../format/transaction';

export type SimilarOffer = {
  transactionId: string;
  categoryName: string;
  similar: SimilarPayments;
};

type SimilarOfferDialogProps = {
  offer: SimilarOffer | null;
  applying: boolean;
  onAccept: (offer: SimilarOffer) => void;
  onDecline: () => void;
};

// Asked once, right after a choice that taught a rule for this counterparty (history and
// categorise screens alike).
export function SimilarOfferDialog({
  offer,
  applying,
  onAccept,
  onDecline,
}: SimilarOfferDialogProps) {
  // The question stays on screen while the dialog fades out.
  const [shown, setShown] = useState(offer);
  if (offer && offer !== shown) setShown(offer);
  return (
    <Dialog
      open={offer !== null}
      onClose={applying ? undefined : onDecline}
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
        <Button onClick={onDecline} disabled={applying} sx={{ minHeight: 40 }}>
          No, just this one
        </Button>
        <Button
          variant="contained"
          onClick={() => offer && onAccept(offer)}
          loading={applying}
          sx={{ minHeight: 40 }}
        >
          Yes, categorize all
        </Button>
      </DialogActions>
    </Dialog>
  );
}
