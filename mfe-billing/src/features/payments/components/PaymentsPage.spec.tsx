import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Payment } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { ShellContext, formatDateTime } from '@sikalens/shared-ui';
import { renderWithApp } from '../../../testing/render';
import { PaymentsPage } from './PaymentsPage';

const payment = (overrides: Partial<Payment>): Payment => ({
  id: 'p-1',
  status: 'success',
  planType: 'pro-6-months',
  planName: '6 Months Pro',
  amount: '105.00',
  currency: 'GHS',
  reference: 'pro-0b8f6a52-5d4e-4d4b-9a3e-2f1c0e9d8c7b',
  createdAt: '2025-11-20T18:18:00.000Z',
  verifiedAt: '2025-11-20T18:19:30.000Z',
  reversedAt: null,
  reversalReason: null,
  refundedAmount: null,
  notCompleted: false,
  ...overrides,
});

const PAYMENTS: Payment[] = [
  payment({}),
  payment({
    id: 'p-2',
    status: 'pending',
    planType: 'pro-3-months',
    planName: '3 Months Pro',
    amount: '60.00',
    reference: 'pro-pending-ref',
    createdAt: '2025-11-19T09:05:00.000Z',
    verifiedAt: null,
  }),
  payment({
    id: 'p-3',
    status: 'failed',
    planType: 'pro-1-month',
    planName: '1 Month Pro',
    amount: '25.00',
    reference: 'pro-failed-ref',
    createdAt: '2025-11-01T12:00:00.000Z',
    verifiedAt: '2025-11-01T12:01:00.000Z',
  }),
  // A checkout left a day ago (issue 30): the API says it was not completed.
  payment({
    id: 'p-4',
    status: 'failed',
    notCompleted: true,
    planType: 'pro-12-months',
    planName: '12 Months Pro',
    amount: '180.00',
    reference: 'pro-abandoned-ref',
    createdAt: '2025-10-01T12:00:00.000Z',
    verifiedAt: '2025-10-02T12:30:00.000Z',
  }),
];

function renderPage(openUpgradeDialog = jest.fn()) {
  renderWithApp(
    <ShellContext.Provider value={{ openUpgradeDialog }}>
      <PaymentsPage />
    </ShellContext.Provider>,
    '/payments',
  );
  return { user: userEvent.setup(), openUpgradeDialog };
}

// The card of the payment for this plan, and its details by label.
const card = (planName: string) => screen.getByRole('article', { name: planName });
const detail = (article: HTMLElement, label: string) =>
  within(article).getByText(label).nextElementSibling;

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('PaymentsPage', () => {
  it('shows a card per payment with its status, amount, reference and dates', async () => {
    mockApi('listPayments').mockResolvedValue(PAYMENTS);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment History' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading payments' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['6 Months Pro', '3 Months Pro', '1 Month Pro', '12 Months Pro']);

    const done = card('6 Months Pro');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(detail(done, 'Amount')).toHaveTextContent(/^₵105\.00$/);
    expect(detail(done, 'Reference')).toHaveTextContent('pro-0b8f6a52-5d4e-4d4b-9a3e-2f1c0e9d8c7b');
    // Ghana time is UTC: the shared en-GH date-time format, as on every other screen.
    expect(detail(done, 'Date')).toHaveTextContent(formatDateTime('2025-11-20T18:18:00.000Z'));
    expect(detail(done, 'Date')).toHaveTextContent(/^20 Nov 2025/);
    expect(detail(done, 'Verified')).toHaveTextContent(formatDateTime('2025-11-20T18:19:30.000Z'));

    const pending = card('3 Months Pro');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(detail(pending, 'Amount')).toHaveTextContent(/^₵60\.00$/);
    expect(detail(pending, 'Verified')).toHaveTextContent(/^—$/);

    const failed = card('1 Month Pro');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).queryByText('Completed')).not.toBeInTheDocument();
    expect(detail(failed, 'Reference')).toHaveTextContent('pro-failed-ref');
    expect(within(failed).queryByText('Not completed')).not.toBeInTheDocument();

    // Not 'Pending' for ever, nor 'Failed': the payer did not complete it.
    const left = card('12 Months Pro');
    expect(within(left).getByText('Not completed')).toBeInTheDocument();
    expect(within(left).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(left).queryByText('Failed')).not.toBeInTheDocument();
  });

  it('says there are no payments yet and opens the upgrade dialog from there', async () => {
    mockApi('listPayments').mockResolvedValue([]);
    const { user, openUpgradeDialog } = renderPage();
    expect(await screen.findByText('No Payments Yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(openUpgradeDialog).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when the list cannot load', async () => {
    const list = mockApi('listPayments')
      .mockRejectedValueOnce(new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''))
      .mockResolvedValue(PAYMENTS);
    const { user } = renderPage();
    expect(
      await screen.findByText('Could not load your payments. Something went wrong.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Payments' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
