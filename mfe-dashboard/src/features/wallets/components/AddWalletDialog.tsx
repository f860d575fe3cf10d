import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ApiError,
  WALLET_PROVIDERS,
  fieldOfServerError,
  useCreateWallet,
} from '@sikalens/api-client';
import { changeHandler, messagesResolver, useToast } from '@sikalens/shared-ui';
import {
  ADD_WALLET_FAILED,
  EMPTY_WALLET_FORM,
  PROVIDER_CHOICES,
  WALLET_FIELDS,
  comingSoonNote,
  statementsComing,
  validateWalletForm,
  type WalletField,
  type WalletForm,
} from '../utils/wallet-form';
import { MomoNumberField, WalletLabelField } from './WalletFields';

type AddWalletDialogProps = { open: boolean; onClose: () => void };

export function AddWalletDialog({ open, onClose }: AddWalletDialogProps) {
  const { toast } = useToast();
  const createWallet = useCreateWallet();
  // Checked when sent; a message stays until its field is edited. The fields are Controllers:
  // closing empties them while the dialog is still fading out.
  const { control, handleSubmit, reset, clearErrors, setError, formState } = useForm<WalletForm>({
    defaultValues: EMPTY_WALLET_FORM,
    resolver: messagesResolver(validateWalletForm),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;

  const changeOf = changeHandler<WalletField>((name) => {
    if (errors[name]) clearErrors(name);
  });

  const clear = () => {
    reset(EMPTY_WALLET_FORM);
    createWallet.reset();
  };

  const close = () => {
    if (createWallet.isPending) return;
    clear();
    onClose();
  };

  const refused = (found: FieldErrors<WalletForm>) => {
    // The first message in the form's order.
    const first = WALLET_FIELDS.map((field) => found[field]?.message).find(Boolean);
    toast({ title: 'Invalid input', description: first, variant: 'destructive' });
  };

  const save = async ({ label, provider, momoNumber }: WalletForm) => {
    if (provider === '') return;
    try {
      await createWallet.mutateAsync({
        label: label.trim(),
        provider,
        momoNumber: momoNumber.replace(/\s/g, ''),
      });
    } catch (error) {
      // An answer from the API carries a message for the user; anything else (offline) does not.
      const fromServer = error instanceof ApiError && error.status > 0;
      const message = fromServer ? error.message : ADD_WALLET_FAILED;
      const field = fieldOfServerError(error, WALLET_FIELDS);
      if (field) setError(field, { type: 'server', message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return;
    }
    clear();
    onClose();
    toast({
      title: 'Wallet Added',
      description: 'Your new wallet has been added successfully.',
      variant: 'success',
    });
  };

  const submit = handleSubmit(save, refused);
  const pending = createWallet.isPending;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-wallet-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="add-wallet-title">Add Wallet</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
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
          <Controller
            control={control}
            name="provider"
            render={({ field }) => (
              <TextField
                select
                label="Provider"
                name={field.name}
                value={field.value}
                inputRef={field.ref}
                onChange={(event) => changeOf(field)(event.target.value)}
                error={!!errors.provider}
                helperText={
                  errors.provider?.message ??
                  (statementsComing(field.value) ? comingSoonNote(field.value) : undefined)
                }
                required
                fullWidth
              >
                {WALLET_PROVIDERS.map((provider) => (
                  <MenuItem key={provider} value={provider}>
                    {PROVIDER_CHOICES[provider]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="momoNumber"
            render={({ field }) => (
              <MomoNumberField
                field={field}
                error={errors.momoNumber?.message}
                onChange={changeOf(field)}
              />
            )}
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
