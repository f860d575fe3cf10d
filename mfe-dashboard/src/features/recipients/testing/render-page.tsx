import { Route } from '@sikalens/router';
import type { Recipient, RecipientDetail, RecipientsPage } from '@sikalens/api-client';
import { aTransaction as aPayment } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { RecipientPage } from '../components/RecipientPage';
import { RecipientsPage as RecipientsScreen } from '../components/RecipientsPage';

export { currentQuery } from '../../../testing/render-app';
export { aPayment };

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
    period: {
      key: 'all',
      choice: 'all',
      label: 'All time',
      from: null,
      to: null,
      through: null,
      comparedWith: null,
    },
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
// of the number are exercised.
export function renderRecipients(url: string) {
  return renderApp(
    url,
    <>
      <Route path="/vendors" element={<RecipientsScreen />} />
      <Route path="/vendor/:vendorName" element={<RecipientPage />} />
    </>,
  );
}
