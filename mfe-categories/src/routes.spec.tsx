import { render, screen } from '@testing-library/react';
import { DevProviders, REMOTE_ROUTES } from '@sikalens/shared-ui';
import { routes } from './routes';
import { CategoriesPage } from './features/categories/components/CategoriesPage';
import { CategorizePage } from './features/categorize/components/CategorizePage';

describe('mfe-categories', () => {
  it('serves exactly its spec routes', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTE_ROUTES.mfe_categories]);
  });

  it('shows the categories and categorize headers', () => {
    const { unmount } = render(
      <DevProviders>
        <CategoriesPage />
      </DevProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Categories');
    unmount();
    render(
      <DevProviders>
        <CategorizePage />
      </DevProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Categorize');
  });
});
