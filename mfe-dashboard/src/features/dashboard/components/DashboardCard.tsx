import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PeriodLabel } from '../../../components/PeriodLabel';

type DashboardCardProps = {
  title: string;
  // Which period the figures cover, named in the heading ("Budgets · September 2024"): null until
  // it is known; left out by a card that covers no period (the latest transactions).
  period?: string | null;
  // Anything else worth a line under it.
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
};

// A titled section of the dashboard, labelled by its title for screen readers; its heading also
// names the period.
export function DashboardCard({ title, period, subtitle, action, children }: DashboardCardProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2">
            <span id={id}>{title}</span>
            {period === undefined ? null : <PeriodLabel period={period} variant="body2" />}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
