import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@sikalens/api-client';
import { formatCedi, formatDateTime, formatPhone, transactionTypeLabel } from '@sikalens/shared-ui';
import { counterpartyLabel, directionOf, hasFee, signedAmount } from '../utils/transaction-display';

type TransactionCardProps = { transaction: Transaction };

type Detail = { label: string; value: string; selectable?: boolean };

// What the user needs to recognise a payment: when, how much, with whom, and its MoMo ID.
export function TransactionCard({ transaction }: TransactionCardProps) {
  const direction = directionOf(transaction.amount);
  const details: Detail[] = [
    { label: 'Date', value: formatDateTime(transaction.dateTime) },
    { label: 'Account name', value: transaction.accountName.trim() || '—' },
    { label: counterpartyLabel(transaction), value: formatPhone(transaction.toFrom) || '—' },
    { label: 'Transaction ID', value: transaction.transactionId || '—', selectable: true },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h2"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {transactionTypeLabel(transaction.type)}
        </Typography>
        {direction ? (
          <Chip
            size="small"
            label={direction === 'in' ? 'Received' : 'Sent'}
            color={direction === 'in' ? 'success' : 'default'}
            variant="outlined"
            sx={{ flex: 'none' }}
          />
        ) : null}
      </Box>
      <Box>
        <Typography
          component="p"
          data-testid="categorise-amount"
          sx={{
            fontSize: { xs: '2rem', sm: '2.25rem' },
            fontWeight: 800,
            lineHeight: 1.1,
            fontVariantNumeric: 'tabular-nums',
            color: direction === 'in' ? 'success.main' : 'text.primary',
            overflowWrap: 'anywhere',
          }}
        >
          {signedAmount(transaction.amount)}
        </Typography>
        {hasFee(transaction.fees) ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Fee {formatCedi(transaction.fees)}
          </Typography>
        ) : null}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        {details.map(({ label, value, selectable }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                fontWeight: 500,
                overflowWrap: 'anywhere',
                textAlign: 'right',
                ...(selectable ? { userSelect: 'text', fontVariantNumeric: 'tabular-nums' } : {}),
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
