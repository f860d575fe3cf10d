import { memo } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Sparkles } from 'lucide-react';
import { useAiInsights, type AiInsight } from '@sikalens/api-client';
import type { Insight } from '../utils/alerts';
import { DashboardCard } from './DashboardCard';

type AiInsightsCardProps = {
  isPro: boolean;
  insights: Insight[];
  // No transactions yet: the way forward is an upload rather than categorising.
  hasTransactions: boolean;
  // Whether the dashboard shows this calendar month, the only month a spend forecast is for
  // (issue 30); other periods leave the forecast out.
  showForecast: boolean;
};

// Spec: the AI insights card, a PRO badge for free users, and its three ways forward. Pro users
// also get the advanced insights (GET /api/ai/insights): the month's forecast, unusual spending,
// recurring payments with their next date, and what fees cost. The forecast shows with this
// calendar month only (the API gives one only while the latest month with data is this month).
export const AiInsightsCard = memo(function AiInsightsCard({
  isPro,
  insights,
  hasTransactions,
  showForecast,
}: AiInsightsCardProps) {
  const advanced = useAiInsights(isPro);
  const items: AiInsight[] = isPro
    ? (advanced.data?.items ?? []).filter((item) => showForecast || item.kind !== 'forecast')
    : [];
  const loading = isPro && advanced.isPending && hasTransactions;
  const nothing = items.length === 0 && insights.length === 0 && !loading;
  return (
    <DashboardCard
      title="AI Insights"
      action={
        isPro ? null : (
          <Chip size="small" color="secondary" label="PRO" icon={<Sparkles size={14} />} />
        )
      }
    >
      {loading ? <Skeleton variant="rounded" height={72} aria-label="Loading AI insights" /> : null}
      {items.length > 0 || insights.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {items.map((item, index) => (
            <Typography component="li" key={`${item.kind}-${index}`}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {item.title}:
              </Box>{' '}
              {item.text}
            </Typography>
          ))}
          {insights.map((insight) => (
            <Typography component="li" key={insight.id}>
              {insight.text}
            </Typography>
          ))}
        </Box>
      ) : null}
      {nothing ? (
        <Typography color="text.secondary">
          {hasTransactions
            ? 'Nothing needs your attention in this period.'
            : 'Upload a statement and insights about your spending appear here.'}
        </Typography>
      ) : null}
      {!isPro && hasTransactions ? (
        <Typography variant="body2" color="text.secondary">
          Pro adds a spend forecast for the month, recurring payments with their next date, and
          spending that is unusual for you.
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/categories?smart=1" variant="outlined" size="small">
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
});
