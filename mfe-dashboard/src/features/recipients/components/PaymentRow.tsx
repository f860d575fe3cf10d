import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@sikalens/api-client';
import {
  CategoryChip,
  formatCedi,
  formatDateTime,
  hasFee,
  signedAmount,
  transactionTypeLabel,
} from '@sikalens/shared-ui';

type PaymentRowProps = { payment: Transaction; recipientName: string };

// One payment to the recipient: what, when, how much (two decimals) and what it cost on top.
export function PaymentRow({ payment, recipientName }: PaymentRowProps) {
  const titleId = `payment-${payment.id}-title`;
  const dateId = `payment-${payment.id}-date`;
  const charges = [
    hasFee(payment.fees) ? `Fee ${formatCedi(payment.fees)}` : null,
    hasFee(payment.tax) ? `E-Levy ${formatCedi(payment.tax)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  // The statement named the number differently on this payment: worth showing.
  const name = payment.accountName.trim();
  const otherName = name !== '' && name !== recipientName ? name : null;
  const category = payment.category;

  return (
    <Box
      component="li"
      aria-labelledby={`${titleId} ${dateId}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 1.5,
        rowGap: 1,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {transactionTypeLabel(payment.type)}
        </Typography>
        <Typography id={dateId} variant="body2" color="text.secondary">
          {formatDateTime(payment.dateTime)}
        </Typography>
        {otherName ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            As {otherName}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {signedAmount(payment.amount)}
        </Typography>
        {charges ? (
          <Typography variant="caption" component="p" color="text.secondary">
            {charges}
          </Typography>
        ) : null}
      </Box>
      {category ? (
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <CategoryChip category={category} />
        </Box>
      ) : null}
    </Box>
  );
}
