import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ApiError, useUpdateWallet, type Wallet } from '@sikalens/api-client';
import { changeHandler, formatPhone, messagesResolver, useToast } from '@sikalens/shared-ui';
import { useShownTarget } from '../hooks/useShownTarget';
import {
  UPDATE_WALLET_FAILED,
  walletFieldCheck,
  type WalletEditField,
  type WalletField,
  type WalletForm,
} from '../utils/wallet-form';
import { MomoNumberField, WalletLabelField } from './WalletFields';

// A wallet and the one thing its menu changes: its label, or a number typed wrong.
export type WalletEdit = { wallet: Wallet; field: WalletEditField };

type EditWalletDialogProps = { edit: WalletEdit | null; onClose: () => void };

const TITLES: Record<WalletEditField, string> = {
  label: 'Rename Wallet',
  momoNumber: 'Correct MoMo Number',
};

export function EditWalletDialog({ edit, onClose }: EditWalletDialogProps) {
  // The last wallet stays on screen while the dialog fades out; a new one starts afresh.
  const shown = useShownTarget(edit);
  if (!shown) return null;
  return (
    <EditWalletForm key={shown.key} {...shown.target} open={edit !== null} onClose={onClose} />
  );
}

type EditWalletFormProps = WalletEdit & { open: boolean; onClose: () => void };

function EditWalletForm({ wallet, field: edited, open, onClose }: EditWalletFormProps) {
  const { toast } = useToast();
  const updateWallet = useUpdateWallet();
  // As the add-wallet dialog: the same boxes and messages, checked when sent, a message staying
  // until its box is edited.
  const { control, handleSubmit, clearErrors, setError, formState } = useForm<WalletForm>({
    defaultValues: {
      label: wallet.label,
      provider: wallet.provider,
      momoNumber: wallet.momoNumber,
    },
    resolver: messagesResolver(walletFieldCheck(edited)),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const pending = updateWallet.isPending;
  const titleId = `edit-wallet-title-${edited}`;

  const changeOf = changeHandler<WalletField>((name) => {
    if (errors[name]) clearErrors(name);
  });

  const close = () => {
    if (pending) return;
    onClose();
  };

  const refused = (found: FieldErrors<WalletForm>) =>
    toast({ title: 'Invalid input', description: found[edited]?.message, variant: 'destructive' });

  const save = async (form: WalletForm) => {
    const value = edited === 'label' ? form.label.trim() : form.momoNumber.replace(/\s/g, '');
    // Unchanged: nothing to send.
    if (value === wallet[edited]) {
      onClose();
      return;
    }
    const body = edited === 'label' ? { label: value } : { momoNumber: value };
    let saved: Wallet;
    try {
      saved = await updateWallet.mutateAsync({ id: wallet.id, body });
    } catch (error) {
      // The API's refusal is about the one box there is (a number with statements imported, one
      // another wallet has, a label refused); anything else (offline) gets the generic message.
      const fromServer = error instanceof ApiError && error.status > 0;
      const message = fromServer ? error.message : UPDATE_WALLET_FAILED;
      setError(edited, { type: 'server', message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    onClose();
    toast(
      edited === 'label'
        ? {
            title: 'Wallet Renamed',
            description: `${wallet.label} is now ${saved.label}.`,
            variant: 'success',
          }
        : {
            title: 'Number Corrected',
            description: `${saved.label}'s number is now ${formatPhone(saved.momoNumber)}.`,
            variant: 'success',
          },
    );
  };

  const submit = handleSubmit(save, refused);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{TITLES[edited]}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1, pt: 1 }}>
          {edited === 'label' ? (
            <Controller
              control={control}
              name="label"
              render={({ field }) => (
                <WalletLabelField
                  field={field}
                  error={errors.label?.message}
                  onChange={changeOf(field)}
                  autoFocus
                />
              )}
            />
          ) : (
            <>
              <DialogContentText variant="body2">
                For a number typed wrong. A wallet whose statements are imported keeps its number:
                add a new wallet for a new number.
              </DialogContentText>
              <Controller
                control={control}
                name="momoNumber"
                render={({ field }) => (
                  <MomoNumberField
                    field={field}
                    error={errors.momoNumber?.message}
                    onChange={changeOf(field)}
                    autoFocus
                  />
                )}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
