import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { OtpInput, isCompleteOtp, type OtpDigits } from './OtpInput';

type VerifyStepProps = {
  maskedPhone: string | null;
  maskedEmail: string | null;
  code: OtpDigits;
  onCodeChange: (code: OtpDigits) => void;
  onVerify: () => void;
  onResend: () => void;
  onBack: () => void;
  verifying: boolean;
  resending: boolean;
};

function Destination({
  maskedPhone,
  maskedEmail,
}: Pick<VerifyStepProps, 'maskedPhone' | 'maskedEmail'>) {
  const targets = [maskedPhone, maskedEmail].filter((target): target is string => Boolean(target));
  if (targets.length === 0) return <>your phone and e-mail</>;
  return (
    <>
      {targets.map((target, index) => (
        <span key={target}>
          {index > 0 ? ' and ' : null}
          <Box component="strong" sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}>
            {target}
          </Box>
        </span>
      ))}
    </>
  );
}

export function VerifyStep({
  maskedPhone,
  maskedEmail,
  code,
  onCodeChange,
  onVerify,
  onResend,
  onBack,
  verifying,
  resending,
}: VerifyStepProps) {
  const complete = isCompleteOtp(code);
  const busy = verifying || resending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete && !busy) onVerify();
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit}
      spacing={3}
      aria-labelledby="verify-heading"
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography id="verify-heading" variant="h4" component="h2">
          Enter Verification Code
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          We sent a 4-digit code to{' '}
          <Destination maskedPhone={maskedPhone} maskedEmail={maskedEmail} />.
        </Typography>
      </Box>
      <OtpInput value={code} onChange={onCodeChange} disabled={verifying} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!complete || resending}
        loading={verifying}
      >
        Verify &amp; Login
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="text" startIcon={<ArrowLeft size={16} />} onClick={onBack} disabled={busy}>
          Change details
        </Button>
        <Button
          variant="text"
          startIcon={<RotateCw size={16} />}
          onClick={onResend}
          loading={resending}
          disabled={verifying}
        >
          Resend OTP
        </Button>
      </Box>
    </Stack>
  );
}
