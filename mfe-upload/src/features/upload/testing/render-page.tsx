import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import {
  SIGNED_IN_COOKIE,
  type Reconciliation,
  type StatementUpload,
  type Wallet,
} from '@sikalens/api-client';
import { DevProviders } from '@sikalens/shared-ui';

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

// A network whose statements are not read yet (issue 29, item 4).
export const TELECEL: Wallet = {
  id: '33333333-3333-4333-8333-333333333333',
  label: 'Telecel',
  provider: 'Vodafone',
  momoNumber: '0201234567',
  statementsSupported: false,
};

const TOTALS = {
  openingBalance: '100.00',
  closingBalance: '75.50',
  moneyIn: '50.00',
  moneyOut: '70.00',
  feesAndTaxes: '4.50',
};

/** A statement whose rows were all read and whose totals match, unless overridden. */
export function aReconciliation(overrides: Partial<Reconciliation> = {}): Reconciliation {
  return {
    status: 'match',
    summary: '594 transactions, totals match the statement',
    rowsChecked: 594,
    skippedRows: 0,
    skippedIds: [],
    printed: TOTALS,
    computed: TOTALS,
    mismatches: [],
    checks: [
      { name: 'rows', ok: true, detail: 'All 594 rows on the statement were read.' },
      { name: 'totals', ok: true, detail: "The rows add up to the statement's own totals." },
    ],
    unreconciled: [],
    period: { from: '2024-02-18', to: '2024-09-06' },
    holder: { name: 'KOFI BOATENG', walletNumber: '233241234567' },
    ...overrides,
  };
}

export function anUpload(overrides: Partial<StatementUpload> = {}): StatementUpload {
  return {
    id: 'u-1',
    fileName: 'statement.pdf',
    walletId: PERSONAL.id,
    status: 'completed',
    aiCategorizationStatus: 'completed',
    transactionsCount: 594,
    newTransactionsCount: 594,
    errorMessage: null,
    errorCode: null,
    createdAt: '2024-09-07T10:05:00.000Z',
    periodFrom: '2024-02-18',
    periodTo: '2024-09-06',
    layout: 'app',
    reconciliation: aReconciliation(),
    ...overrides,
  };
}

// The real hooks run (they need a token), over API calls the test controls with jest.spyOn.
export function renderWithApp(ui: ReactElement, { fakeTimers = false } = {}) {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(<DevProviders queryClient={queryClient}>{ui}</DevProviders>);
  const user = userEvent.setup({
    // The page checks the type itself: let non-PDFs through the input's accept filter.
    applyAccept: false,
    ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}),
  });
  return { user, queryClient };
}

export async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '[data-toast] p' });
  const card = heading.closest<HTMLElement>('[data-toast]');
  if (!card) throw new Error(`No toast card around '${title}'`);
  return card;
}
