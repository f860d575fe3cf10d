import type { ReactNode } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type VerificationResultProps = { icon: ReactNode; title: string; children?: ReactNode };

// One card for every view of /payment-success. The title and message are a live region, so each
// change is announced; the buttons stay outside it and are not read again.
export function VerificationResult({ icon, title, children }: VerificationResultProps) {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent
        sx={{
          display: 'grid',
          justifyItems: 'center',
          gap: 2,
          textAlign: 'center',
          py: { xs: 4, sm: 5 },
        }}
      >
        <Box sx={{ display: 'inline-flex' }}>{icon}</Box>
        <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
          <Typography variant="h2" component="h1">
            {title}
          </Typography>
          {children}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button component={RouterLink} to="/dashboard" variant="contained">
            Go to Dashboard
          </Button>
          <Button component={RouterLink} to="/settings" variant="outlined">
            Settings
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
