import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { CircleX } from 'lucide-react';
import { PageHeader } from '@sikalens/shared-ui';

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  return (
    <>
      <PageHeader title="Payment verification" />
      <Card>
        <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
          <CircleX size={40} aria-hidden />
          <Typography>
            {reference
              ? "We couldn't verify your payment. If you were charged, please contact support."
              : 'No payment reference found. Please try upgrading again.'}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/dashboard" variant="contained">
              Go to Dashboard
            </Button>
            <Button component={RouterLink} to="/settings" variant="outlined">
              Settings
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
