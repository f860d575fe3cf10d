import { render, screen } from '@testing-library/react';
import { DevProviders, REMOTE_ROUTES } from '@sikalens/shared-ui';
import { routes } from '../../../routes';
import { PaymentSuccessPage } from './PaymentSuccessPage';

describe('mfe-billing', () => {
  it('serves exactly its spec routes', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTE_ROUTES.mfe_billing]);
  });

  it('goes straight to the failed view when the URL has no payment reference', () => {
    window.history.pushState({}, '', '/payment-success');
    render(
      <DevProviders>
        <PaymentSuccessPage />
      </DevProviders>,
    );
    expect(
      screen.getByText('No payment reference found. Please try upgrading again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });
});
