import { lazyRoute, type RemoteRoutesModule } from '@sikalens/shared-ui';
import { PaymentsPage } from './features/payments/components/PaymentsPage';

// /payment-success loads when first opened.
const PaymentSuccessPage = lazyRoute(
  async () =>
    (await import('./features/payments/components/PaymentSuccessPage')).PaymentSuccessPage,
);

export const routes = [
  { path: '/payments', Component: PaymentsPage },
  { path: '/payment-success', Component: PaymentSuccessPage },
] as const satisfies RemoteRoutesModule['routes'];
