import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, Typography } from '@mui/material';
import { Sparkles } from 'lucide-react';
import type { Insight } from '../utils/alerts';
import { DashboardCard } from './DashboardCard';

type AiInsightsCardProps = {
  isPro: boolean;
  insights: Insight[];
  // No transactions yet: the way forward is an upload rather than categorising.
  hasTransactions: boolean;
};

// Spec: the AI insights card, a PRO badge for free users, and its three ways forward.
export function AiInsightsCard({ isPro, insights, hasTransactions }: AiInsightsCardProps) {
  return (
    <DashboardCard
      title="AI Insights"
      action={
        isPro ? null : (
          <Chip size="small" color="secondary" label="PRO" icon={<Sparkles size={14} />} />
        )
      }
    >
      {insights.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {insights.map((insight) => (
            <Typography component="li" key={insight.id}>
              {insight.text}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">
          {hasTransactions
            ? 'Nothing needs your attention in this period.'
            : 'Upload a statement and insights about your spending appear here.'}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/categories" variant="outlined" size="small">
          Set Smart Budgets
        </Button>
        <Button component={RouterLink} to="/flagged-expenses" variant="outlined" size="small">
          Review Large Payments
        </Button>
        {hasTransactions ? (
          <Button
            component={RouterLink}
            to="/categorize-transactions"
            variant="outlined"
            size="small"
          >
            Organize Now
          </Button>
        ) : (
          <Button component={RouterLink} to="/upload" variant="outlined" size="small">
            Upload Statement
          </Button>
        )}
      </Box>
    </DashboardCard>
  );
}
