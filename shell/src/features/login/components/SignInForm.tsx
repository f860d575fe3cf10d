import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useValidatedForm } from '../hooks/useValidatedForm';
import { validateSignIn, type SignInValues } from '../utils/validation';

type SignInFormProps = {
  values: SignInValues;
  onChange: (values: SignInValues) => void;
  onSubmit: (values: SignInValues) => void;
  sending: boolean;
};

export function SignInForm({ values, onChange, onSubmit, sending }: SignInFormProps) {
  const { errorFor, touch, attemptSubmit } = useValidatedForm(values, validateSignIn);
  const identifierError = errorFor('identifier');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attemptSubmit()) onSubmit({ identifier: values.identifier.trim() });
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Sign in">
      <TextField
        label="Phone number or e-mail"
        placeholder="0241234567 or you@example.com"
        value={values.identifier}
        onChange={(event) => onChange({ identifier: event.target.value })}
        onBlur={() => touch('identifier')}
        error={Boolean(identifierError)}
        helperText={identifierError ?? 'We will send a 4-digit code to your phone and e-mail.'}
        required
        fullWidth
        autoFocus
        autoComplete="username"
        disabled={sending}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={sending}>
        Send OTP Code
      </Button>
    </Stack>
  );
}
