import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { isPopularPlan, type SubscriptionPlan } from '@sikalens/api-client';
import { perMonthHint, planPrice, savingLabel } from '../utils/plan-display';

type PlanOptionsProps = {
  plans: readonly SubscriptionPlan[];
  value: string;
  onChange: (planId: string) => void;
  labelledBy: string;
  disabled?: boolean;
};

// The plans as a radio group drawn as cards: one tab stop, arrow keys move the choice.
export function PlanOptions({
  plans,
  value,
  onChange,
  labelledBy,
  disabled = false,
}: PlanOptionsProps) {
  return (
    <RadioGroup
      name="plan"
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {plans.map((plan) => {
        const selected = plan.id === value;
        const saving = savingLabel(plan);
        return (
          <FormControlLabel
            key={plan.id}
            value={plan.id}
            disabled={disabled}
            control={<Radio size="small" sx={{ mt: -0.5 }} />}
            disableTypography
            label={
              <Box component="span" sx={{ display: 'grid', gap: 0.5, flex: 1, minWidth: 0 }}>
                <Box
                  component="span"
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                >
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {plan.displayName}
                  </Typography>
                  {isPopularPlan(plan) ? (
                    <Chip component="span" size="small" color="secondary" label="Most Popular" />
                  ) : null}
                </Box>
                <Typography component="span" variant="h4">
                  {planPrice(plan.totalPrice)}
                </Typography>
                <Box
                  component="span"
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                >
                  <Typography component="span" variant="body2" color="text.secondary">
                    {perMonthHint(plan)}
                  </Typography>
                  {saving ? (
                    <Chip
                      component="span"
                      size="small"
                      variant="outlined"
                      label={saving}
                      sx={(theme) => ({
                        color: 'text.primary',
                        borderColor: 'success.main',
                        bgcolor: alpha(theme.palette.success.main, 0.12),
                      })}
                    />
                  ) : null}
                </Box>
              </Box>
            }
            sx={(theme) => ({
              m: 0,
              p: 1.5,
              pl: 0.5,
              alignItems: 'flex-start',
              borderRadius: 2,
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
              '&:has(.Mui-focusVisible)': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            })}
          />
        );
      })}
    </RadioGroup>
  );
}
