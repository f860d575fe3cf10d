import type { RemoteRoutesModule } from '@sikalens/shared-ui';
import { PaymentsPage } from './features/payments/components/PaymentsPage';
import { PaymentSuccessPage } from './features/payments/components/PaymentSuccessPage';

export const routes = [
  { path: '/payments', Component: PaymentsPage },
  { path: '/payment-success', Component: PaymentSuccessPage },
] as const satisfies RemoteRoutesModule['routes'];
