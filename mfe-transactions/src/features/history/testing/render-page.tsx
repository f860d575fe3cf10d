import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import {
  SIGNED_IN_COOKIE,
  type Category,
  type Transaction,
  type TransactionPage,
  type Wallet,
} from '@sikalens/api-client';
import { DEV_USER, DevProviders, ShellContext, type AuthUser } from '@sikalens/shared-ui';

export const PERSONAL: Wallet = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Personal',
  provider: 'MTN',
  momoNumber: '0241234567',
  statementsSupported: true,
};
export const BUSINESS: Wallet = {
  id: '22222222-2222-4222-8222-222222222222',
  label: 'Business',
  provider: 'MTN',
  momoNumber: '0551234567',
  statementsSupported: true,
};

function aCategory(
  overrides: Partial<Category> & Pick<Category, 'id' | 'name' | 'type'>,
): Category {
  return {
    color: '#F97316',
    icon: 'tag',
    monthlyBudget: null,
    isDefault: true,
    transactionCount: 0,
    monthTotal: '0.00',
    ...overrides,
  };
}

export const FOOD = aCategory({
  id: 'c-food',
  name: 'Food & Dining',
  type: 'expense',
  icon: 'utensils',
});
export const TRANSPORT = aCategory({
  id: 'c-transport',
  name: 'Transportation',
  type: 'expense',
  icon: 'car',
  color: '#3B82F6',
});
export const SALARY = aCategory({
  id: 'c-salary',
  name: 'Salary',
  type: 'income',
  icon: 'briefcase',
  color: '#22C55E',
});
export const GIFT = aCategory({ id: 'c-gift', name: 'Gift', type: 'income', icon: 'gift' });
export const CATEGORIES = [FOOD, TRANSPORT, SALARY, GIFT];

export const summary = ({ id, name, type, color, icon }: Category) => ({
  id,
  name,
  type,
  color,
  icon,
});

export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 't-1',
    transactionId: '82187345928',
    walletId: PERSONAL.id,
    dateTime: '2024-09-06T18:18:00',
    amount: '-20.00',
    fees: '0.00',
    tax: '0.00',
    balance: '120.00',
    toFrom: '0241112222',
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

export function aPage(overrides: Partial<TransactionPage> = {}): TransactionPage {
  const items = overrides.items ?? [aTransaction()];
  return {
    items,
    page: 1,
    pageSize: 10,
    totalPages: 1,
    totals: { count: items.length, incoming: '0.00', outgoing: '20.00' },
    ...overrides,
  };
}

type RenderOptions = {
  url?: string;
  // The signed-in user (default: the free DEV_USER).
  user?: AuthUser;
  // The shell's upgrade dialog, to see it opened (default: DevProviders' stand-in toast).
  openUpgradeDialog?: () => void;
};

// The real hooks run (they need a token) over API calls the test controls with jest.spyOn;
// the router reads the address bar, so `url` is where the page opens.
export function renderWithApp(
  ui: ReactElement,
  { url = '/transactions', user = DEV_USER, openUpgradeDialog }: RenderOptions = {},
) {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const shell = openUpgradeDialog ? (
    <ShellContext.Provider value={{ openUpgradeDialog }}>{ui}</ShellContext.Provider>
  ) : (
    ui
  );
  render(
    <DevProviders queryClient={queryClient} user={user}>
      {shell}
    </DevProviders>,
  );
  return { user: userEvent.setup(), queryClient };
}

export const currentQuery = () => new URLSearchParams(window.location.search);

export async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '[data-toast] p' });
  const card = heading.closest<HTMLElement>('[data-toast]');
  if (!card) throw new Error(`No toast card around '${title}'`);
  return card;
}
