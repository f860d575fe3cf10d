import { MAX_SEARCH_LENGTH } from '../utils/history-params';
import { SearchField } from '@sikalens/shared-ui';
import { useCallback } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useWallets, type TransactionTypeFilter } from '@sikalens/api-client';
import type { HistoryParams } from '../utils/history-params';

const TYPE_OPTIONS: { value: TransactionTypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'incoming', label: 'Incoming' },
  { value: 'outgoing', label: 'Outgoing' },
];

type HistoryFiltersProps = {
  params: HistoryParams;
  onChange: (change: Partial<HistoryParams>, options?: { replace?: boolean }) => void;
};

export function HistoryFilters({ params, onChange }: HistoryFiltersProps) {
  const wallets = useWallets();
  const list = wallets.data ?? [];
  // A link may name a wallet this user does not have (or the list is still loading).
  const unknownWallet = params.walletId !== '' && !list.some((w) => w.id === params.walletId);
  // Typing replaces the history entry instead of adding one per pause.
  const onSearch = useCallback(
    (search: string) => onChange({ search }, { replace: true }),
    [onChange],
  );

  return (
    <Box
      role="search"
      aria-label="Filter transactions"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
        '& > :first-of-type': { gridColumn: { sm: '1 / -1', md: 'auto' } },
      }}
    >
      <SearchField
        value={params.search}
        onCommit={onSearch}
        label="Search transactions"
        placeholder="Name, number or reference"
        maxLength={MAX_SEARCH_LENGTH}
      />
      <TextField
        select
        label="Wallet"
        value={params.walletId}
        onChange={(event) => onChange({ walletId: event.target.value })}
        // "All wallets" is a real choice: the label stays above it.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">All wallets</MenuItem>
        {list.map((wallet) => (
          <MenuItem key={wallet.id} value={wallet.id}>
            {wallet.label} · {wallet.momoNumber}
          </MenuItem>
        ))}
        {unknownWallet ? (
          <MenuItem value={params.walletId}>
            {wallets.isLoading ? 'Loading wallets…' : 'Unknown wallet'}
          </MenuItem>
        ) : null}
      </TextField>
      <TextField
        select
        label="Type"
        value={params.type}
        onChange={(event) => {
          const option = TYPE_OPTIONS.find(({ value }) => value === event.target.value);
          if (option) onChange({ type: option.value });
        }}
      >
        {TYPE_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
