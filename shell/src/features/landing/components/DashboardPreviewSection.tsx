import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { formatCedi } from '@sikalens/shared-ui';
import { LandingSection } from './LandingSection';

// Static sample figures, labelled as such on screen.
const TOTAL_SPENT = 2450;
const TOTAL_INCOME = 3100;
const CATEGORIES = [
  { name: 'Food & Dining', amount: 820, colour: '#F97316' },
  { name: 'Transportation', amount: 540, colour: '#3B82F6' },
  { name: 'Data & Airtime', amount: 430, colour: '#8B5CF6' },
  { name: 'Bills & Utilities', amount: 360, colour: '#0EA5E9' },
  { name: 'Shopping', amount: 300, colour: '#EC4899' },
];

type StatProps = { label: string; amount: number; income?: boolean };

function Stat({ label, amount, income = false }: StatProps) {
  const Icon = income ? TrendingUp : TrendingDown;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: income ? 'success.main' : 'error.main',
        }}
      >
        <Icon size={16} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
      <Typography sx={{ mt: 0.5, fontWeight: 800, fontSize: { xs: '1.35rem', sm: '1.6rem' } }}>
        {formatCedi(amount, 0)}
      </Typography>
    </Paper>
  );
}

export function DashboardPreviewSection() {
  return (
    <LandingSection
      layoutWhenNear
      id="preview"
      eyebrow="Dashboard preview"
      title="Your month, on one screen"
      subtitle="This is what a month of MoMo looks like in SikaLens."
      tinted
    >
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 720,
          mx: 'auto',
          p: { xs: 2, sm: 3 },
          borderRadius: 4,
          boxShadow: { md: 6 },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            mb: 2,
            gap: 1,
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>Good morning, Ama</Typography>
          <Chip size="small" label="Sample data" variant="outlined" />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Stat label="Total spent" amount={TOTAL_SPENT} />
          <Stat label="Total income" amount={TOTAL_INCOME} income />
        </Box>
        <Typography variant="h4" component="h3" sx={{ fontSize: '1rem', mt: 3, mb: 1.5 }}>
          Top categories
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {CATEGORIES.map((category) => {
            const percent = Math.round((category.amount / TOTAL_SPENT) * 100);
            return (
              <Box component="li" key={category.name}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {category.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCedi(category.amount, 0)} · {percent}%
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={`${category.name} share of spending`}
                  sx={{
                    height: 8,
                    borderRadius: 4,
                    bgcolor: 'action.hover',
                    '& .MuiLinearProgress-bar': { bgcolor: category.colour, borderRadius: 4 },
                  }}
                />
              </Box>
            );
          })}
        </Box>
      </Paper>
    </LandingSection>
  );
}
