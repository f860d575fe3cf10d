import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import type { FlagCounts, FlagSort } from '@sikalens/api-client';
import { FLAG_FILTERS, filterCount } from '../utils/flag-display';
import type { FlagsParams } from '../utils/flags-params';

const SORT_OPTIONS: readonly { value: FlagSort; label: string }[] = [
  { value: 'amount', label: 'Highest amount' },
  { value: 'date', label: 'Most recent' },
];

const { grouped, firstButton, middleButton, lastButton } = toggleButtonGroupClasses;

type FlagFiltersProps = {
  params: FlagsParams;
  counts: FlagCounts | undefined;
  onChange: (change: Partial<FlagsParams>) => void;
};

// Which flags, in which order, and whether the reviewed ones come back into the list.
export function FlagFilters({ params, counts, onChange }: FlagFiltersProps) {
  return (
    <Box
      role="group"
      aria-label="Filter flagged expenses"
      sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Flag type"
        value={params.type}
        onChange={(_event, value: FlagsParams['type'] | null) => {
          // Choosing the chosen one again keeps it (a filter is always set).
          if (value) onChange({ type: value });
        }}
        // Separate pills that wrap on a phone, rather than one bar wider than the screen.
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          [`& .${grouped}.${firstButton}, & .${grouped}.${middleButton}, & .${grouped}.${lastButton}`]:
            { m: 0, border: 1, borderColor: 'divider', borderRadius: 5, px: 1.5, minHeight: 36 },
        }}
      >
        {FLAG_FILTERS.map(({ value, label }) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {label}
            {counts ? (
              <Box component="span" sx={{ ml: 0.75, fontWeight: 700 }}>
                {' '}
                {filterCount(counts, value)}
              </Box>
            ) : null}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}
      >
        <TextField
          select
          size="small"
          label="Sort by"
          value={params.sort}
          onChange={(event) => {
            const option = SORT_OPTIONS.find(({ value }) => value === event.target.value);
            if (option) onChange({ sort: option.value });
          }}
          sx={{ minWidth: 190 }}
        >
          {SORT_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={params.showReviewed}
              onChange={(event) => onChange({ showReviewed: event.target.checked })}
            />
          }
          label="Show reviewed"
        />
      </Box>
    </Box>
  );
}
