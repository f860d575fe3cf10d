import { memo } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage, useDetailedTransactions, type Transaction } from '@sikalens/api-client';
import {
  CategoryBadge,
  counterpartyOf,
  directionOf,
  formatDateTime,
  ListSkeleton,
  LoadError,
  signedAmount,
  transactionTypeLabel,
  UNCATEGORIZED_LOOK,
} from '@sikalens/shared-ui';
import { DashboardCard } from './DashboardCard';

// Spec section 9: recent transactions on the dashboard, 5.
export const RECENT_TRANSACTIONS = 5;

export const RecentTransactions = memo(function RecentTransactions({
  walletId,
}: {
  walletId: string | undefined;
}) {
  const recent = useDetailedTransactions(walletId, RECENT_TRANSACTIONS);
  const rows = recent.data?.slice(0, RECENT_TRANSACTIONS);
  return (
    <DashboardCard
      title="Recent Transactions"
      action={
        <Button component={RouterLink} to="/transactions" size="small">
          View All Transactions
        </Button>
      }
    >
      {recent.isError && !rows ? (
        <LoadError onRetry={() => void recent.refetch()}>
          Could not load your recent transactions. {errorMessage(recent.error)}
        </LoadError>
      ) : !rows ? (
        <ListSkeleton label="Loading recent transactions" rows={3} rowHeight={56} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No transactions yet.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Recent transactions"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {rows.map((transaction) => (
            <RecentRow key={transaction.id} transaction={transaction} />
          ))}
        </Box>
      )}
    </DashboardCard>
  );
});

// The counterparty first (readable name, else the number), then the number and the kind of
// transaction, then when: as the history lists it (shared-ui's words and phone format).
function RecentRow({ transaction }: { transaction: Transaction }) {
  const category = transaction.category;
  const kind = transactionTypeLabel(transaction.type);
  const { name, number } = counterpartyOf(transaction);
  const title = name || number || kind;
  const details = [name ? number : '', title === kind ? '' : kind].filter(Boolean).join(' · ');
  const incoming = directionOf(transaction.amount) === 'in';
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        columnGap: 1.5,
        alignItems: 'center',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <CategoryBadge
        color={category?.color ?? UNCATEGORIZED_LOOK.color}
        icon={category?.icon ?? UNCATEGORIZED_LOOK.icon}
        size={32}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        {details ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {details}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p">
          {formatDateTime(transaction.dateTime)}
        </Typography>
      </Box>
      <Typography
        sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
        color={incoming ? 'success.main' : undefined}
      >
        {signedAmount(transaction.amount)}
      </Typography>
    </Box>
  );
}
