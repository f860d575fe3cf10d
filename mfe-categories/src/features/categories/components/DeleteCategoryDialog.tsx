import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Category } from '@sikalens/api-client';
import { uncategorisedWarning } from '../utils/category-text';

type DeleteCategoryDialogProps = {
  category: Category | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (category: Category) => void;
};

export function DeleteCategoryDialog({
  category,
  deleting,
  onCancel,
  onConfirm,
}: DeleteCategoryDialogProps) {
  // The name stays on screen while the dialog fades out.
  const [shown, setShown] = useState(category);
  if (category && category !== shown) setShown(category);
  return (
    <Dialog
      open={!!category}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-category-title"
      aria-describedby="delete-category-text"
      maxWidth="xs"
    >
      <DialogTitle id="delete-category-title">Delete {shown?.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-category-text">
          {shown ? uncategorisedWarning(shown.transactionCount) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={deleting} sx={{ minHeight: 40 }}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={deleting}
          onClick={() => category && onConfirm(category)}
          sx={{ minHeight: 40 }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
