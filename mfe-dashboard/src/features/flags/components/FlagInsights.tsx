import type { ReactNode } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CalendarDays, Lightbulb, PiggyBank, Tags } from 'lucide-react';
import type { FlagCounts } from '@sikalens/api-client';
import { flagInsights, type FlagInsightKind } from '../utils/flag-display';

type FlagInsightsProps = { counts: FlagCounts | undefined; onShowWeekend: () => void };

// Spec: insight cards, each only past its threshold, each with one thing to do about it.
export function FlagInsights({ counts, onShowWeekend }: FlagInsightsProps) {
  const insights = counts ? flagInsights(counts) : [];
  if (insights.length === 0) return null;

  const actions: Record<FlagInsightKind, { icon: ReactNode; action: ReactNode }> = {
    large: {
      icon: <PiggyBank size={20} />,
      action: (
        <Button component={RouterLink} to="/categories" variant="outlined" size="small">
          Set Budgets
        </Button>
      ),
    },
    unusual: {
      icon: <Tags size={20} />,
      action: (
        <Button
          component={RouterLink}
          to="/categorize-transactions"
          variant="outlined"
          size="small"
        >
          Categorize Now
        </Button>
      ),
    },
    weekend: {
      icon: <CalendarDays size={20} />,
      action: (
        <Button variant="outlined" size="small" onClick={onShowWeekend}>
          Show Weekend Payments
        </Button>
      ),
    },
  };

  return (
    <Box
      component="section"
      aria-labelledby="flag-insights-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography
        id="flag-insights-title"
        component="h2"
        variant="h6"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Lightbulb size={20} aria-hidden />
        Insights
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {insights.map((insight) => (
          <Paper
            key={insight.kind}
            component="article"
            variant="outlined"
            aria-labelledby={`flag-insight-${insight.kind}`}
            sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1, alignContent: 'start' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'warning.main' }}>
              <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
                {actions[insight.kind].icon}
              </Box>
              <Typography
                id={`flag-insight-${insight.kind}`}
                component="h3"
                sx={{ fontWeight: 600, color: 'text.primary' }}
              >
                {insight.title}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {insight.text}
            </Typography>
            <Box>{actions[insight.kind].action}</Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
