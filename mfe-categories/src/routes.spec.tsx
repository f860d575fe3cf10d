import { render, screen } from '@testing-library/react';
import { DevProviders } from '@sikalens/shared-ui';
import { routes } from './routes';
import { CategoriesPage } from './features/categories/components/CategoriesPage';
import { CategorisePage } from './features/categorise/components/CategorisePage';
import registry from '../../registry.json';

describe('mfe-categories', () => {
  it('serves exactly the routes of its registry entry', () => {
    expect(routes.map((route) => route.path)).toEqual(
      registry.remotes
        .find((remote) => remote.name === 'mfe_categories')
        ?.routes.map((route) => route.path),
    );
  });

  it('shows the categories and categorise headers', () => {
    const { unmount } = render(
      <DevProviders>
        <CategoriesPage />
      </DevProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Categories');
    unmount();
    render(
      <DevProviders>
        <CategorisePage />
      </DevProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Categorize');
  });
});
