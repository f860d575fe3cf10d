import { useId, type ReactNode } from 'react';
import { Box, Paper, Skeleton, Typography } from '@mui/material';

type StatCardProps = { label: string; icon: ReactNode; value: string | null; loading: boolean };

// One figure with its label; a placeholder while it loads, a dash if it could not.
export function StatCard({ label, icon, value, loading }: StatCardProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 0.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          {icon}
        </Box>
        <Typography id={id} variant="body2" component="h2" color="text.secondary">
          {label}
        </Typography>
      </Box>
      {value === null && loading ? (
        <Skeleton width="60%" height={36} />
      ) : (
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {value ?? '—'}
        </Typography>
      )}
    </Paper>
  );
}

// Cards side by side from the sm breakpoint, two a row on a phone.
export function StatCards({ children, columns }: { children: ReactNode; columns: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(auto-fit, minmax(140px, 1fr))',
          sm: `repeat(${columns}, 1fr)`,
        },
      }}
    >
      {children}
    </Box>
  );
}
