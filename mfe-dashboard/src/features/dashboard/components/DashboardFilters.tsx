import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { InsightsPeriod, Wallet } from '@sikalens/api-client';
import {
  CALENDAR_PERIODS,
  DATA_PERIODS,
  MONTH,
  type DashboardParams,
} from '../utils/dashboard-params';
import { monthName } from '../utils/period-text';

type DashboardFiltersProps = {
  period: InsightsPeriod;
  // One month of the data shown instead of the period ('YYYY-MM'), or null.
  month: string | null;
  // Which month "Latest month" is, once the figures say.
  latestMonth: string | undefined;
  // The months with transactions ('YYYY-MM', oldest first), once the figures say.
  months: readonly string[];
  // The wallet whose figures show; null for all of them.
  wallet: Wallet | null;
  onChange: (change: Partial<DashboardParams>) => void;
};

// A month's value in the menu, beside the periods' keys.
const MONTH_VALUE = 'month:';

// A group's heading in the menu. The select gives each child an option's role and handlers: this
// takes only its words, so a heading is neither announced nor chosen as an option, and the
// keyboard skips it (as MUI's own ListSubheader).
function GroupHeading({ children }: { children: ReactNode }) {
  return (
    <ListSubheader role="presentation" sx={{ lineHeight: '36px' }}>
      {children}
    </ListSubheader>
  );
}
GroupHeading.muiSkipListHighlight = true;

// The period the figures cover and the wallet they are of. The periods of the user's data come
// first (issue 30), then each month with data, newest first, then the calendar's.
export function DashboardFilters({
  period,
  month,
  latestMonth,
  months,
  wallet,
  onChange,
}: DashboardFiltersProps) {
  // A month from a link that the figures do not list (yet, or any more) is still shown.
  const listed = month !== null && !months.includes(month) ? [...months, month].sort() : months;
  const choose = (value: string) =>
    value.startsWith(MONTH_VALUE) && MONTH.test(value.slice(MONTH_VALUE.length))
      ? onChange({ month: value.slice(MONTH_VALUE.length) })
      : onChange({ period: value as InsightsPeriod });
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
        value={month !== null ? `${MONTH_VALUE}${month}` : period}
        onChange={(event) => choose(event.target.value)}
        // A phone gives the period a line of its own from the first paint: its label grows
        // once the figures say which month "Latest month" is, which would push the wallet chip
        // onto a new line and the figures down with it.
        // minWidth 0 on a phone: the label (with its month) is cut with an ellipsis rather than
        // widening the page past the screen.
        sx={{ minWidth: { xs: 0, sm: 220 }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
      >
        <GroupHeading>Your statements</GroupHeading>
        {DATA_PERIODS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.value === 'latest' && latestMonth
              ? `${option.label} (${latestMonth})`
              : option.label}
          </MenuItem>
        ))}
        {listed.length > 0 ? <GroupHeading>Months</GroupHeading> : null}
        {[...listed].reverse().map((value) => (
          <MenuItem key={value} value={`${MONTH_VALUE}${value}`}>
            {monthName(value)}
          </MenuItem>
        ))}
        <GroupHeading>Calendar</GroupHeading>
        {CALENDAR_PERIODS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
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
