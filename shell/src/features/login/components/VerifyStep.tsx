import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { formatPhone } from '@sikalens/shared-ui';
import { useCompleteOtp, type OtpForm, type OtpValues } from '../hooks/useOtpForm';
import { OtpField } from './OtpField';
import { isCompleteOtp } from './OtpInput';

type VerifyStepProps = {
  maskedPhone: string | null;
  maskedEmail: string | null;
  // Where the code went: a contact the user did not type is named, never shown (issue 27).
  channels: readonly ('sms' | 'email')[];
  // The login page's code form: it empties the boxes when a code is refused or resent.
  form: OtpForm;
  onVerify: (values: OtpValues) => void;
  onResend: () => void;
  onBack: () => void;
  verifying: boolean;
  resending: boolean;
  // A code was asked for too soon: Resend waits out the countdown shown below.
  waiting?: boolean;
};

function Destination({
  maskedPhone,
  maskedEmail,
  channels,
}: Pick<VerifyStepProps, 'maskedPhone' | 'maskedEmail' | 'channels'>) {
  const named = (masked: string | null, channel: 'sms' | 'email', name: string) =>
    masked !== null
      ? { text: masked, masked: true }
      : channels.includes(channel)
        ? { text: name, masked: false }
        : null;
  const targets = [
    named(maskedPhone && formatPhone(maskedPhone, { international: true }), 'sms', 'your phone'),
    named(maskedEmail, 'email', 'your e-mail'),
  ].filter((target) => target !== null);
  if (targets.length === 0) return <>your phone and e-mail</>;
  return (
    <>
      {targets.map((target, index) => (
        <span key={target.text}>
          {index > 0 ? ' and ' : null}
          {target.masked ? (
            <Box component="strong" sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}>
              {target.text}
            </Box>
          ) : (
            target.text
          )}
        </span>
      ))}
    </>
  );
}

export function VerifyStep({
  maskedPhone,
  maskedEmail,
  channels,
  form,
  onVerify,
  onResend,
  onBack,
  verifying,
  resending,
  waiting = false,
}: VerifyStepProps) {
  const { control, handleSubmit } = form;
  const complete = useCompleteOtp(control);
  const busy = verifying || resending;

  const submit = handleSubmit((values) => {
    if (isCompleteOtp(values.code) && !busy) onVerify(values);
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={3}
      aria-labelledby="verify-heading"
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography id="verify-heading" variant="h4" component="h2">
          Enter Verification Code
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          We sent a 6-digit code to{' '}
          <Destination maskedPhone={maskedPhone} maskedEmail={maskedEmail} channels={channels} />.
        </Typography>
      </Box>
      <OtpField form={form} disabled={verifying} />
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
          disabled={verifying || waiting}
        >
          Resend code
        </Button>
      </Box>
    </Stack>
  );
}
