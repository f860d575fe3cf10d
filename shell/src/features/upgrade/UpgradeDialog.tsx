import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { Check } from 'lucide-react';

type UpgradeDialogProps = { open: boolean; onClose: () => void };

// The shell's upgrade-dialog slot (spec section 9 pricing). Paying arrives with the billing
// issue, which replaces this content with the subscription dialog exposed by mfe-billing.
const PLANS = [
  { name: '1 Month Pro', price: 'GHS 25', note: '' },
  { name: '3 Months Pro', price: 'GHS 60', note: 'Most Popular · save GHS 15' },
  { name: '6 Months Pro', price: 'GHS 105', note: 'save GHS 45' },
  { name: '12 Months Pro', price: 'GHS 180', note: 'save GHS 120' },
];

const BENEFITS = [
  'Unlimited AI assistant chats',
  'Advanced insights and predictions',
  'Custom budget alerts',
  'Premium export (Excel, detailed PDFs)',
  'Priority support',
];

export function UpgradeDialog({ open, onClose }: UpgradeDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="upgrade-title">
      <DialogTitle id="upgrade-title">Upgrade to SikaLens Pro</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {BENEFITS.map((benefit) => (
            <Box
              component="li"
              key={benefit}
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Check size={18} aria-hidden />
              <Typography>{benefit}</Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {PLANS.map((plan) => (
            <Box key={plan.name} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
              <Typography variant="h4" component="p">
                {plan.price}
              </Typography>
              {plan.note ? (
                <Chip size="small" color="secondary" label={plan.note} sx={{ mt: 1 }} />
              ) : null}
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          Card payments are opening soon. Your free plan keeps working in the meantime.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
