import type { RemoteRoutesModule } from '@sikalens/shared-ui';
import { DashboardPage } from './features/dashboard/components/DashboardPage';
import { FlaggedExpensesPage } from './features/flags/components/FlaggedExpensesPage';
import { RecipientsPage } from './features/recipients/components/RecipientsPage';
import { RecipientPage } from './features/recipients/components/RecipientPage';

export const routes = [
  { path: '/dashboard', Component: DashboardPage },
  { path: '/flagged-expenses', Component: FlaggedExpensesPage },
  { path: '/vendors', Component: RecipientsPage },
  { path: '/vendor/:vendorName', Component: RecipientPage },
] as const satisfies RemoteRoutesModule['routes'];
