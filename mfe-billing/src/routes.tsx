import { lazy, Suspense } from 'react';
import type { RemoteRoutesModule } from '@sikalens/shared-ui';
import { ConfirmingPayment } from './features/payments/components/ConfirmingPayment';
import { PaymentsPage } from './features/payments/components/PaymentsPage';

// /payment-success loads when first opened. Meanwhile it already says what is happening (issue
// 30: 'Confirming your payment…', never a bare skeleton): its own Suspense, not the shell's.
const LazyPaymentSuccessPage = lazy(async () => ({
  default: (await import('./features/payments/components/PaymentSuccessPage')).PaymentSuccessPage,
}));

function PaymentSuccessPage() {
  return (
    <Suspense fallback={<ConfirmingPayment />}>
      <LazyPaymentSuccessPage />
    </Suspense>
  );
}

export const routes = [
  { path: '/payments', Component: PaymentsPage },
  { path: '/payment-success', Component: PaymentSuccessPage },
] as const satisfies RemoteRoutesModule['routes'];
