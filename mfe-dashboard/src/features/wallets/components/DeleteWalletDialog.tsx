import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import {
  errorMessage,
  useDeleteWallet,
  useWalletDeletion,
  type Wallet,
} from '@sikalens/api-client';
import { LoadError, useToast } from '@sikalens/shared-ui';
import { useShownTarget } from '../hooks/useShownTarget';
import { deletionText } from '../utils/wallet-form';

const DELETE_WALLET_FAILED = 'Failed to delete the wallet. Please try again.';
// The deletion's toast stays long enough to reach its Undo.
const DELETED_TOAST_MS = 15_000;

type DeleteWalletDialogProps = {
  wallet: Wallet | null;
  onClose: () => void;
  onUndo: (id: string) => void;
};

export function DeleteWalletDialog({ wallet, onClose, onUndo }: DeleteWalletDialogProps) {
  // The last wallet stays on screen while the dialog fades out.
  const shown = useShownTarget(wallet);
  if (!shown) return null;
  return (
    <DeleteWalletConfirm
      key={shown.key}
      wallet={shown.target}
      open={wallet !== null}
      onClose={onClose}
      onUndo={onUndo}
    />
  );
}

type DeleteWalletConfirmProps = {
  wallet: Wallet;
  open: boolean;
  onClose: () => void;
  onUndo: (id: string) => void;
};

// Says what goes with the wallet (its statements and their transactions, counted by the API)
// before anything is deleted; the deletion can be undone for 24 hours.
function DeleteWalletConfirm({ wallet, open, onClose, onUndo }: DeleteWalletConfirmProps) {
  const preview = useWalletDeletion(open ? wallet.id : null);
  const deleteWallet = useDeleteWallet();
  const { toast } = useToast();
  const deleting = deleteWallet.isPending;
  const titleId = `delete-wallet-title-${wallet.id}`;

  const close = () => {
    if (deleting) return;
    onClose();
  };

  const confirm = async () => {
    try {
      const { message } = await deleteWallet.mutateAsync(wallet.id);
      onClose();
      toast({
        title: 'Wallet Deleted',
        description: message,
        action: { label: 'Undo', onClick: () => onUndo(wallet.id) },
        durationMs: DELETED_TOAST_MS,
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, DELETE_WALLET_FAILED),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Delete {preview.data?.name ?? wallet.label}?</DialogTitle>
      <DialogContent>
        {preview.data ? (
          <DialogContentText>{deletionText(preview.data)}</DialogContentText>
        ) : preview.isError ? (
          <LoadError onRetry={() => void preview.refetch()}>
            Could not count what goes with it. {errorMessage(preview.error)}
          </LoadError>
        ) : (
          <Skeleton
            variant="text"
            height={48}
            role="progressbar"
            aria-label="Counting what goes with it"
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={deleting}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={deleting}
          disabled={!preview.data}
          onClick={() => void confirm()}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
