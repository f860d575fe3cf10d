import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import {
  AUTH_TOKEN_KEY,
  type Recipient,
  type RecipientDetail,
  type RecipientsPage,
  type Transaction,
} from '@sikalens/api-client';
import { DevProviders } from '@sikalens/shared-ui';
import { RecipientPage } from '../components/RecipientPage';
import { RecipientsPage as RecipientsScreen } from '../components/RecipientsPage';

// The debounced search and the page changes are waited for; on a busy 2-core machine 1 s (the
// default) was once not enough. A failing wait still fails, only later.
configure({ asyncUtilTimeout: 4000 });

export function aRecipient(overrides: Partial<Recipient> = {}): Recipient {
  return {
    number: '0244123456',
    latestAccountName: 'KOFI BOATENG',
    otherNames: [],
    totalSpent: '250.00',
    transactionCount: 3,
    latestDate: '2024-09-06T18:18:00',
    ...overrides,
  };
}

export function aRecipientsPage(overrides: Partial<RecipientsPage> = {}): RecipientsPage {
  const items = overrides.items ?? [aRecipient()];
  return {
    period: { key: 'all', label: 'All time', from: null, to: null },
    totalRecipients: items.length,
    totalSpent: '250.00',
    averagePerRecipient: '250.00',
    matching: items.length,
    page: 1,
    pageSize: 10,
    totalPages: 1,
    items,
    ...overrides,
  };
}

export function aPayment(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 'p-1',
    transactionId: '82187345928',
    walletId: '11111111-1111-4111-8111-111111111111',
    dateTime: '2024-09-06T18:18:00',
    amount: '-20.00',
    fees: '0.00',
    tax: '0.00',
    balance: '120.00',
    toFrom: '0244123456',
    accountName: 'KOFI BOATENG',
    recipient: 'KOFI BOATENG',
    type: 'Transfer To',
    description: '',
    reference: 'lunch',
    category: null,
    categoryId: null,
    categorisedBy: null,
    ...overrides,
  };
}

export function aRecipientDetail(overrides: Partial<RecipientDetail> = {}): RecipientDetail {
  return {
    number: '0244123456',
    latestAccountName: 'KOFI BOATENG',
    otherNames: [],
    totalSpent: '20.00',
    transactionCount: 1,
    average: '20.00',
    daysActive: 1,
    firstDate: '2024-09-06T18:18:00',
    latestDate: '2024-09-06T18:18:00',
    timeline: [{ month: '2024-09', spent: '20.00', count: 1 }],
    transactions: [aPayment()],
    ...overrides,
  };
}

// Both recipient screens under their real paths, so links between them and the router's decoding
// of the number are exercised. The real hooks run (they need a token) over API calls the test
// controls with jest.spyOn; `url` is where the app opens.
export function renderRecipients(url: string) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'token-'.repeat(5));
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <DevProviders queryClient={queryClient}>
      <Routes>
        <Route path="/vendors" element={<RecipientsScreen />} />
        <Route path="/vendor/:vendorName" element={<RecipientPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </DevProviders>,
  );
  return { user: userEvent.setup(), queryClient };
}

export const currentQuery = () => new URLSearchParams(window.location.search);
