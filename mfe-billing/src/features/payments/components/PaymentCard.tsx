import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Payment } from '@sikalens/api-client';
import { formatDateTime, formatMoney } from '@sikalens/shared-ui';
import { PaymentStatusChip } from './PaymentStatusChip';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

type DetailProps = { label: string; children: ReactNode; mono?: boolean };

function Detail({ label, children, mono = false }: DetailProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          // A reference is one long token: it breaks anywhere rather than push the page sideways.
          overflowWrap: 'anywhere',
          ...(mono ? { fontFamily: MONOSPACE } : {}),
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}

// One payment: plan, status, amount, the provider's reference, when it began and when it settled.
export function PaymentCard({ payment }: { payment: Payment }) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography id={titleId} variant="h4" component="h2" sx={{ minWidth: 0 }}>
            {payment.planName}
          </Typography>
          <PaymentStatusChip status={payment.status} notCompleted={payment.notCompleted} />
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Detail label="Amount">{formatMoney(payment.amount, payment.currency)}</Detail>
          <Detail label="Reference" mono>
            {payment.reference}
          </Detail>
          <Detail label="Date">{formatDateTime(payment.createdAt)}</Detail>
          <Detail label="Verified">
            {payment.verifiedAt ? formatDateTime(payment.verifiedAt) : '—'}
          </Detail>
        </Box>
      </CardContent>
    </Card>
  );
}
