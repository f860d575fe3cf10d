import type { RemoteRoutesModule } from '@sikalens/shared-ui';
import { CategoriesPage } from './features/categories/components/CategoriesPage';
import { CategorizePage } from './features/categorize/components/CategorizePage';

export const routes = [
  { path: '/categories', Component: CategoriesPage },
  { path: '/categorize-transactions', Component: CategorizePage },
] as const satisfies RemoteRoutesModule['routes'];
