import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChannelPreferences } from '@sikalens/api-client';
import { UiProviders } from '@sikalens/shared-ui';
import { NotificationsTab } from './NotificationsTab';

type Query = {
  data: { sms: ChannelPreferences; email: ChannelPreferences } | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

const mockPreferences = jest.fn<Query, []>();

jest.mock('@sikalens/api-client', () => ({
  errorMessage: (error: unknown) =>
    error instanceof Error && error.message ? error.message : 'Unknown error',
  useNotificationPreferences: () => mockPreferences(),
  useUpdateNotificationPreferences: () => ({ mutate: jest.fn(), isPending: false }),
}));

const channel = (available: boolean): ChannelPreferences => ({
  available,
  securityAlerts: true,
  statementProcessed: false,
  budgetAlerts: true,
});

function renderTab(data: Query['data']) {
  mockPreferences.mockReturnValue({
    data,
    isError: false,
    error: null,
    refetch: () => Promise.resolve(),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UiProviders>
        <NotificationsTab />
      </UiProviders>
    </QueryClientProvider>,
  );
}

describe('NotificationsTab', () => {
  it('shows security alerts as always on, with no switch, and says what they cover', () => {
    renderTab({ sms: channel(true), email: channel(false) });
    expect(screen.getByText('Security Alerts')).toBeInTheDocument();
    expect(screen.getByText('Always on')).toBeInTheDocument();
    expect(screen.queryByText('Enabled')).not.toBeInTheDocument();
    expect(screen.queryByText('Off')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'A message when your account signs in on a new device, its phone or e-mail changes, or its data or the account is deleted. Always on: they protect your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    // The channels list the topics the user switches; security alerts are not one of them.
    expect(
      screen.getByText('Sign-in codes go to your phone number. Also: budget alerts.'),
    ).toBeInTheDocument();
  });

  it('says no channel reaches the user when neither is available', () => {
    renderTab({ sms: channel(false), email: channel(false) });
    expect(screen.getByText('No channel')).toBeInTheDocument();
    expect(screen.queryByText('Always on')).not.toBeInTheDocument();
  });

  it('shows neither while the settings load', () => {
    renderTab(undefined);
    expect(screen.queryByText('Always on')).not.toBeInTheDocument();
    expect(screen.queryByText('No channel')).not.toBeInTheDocument();
  });
});
