import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Check, Tags, Undo2 } from 'lucide-react';
import type { FlaggedExpense, Transaction } from '@sikalens/api-client';
import {
  CategoryChip,
  counterpartyText,
  formatDateTime,
  signedAmount,
  transactionTypeLabel,
} from '@sikalens/shared-ui';
import { flagReason } from '../utils/flag-display';

type FlaggedExpenseRowProps = {
  item: FlaggedExpense;
  onCategorise: (transaction: Transaction) => void;
  onReview: (item: FlaggedExpense) => void;
  onUnreview: (item: FlaggedExpense) => void;
};

// One flagged expense: what, to whom, when and how much, why it is flagged, and what to do.
export function FlaggedExpenseRow({
  item,
  onCategorise,
  onReview,
  onUnreview,
}: FlaggedExpenseRowProps) {
  const { transaction, flags, reviewed } = item;
  const category = transaction.category;
  const counterparty = counterpartyText(transaction);
  const titleId = `flag-${transaction.id}-title`;
  const amountId = `flag-${transaction.id}-amount`;
  const dateId = `flag-${transaction.id}-date`;
  // The buttons are named by what they do; the row they act on is their description.
  const about = `${titleId} ${amountId} ${dateId}`;

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={`${titleId} ${dateId}`}
      sx={{
        p: 2,
        borderRadius: 2,
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
        bgcolor: reviewed ? 'action.hover' : undefined,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          columnGap: 1.5,
          rowGap: 0.25,
        }}
      >
        <Typography id={titleId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {transactionTypeLabel(transaction.type)}
        </Typography>
        <Typography id={amountId} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {signedAmount(transaction.amount)}
        </Typography>
        {counterparty ? (
          <Typography variant="body2" sx={{ gridColumn: '1 / -1', overflowWrap: 'anywhere' }}>
            {counterparty}
          </Typography>
        ) : null}
        <Typography
          id={dateId}
          variant="body2"
          color="text.secondary"
          sx={{ gridColumn: '1 / -1' }}
        >
          {formatDateTime(transaction.dateTime)}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <CategoryChip category={category} />
      </Box>
      <Box sx={chips}>
        {reviewed ? (
          <Chip size="small" color="success" icon={<Check size={14} />} label="Reviewed" />
        ) : null}
        {flags.map((kind) => (
          <Chip
            key={kind}
            size="small"
            variant="outlined"
            color="warning"
            label={flagReason(kind)}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<Tags size={16} />}
          aria-describedby={about}
          onClick={() => onCategorise(transaction)}
          sx={{ minHeight: 40 }}
        >
          Categorize
        </Button>
        {reviewed ? (
          <Button
            variant="text"
            startIcon={<Undo2 size={16} />}
            aria-describedby={about}
            onClick={() => onUnreview(item)}
            sx={{ minHeight: 40 }}
          >
            Mark as Not Reviewed
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<Check size={16} />}
            aria-describedby={about}
            onClick={() => onReview(item)}
            sx={{ minHeight: 40 }}
          >
            Mark as Reviewed
          </Button>
        )}
      </Box>
    </Paper>
  );
}

// Chips wrap, and a long reason wraps inside its chip rather than widening the row.
const chips = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 0.75,
  minWidth: 0,
  '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;
