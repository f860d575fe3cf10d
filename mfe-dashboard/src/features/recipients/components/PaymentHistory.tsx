import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@sikalens/api-client';
import { PaymentRow } from './PaymentRow';

// The API sends every payment; a phone gets them a screenful at a time.
export const PAYMENTS_SHOWN = 20;

type PaymentHistoryProps = { payments: Transaction[]; recipientName: string };

export function PaymentHistory({ payments, recipientName }: PaymentHistoryProps) {
  const [shown, setShown] = useState(PAYMENTS_SHOWN);
  const visible = payments.slice(0, shown);
  return (
    <Box component="section" aria-labelledby="payment-history-title">
      <Typography id="payment-history-title" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Payment History
      </Typography>
      <Stack
        component="ul"
        aria-label="Payments"
        spacing={1.5}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {visible.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} recipientName={recipientName} />
        ))}
      </Stack>
      {payments.length > visible.length ? (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Showing {visible.length} of {payments.length}
          </Typography>
          <Button variant="outlined" onClick={() => setShown((count) => count + PAYMENTS_SHOWN)}>
            Show more
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
