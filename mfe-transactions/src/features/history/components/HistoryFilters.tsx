import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  useCategories,
  useWallets,
  type Category,
  type TransactionTypeFilter,
} from '@sikalens/api-client';
import { formatCedi, formatPhone, SearchField } from '@sikalens/shared-ui';
import {
  FIRST_DAY,
  LAST_DAY,
  MAX_SEARCH_LENGTH,
  UNCATEGORIZED,
  type HistoryParams,
} from '../utils/history-params';

const TYPE_OPTIONS: { value: TransactionTypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'incoming', label: 'Incoming' },
  { value: 'outgoing', label: 'Outgoing' },
];

type HistoryFiltersProps = {
  params: HistoryParams;
  onChange: (change: Partial<HistoryParams>, options?: { replace?: boolean }) => void;
};

// '300' → '₵300', '99.5' → '₵99.50'.
const overAmount = (over: string) => formatCedi(over, Number.isInteger(Number(over)) ? 0 : 2);

const byName = (a: Category, b: Category) => a.name.localeCompare(b.name);

// The user's categories, spending first, then income, each by name.
function categoryOptions(categories: Category[]) {
  return (['expense', 'income'] as const).flatMap((type) =>
    categories
      .filter((category) => category.type === type)
      .sort(byName)
      .map((category) => (
        <MenuItem key={category.id} value={category.id}>
          {category.name}
        </MenuItem>
      )),
  );
}

export function HistoryFilters({ params, onChange }: HistoryFiltersProps) {
  const wallets = useWallets();
  const categories = useCategories();
  const walletList = wallets.data ?? [];
  const categoryList = categories.data ?? [];
  // A link may name a wallet or category this user does not have (or the list is still loading).
  const unknownWallet = params.walletId !== '' && !walletList.some((w) => w.id === params.walletId);
  const unknownCategory =
    params.category !== '' &&
    params.category !== UNCATEGORIZED &&
    !categoryList.some((c) => c.id === params.category);
  // Typing replaces the history entry instead of adding one per pause.
  const onSearch = useCallback(
    (search: string) => onChange({ search }, { replace: true }),
    [onChange],
  );

  return (
    <Box role="search" aria-label="Filter transactions" sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))',
          },
          '& > :first-of-type': { gridColumn: { sm: '1 / -1', md: 'auto' } },
        }}
      >
        <SearchField
          value={params.search}
          onCommit={onSearch}
          label="Search transactions"
          placeholder="Name, number, reference or ID"
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
          {walletList.map((wallet) => (
            <MenuItem key={wallet.id} value={wallet.id}>
              {wallet.label} · {formatPhone(wallet.momoNumber)}
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
        <TextField
          select
          label="Category"
          value={params.category}
          onChange={(event) => onChange({ category: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">All categories</MenuItem>
          <MenuItem value={UNCATEGORIZED}>Uncategorized</MenuItem>
          {categoryOptions(categoryList)}
          {unknownCategory ? (
            <MenuItem value={params.category}>
              {categories.isLoading ? 'Loading categories…' : 'Unknown category'}
            </MenuItem>
          ) : null}
        </TextField>
        {/* From and To share one cell, side by side even on a phone. */}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gridColumn: { md: 'span 2' },
          }}
        >
          <TextField
            type="date"
            label="From"
            value={params.from}
            onChange={(event) => onChange({ from: event.target.value })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: FIRST_DAY, max: params.to || LAST_DAY },
            }}
          />
          <TextField
            type="date"
            label="To"
            value={params.to}
            onChange={(event) => onChange({ to: event.target.value })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: params.from || FIRST_DAY, max: LAST_DAY },
            }}
          />
        </Box>
      </Box>
      {params.over !== '' ? (
        <Box>
          {/* Set by a link (the dashboard's 'payments over ₵300' alert); cleared here. */}
          <Chip
            label={`Over ${overAmount(params.over)}`}
            onDelete={() => onChange({ over: '' })}
            color="primary"
            variant="outlined"
          />
        </Box>
      ) : null}
    </Box>
  );
}
