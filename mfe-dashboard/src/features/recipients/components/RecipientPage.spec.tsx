import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import {
  aPayment,
  aRecipientDetail,
  aRecipientsPage,
  renderRecipients,
} from '../testing/render-page';
import { PAYMENTS_SHOWN } from './PaymentHistory';

const NUMBER = '+233 24 412 3456';
const URL_OF_NUMBER = `/vendor/${encodeURIComponent(NUMBER)}`;
const card = (label: string) => screen.getByRole('region', { name: label });
const payments = () =>
  within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');

const FOOD = {
  id: 'c-food',
  name: 'Food & Dining',
  type: 'expense',
  color: '#F97316',
  icon: 'utensils',
} as const;

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('RecipientPage', () => {
  it('asks for the number the URL encodes, plus and spaces included', async () => {
    const recipient = mockApi('getRecipient').mockResolvedValue(
      aRecipientDetail({ number: '0244123456' }),
    );
    renderRecipients(URL_OF_NUMBER);
    expect(URL_OF_NUMBER).toBe('/vendor/%2B233%2024%20412%203456');

    await screen.findByRole('region', { name: 'Total Sent' });
    expect(recipient).toHaveBeenCalledWith({ path: { number: NUMBER }, query: {} });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('KOFI BOATENG');
    expect(screen.getByText('024 412 3456')).toBeInTheDocument();
  });

  it('shows the figures in whole cedis, the dates, the other names, the timeline and the payments', async () => {
    mockApi('getRecipient').mockResolvedValue(
      aRecipientDetail({
        latestAccountName: 'KOFI BOATENG',
        otherNames: ['K. BOATENG'],
        totalSpent: '1234.50',
        transactionCount: 3,
        average: '411.50',
        daysActive: 2,
        firstDate: '2024-11-02T08:00:00',
        latestDate: '2025-02-14T21:30:00',
        timeline: [
          { month: '2024-11', spent: '234.50', count: 2 },
          { month: '2025-02', spent: '1000.00', count: 1 },
        ],
        transactions: [
          aPayment({
            id: 'p-3',
            dateTime: '2025-02-14T21:30:00',
            amount: '-1000',
            fees: '1.5',
            tax: '10',
            type: 'PAYMENT_SEND',
            category: FOOD,
            categoryId: FOOD.id,
          }),
          aPayment({
            id: 'p-2',
            dateTime: '2024-11-02T09:00:00',
            amount: '-200.00',
            type: 'Payment',
            accountName: 'K. BOATENG',
          }),
          aPayment({ id: 'p-1', dateTime: '2024-11-02T08:00:00', amount: '-34.50' }),
        ],
      }),
    );
    renderRecipients('/vendor/0244123456');
    await screen.findByRole('region', { name: 'Total Sent' });

    expect(card('Total Sent')).toHaveTextContent('₵1,235');
    expect(card('Total Sent')).not.toHaveTextContent('1,234.50');
    expect(card('Payments')).toHaveTextContent('3');
    expect(card('Average Payment')).toHaveTextContent('₵412');
    expect(card('Days Active')).toHaveTextContent('2');

    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('First payment')).toHaveTextContent('2 Nov 2024');
    expect(fact('Latest payment')).toHaveTextContent('14 Feb 2025');
    expect(fact('Also named')).toHaveTextContent('K. BOATENG');

    // Every month from the first to the last, the quiet ones included.
    expect(
      screen.getByRole('img', {
        name: 'Spending by month from Nov 2024 to Feb 2025; highest Feb 2025 at ₵1,000',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Spending by month' });
    const tableRows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(tableRows).toEqual(['Nov 2024₵2352', 'Dec 2024₵00', 'Jan 2025₵00', 'Feb 2025₵1,0001']);

    const [big, renamed, small] = payments() as [HTMLElement, HTMLElement, HTMLElement];
    // The MoMo type in words people use, as in the history.
    expect(big).toHaveAccessibleName(/^Payment sent 14 Feb 2025/);
    expect(big).toHaveTextContent('14 Feb 2025');
    expect(big).toHaveTextContent('-₵1,000.00');
    expect(big).toHaveTextContent('Fee ₵1.50 · E-Levy ₵10.00');
    expect(big).toHaveTextContent('Food & Dining');
    expect(big).not.toHaveTextContent('As ');

    expect(renamed).toHaveTextContent('-₵200.00');
    expect(renamed).toHaveTextContent('As K. BOATENG');
    expect(renamed).not.toHaveTextContent('Fee');

    expect(small).toHaveTextContent('-₵34.50');
    expect(small).not.toHaveTextContent('Fee');
    expect(small).not.toHaveTextContent('Food & Dining');
  });

  it('shows long histories a screenful at a time', async () => {
    const transactions = Array.from({ length: PAYMENTS_SHOWN + 5 }, (_, index) =>
      aPayment({ id: `p-${index}` }),
    );
    mockApi('getRecipient').mockResolvedValue(
      aRecipientDetail({ transactions, transactionCount: transactions.length }),
    );
    const { user } = renderRecipients('/vendor/0244123456');
    await screen.findByRole('list', { name: 'Payments' });
    expect(payments()).toHaveLength(PAYMENTS_SHOWN);
    expect(
      screen.getByText(`Showing ${PAYMENTS_SHOWN} of ${PAYMENTS_SHOWN + 5}`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(payments()).toHaveLength(PAYMENTS_SHOWN + 5);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says there are no payments when the API knows none to this number, with the way back', async () => {
    mockApi('getRecipient').mockRejectedValue(
      new ApiError(404, 'No transactions found for this vendor', 'RECIPIENT_NOT_FOUND', ''),
    );
    mockApi('listRecipients').mockResolvedValue(aRecipientsPage());
    const { user } = renderRecipients(URL_OF_NUMBER);

    expect(await screen.findByText('No transactions found for this vendor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('024 412 3456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Sent' })).not.toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'All Recipients' });
    expect(back).toHaveAttribute('href', '/vendors');
    await user.click(back);
    await waitFor(() => expect(window.location.pathname).toBe('/vendors'));
    expect(await screen.findByRole('list', { name: 'Recipients' })).toBeInTheDocument();
  });

  it('shows placeholders while loading, and a retry when loading fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const recipient = mockApi('getRecipient')
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(aRecipientDetail());
    const { user } = renderRecipients('/vendor/0244123456');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading recipient' }),
    ).toBeInTheDocument();

    fail(new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this recipient. Something went wrong.');
    expect(screen.queryByText('No transactions found for this vendor')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Total Sent' })).toBeInTheDocument();
    expect(recipient).toHaveBeenCalledTimes(2);
  });
});
