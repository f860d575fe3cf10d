import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type EmptyStateProps = { icon?: ReactNode; title: string; hint?: string; action?: ReactNode };

export function EmptyState({ icon, title, hint, action }: EmptyStateProps) {
  return (
    <Box
      sx={{ textAlign: 'center', py: 6, px: 2, display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      {icon ? <Box sx={{ color: 'text.secondary', mb: 1 }}>{icon}</Box> : null}
      <Typography variant="h4" component="p">
        {title}
      </Typography>
      {hint ? <Typography color="text.secondary">{hint}</Typography> : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
