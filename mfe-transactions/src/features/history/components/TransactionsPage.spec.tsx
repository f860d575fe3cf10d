import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, transactionsApi, type TransactionPageQuery } from '@sikalens/api-client';
import { UNCATEGORIZED_LOOK } from '@sikalens/shared-ui';
import { mockApi, type ApiMock } from '@sikalens/api-client/src/testing/mock-api';
import { routes } from '../../../routes';
import { TransactionsPage } from './TransactionsPage';
import {
  BUSINESS,
  FOOD,
  PERSONAL,
  SALARY,
  aPage,
  aTransaction,
  currentQuery,
  findToast,
  renderWithApp,
  summary,
} from '../testing/render-page';
import registry from '../../../../../registry.json';

const list = () => screen.getByRole('list', { name: 'Transactions' });
const rows = () => within(list()).getAllByRole('listitem');
const card = (label: string) => screen.getByRole('region', { name: label });
const lastQuery = (page: ApiMock<'listTransactions'>): TransactionPageQuery =>
  page.mock.calls[page.mock.calls.length - 1]![0].query ?? {};

// Category ids are UUIDs in the URL (anything else there is ignored).
const FOOD_ID = '0b0e7d9c-4c2a-4f0e-9d7e-2a1b3c4d5e6f';
const SALARY_ID = '1c1f8e0d-5d3b-4a1f-8e8f-3b2c4d5e6f70';

beforeEach(() => {
  mockApi('listWallets').mockResolvedValue([PERSONAL, BUSINESS]);
  mockApi('listCategories').mockResolvedValue([
    { ...FOOD, id: FOOD_ID },
    { ...SALARY, id: SALARY_ID },
  ]);
});
afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('mfe-transactions', () => {
  it('serves exactly the routes of its registry entry', () => {
    expect(routes.map((route) => route.path)).toEqual(
      registry.remotes
        .find((remote) => remote.name === 'mfe_transactions')
        ?.routes.map((route) => route.path),
    );
  });
});

