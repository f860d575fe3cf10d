import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  Bot,
  ChartColumn,
  Flag,
  ListChecks,
  PiggyBank,
  Tags,
  Users,
  Wallet,
  type LucideProps,
} from 'lucide-react';
import { LandingSection } from './LandingSection';
import { BareList } from './BareList';

type Feature = { title: string; text: string; icon: ComponentType<LucideProps>; pro?: boolean };

const FEATURES: readonly Feature[] = [
  {
    title: 'Automatic categories',
    text: 'Airtime, data, food, transport, utilities and more, sorted for you from your statement.',
    icon: Tags,
  },
  {
    title: 'Clear charts',
    text: 'Spending by day, week or month, and by category, at a glance.',
    icon: ChartColumn,
  },
  {
    title: 'Multiple wallets',
    text: 'Track every MoMo number you own in one place.',
    icon: Wallet,
  },
  {
    title: 'Spending summary',
    text: 'Total spent and total received for the period, in cedis.',
    icon: ListChecks,
  },
  {
    title: 'Frequent recipients',
    text: 'See who you send money to most often and how much.',
    icon: Users,
  },
  {
    title: 'Flagged expenses',
    text: 'Large, unusual, weekend and late-night payments brought to your attention.',
    icon: Flag,
  },
  {
    title: 'Budgets',
    text: 'Set a monthly budget per category and see when you are close to it.',
    icon: PiggyBank,
  },
  {
    title: 'AI assistant',
    text: 'Ask questions about your spending in plain language and get answers.',
    icon: Bot,
    pro: true,
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      layoutWhenNear
      id="features"
      eyebrow="Features"
      title="Everything you need to understand your MoMo"
      subtitle="From one PDF statement to a full picture of your money."
    >
      <BareList
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: 2,
        }}
      >
        {FEATURES.map(({ title, text, icon: Icon, pro }) => (
          <Paper component="li" key={title} variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: 2.5,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.selected',
                color: 'primary.main',
                mb: 1.5,
              }}
            >
              <Icon size={22} aria-hidden />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h4" component="h3" sx={{ fontSize: '1.05rem' }}>
                {title}
              </Typography>
              {pro ? (
                <Chip
                  label="Pro"
                  size="small"
                  color="secondary"
                  sx={{ fontWeight: 700, height: 20 }}
                />
              ) : null}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {text}
            </Typography>
          </Paper>
        ))}
      </BareList>
    </LandingSection>
  );
}
