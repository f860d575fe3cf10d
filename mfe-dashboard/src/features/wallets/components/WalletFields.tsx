import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ControllerRenderProps } from 'react-hook-form';
import { LABEL_MAX_LENGTH, type WalletForm } from '../utils/wallet-form';

type WalletFieldProps<N extends 'label' | 'momoNumber'> = {
  field: ControllerRenderProps<WalletForm, N>;
  error: string | undefined;
  // The form's change handler (it takes the field's message away).
  onChange: (value: string) => void;
  autoFocus?: boolean;
};

// What both boxes share: bound to the form's field, required, its message below.
function WalletTextField<N extends 'label' | 'momoNumber'>({
  field,
  error,
  onChange,
  autoFocus = false,
  ...box
}: WalletFieldProps<N> & Omit<TextFieldProps, 'error' | 'onChange'>) {
  return (
    <TextField
      {...box}
      name={field.name}
      value={field.value}
      inputRef={field.ref}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
      required
      autoFocus={autoFocus}
      fullWidth
    />
  );
}

// The wallet's label and MoMo number boxes, the same when a wallet is added, renamed or its
// number corrected.
export function WalletLabelField(props: WalletFieldProps<'label'>) {
  return (
    <WalletTextField
      {...props}
      label="Label"
      placeholder="e.g., Personal MoMo"
      margin="dense"
      slotProps={{ htmlInput: { maxLength: LABEL_MAX_LENGTH } }}
    />
  );
}

export function MomoNumberField(props: WalletFieldProps<'momoNumber'>) {
  return (
    <WalletTextField
      {...props}
      label="MoMo Number"
      placeholder="0241234567"
      type="tel"
      autoComplete="tel-national"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
