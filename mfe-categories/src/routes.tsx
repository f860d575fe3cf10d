import { lazyRoute, type RemoteRoutesModule } from '@sikalens/shared-ui';
import { CategoriesPage } from './features/categories/components/CategoriesPage';

// /categorize-transactions loads when first opened.
const CategorisePage = lazyRoute(
  async () => (await import('./features/categorise/components/CategorisePage')).CategorisePage,
);

export const routes = [
  { path: '/categories', Component: CategoriesPage },
  { path: '/categorize-transactions', Component: CategorisePage },
] as const satisfies RemoteRoutesModule['routes'];
