import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ApiError, WALLET_PROVIDERS, useCreateWallet } from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';
import {
  ADD_WALLET_FAILED,
  EMPTY_WALLET_FORM,
  LABEL_MAX_LENGTH,
  fieldOfServerError,
  validateWalletForm,
  type WalletField,
  type WalletForm,
  type WalletFormErrors,
} from '../utils/wallet-form';

type AddWalletDialogProps = { open: boolean; onClose: () => void };

export function AddWalletDialog({ open, onClose }: AddWalletDialogProps) {
  const { toast } = useToast();
  const createWallet = useCreateWallet();
  const [form, setForm] = useState<WalletForm>(EMPTY_WALLET_FORM);
  const [errors, setErrors] = useState<WalletFormErrors>({});

  const setField = (field: WalletField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reset = () => {
    setForm(EMPTY_WALLET_FORM);
    setErrors({});
    createWallet.reset();
  };

  const close = () => {
    if (createWallet.isPending) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateWalletForm(form);
    setErrors(found);
    const first = Object.values(found)[0];
    const { provider } = form;
    if (first !== undefined || provider === '') {
      toast({ title: 'Invalid input', description: first, variant: 'destructive' });
      return;
    }
    try {
      await createWallet.mutateAsync({
        label: form.label.trim(),
        provider,
        momoNumber: form.momoNumber.replace(/\s/g, ''),
      });
    } catch (error) {
      // An answer from the API carries a message for the user; anything else (offline) does not.
      const fromServer = error instanceof ApiError && error.status > 0;
      const message = fromServer ? error.message : ADD_WALLET_FAILED;
      const field = fieldOfServerError(error);
      if (field) setErrors({ [field]: message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    reset();
    onClose();
    toast({
      title: 'Wallet Added',
      description: 'Your new wallet has been added successfully.',
      variant: 'success',
    });
  };

  const pending = createWallet.isPending;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-wallet-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="add-wallet-title">Add Wallet</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            label="Label"
            placeholder="e.g., Personal MoMo"
            value={form.label}
            onChange={(event) => setField('label', event.target.value)}
            error={!!errors.label}
            helperText={errors.label}
            required
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: LABEL_MAX_LENGTH } }}
          />
          <TextField
            select
            label="Provider"
            value={form.provider}
            onChange={(event) => setField('provider', event.target.value)}
            error={!!errors.provider}
            helperText={errors.provider}
            required
            fullWidth
          >
            {WALLET_PROVIDERS.map((provider) => (
              <MenuItem key={provider} value={provider}>
                {provider}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="MoMo Number"
            placeholder="0241234567"
            value={form.momoNumber}
            onChange={(event) => setField('momoNumber', event.target.value)}
            error={!!errors.momoNumber}
            helperText={errors.momoNumber}
            required
            fullWidth
            type="tel"
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            Add Wallet
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