describe('TransactionsPage', () => {
  it('shows each transaction with Sent or Received by its sign, two decimals and its category', async () => {
    const page = mockApi('listTransactions').mockResolvedValue(
      aPage({
        items: [
          aTransaction({
            id: 't-in',
            type: 'CASH_IN',
            amount: '1250.5',
            accountName: 'ACME LTD',
            toFrom: '0209998888',
            dateTime: '2024-09-07T09:05:00',
          }),
          aTransaction({
            id: 't-out',
            type: 'PAYMENT_SEND',
            amount: '-20',
            fees: '0.5',
            category: summary(FOOD),
            categoryId: FOOD.id,
          }),
        ],
        totalPages: 3,
        totals: { count: 23, incoming: '4500.75', outgoing: '1234.5' },
      }),
    );
    renderWithApp(<TransactionsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transaction History');
    await screen.findByRole('list', { name: 'Transactions' });

    // Empty filters are not sent.
    expect(page).toHaveBeenCalledWith({ query: { page: 1, pageSize: 10 } });
    expect(card('Total Transactions')).toHaveTextContent('23');
    expect(card('Total Incoming')).toHaveTextContent('₵4,500.75');
    expect(card('Total Outgoing')).toHaveTextContent('₵1,234.50');

    expect(rows()).toHaveLength(2);
    const [received, sent] = rows() as [HTMLElement, HTMLElement];
    // The counterparty leads, readable, then the day and the kind of transaction.
    expect(received).toHaveAccessibleName(/^Acme Ltd 7 Sep 2024/);
    expect(within(received).getByRole('heading', { level: 3 })).toHaveTextContent('Acme Ltd');
    expect(received).toHaveTextContent('020 999 8888');
    expect(received).toHaveTextContent('7 Sep 2024');
    expect(received).toHaveTextContent('· Cash in');
    expect(received).toHaveTextContent('+₵1,250.50');
    expect(received).toHaveTextContent('Received');
    expect(received).not.toHaveTextContent('Sent');
    expect(received).not.toHaveTextContent('Fee');
    expect(received).toHaveTextContent(/Uncategori[sz]ed/);
    // No category looks the same on its badge and its chip as on every screen: the dashed circle
    // in the one grey (UNCATEGORIZED_LOOK).
    const icons = [...received.querySelectorAll('svg.lucide-circle-dashed')];
    expect(icons).toHaveLength(2);
    expect(icons[1]).toHaveAttribute('stroke', UNCATEGORIZED_LOOK.color);
    expect(icons[0]!.parentElement).toHaveStyle({ color: UNCATEGORIZED_LOOK.color });

    expect(sent).toHaveAccessibleName(/^Kofi Boateng 6 Sep 2024/);
    expect(sent).toHaveTextContent('024 111 2222');
    expect(sent).not.toHaveTextContent('KOFI BOATENG');
    expect(sent).toHaveTextContent('· Payment sent');
    expect(sent).toHaveTextContent('-₵20.00');
    expect(sent).toHaveTextContent('Sent');
    expect(sent).not.toHaveTextContent('Received');
    expect(sent).toHaveTextContent('Fee ₵0.50');
    expect(sent).toHaveTextContent('Food & Dining');
    expect(
      within(sent).getByRole('button', { name: /^Edit category of Kofi Boateng, 6 Sep 2024/ }),
    ).toBeEnabled();
  });

  it('titles a row that names nobody by its kind of transaction', async () => {
    mockApi('listTransactions').mockResolvedValue(
      aPage({ items: [aTransaction({ type: 'CASH_OUT', accountName: '', toFrom: '0' })] }),
    );
    renderWithApp(<TransactionsPage />);
    await screen.findByRole('list', { name: 'Transactions' });
    const [row] = rows() as [HTMLElement];
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent(/^Cash out$/);
    expect(row).not.toHaveTextContent('· Cash out');
    expect(within(row).getByRole('button', { name: /^Edit category of Cash out/ })).toBeEnabled();
  });

  it('opens with the filters and page of the URL, so a reload or a shared link keeps them', async () => {
    const page = mockApi('listTransactions').mockResolvedValue(aPage({ page: 2, totalPages: 4 }));
    renderWithApp(<TransactionsPage />, {
      url: `/transactions?search=kofi&walletId=${BUSINESS.id}&type=outgoing&page=2`,
    });
    await screen.findByRole('list', { name: 'Transactions' });
    expect(page).toHaveBeenCalledWith({
      query: { search: 'kofi', walletId: BUSINESS.id, type: 'outgoing', page: 2, pageSize: 10 },
    });
    expect(screen.getByLabelText('Search transactions')).toHaveValue('kofi');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Wallet/ })).toHaveTextContent('Business'),
    );
    expect(screen.getByRole('combobox', { name: /Type/ })).toHaveTextContent('Outgoing');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows every category when the link names one deleted since, rather than an error', async () => {
    const gone = 'f5b1c6a2-7d3e-4c1a-9b2e-0a1b2c3d4e5f';
    const page = mockApi('listTransactions').mockImplementation(({ query = {} }) =>
      query.categoryId === gone
        ? Promise.reject(new ApiError(404, 'Category not found.', 'CATEGORY_NOT_FOUND', ''))
        : Promise.resolve(aPage({})),
    );
    renderWithApp(<TransactionsPage />, { url: `/transactions?category=${gone}` });
    await screen.findByRole('list', { name: 'Transactions' });
    expect(page).toHaveBeenLastCalledWith({ query: { page: 1, pageSize: 10 } });
    expect(screen.queryByText(/Could not load your transactions/)).toBeNull();
  });

  it('goes back to page 1 and writes the URL when the type or wallet changes', async () => {
    const page = mockApi('listTransactions').mockImplementation(({ query = {} }) =>
      Promise.resolve(aPage({ page: query.page, totalPages: 5 })),
    );
    const { user } = renderWithApp(<TransactionsPage />, { url: '/transactions?page=3' });
    await screen.findByRole('list', { name: 'Transactions' });
    expect(lastQuery(page).page).toBe(3);

    await user.click(screen.getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Outgoing' }));
    await waitFor(() => expect(lastQuery(page)).toMatchObject({ type: 'outgoing', page: 1 }));
    expect(window.location.pathname).toBe('/transactions');
    expect(currentQuery().toString()).toBe('type=outgoing');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(currentQuery().get('page')).toBe('3'));
    await user.click(screen.getByRole('combobox', { name: /Wallet/ }));
    await user.click(await screen.findByRole('option', { name: /Personal · 024 123 4567/ }));
    await waitFor(() =>
      expect(lastQuery(page)).toMatchObject({ walletId: PERSONAL.id, type: 'outgoing', page: 1 }),
    );
    expect(currentQuery().toString()).toBe(`walletId=${PERSONAL.id}&type=outgoing`);
  });

  it('searches once the typing pauses, from page 1', async () => {
    const page = mockApi('listTransactions').mockImplementation(({ query = {} }) =>
      Promise.resolve(aPage({ page: query.page, totalPages: 5 })),
    );
    const { user } = renderWithApp(<TransactionsPage />, { url: '/transactions?page=2' });
    await screen.findByRole('list', { name: 'Transactions' });

    await user.type(screen.getByLabelText('Search transactions'), 'kofi');
    await waitFor(() => expect(currentQuery().toString()).toBe('search=kofi'));
    await waitFor(() => expect(lastQuery(page)).toMatchObject({ search: 'kofi', page: 1 }));
    // One search for the whole word, not one per key.
    const searches = page.mock.calls.map(([request]) => request.query?.search);
    expect(searches).not.toContain('k');
    expect(searches).not.toContain('kof');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(currentQuery().toString()).toBe(''));
    expect(screen.getByLabelText('Search transactions')).toHaveValue('');
  });

  it('filters by category, uncategorized included, and keeps it in the URL', async () => {
    const page = mockApi('listTransactions').mockImplementation(({ query = {} }) =>
      Promise.resolve(aPage({ page: query.page, totalPages: 4 })),
    );
    const { user } = renderWithApp(<TransactionsPage />, { url: '/transactions?page=2' });
    await screen.findByRole('list', { name: 'Transactions' });

    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All categories',
      'Uncategorized',
      'Food & Dining',
      'Salary',
    ]);
    await user.click(screen.getByRole('option', { name: 'Food & Dining' }));
    await waitFor(() => expect(lastQuery(page)).toMatchObject({ categoryId: FOOD_ID, page: 1 }));
    expect(currentQuery().toString()).toBe(`category=${FOOD_ID}`);

    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Uncategorized' }));
    await waitFor(() => expect(lastQuery(page)).toMatchObject({ categoryId: 'uncategorized' }));
    expect(currentQuery().toString()).toBe('category=uncategorized');
  });

  it('filters by days from and to, both in the URL', async () => {
    const page = mockApi('listTransactions').mockResolvedValue(aPage());
    renderWithApp(<TransactionsPage />, { url: '/transactions?type=outgoing' });
    await screen.findByRole('list', { name: 'Transactions' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-09-01' } });
    await waitFor(() => expect(lastQuery(page)).toMatchObject({ from: '2024-09-01' }));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-09-30' } });
    await waitFor(() =>
      expect(lastQuery(page)).toMatchObject({
        type: 'outgoing',
        from: '2024-09-01',
        to: '2024-09-30',
        page: 1,
      }),
    );
    expect(currentQuery().toString()).toBe('type=outgoing&from=2024-09-01&to=2024-09-30');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2024-09-01');
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2024-09-30');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    await waitFor(() => expect(currentQuery().toString()).toBe('type=outgoing&to=2024-09-30'));
    expect(lastQuery(page).from).toBeUndefined();
  });

  it('opens the dashboard alert’s link on exactly those payments, and clears its amount', async () => {
    const page = mockApi('listTransactions').mockResolvedValue(aPage());
    const { user } = renderWithApp(<TransactionsPage />, {
      url: `/transactions?type=outgoing&over=300&from=2024-09-01&to=2024-09-30&walletId=${PERSONAL.id}`,
    });
    await screen.findByRole('list', { name: 'Transactions' });
    expect(page).toHaveBeenCalledWith({
      query: {
        walletId: PERSONAL.id,
        type: 'outgoing',
        from: '2024-09-01',
        to: '2024-09-30',
        over: 300,
        page: 1,
        pageSize: 10,
      },
    });
    expect(screen.getByLabelText('From')).toHaveValue('2024-09-01');
    expect(screen.getByLabelText('To')).toHaveValue('2024-09-30');
    const chip = screen.getByRole('button', { name: 'Over ₵300' });

    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(lastQuery(page).over).toBeUndefined());
    expect(currentQuery().get('over')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Over/ })).not.toBeInTheDocument();
    expect(currentQuery().get('from')).toBe('2024-09-01');
  });

  it('offers 10, 25 or 50 rows a page, keeping the first row in view', async () => {
    const page = mockApi('listTransactions').mockImplementation(({ query = {} }) =>
      Promise.resolve(
        aPage({ page: query.page, pageSize: query.pageSize, totalPages: 50 / query.pageSize! }),
      ),
    );
    const { user } = renderWithApp(<TransactionsPage />, { url: '/transactions?page=4' });
    await screen.findByRole('list', { name: 'Transactions' });
    expect(lastQuery(page)).toMatchObject({ page: 4, pageSize: 10 });

    const rowsPerPage = screen.getByRole('combobox', { name: /Rows per page/ });
    expect(rowsPerPage).toHaveTextContent('10');
    await user.click(rowsPerPage);
    const sizes = await screen.findAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['10', '25', '50']);
    await user.click(screen.getByRole('option', { name: '25' }));
    // Rows 31–40 at ten a page: row 31 is on page 2 at 25 a page.
    await waitFor(() => expect(lastQuery(page)).toMatchObject({ page: 2, pageSize: 25 }));
    expect(currentQuery().toString()).toBe('page=2&pageSize=25');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('25'),
    );

    await user.click(screen.getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Incoming' }));
    await waitFor(() => expect(currentQuery().toString()).toBe('type=incoming&pageSize=25'));
  });

  it('shows the first, the last and the pages near the current one, and moves between them', async () => {
    const page = mockApi('listTransactions').mockImplementation(({ query = {} }) =>
      Promise.resolve(aPage({ page: query.page, totalPages: 20 })),
    );
    const { user } = renderWithApp(<TransactionsPage />, {
      url: '/transactions?type=incoming&page=7',
    });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const pageNumbers = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);
    expect(pageNumbers()).toEqual(['1', '5', '6', '7', '8', '9', '20']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(page)).toMatchObject({ type: 'incoming', page: 8 }));
    expect(currentQuery().toString()).toBe('type=incoming&page=8');
    await waitFor(() => expect(pageNumbers()).toEqual(['1', '6', '7', '8', '9', '10', '20']));

    await user.click(within(nav).getByRole('button', { name: 'Page 20' }));
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled(),
    );
    expect(pageNumbers()).toEqual(['1', '18', '19', '20']);

    await user.click(within(nav).getByRole('button', { name: 'Page 1' }));
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled(),
    );
    expect(currentQuery().toString()).toBe('type=incoming');
  });

  it('moves a link past the last page to the last page', async () => {
    mockApi('listTransactions').mockImplementation(({ query = {} }) =>
      Promise.resolve(
        aPage({
          items: query.page === 3 ? [aTransaction()] : [],
          page: query.page,
          totalPages: 3,
        }),
      ),
    );
    renderWithApp(<TransactionsPage />, { url: '/transactions?page=9' });
    await screen.findByRole('list', { name: 'Transactions' });
    expect(currentQuery().get('page')).toBe('3');
    expect(screen.queryByText('No Transaction Found')).not.toBeInTheDocument();
  });

  it('asks for a statement when there are no transactions at all', async () => {
    mockApi('listTransactions').mockResolvedValue(
      aPage({ items: [], totals: { count: 0, incoming: '0.00', outgoing: '0.00' } }),
    );
    renderWithApp(<TransactionsPage />);
    expect(await screen.findByText('No Transaction Found')).toBeInTheDocument();
    expect(screen.getByText('Upload a PDF statement to see your transactions')).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your filters')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Statement' })).toHaveAttribute(
      'href',
      '/upload',
    );
    expect(card('Total Transactions')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('suggests other filters when the filters match nothing, and clears them', async () => {
    const page = mockApi('listTransactions').mockImplementation(({ query = {} }) =>
      Promise.resolve(query.search ? aPage({ items: [] }) : aPage()),
    );
    const { user } = renderWithApp(<TransactionsPage />, {
      url: '/transactions?search=zzz&category=uncategorized&from=2024-09-01&over=300&pageSize=25',
    });
    expect(await screen.findByText('No Transaction Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters')).toBeInTheDocument();
    expect(
      screen.queryByText('Upload a PDF statement to see your transactions'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload Statement' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await screen.findByRole('list', { name: 'Transactions' });
    // Every filter goes; the page size is a preference, not a filter.
    expect(currentQuery().toString()).toBe('pageSize=25');
    expect(lastQuery(page)).toEqual({ page: 1, pageSize: 25 });
    // Cleared: no search is sent.
    expect(lastQuery(page).search).toBeUndefined();
    expect(screen.getByLabelText('Search transactions')).toHaveValue('');
  });

  it('shows placeholders while the first page loads, and a retry when it fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const page = mockApi('listTransactions')
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(aPage());
    const { user } = renderWithApp(<TransactionsPage />);
    expect(
      await screen.findByRole('progressbar', { name: 'Loading transactions' }),
    ).toBeInTheDocument();

    fail(new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your transactions. Something went wrong.');
    expect(
      screen.queryByRole('progressbar', { name: 'Loading transactions' }),
    ).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Transactions' })).toBeInTheDocument();
    expect(page).toHaveBeenCalledTimes(2);
  });
});

describe('CSV export', () => {
  const createObjectURL = jest.fn(() => 'blob:http://localhost/csv-1');
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('downloads the filtered set under the name the server gave it', async () => {
    mockApi('listTransactions').mockResolvedValue(aPage());
    const blob = new Blob(['Date & Time,Transaction ID\n'], { type: 'text/csv' });
    const exportCsv = jest
      .spyOn(transactionsApi, 'exportCsv')
      .mockResolvedValue({ blob, fileName: 'momo-transactions-2024-09-07.csv' });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderWithApp(<TransactionsPage />, {
      url: '/transactions?search=kofi&type=outgoing&category=uncategorized&from=2024-09-01&over=300&page=2&pageSize=25',
    });
    await screen.findByRole('list', { name: 'Transactions' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    // All pages of the filtered set: the filters go, the page does not.
    expect(exportCsv).toHaveBeenCalledWith(
      {
        search: 'kofi',
        walletId: '',
        type: 'outgoing',
        categoryId: 'uncategorized',
        from: '2024-09-01',
        to: '',
        over: 300,
      },
      expect.anything(),
    );
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked[0]).toHaveAttribute('download', 'momo-transactions-2024-09-07.csv');
    expect(clicked[0]).toHaveAttribute('href', 'blob:http://localhost/csv-1');
    expect(clicked[0]).not.toBeInTheDocument();
    await waitFor(() =>
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/csv-1'),
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('is disabled while exporting and says why an export failed', async () => {
    mockApi('listTransactions').mockResolvedValue(aPage());
    let fail: (error: Error) => void = () => undefined;
    jest
      .spyOn(transactionsApi, 'exportCsv')
      .mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = renderWithApp(<TransactionsPage />);
    await screen.findByRole('list', { name: 'Transactions' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    fail(new ApiError(503, 'Export is busy, try again.', null, ''));
    const toast = await findToast('Export Failed');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Export is busy, try again.');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(click).not.toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
