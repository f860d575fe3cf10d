import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Check, ShieldCheck } from 'lucide-react';
import { defaultPlan, errorMessage, useSubscriptionPlans } from '@sikalens/api-client';
import { ListSkeleton, LoadError, type SubscriptionDialogProps } from '@sikalens/shared-ui';
import { useCheckout } from '../hooks/useCheckout';
import { planPrice } from '../utils/plan-display';
import { PlanOptions } from './PlanOptions';

// Spec section 6: what Pro adds.
const PRO_BENEFITS = [
  'Unlimited AI assistant chats',
  'Advanced insights and predictions',
  'Custom budget alerts',
  'Premium export (Excel, detailed PDFs)',
  'Priority support',
];

// The upgrade dialog the shell opens (banner, AI promo, /ai-chat, settings): choose a plan, pay
// through the provider's checkout.
export function SubscriptionDialog({ open, onClose }: SubscriptionDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const plansLabelId = useId();
  const plans = useSubscriptionPlans();
  const { processing, pay } = useCheckout();
  const [chosenId, setChosenId] = useState<string | null>(null);

  const list = plans.data ?? [];
  // Until the user picks one, the spec's default (the 3-month plan, else the first).
  const selected = list.find((plan) => plan.id === chosenId) ?? defaultPlan(list);

  // Leaving mid-redirect would hide that the browser is about to go to the checkout.
  const close = () => {
    if (!processing) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Upgrade to SikaLens Pro</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        <Box
          component="ul"
          aria-label="Pro benefits"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {PRO_BENEFITS.map((benefit) => (
            <Box
              component="li"
              key={benefit}
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Box component="span" sx={{ color: 'primary.main', display: 'inline-flex' }}>
                <Check size={18} aria-hidden />
              </Box>
              <Typography component="span">{benefit}</Typography>
            </Box>
          ))}
        </Box>

        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id={plansLabelId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Choose your plan
          </Typography>
          {plans.isPending ? (
            <ListSkeleton label="Loading plans" rows={4} rowHeight={88} />
          ) : plans.isError ? (
            <LoadError onRetry={() => void plans.refetch()}>
              Could not load the plans. {errorMessage(plans.error)}
            </LoadError>
          ) : (
            <PlanOptions
              plans={list}
              value={selected?.id ?? ''}
              onChange={setChosenId}
              labelledBy={plansLabelId}
              disabled={processing}
            />
          )}
        </Box>

        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
          <Box component="span" sx={{ display: 'inline-flex', mt: 0.25 }}>
            <ShieldCheck size={18} aria-hidden />
          </Box>
          <Typography variant="body2">
            You pay by card or MTN MoMo on Paystack&apos;s secure checkout, in Ghana cedis (GHS).
            Pro starts as soon as your payment is confirmed.
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={processing}>
          Close
        </Button>
        <Button
          variant="contained"
          disabled={!selected || processing}
          onClick={() => selected && void pay(selected)}
          startIcon={processing ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
        >
          {processing ? 'Processing…' : selected ? `Pay ${planPrice(selected.totalPrice)}` : 'Pay'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
