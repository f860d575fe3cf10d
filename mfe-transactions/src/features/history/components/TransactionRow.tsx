import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Pencil } from 'lucide-react';
import type { Transaction } from '@sikalens/api-client';
import {
  CategoryBadge,
  CategoryChip,
  counterpartyOf,
  directionOf,
  formatCedi,
  formatDateTime,
  hasFee,
  signedAmount,
  transactionTypeLabel,
  UNCATEGORIZED_LOOK,
} from '@sikalens/shared-ui';
import { directionLabel } from '../utils/transaction-display';

type TransactionRowProps = { transaction: Transaction; onEditCategory: (t: Transaction) => void };

// The smallest comfortable tap target (WCAG 2.5.5, issue 30).
const TAP_TARGET_PX = 44;

// One history row: who the money went to or came from first, then when and what kind of
// transaction it was. Stacked on a phone, one line of columns from the md breakpoint.
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
  const kind = transactionTypeLabel(transaction.type);
  const { name, number } = counterpartyOf(transaction);
  // The counterparty leads; a row that names nobody is titled by its kind.
  const title = name || number || kind;
  const subtitle = name && number ? number : '';
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
          color={category?.color ?? UNCATEGORIZED_LOOK.color}
          icon={category?.icon ?? UNCATEGORIZED_LOOK.icon}
        />
      </Box>
      <Typography
        id={titleId}
        component="h3"
        sx={{ gridArea: 'title', alignSelf: 'start', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <Box sx={{ gridArea: 'details', minWidth: 0, display: 'grid', gap: 0.25 }}>
        {subtitle ? (
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {subtitle}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          <span id={dateId}>{when}</span>
          {title !== kind ? ` · ${kind}` : null}
        </Typography>
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
          aria-label={`Edit category of ${title}, ${when}`}
          onClick={() => onEditCategory(transaction)}
          sx={{ width: TAP_TARGET_PX, height: TAP_TARGET_PX, flex: 'none' }}
        >
          <Pencil size={18} />
        </IconButton>
      </Box>
    </Box>
  );
}
