import { Link as RouterLink, useParams } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ArrowLeft, UserX } from 'lucide-react';
import { ApiError, errorMessage, useRecipient } from '@sikalens/api-client';
import { EmptyState, formatPhone, LoadError, PageHeader } from '@sikalens/shared-ui';
import { RecipientDetails } from './RecipientDetails';

export const NO_PAYMENTS = 'No transactions found for this vendor';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function RecipientPage() {
  // The router has already decoded the URL-encoded number, '+' and spaces included.
  const { vendorName = '' } = useParams();
  return (
    <>
      <Button
        component={RouterLink}
        to="/vendors"
        startIcon={<ArrowLeft size={18} />}
        sx={{ mb: 2 }}
      >
        All Recipients
      </Button>
      <RecipientContent number={vendorName} />
    </>
  );
}

function RecipientContent({ number }: { number: string }) {
  const recipient = useRecipient(number);
  const { data, error } = recipient;
  const title = formatPhone(number);

  if (data) return <RecipientDetails recipient={data} />;
  if (recipient.isPending) {
    return (
      <>
        <PageHeader title={title} subtitle="Recipient analysis" />
        <Stack spacing={2} role="progressbar" aria-label="Loading recipient" aria-busy="true">
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, 1fr)' },
            }}
          >
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} variant="rounded" height={88} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="rounded" height={76} />
          <Skeleton variant="rounded" height={76} />
        </Stack>
      </>
    );
  }
  if (isNotFound(error)) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState
          icon={<UserX size={32} />}
          title={NO_PAYMENTS}
          hint="Payments to this number show here once a statement with them is uploaded."
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      <LoadError onRetry={() => void recipient.refetch()}>
        Could not load this recipient. {errorMessage(error)}
      </LoadError>
    </>
  );
}
