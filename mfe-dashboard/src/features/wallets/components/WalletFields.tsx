import TextField from '@mui/material/TextField';
import type { ControllerRenderProps } from 'react-hook-form';
import { LABEL_MAX_LENGTH, type WalletForm } from '../utils/wallet-form';

type WalletFieldProps<N extends 'label' | 'momoNumber'> = {
  field: ControllerRenderProps<WalletForm, N>;
  error: string | undefined;
  // The form's change handler (it takes the field's message away).
  onChange: (value: string) => void;
  autoFocus?: boolean;
};

// The wallet's label and MoMo number boxes, the same when a wallet is added, renamed or its
// number corrected.
export function WalletLabelField({
  field,
  error,
  onChange,
  autoFocus = false,
}: WalletFieldProps<'label'>) {
  return (
    <TextField
      label="Label"
      placeholder="e.g., Personal MoMo"
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
      required
      autoFocus={autoFocus}
      fullWidth
      margin="dense"
      slotProps={{ htmlInput: { maxLength: LABEL_MAX_LENGTH } }}
    />
  );
}

export function MomoNumberField({
  field,
  error,
  onChange,
  autoFocus = false,
}: WalletFieldProps<'momoNumber'>) {
  return (
    <TextField
      label="MoMo Number"
      placeholder="0241234567"
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
      required
      autoFocus={autoFocus}
      fullWidth
      type="tel"
      autoComplete="tel-national"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
