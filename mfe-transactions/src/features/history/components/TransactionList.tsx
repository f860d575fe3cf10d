import Stack from '@mui/material/Stack';
import type { Transaction } from '@sikalens/api-client';
import { TransactionRow } from './TransactionRow';

type TransactionListProps = {
  transactions: Transaction[];
  busy: boolean;
  onEditCategory: (transaction: Transaction) => void;
};

export function TransactionList({ transactions, busy, onEditCategory }: TransactionListProps) {
  return (
    <Stack
      component="ul"
      aria-label="Transactions"
      aria-busy={busy}
      spacing={1.5}
      sx={{ m: 0, p: 0, listStyle: 'none', opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {transactions.map((transaction) => (
        <TransactionRow
          key={transaction.id}
          transaction={transaction}
          onEditCategory={onEditCategory}
        />
      ))}
    </Stack>
  );
}
