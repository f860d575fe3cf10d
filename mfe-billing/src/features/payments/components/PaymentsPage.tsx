import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Receipt } from 'lucide-react';
import { errorMessage, usePayments } from '@sikalens/api-client';
import { EmptyState, ListSkeleton, LoadError, PageHeader, useShell } from '@sikalens/shared-ui';
import { PaymentCard } from './PaymentCard';

// /payments: the user's Pro payments, newest first, a card each.
export function PaymentsPage() {
  const payments = usePayments();
  const { openUpgradeDialog } = useShell();

  return (
    <>
      <PageHeader title="Payment History" subtitle="Your SikaLens Pro payments, newest first." />
      {payments.isPending ? (
        <ListSkeleton label="Loading payments" rows={3} rowHeight={152} />
      ) : payments.data === undefined ? (
        <LoadError onRetry={() => void payments.refetch()}>
          Could not load your payments. {errorMessage(payments.error)}
        </LoadError>
      ) : payments.data.length === 0 ? (
        <EmptyState
          icon={<Receipt size={40} aria-hidden />}
          title="No Payments Yet"
          hint="Your payments will show here once you upgrade to Pro."
          action={
            <Button variant="contained" onClick={openUpgradeDialog}>
              Upgrade to Pro
            </Button>
          }
        />
      ) : (
        <Box
          component="ul"
          aria-label="Payments"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}
        >
          {payments.data.map((payment) => (
            <li key={payment.id}>
              <PaymentCard payment={payment} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
