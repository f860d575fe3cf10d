import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Check } from 'lucide-react';
import type { BudgetSuggestion } from '@sikalens/api-client';
import { CategoryBadge, formatCedi } from '@sikalens/shared-ui';
import { budgetAmount } from '../utils/smart-budgets';

type SmartBudgetRowProps = {
  suggestion: BudgetSuggestion;
  // What is in the amount box (the suggestion until the user changes it).
  amount: string;
  error: string | undefined;
  // Saved from this dialog at the amount in the box.
  accepted: boolean;
  saving: boolean;
  disabled: boolean;
  onAmountChange: (amount: string) => void;
  onAccept: () => void;
};

// One suggestion: the category, what it averages, the budget it has now, and the suggested
// budget, which the user may change before accepting it.
export function SmartBudgetRow({
  suggestion,
  amount,
  error,
  accepted,
  saving,
  disabled,
  onAmountChange,
  onAccept,
}: SmartBudgetRowProps) {
  const { name, color, icon, averageSpent, currentBudget } = suggestion;
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: 'grid',
        gap: 1.5,
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderLeft: `4px solid ${color}`,
        borderRadius: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <CategoryBadge color={color} icon={icon} size={40} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            Averages {formatCedi(averageSpent, 0)} a month
            {currentBudget ? ` · Now ${budgetAmount(currentBudget)}` : ''}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          label="Suggested budget"
          size="small"
          value={amount}
          onChange={(event) => onAmountChange(event.target.value)}
          error={!!error}
          helperText={error}
          sx={{ flex: '1 1 160px' }}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">₵</InputAdornment> },
          }}
        />
        {accepted ? (
          <Chip
            icon={<Check size={16} />}
            label="Accepted"
            color="success"
            variant="outlined"
            sx={{ height: 40, px: 0.5 }}
          />
        ) : (
          <Button
            variant="outlined"
            aria-label={`Accept budget for ${name}`}
            onClick={onAccept}
            loading={saving}
            disabled={disabled}
            sx={{ minHeight: 44 }}
          >
            Accept
          </Button>
        )}
      </Box>
    </Box>
  );
}
