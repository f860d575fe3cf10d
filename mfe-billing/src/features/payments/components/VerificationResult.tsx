import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';

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
