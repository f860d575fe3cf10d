import { Link as RouterLink, useSearchParams } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { formatDate, formatMoney, supportHref } from '@sikalens/shared-ui';
import { usePaymentVerification } from '../hooks/usePaymentVerification';
import { ConfirmingPayment } from './ConfirmingPayment';
import { VerificationResult } from './VerificationResult';

const NOT_VERIFIED =
  "We couldn't verify your payment. If you were charged, please contact support.";

function Failed({
  message,
  pending = false,
  reference = null,
}: {
  message: string;
  pending?: boolean;
  // The payment's reference, which the support form starts its message with.
  reference?: string | null;
}) {
  return (
    <VerificationResult
      icon={
        <Box sx={{ color: pending ? 'warning.main' : 'error.main', display: 'inline-flex' }}>
          {pending ? <Clock size={48} aria-hidden /> : <CircleX size={48} aria-hidden />}
        </Box>
      }
      title={pending ? 'Payment Not Confirmed Yet' : 'Payment Verification Failed'}
    >
      <Typography>{message}</Typography>
      {pending ? (
        <Typography color="text.secondary">
          Mobile money payments can take a minute to be approved. We keep checking in the background
          and will upgrade your account as soon as the payment is confirmed.
        </Typography>
      ) : null}
      {reference !== null ? (
        <Button
          component={RouterLink}
          to={supportHref({ topic: 'billing', about: `Payment reference ${reference}` })}
          variant="outlined"
          sx={{ minHeight: 44, justifySelf: 'center' }}
        >
          Contact support
        </Button>
      ) : null}
    </VerificationResult>
  );
}

function VerifyPayment({ reference }: { reference: string }) {
  const state = usePaymentVerification(reference);
  switch (state.phase) {
    case 'verifying':
      return <ConfirmingPayment />;
    case 'failed':
      return <Failed message={NOT_VERIFIED} pending={state.pending} reference={reference} />;
    case 'success': {
      const { planName, currency, amount, proUntil } = state.verification;
      return (
        <VerificationResult
          icon={
            <Box sx={{ color: 'success.main', display: 'inline-flex' }}>
              <CircleCheck size={48} aria-hidden />
            </Box>
          }
          title="Payment Successful!"
        >
          <Typography sx={{ fontWeight: 600 }}>
            {planName} · {formatMoney(amount, currency)}
          </Typography>
          <Typography>
            Your account has been upgraded to Pro.
            {proUntil ? ` Pro runs until ${formatDate(proUntil)}.` : ''}
          </Typography>
          <Typography color="text.secondary">Taking you to your dashboard…</Typography>
        </VerificationResult>
      );
    }
  }
}

// /payment-success: where the provider's checkout returns, with ?reference= (or ?trxref=).
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  if (!reference) {
    return <Failed message="No payment reference found. Please try upgrading again." />;
  }
  // A new reference starts over.
  return <VerifyPayment key={reference} reference={reference} />;
}
