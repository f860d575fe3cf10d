import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type DashboardCardProps = {
  title: string;
  // Which period the figures cover, and anything else worth a line.
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
};

// A titled section of the dashboard, labelled by its title for screen readers.
export function DashboardCard({ title, subtitle, action, children }: DashboardCardProps) {
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
          <Typography id={id} variant="h5" component="h2">
            {title}
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
