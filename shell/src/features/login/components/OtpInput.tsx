import {
  useEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';

// Spec section 9: verification codes are 4 digits.
export const OTP_LENGTH = 4;

export type OtpDigits = readonly string[];

export const EMPTY_OTP: OtpDigits = Array.from({ length: OTP_LENGTH }, () => '');

export function otpCode(digits: OtpDigits): string {
  return digits.join('');
}

export function isCompleteOtp(digits: OtpDigits): boolean {
  return /^\d{4}$/.test(otpCode(digits));
}

type OtpInputProps = {
  value: OtpDigits;
  onChange: (value: OtpDigits) => void;
  disabled?: boolean;
  error?: boolean;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

export function OtpInput({ value, onChange, disabled = false, error = false }: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const empty = value.every((digit) => !digit);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  // Start in the first box, and go back there whenever the code is cleared (failed verify, resend).
  useEffect(() => {
    if (empty) inputs.current[0]?.focus();
  }, [empty]);

  // Fills boxes from `index` onwards; more than one digit comes from paste or SMS autofill.
  const fillFrom = (index: number, digits: string) => {
    const next = [...value];
    const accepted = digits.slice(0, OTP_LENGTH - index);
    accepted.split('').forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    onChange(next);
    focusBox(index + accepted.length);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.target.value);
    if (digits) {
      fillFrom(index, digits);
      return;
    }
    const next = [...value];
    next[index] = '';
    onChange(next);
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) fillFrom(index, digits);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <Box
      role="group"
      aria-label="Verification code"
      sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 1.5, sm: 2 } }}
    >
      {value.map((digit, index) => (
        <InputBase
          // The boxes never reorder, so the position is a stable key.
          key={index}
          value={digit}
          disabled={disabled}
          error={error}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          onChange={handleChange(index)}
          onPaste={handlePaste(index)}
          onKeyDown={handleKeyDown(index)}
          onFocus={(event) => event.target.select()}
          inputProps={{
            'aria-label': `Digit ${index + 1}`,
            inputMode: 'numeric',
            pattern: '[0-9]*',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
          }}
          sx={{
            width: { xs: 56, sm: 64 },
            height: { xs: 60, sm: 68 },
            borderRadius: 2,
            border: 2,
            borderColor: error ? 'error.main' : digit ? 'primary.main' : 'divider',
            bgcolor: 'background.paper',
            fontSize: '1.75rem',
            fontWeight: 700,
            transition: 'border-color 120ms ease, box-shadow 120ms ease',
            '&.Mui-focused': {
              borderColor: 'primary.main',
              boxShadow: (theme) =>
                `0 0 0 3px ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.2)}`,
            },
            '& input': { textAlign: 'center', p: 0, height: '100%' },
          }}
        />
      ))}
    </Box>
  );
}
