import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { SIGNED_IN_COOKIE, type Category, type Transaction } from '@sikalens/api-client';
import { DevProviders, DEV_USER, type AuthUser } from '@sikalens/shared-ui';

let ids = 0;
const nextId = (prefix: string) => {
  ids += 1;
  return `${prefix}-${ids}`;
};

export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: nextId('c'),
    name: 'Chop money',
    type: 'expense',
    color: '#F97316',
    icon: 'utensils',
    monthlyBudget: null,
    isDefault: false,
    transactionCount: 0,
    monthTotal: '0.00',
    ...overrides,
  };
}

export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: nextId('t'),
    transactionId: '82187345928',
    walletId: '11111111-1111-4111-8111-111111111111',
    dateTime: '2024-09-06T18:18:00',
    amount: '-25.00',
    fees: '0.00',
    tax: '0.00',
    balance: '100.00',
    toFrom: '0241234567',
    accountName: 'KOFI BOATENG',
    recipient: 'KOFI BOATENG',
    type: 'Transfer',
    description: '',
    reference: '',
    category: null,
    categoryId: null,
    categorisedBy: null,
    ...overrides,
  };
}

// The real hooks run (they need a token), over API calls the test controls with jest.spyOn.
// `authUser`: who is signed in (a free user by default).
export function renderWithApp(
  ui: ReactElement,
  { fakeTimers = false, authUser = DEV_USER }: { fakeTimers?: boolean; authUser?: AuthUser } = {},
) {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <DevProviders queryClient={queryClient} user={authUser}>
      {ui}
    </DevProviders>,
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  return { user, queryClient, ...view };
}

export async function findToast(title: string) {
  // Generous: a full CI run shares two cores with everything else.
  const heading = await screen.findByText(title, { selector: '[data-toast] p' }, { timeout: 5000 });
  const card = heading.closest<HTMLElement>('[data-toast]');
  if (!card) throw new Error(`No toast card around '${title}'`);
  return card;
}
