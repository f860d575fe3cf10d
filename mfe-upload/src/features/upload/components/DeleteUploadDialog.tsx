import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useUploadDeletion, type StatementUpload } from '@sikalens/api-client';
import { deletionText, UNDO_WINDOW } from '../utils/upload-deletion';

type DeleteUploadDialogProps = {
  upload: StatementUpload | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (upload: StatementUpload) => void;
};

// Says what goes before anything does (issue 29, item 2): the API's preview counts the
// transactions only this statement brought in, and those another statement also has (they stay).
export function DeleteUploadDialog({
  upload,
  deleting,
  onCancel,
  onConfirm,
}: DeleteUploadDialogProps) {
  const deletion = useUploadDeletion(upload?.id ?? null);
  // The last upload asked about and its preview, so the dialog keeps its words while it closes.
  const [shown, setShown] = useState(upload);
  if (upload && upload !== shown) setShown(upload);
  const [lastPreview, setLastPreview] = useState(deletion.data);
  if (upload && deletion.data && deletion.data !== lastPreview) setLastPreview(deletion.data);
  const preview = upload ? deletion.data : lastPreview;
  const checking = !!upload && deletion.isLoading;

  return (
    <Dialog
      open={!!upload}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-upload-title"
      aria-describedby="delete-upload-text"
    >
      <DialogTitle id="delete-upload-title" sx={{ overflowWrap: 'anywhere' }}>
        Delete {shown?.fileName}?
      </DialogTitle>
      <DialogContent>
        {checking ? (
          <Skeleton variant="text" aria-label="Checking what goes with it" width={320} />
        ) : (
          <DialogContentText id="delete-upload-text">
            {preview
              ? deletionText(preview)
              : // The preview could not load: the delete itself still says what it did.
                `${shown?.fileName} and the transactions it added will be removed. ${UNDO_WINDOW}`}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={deleting || checking}
          onClick={() => upload && onConfirm(upload)}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
