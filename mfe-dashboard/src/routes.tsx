import { lazyRoute, type RemoteRoutesModule } from '@sikalens/shared-ui';
import { DashboardPage } from './features/dashboard/components/DashboardPage';

// The first route is in the route module; the others load when first opened, so /dashboard does
// not download the flagged-expenses and recipient pages.
const FlaggedExpensesPage = lazyRoute(
  async () => (await import('./features/flags/components/FlaggedExpensesPage')).FlaggedExpensesPage,
);
const RecipientsPage = lazyRoute(
  async () => (await import('./features/recipients/components/RecipientsPage')).RecipientsPage,
);
const RecipientPage = lazyRoute(
  async () => (await import('./features/recipients/components/RecipientPage')).RecipientPage,
);

export const routes = [
  { path: '/dashboard', Component: DashboardPage },
  { path: '/flagged-expenses', Component: FlaggedExpensesPage },
  { path: '/vendors', Component: RecipientsPage },
  { path: '/vendor/:vendorName', Component: RecipientPage },
] as const satisfies RemoteRoutesModule['routes'];
