import {
  useEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import Box from '@mui/material/Box';

// Verification codes are 6 digits (issue 27, ADR 0025: the spec's 4 were about 13 bits).
const OTP_LENGTH = 6;

export type OtpDigits = readonly string[];

export const EMPTY_OTP: OtpDigits = Array.from({ length: OTP_LENGTH }, () => '');

export function otpCode(digits: OtpDigits): string {
  return digits.join('');
}

export function isCompleteOtp(digits: OtpDigits): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otpCode(digits));
}

type OtpInputProps = {
  value: OtpDigits;
  onChange: (value: OtpDigits) => void;
  disabled?: boolean;
  error?: boolean;
  // The id of the message that says why the code was refused.
  describedBy?: string | undefined;
  // What the boxes are named to a screen reader (a form with two codes names each).
  label?: string;
  // Take the focus when first shown (a second code on the same form does not).
  autoFocus?: boolean;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

export function OtpInput({
  value,
  onChange,
  disabled = false,
  error = false,
  describedBy,
  label = 'Verification code',
  autoFocus = true,
}: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const empty = value.every((digit) => !digit);
  // Whether the boxes ever held a digit (a cleared code takes the focus back even without autoFocus).
  const typedIn = useRef(false);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  // Start in the first box, and go back there whenever the code is cleared (failed verify, resend).
  useEffect(() => {
    if (!empty) typedIn.current = true;
    else if (autoFocus || typedIn.current) inputs.current[0]?.focus();
  }, [empty, autoFocus]);

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
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 1, sm: 1.5 } }}
    >
      {value.map((digit, index) => (
        // A plain input drawn by Box: the outline below never reached InputBase's root through its
        // sx with the styled-components engine (the boxes showed no border at all).
        <Box
          component="input"
          // The boxes never reorder, so the position is a stable key.
          key={index}
          value={digit}
          disabled={disabled}
          ref={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          onChange={handleChange(index)}
          onPaste={handlePaste(index)}
          onKeyDown={handleKeyDown(index)}
          onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
          aria-label={`Digit ${index + 1}`}
          aria-invalid={error || undefined}
          aria-describedby={describedBy}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          sx={{
            // Six boxes fit a 320 px screen beside the card's padding.
            width: { xs: 42, sm: 52 },
            height: { xs: 52, sm: 60 },
            boxSizing: 'border-box',
            p: 0,
            m: 0,
            borderRadius: '10px',
            // An outline that shows on the paper in both themes, empty or not.
            borderWidth: '2px',
            borderStyle: 'solid',
            borderColor: error ? 'error.main' : digit ? 'primary.main' : 'text.secondary',
            bgcolor: 'background.paper',
            color: 'text.primary',
            font: 'inherit',
            fontSize: { xs: '1.5rem', sm: '1.75rem' },
            fontWeight: 700,
            textAlign: 'center',
            outline: 'none',
            transition: 'border-color 120ms ease, box-shadow 120ms ease',
            '&:focus': {
              borderColor: error ? 'error.main' : 'primary.main',
              boxShadow: (theme) =>
                `0 0 0 3px ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.2)}`,
            },
            '&:disabled': { opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}
