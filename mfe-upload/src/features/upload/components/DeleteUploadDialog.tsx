import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { StatementUpload } from '@sikalens/api-client';

type DeleteUploadDialogProps = {
  upload: StatementUpload | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (upload: StatementUpload) => void;
};

export function DeleteUploadDialog({
  upload,
  deleting,
  onCancel,
  onConfirm,
}: DeleteUploadDialogProps) {
  return (
    <Dialog
      open={!!upload}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-upload-title"
    >
      <DialogTitle id="delete-upload-title">Delete this upload?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {upload?.fileName} and the transactions it added will be removed.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={deleting}
          onClick={() => upload && onConfirm(upload)}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
