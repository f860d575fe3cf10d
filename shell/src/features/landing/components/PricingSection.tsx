import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Check, Sparkles } from 'lucide-react';
import { formatCedi } from '@sikalens/shared-ui';
import { FREE_FEATURES, FREE_PLAN, PRO_BENEFITS, PRO_PLANS, type Plan } from '../content';
import { LandingSection } from './LandingSection';
import { BareList } from './BareList';

// Money is ₵ on every screen (issue 30); 'GHS' only where a payment provider needs the code.
const cedis = (amount: number) => formatCedi(amount, Number.isInteger(amount) ? 0 : 2);

type CheckListProps = { items: readonly string[]; wide?: boolean };

function CheckList({ items, wide = false }: CheckListProps) {
  return (
    <BareList
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: wide
          ? { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }
          : '1fr',
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box component="span" sx={{ color: 'success.main', display: 'flex', mt: '2px' }}>
            <Check size={16} aria-hidden />
          </Box>
          <Typography variant="body2">{item}</Typography>
        </Box>
      ))}
    </BareList>
  );
}

type PlanCardProps = { plan: Plan; details?: readonly string[] };

function PlanCard({ plan, details }: PlanCardProps) {
  const headingId = `plan-${plan.name.replace(/\s+/g, '-').toLowerCase()}`;
  const perMonth = plan.price > 0 && plan.months > 1 ? plan.price / plan.months : null;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        position: 'relative',
        p: 3,
        pt: plan.popular ? 4 : 3,
        borderRadius: 4,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderColor: plan.popular ? 'primary.main' : 'divider',
        borderWidth: plan.popular ? 2 : 1,
        boxShadow: plan.popular ? 4 : 0,
      }}
    >
      {plan.popular ? (
        <Chip
          label="Most Popular"
          color="secondary"
          size="small"
          sx={{
            position: 'absolute',
            top: -12,
            left: '50%',
            transform: 'translateX(-50%)',
            fontWeight: 700,
          }}
        />
      ) : null}
      <Box>
        <Typography id={headingId} variant="h4" component="h3" sx={{ fontSize: '1.1rem' }}>
          {plan.name}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 800, fontSize: '2rem', lineHeight: 1.1 }}>
          {cedis(plan.price)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
          {plan.price === 0
            ? 'Free forever'
            : perMonth
              ? `${cedis(perMonth)} a month, billed once`
              : 'One month of Pro'}
        </Typography>
      </Box>
      {plan.saving ? (
        <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 700 }}>
          Save {cedis(plan.saving.amount)} · {plan.saving.percent}% off
        </Typography>
      ) : null}
      {details ? <CheckList items={details} /> : null}
      <Box sx={{ flex: 1 }} />
      <Button
        component={RouterLink}
        to="/signup"
        variant={plan.popular ? 'contained' : 'outlined'}
        fullWidth
        aria-describedby={headingId}
      >
        {plan.cta}
      </Button>
    </Paper>
  );
}

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Start free, upgrade when you need more"
      subtitle="Pay once for the period you choose. Prices in Ghana cedis."
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            lg: 'repeat(5, 1fr)',
          },
          gap: 2.5,
          alignItems: 'stretch',
        }}
      >
        <PlanCard plan={FREE_PLAN} details={FREE_FEATURES} />
        {PRO_PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </Box>
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2.5, md: 3 }, borderRadius: 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'primary.main' }}>
          <Sparkles size={20} aria-hidden />
          <Typography
            variant="h4"
            component="h3"
            sx={{ fontSize: '1.05rem', color: 'text.primary' }}
          >
            Every Pro plan includes
          </Typography>
        </Box>
        <CheckList items={PRO_BENEFITS} wide />
      </Paper>
    </LandingSection>
  );
}
