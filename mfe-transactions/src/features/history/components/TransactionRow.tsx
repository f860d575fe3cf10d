import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Pencil } from 'lucide-react';
import type { Transaction } from '@sikalens/api-client';
import {
  CategoryBadge,
  CategoryChip,
  counterpartyText,
  directionOf,
  formatCedi,
  formatDateTime,
  hasFee,
  signedAmount,
} from '@sikalens/shared-ui';
import { directionLabel } from '../utils/transaction-display';

type TransactionRowProps = { transaction: Transaction; onEditCategory: (t: Transaction) => void };

const UNCATEGORISED_COLOUR = '#6B7280';

// One history row: stacked on a phone, one line of columns from the md breakpoint.
export function TransactionRow({ transaction, onEditCategory }: TransactionRowProps) {
  const direction = directionOf(transaction.amount);
  // "Sent · Fee ₵0.50": one line under the amount.
  const note = [
    directionLabel(direction),
    hasFee(transaction.fees) ? `Fee ${formatCedi(transaction.fees)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const when = formatDateTime(transaction.dateTime);
  const counterparty = counterpartyText(transaction);
  const titleId = `transaction-${transaction.id}-title`;
  const dateId = `transaction-${transaction.id}-date`;
  const category = transaction.category;

  return (
    <Box
      component="li"
      aria-labelledby={`${titleId} ${dateId}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'auto minmax(0, 1fr) auto',
          md: 'auto minmax(0, 1fr) auto minmax(180px, 240px)',
        },
        // On a phone the details run under the amount too, so long names keep room to wrap.
        gridTemplateAreas: {
          xs: '"badge title amount" "badge details details" "category category category"',
          md: '"badge title amount category" "badge details amount category"',
        },
        columnGap: 1.5,
        rowGap: 0.5,
        alignItems: 'center',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ gridArea: 'badge', alignSelf: 'start', display: 'flex' }}>
        <CategoryBadge
          color={category?.color ?? UNCATEGORISED_COLOUR}
          icon={category?.icon ?? 'tag'}
        />
      </Box>
      <Typography
        id={titleId}
        component="h3"
        sx={{ gridArea: 'title', alignSelf: 'start', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {transaction.type || 'Transaction'}
      </Typography>
      <Box sx={{ gridArea: 'details', minWidth: 0, display: 'grid', gap: 0.25 }}>
        <Typography id={dateId} variant="body2" color="text.secondary">
          {when}
        </Typography>
        {counterparty ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {counterparty}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'amount', alignSelf: 'start', textAlign: 'right' }}>
        <Typography
          sx={{
            fontWeight: 700,
            whiteSpace: 'nowrap',
            color: direction === 'in' ? 'success.main' : 'text.primary',
          }}
        >
          {signedAmount(transaction.amount)}
        </Typography>
        {note ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {note}
          </Typography>
        ) : null}
      </Box>
      <Box
        sx={{
          gridArea: 'category',
          display: 'flex',
          alignItems: 'center',
          justifyContent: { xs: 'space-between', md: 'flex-end' },
          gap: 1,
          minWidth: 0,
        }}
      >
        <CategoryChip category={category} />
        <IconButton
          size="small"
          aria-label={`Edit category of ${transaction.type || 'transaction'}, ${when}`}
          onClick={() => onEditCategory(transaction)}
        >
          <Pencil size={16} />
        </IconButton>
      </Box>
    </Box>
  );
}
