import { Controller, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { blurOnceTyped, validatedFieldProps } from '../hooks/useValidatedForm';
import { GHANA_PREFIX, toLocalPhoneDigits, type RegisterValues } from '../utils/validation';

type RegisterFormProps = {
  // The login page's form, so the details are still there on the way back from the code.
  form: UseFormReturn<RegisterValues>;
  onSubmit: (values: RegisterValues) => void;
  sending: boolean;
  // A code was asked for too soon: the button waits out the countdown shown below the form.
  waiting?: boolean;
};

export function RegisterForm({ form, onSubmit, sending, waiting = false }: RegisterFormProps) {
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;

  const send = handleSubmit(onSubmit);

  const common = (field: keyof RegisterValues) => {
    const error = errors[field]?.message;
    return {
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
      onSubmit={(event) => void send(event)}
      spacing={2.5}
      aria-label="Create account"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <TextField
          {...common('firstName')}
          {...validatedFieldProps(register('firstName'))}
          label="First name"
          autoComplete="given-name"
          autoFocus
        />
        <TextField
          {...common('lastName')}
          {...validatedFieldProps(register('lastName'))}
          label="Last name"
          autoComplete="family-name"
        />
      </Box>
      {/* Controlled: the box keeps only the 9 digits after +233, whatever is typed or pasted. */}
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <TextField
            {...common('phone')}
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onChange={(event) => field.onChange(toLocalPhoneDigits(event.target.value))}
            onBlur={blurOnceTyped(field)}
            label="Phone number"
            placeholder="241234567"
            helperText={errors.phone?.message ?? 'The 9 digits after +233, without the leading 0'}
            slotProps={{
              input: {
                startAdornment: <InputAdornment position="start">{GHANA_PREFIX}</InputAdornment>,
              },
              htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national' },
            }}
          />
        )}
      />
      <TextField
        {...common('email')}
        {...validatedFieldProps(register('email'))}
        label="E-mail"
        type="email"
        placeholder="you@example.com"
        autoComplete="email"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={sending}
        disabled={waiting}
      >
        Create Account
      </Button>
    </Stack>
  );
}
