import { render, screen } from '@testing-library/react';
import { DevProviders, DEV_USER } from '@sikalens/shared-ui';
import { DashboardPage } from './DashboardPage';

describe('DashboardPage', () => {
  it('greets the signed-in user by first name and links to upload', () => {
    render(
      <DevProviders>
        <DashboardPage />
      </DevProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`, ${DEV_USER.firstName}`);
    expect(screen.getByRole('link', { name: /upload statement/i })).toHaveAttribute(
      'href',
      '/upload',
    );
  });

  it('greets by the last four phone digits when there is no first name', () => {
    render(
      <DevProviders user={{ ...DEV_USER, firstName: null, phone: '0201112222' }}>
        <DashboardPage />
      </DevProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(', 2222');
  });
});
