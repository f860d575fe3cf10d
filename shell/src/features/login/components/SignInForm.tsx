import type { UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { validatedFieldProps } from '../hooks/useValidatedForm';
import type { SignInValues } from '../utils/validation';

type SignInFormProps = {
  // The login page's form, so the details are still there on the way back from the code.
  form: UseFormReturn<SignInValues>;
  onSubmit: (values: SignInValues) => void;
  sending: boolean;
  // A code was asked for too soon: the button waits out the countdown shown below the form.
  waiting?: boolean;
};

export function SignInForm({ form, onSubmit, sending, waiting = false }: SignInFormProps) {
  const { register, handleSubmit, formState } = form;
  const identifierError = formState.errors.identifier?.message;

  const send = handleSubmit(({ identifier }) => onSubmit({ identifier: identifier.trim() }));

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void send(event)}
      spacing={2.5}
      aria-label="Sign in"
    >
      <TextField
        label="Phone number or e-mail"
        placeholder="0241234567 or you@example.com"
        {...validatedFieldProps(register('identifier'))}
        error={Boolean(identifierError)}
        helperText={identifierError ?? 'We will send a 6-digit code to your phone and e-mail.'}
        required
        fullWidth
        autoFocus
        autoComplete="username"
        disabled={sending}
        // The label sits above the field from the start, the example in it: the prerendered form
        // takes typing before the app (which raises a label) has started.
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={sending}
        disabled={waiting}
      >
        Send code
      </Button>
    </Stack>
  );
}
