import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useValidatedForm } from '../hooks/useValidatedForm';
import {
  GHANA_PREFIX,
  toLocalPhoneDigits,
  validateRegister,
  type RegisterValues,
} from '../utils/validation';

type RegisterFormProps = {
  values: RegisterValues;
  onChange: (values: RegisterValues) => void;
  onSubmit: (values: RegisterValues) => void;
  sending: boolean;
};

export function RegisterForm({ values, onChange, onSubmit, sending }: RegisterFormProps) {
  const { errorFor, touch, attemptSubmit } = useValidatedForm(values, validateRegister);

  const set = (field: keyof RegisterValues) => (value: string) =>
    onChange({ ...values, [field]: value });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attemptSubmit()) onSubmit(values);
  };

  const fieldProps = (field: keyof RegisterValues) => {
    const error = errorFor(field);
    return {
      value: values[field],
      onBlur: () => touch(field),
      error: Boolean(error),
      helperText: error,
      required: true,
      fullWidth: true,
      disabled: sending,
    };
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit}
      spacing={2.5}
      aria-label="Create account"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <TextField
          {...fieldProps('firstName')}
          label="First name"
          autoComplete="given-name"
          autoFocus
          onChange={(event) => set('firstName')(event.target.value)}
        />
        <TextField
          {...fieldProps('lastName')}
          label="Last name"
          autoComplete="family-name"
          onChange={(event) => set('lastName')(event.target.value)}
        />
      </Box>
      <TextField
        {...fieldProps('phone')}
        label="Phone number"
        placeholder="241234567"
        helperText={errorFor('phone') ?? 'The 9 digits after +233, without the leading 0'}
        onChange={(event) => set('phone')(toLocalPhoneDigits(event.target.value))}
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">{GHANA_PREFIX}</InputAdornment>,
          },
          htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national' },
        }}
      />
      <TextField
        {...fieldProps('email')}
        label="E-mail"
        type="email"
        placeholder="you@example.com"
        autoComplete="email"
        onChange={(event) => set('email')(event.target.value)}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={sending}>
        Create Account
      </Button>
    </Stack>
  );
}
