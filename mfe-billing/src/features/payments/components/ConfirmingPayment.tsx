import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { VerificationResult } from './VerificationResult';

const CONFIRMING_TITLE = 'Confirming your payment…';
const CONFIRMING_TEXT =
  'We are checking with Paystack that your payment went through. This usually takes a few seconds.';

// /payment-success while the payment is checked (issue 30): what is happening, never a bare
// skeleton. Also shown while the page's own code loads (routes.tsx), so the words are there from
// the first paint after Paystack sends the payer back.
export function ConfirmingPayment() {
  return (
    <VerificationResult icon={<CircularProgress size={44} aria-hidden />} title={CONFIRMING_TITLE}>
      <Typography color="text.secondary">{CONFIRMING_TEXT}</Typography>
    </VerificationResult>
  );
}
