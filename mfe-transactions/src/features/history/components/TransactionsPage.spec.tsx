import { render, screen } from '@testing-library/react';
import { DevProviders, REMOTE_ROUTES } from '@sikalens/shared-ui';
import { routes } from '../../../routes';
import { TransactionsPage } from './TransactionsPage';

describe('mfe-transactions', () => {
  it('serves exactly its spec routes', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTE_ROUTES.mfe_transactions]);
  });

  it('shows the history header', () => {
    render(
      <DevProviders>
        <TransactionsPage />
      </DevProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transaction History');
  });
});
