import type { RemoteRoutesModule } from '@sikalens/shared-ui';
import { TransactionsPage } from './features/history/components/TransactionsPage';

export const routes = [
  { path: '/transactions', Component: TransactionsPage },
] as const satisfies RemoteRoutesModule['routes'];
