import { lazyRoute, type RemoteRoutesModule } from '@sikalens/shared-ui';
import { CategoriesPage } from './features/categories/components/CategoriesPage';

// /categorize-transactions loads when first opened.
const CategorizePage = lazyRoute(
  async () => (await import('./features/categorize/components/CategorizePage')).CategorizePage,
);

export const routes = [
  { path: '/categories', Component: CategoriesPage },
  { path: '/categorize-transactions', Component: CategorizePage },
] as const satisfies RemoteRoutesModule['routes'];
