import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { SIGNED_IN_COOKIE } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { DevProviders, UNCATEGORIZED_LOOK } from '@sikalens/shared-ui';
import { aTransaction } from '../../../testing/fixtures';
import { RecentTransactions } from './RecentTransactions';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RecentTransactions', () => {
  it('leads each row with the counterparty, readable, then the number and the kind', async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const detailed = mockApi('listDetailedTransactions').mockResolvedValue([
      aTransaction({ id: 'p-1', type: 'PAYMENT_SEND', toFrom: '+233244123456' }),
      aTransaction({ id: 'p-2', type: 'CASH_OUT', accountName: '', toFrom: '0' }),
      aTransaction({
        id: 'p-3',
        type: 'PAYMENT',
        amount: '-5.50',
        accountName: 'MTNONLINEAIRTIMEVENDOR',
        toFrom: 'MTNONLINEAIRTIMEVENDOR',
      }),
    ]);
    render(
      <DevProviders queryClient={new QueryClient()}>
        <RecentTransactions walletId={undefined} />
      </DevProviders>,
    );
    const list = await screen.findByRole('list', { name: 'Recent transactions' });
    expect(detailed).toHaveBeenCalledWith({ query: { limit: 5 } });
    const [person, cashOut, airtime] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(person).toHaveTextContent(/^Kofi Boateng024 412 3456 · Payment sent6 Sep 2024/);
    expect(person).not.toHaveTextContent('KOFI');
    expect(cashOut).toHaveTextContent(/^Cash out6 Sep 2024/);
    expect(airtime).toHaveTextContent(/^MTN AirtimePayment6 Sep 2024/);
    // No category: the dashed circle in the one grey, as on every screen.
    const badge = person.querySelector('svg.lucide-circle-dashed');
    expect(badge).not.toBeNull();
    expect(badge!.parentElement).toHaveStyle({ color: UNCATEGORIZED_LOOK.color });
  });
});
