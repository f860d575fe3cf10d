import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { InsightsPeriod, Wallet } from '@sikalens/api-client';
import { PERIOD_OPTIONS, type DashboardParams } from '../utils/dashboard-params';

type DashboardFiltersProps = {
  period: InsightsPeriod;
  // Which month "Latest month" is, once the figures say.
  latestMonth: string | undefined;
  // The wallet whose figures show; null for all of them.
  wallet: Wallet | null;
  onChange: (change: Partial<DashboardParams>) => void;
};

// The period the figures cover and the wallet they are of.
export function DashboardFilters({ period, latestMonth, wallet, onChange }: DashboardFiltersProps) {
  return (
    <Box
      role="group"
      aria-label="What the dashboard shows"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <TextField
        select
        size="small"
        label="Period"
        value={period}
        onChange={(event) => onChange({ period: event.target.value as InsightsPeriod })}
        // A phone gives the period a line of its own from the first paint: its label grows
        // once the figures say which month "Latest month" is, which would push the wallet chip
        // onto a new line and the figures down with it.
        // minWidth 0 on a phone: the label (with its month) is cut with an ellipsis rather than
        // widening the page past the screen.
        sx={{ minWidth: { xs: 0, sm: 200 }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {PERIOD_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.value === 'latest' && latestMonth
              ? `${option.label} (${latestMonth})`
              : option.label}
          </MenuItem>
        ))}
      </TextField>
      {wallet ? (
        <>
          <Chip
            color="primary"
            label={`Wallet: ${wallet.label}`}
            onDelete={() => onChange({ walletId: null })}
          />
          <Button size="small" onClick={() => onChange({ walletId: null })}>
            All wallets
          </Button>
        </>
      ) : (
        <Chip variant="outlined" label="All wallets" />
      )}
    </Box>
  );
}
