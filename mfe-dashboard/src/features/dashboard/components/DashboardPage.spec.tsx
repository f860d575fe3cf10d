import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import {
  SIGNED_IN_COOKIE,
  transactionsApi,
  type AppNotification,
  type Budgets,
  type CategoryBreakdown,
  type FeesAndLevies,
  type InsightsScope,
  type InsightsSummary,
  type RecipientsPage,
  type RecipientsQuery,
  type SpendingTrends,
  type StatementUpload,
  type Wallet,
} from '@sikalens/api-client';
import { mockApi, type ApiMock } from '@sikalens/api-client/src/testing/mock-api';
import { DevProviders, DEV_USER } from '@sikalens/shared-ui';
import { aTransaction } from '../../../testing/fixtures';
import { DashboardPage } from './DashboardPage';

// The whole dashboard renders in each test: on a busy 2-core machine that takes seconds.
configure({ asyncUtilTimeout: 8000 });

const SEPTEMBER = {
  key: 'latest' as const,
  choice: 'latest' as const,
  label: 'September 2024',
  from: '2024-09-01',
  to: '2024-10-01',
  through: null,
  comparedWith: { from: '2024-08-01', to: '2024-09-01', label: 'August 2024' },
};
// The statement ends on 6 September (issue 30): compared with 1–6 August.
const SEPTEMBER_SO_FAR = {
  ...SEPTEMBER,
  through: '2024-09-06',
  comparedWith: { from: '2024-08-01', to: '2024-08-07', label: '1–6 August 2024' },
};
const COVERAGE = {
  first: '2024-02-18',
  last: '2024-09-06',
  months: ['2024-02', '2024-03', '2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09'],
};
const WALLET: Wallet = {
  id: '3f2b8c1e-9a4d-4c7b-8e2f-1a2b3c4d5e6f',
  label: 'Personal',
  provider: 'MTN',
  momoNumber: '0241234567',
  statementsSupported: true,
};

const money = {
  spent: '1234.56',
  received: '2000.40',
  fees: '12.50',
  tax: '3.25',
  totalCost: '1250.31',
};
const summaryOf = (overrides: Partial<InsightsSummary> = {}): InsightsSummary => ({
  period: SEPTEMBER,
  ...money,
  transactionCount: 40,
  uncategorisedCount: 3,
  spendsAbove300: 2,
  spendsAbove500: 1,
  previous: { ...money, spent: '900.00', received: '100.00' },
  coverage: COVERAGE,
  ...overrides,
});
const trendsOf = (granularity: SpendingTrends['granularity']): SpendingTrends => ({
  period: SEPTEMBER,
  granularity,
  buckets: [
    { start: '2024-09-01', spent: '400.00', received: '0.00' },
    { start: '2024-09-08', spent: '834.56', received: '2000.40' },
  ],
});
const BREAKDOWN: CategoryBreakdown = {
  period: SEPTEMBER,
  spent: '1234.56',
  categories: Array.from({ length: 8 }, (_, index) => ({
    id: `c-${index}`,
    name: `Category ${index + 1}`,
    color: '#F97316',
    icon: 'utensils',
    spent: `${100 - index}.00`,
    count: 2,
    share: index === 0 ? '28.1' : '5.0',
    previousSpent: '50.00',
    change: index === 0 ? '12.5' : index === 1 ? null : '-3.0',
  })),
};
const FEES: FeesAndLevies = {
  period: SEPTEMBER,
  fees: '12.50',
  tax: '3.25',
  total: '15.75',
  shareOfSpending: '1.3',
  byType: [
    { group: 'cash-out', label: 'Cash-out', fees: '10.00', tax: '0.00', total: '10.00', count: 2 },
    { group: 'transfers', label: 'Transfers', fees: '2.50', tax: '3.25', total: '5.75', count: 9 },
  ],
  byMonth: [{ month: '2024-09', fees: '12.50', tax: '3.25' }],
  top: [],
};
const BUDGETS: Budgets = {
  period: SEPTEMBER,
  budgets: [
    {
      id: 'b-1',
      name: 'Food & Dining',
      color: '#F97316',
      icon: 'utensils',
      budget: '500.00',
      spent: '430.00',
      left: '70.00',
      percent: 86,
      level: 'near',
    },
    {
      id: 'b-2',
      name: 'Transportation',
      color: '#3B82F6',
      icon: 'car',
      budget: '100.00',
      spent: '150.00',
      left: '-50.00',
      percent: 150,
      level: 'over',
    },
  ],
};
const recipientsOf = (query: RecipientsQuery): RecipientsPage => ({
  period: SEPTEMBER,
  totalRecipients: 3,
  totalSpent: '600.00',
  averagePerRecipient: '200.00',
  matching: 3,
  page: 1,
  pageSize: query.pageSize ?? 10,
  totalPages: 1,
  items: [
    {
      number: '+233 24 412 3456',
      latestAccountName: 'KOFI BOATENG',
      otherNames: [],
      totalSpent: '450.00',
      transactionCount: 7,
      latestDate: '2024-09-06T18:18:00',
    },
  ].slice(0, query.pageSize ?? 10),
});

type Mocks = {
  summary: ApiMock<'getInsightsSummary'>;
  trends: ApiMock<'getSpendingTrends'>;
  uploads: ApiMock<'listUploads'>;
  detailed: ApiMock<'listDetailedTransactions'>;
};

// Every request the dashboard makes, answered.
function answerDashboard(summary = summaryOf(), uncategorised = 25): Mocks {
  mockApi('listWallets').mockResolvedValue([WALLET]);
  mockApi('listDeletedWallets').mockResolvedValue([]);
  mockApi('getCategoryBreakdown').mockResolvedValue(BREAKDOWN);
  mockApi('getFeesAndLevies').mockResolvedValue(FEES);
  mockApi('getBudgets').mockResolvedValue(BUDGETS);
  mockApi('listNotifications').mockResolvedValue({ notifications: [], unreadCount: 0 });
  mockApi('listRecipients').mockImplementation(({ query = {} }) =>
    Promise.resolve(recipientsOf(query)),
  );
  jest
    .spyOn(transactionsApi, 'uncategorised')
    .mockResolvedValue({ items: [], total: uncategorised });
  return {
    summary: mockApi('getInsightsSummary').mockResolvedValue(summary),
    trends: mockApi('getSpendingTrends').mockImplementation(({ query }) =>
      Promise.resolve(trendsOf(query?.granularity ?? 'month')),
    ),
    uploads: mockApi('listUploads').mockResolvedValue([]),
    detailed: mockApi('listDetailedTransactions').mockResolvedValue([aTransaction()]),
  };
}

function renderDashboard(url = '/dashboard', user = DEV_USER) {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <DevProviders queryClient={queryClient} user={user}>
      <DashboardPage />
    </DevProviders>,
  );
  return { user: userEvent.setup(), queryClient };
}

const card = (name: string) => screen.getByRole('region', { name });
const lastScope = (summary: ApiMock<'getInsightsSummary'>): InsightsScope | undefined =>
  summary.mock.calls[summary.mock.calls.length - 1]![0].query;

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('greets the signed-in user by first name and links to upload', () => {
    answerDashboard();
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`, ${DEV_USER.firstName}`);
    expect(screen.getAllByRole('link', { name: /upload statement/i })[0]).toHaveAttribute(
      'href',
      '/upload',
    );
  });

  it('greets by the last four phone digits when there is no first name', () => {
    answerDashboard();
    renderDashboard('/dashboard', { ...DEV_USER, firstName: null, phone: '0201112222' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(', 2222');
  });

  it('shows the period’s figures in whole cedis, with the period they cover', async () => {
    const { summary } = answerDashboard();
    renderDashboard();
    await waitFor(() => expect(card('Total Spent')).toHaveTextContent('₵1,235'));
    expect(summary).toHaveBeenCalledWith({ query: { period: 'latest' } });
    expect(card('Total Spent')).toHaveTextContent('September 2024');
    expect(card('Total Spent')).toHaveTextContent('vs August 2024: ₵900');
    expect(card('Total Income')).toHaveTextContent('₵2,000');
    expect(card('Total Income')).not.toHaveTextContent('2,000.40');
    expect(card('Fees & E-Levy')).toHaveTextContent('₵15.75');
    expect(card('Uncategorized')).toHaveTextContent('25');
    expect(within(card('Uncategorized')).getByRole('link')).toHaveAttribute(
      'href',
      '/categorize-transactions',
    );
    // The count is the list's total: one row asked for, as the categories screen asks (one
    // cache entry), never a page of rows only to count them.
    const asked = jest.mocked(transactionsApi.uncategorised).mock.calls;
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.map(([query]) => query)).toEqual(asked.map(() => ({ limit: 1 })));
  });

  it('names the period each figure covers in its heading', async () => {
    answerDashboard();
    renderDashboard();
    const heading = (name: string) => within(card(name)).getByRole('heading', { level: 2 });
    await waitFor(() => expect(heading('Total Spent')).toHaveTextContent(/September 2024$/));
    expect(heading('Total Spent')).toHaveAccessibleName('Total Spent · September 2024');
    expect(heading('Total Income')).toHaveAccessibleName('Total Income · September 2024');
    await waitFor(() =>
      expect(heading('Fees & E-Levy')).toHaveAccessibleName('Fees & E-Levy · September 2024'),
    );
    // The uncategorised count is the categorise screen's: every period.
    expect(heading('Uncategorized')).toHaveAccessibleName('Uncategorized · All time');
    for (const title of [
      'Spending Trends',
      'Category Breakdown',
      'Fees & E-Levy Breakdown',
      'Budgets',
      'Top Recipients',
      'Frequent Recipients',
    ]) {
      await waitFor(() =>
        expect(within(card(title)).getByRole('heading', { level: 2 })).toHaveAccessibleName(
          `${title} · September 2024`,
        ),
      );
    }
    // The latest transactions are of no period.
    expect(
      within(card('Recent Transactions')).getByRole('heading', { level: 2 }),
    ).toHaveAccessibleName('Recent Transactions');
  });

  it('says which month the first dashboard after an import shows, and offers all of it', async () => {
    const { summary, uploads } = answerDashboard();
    uploads.mockResolvedValue([
      { id: 'u-1', status: 'completed', aiCategorizationStatus: 'completed' } as StatementUpload,
    ]);
    const { user } = renderDashboard();
    const note = await screen.findByText(
      'Showing September 2024, the latest month in your statements. Choose All time to see everything.',
    );
    const alert = note.closest<HTMLElement>('[role="status"]')!;

    await user.click(within(alert).getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(lastScope(summary)).toEqual({ period: 'all' }));
    expect(new URLSearchParams(window.location.search).get('period')).toBe('all');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('All time');
    expect(screen.queryByText(/the latest month in your statements/)).not.toBeInTheDocument();

    // Back on the default period: that import's note is done with.
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: /^Latest month/ }));
    await waitFor(() => expect(lastScope(summary)).toEqual({ period: 'latest' }));
    expect(screen.queryByText(/the latest month in your statements/)).not.toBeInTheDocument();
  });

  it('keeps the note dismissed until the next import', async () => {
    const { uploads } = answerDashboard();
    const first = { id: 'u-1', status: 'completed', aiCategorizationStatus: 'completed' };
    uploads.mockResolvedValue([first as StatementUpload]);
    const { user } = renderDashboard();
    await screen.findByText(/Showing September 2024, the latest month/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/the latest month in your statements/)).not.toBeInTheDocument();

    cleanup();
    renderDashboard();
    await waitFor(() => expect(card('Total Spent')).toHaveTextContent('₵1,235'));
    expect(screen.queryByText(/the latest month in your statements/)).not.toBeInTheDocument();

    cleanup();
    uploads.mockResolvedValue([
      { ...first, id: 'u-2' } as StatementUpload,
      first as StatementUpload,
    ]);
    renderDashboard();
    expect(await screen.findByText(/Showing September 2024, the latest month/)).toBeInTheDocument();
  });

  it('lists the top six categories with their share and change', async () => {
    answerDashboard();
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Top categories' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('Category 1');
    expect(rows[0]).toHaveTextContent('28.1% of spending');
    expect(rows[0]).toHaveTextContent('+12.5%');
    expect(rows[1]).toHaveTextContent('New');
    expect(rows[2]).toHaveTextContent('-3%');
  });

  it('raises the spending alerts at the spec’s thresholds, and budget alerts', async () => {
    answerDashboard();
    renderDashboard();
    const alerts = await screen.findByRole('region', { name: 'Spending Alerts' });
    await waitFor(() =>
      expect(alerts).toHaveTextContent('2 payments over ₵300 in September 2024.'),
    );
    expect(alerts).toHaveTextContent('25 transactions need a category.');
    expect(alerts).toHaveTextContent('Transportation is over its budget: 150% spent.');
    expect(alerts).toHaveTextContent('Food & Dining has used 86% of its budget.');
    const budgets = card('Budgets');
    // A card draws its data in a deferred render, after the alerts above.
    await waitFor(() => expect(budgets).toHaveTextContent('₵70 left'));
    expect(budgets).toHaveTextContent('₵50 over');
  });

  it('lists unread budget alerts first, and dismisses one for good', async () => {
    answerDashboard();
    const alert: AppNotification = {
      id: 'n-1',
      kind: 'budget-alert',
      title: 'Chop money: 90% of your budget spent',
      body: 'You have spent ₵450.00 of your ₵500.00 Chop money budget for September 2024 (90%).',
      categoryId: 'c-9',
      createdAt: '2024-09-20T07:00:00.000Z',
      readAt: null,
    };
    const list = mockApi('listNotifications')
      .mockResolvedValueOnce({ notifications: [alert], unreadCount: 1 })
      .mockResolvedValue({ notifications: [], unreadCount: 0 });
    const markRead = mockApi('markNotificationRead').mockResolvedValue(undefined);
    const { user } = renderDashboard('/dashboard', { ...DEV_USER, isPro: true });

    const alerts = await screen.findByRole('region', { name: 'Spending Alerts' });
    const item = await within(alerts).findByRole('listitem', { name: alert.title });
    expect(item).toHaveTextContent(alert.body);
    expect(within(alerts).getAllByRole('listitem')[0]).toBe(item);
    expect(list).toHaveBeenCalledWith({ query: { unread: true, limit: 5 } });

    await user.click(within(item).getByRole('button', { name: `Dismiss: ${alert.title}` }));
    await waitFor(() => expect(within(alerts).queryByText(alert.title)).not.toBeInTheDocument());
    expect(markRead).toHaveBeenCalledWith({ path: { id: 'n-1' } });
    // The rest of the section stays.
    expect(alerts).toHaveTextContent('Food & Dining has used 86% of its budget.');
  });

  it('raises no uncategorised alert at 20, and no large-payment alert without one', async () => {
    answerDashboard(summaryOf({ spendsAbove300: 0, spendsAbove500: 0 }), 20);
    mockApi('getBudgets').mockResolvedValue({ ...BUDGETS, budgets: [] });
    renderDashboard();
    await waitFor(() => expect(card('Uncategorized')).toHaveTextContent('20'));
    await waitFor(() => expect(card('Total Spent')).toHaveTextContent('₵1,235'));
    expect(screen.queryByRole('region', { name: 'Spending Alerts' })).not.toBeInTheDocument();
    // 20 is over the AI insight's 10, though.
    expect(card('AI Insights')).toHaveTextContent('20 transactions have no category yet');
  });

  it('changes the period and the trend grouping, kept in the link', async () => {
    const { summary, trends } = answerDashboard();
    const { user } = renderDashboard();
    // A month by day unless the user chose otherwise (issue 30).
    await waitFor(() =>
      expect(trends).toHaveBeenCalledWith({ query: { period: 'latest', granularity: 'day' } }),
    );
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() =>
      expect(trends).toHaveBeenLastCalledWith({ query: { period: 'latest', granularity: 'week' } }),
    );
    expect(new URLSearchParams(window.location.search).get('trend')).toBe('week');

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'All time' }));
    await waitFor(() => expect(lastScope(summary)).toEqual({ period: 'all' }));
    expect(new URLSearchParams(window.location.search).get('period')).toBe('all');
    await waitFor(() =>
      expect(trends).toHaveBeenLastCalledWith({ query: { period: 'all', granularity: 'week' } }),
    );
  });

  it('filters everything to a selected wallet, with an All wallets reset', async () => {
    const { summary, detailed } = answerDashboard();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: /^Personal/ }));
    await waitFor(() =>
      expect(lastScope(summary)).toEqual({ period: 'latest', walletId: WALLET.id }),
    );
    await waitFor(() =>
      expect(detailed).toHaveBeenLastCalledWith({ query: { walletId: WALLET.id, limit: 5 } }),
    );
    expect(screen.getByText('Wallet: Personal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All wallets' }));
    await waitFor(() => expect(lastScope(summary)).toEqual({ period: 'latest' }));
    expect(window.location.search).toBe('');
  });

  it('drops a wallet from the link that is not one of the user’s', async () => {
    const { summary } = answerDashboard();
    renderDashboard('/dashboard?wallet=11111111-2222-4333-8444-555555555555');
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(lastScope(summary)).toEqual({ period: 'latest' }));
  });

  it('links the frequent recipients to their pages, encoded', async () => {
    answerDashboard();
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Frequent recipients' });
    expect(within(list).getByRole('link')).toHaveAttribute(
      'href',
      `/vendor/${encodeURIComponent('+233 24 412 3456')}`,
    );
    expect(screen.getByRole('link', { name: 'View All Recipients' })).toHaveAttribute(
      'href',
      '/vendors',
    );
    expect(screen.getByRole('link', { name: 'View All Transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('says when no recipient was paid often', async () => {
    answerDashboard();
    mockApi('listRecipients').mockImplementation(({ query = {} }) =>
      Promise.resolve({ ...recipientsOf(query), items: [] }),
    );
    renderDashboard();
    expect(await screen.findByText('No frequent recipients detected yet')).toBeInTheDocument();
  });

  it('shows the categorising banner while an upload is categorised', async () => {
    const { uploads } = answerDashboard();
    uploads.mockResolvedValue([
      { id: 'u-1', status: 'completed', aiCategorizationStatus: 'categorizing' } as StatementUpload,
    ]);
    renderDashboard();
    expect(await screen.findByText('AI is categorizing your transactions...')).toBeInTheDocument();
  });

  it('leads a new user with a wallet to upload a statement, not ₵0 cards', async () => {
    const { detailed } = answerDashboard(
      summaryOf({
        transactionCount: 0,
        spent: '0.00',
        received: '0.00',
        coverage: { first: null, last: null, months: [] },
      }),
      0,
    );
    detailed.mockResolvedValue([]);
    renderDashboard();
    const steps = await screen.findByRole('region', { name: 'Get started' });
    expect(within(steps).getByRole('link', { name: 'Upload a statement' })).toHaveAttribute(
      'href',
      '/upload',
    );
    expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent(
      '1. Add your MoMo wallet · Done',
    );
    expect(screen.getByRole('heading', { name: 'Your Wallets' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Spent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spending Trends' })).not.toBeInTheDocument();
  });

  it('leads a new user without a wallet to add one, in the add-wallet dialog', async () => {
    const { detailed } = answerDashboard(
      summaryOf({ transactionCount: 0, coverage: { first: null, last: null, months: [] } }),
      0,
    );
    mockApi('listWallets').mockResolvedValue([]);
    detailed.mockResolvedValue([]);
    const { user } = renderDashboard();
    const steps = await screen.findByRole('region', { name: 'Get started' });
    expect(screen.queryByRole('region', { name: 'Total Spent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();
    await user.click(within(steps).getByRole('button', { name: 'Add your MoMo wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Add Wallet' })).toBeInTheDocument();
  });

  it('says when a calendar period has no data, and leads to the latest month', async () => {
    const { summary } = answerDashboard();
    summary.mockImplementation(({ query }) =>
      Promise.resolve(
        query?.period === 'this-month'
          ? summaryOf({
              period: {
                ...SEPTEMBER,
                key: 'this-month',
                choice: 'this-month',
                label: 'November 2026',
                from: '2026-11-01',
                to: '2026-12-01',
              },
              transactionCount: 0,
              spent: '0.00',
              received: '0.00',
            })
          : summaryOf(),
      ),
    );
    const { user } = renderDashboard('/dashboard?period=this-month');
    const notice = await screen.findByText('No transactions in November 2026.');
    // A free user's summary covers the plan's window (the API trims it): said so.
    expect(
      screen.getByText('You can see February–September 2024 on the free plan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Spent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spending Trends' })).not.toBeInTheDocument();
    // The latest transactions and the buttons stay.
    const insights = await screen.findByRole('region', { name: 'AI Insights' });
    await waitFor(() =>
      expect(within(insights).getByRole('link', { name: 'Organize Now' })).toBeInTheDocument(),
    );
    expect(notice).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show September 2024' }));
    await waitFor(() => expect(lastScope(summary)).toEqual({ period: 'latest' }));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(card('Total Spent')).toHaveTextContent('₵1,235'));
  });

  it('says what a Pro user’s statements cover when a calendar period has no data', async () => {
    const { summary } = answerDashboard();
    summary.mockResolvedValue(
      summaryOf({
        period: { ...SEPTEMBER, key: 'this-month', choice: 'this-month', label: 'November 2026' },
        transactionCount: 0,
      }),
    );
    renderDashboard('/dashboard?period=this-month', { ...DEV_USER, isPro: true });
    await screen.findByText('No transactions in November 2026.');
    expect(screen.getByText('Your statements cover February–September 2024.')).toBeInTheDocument();
  });

  it('labels a partial month and compares it with the same days before', async () => {
    answerDashboard(summaryOf({ period: SEPTEMBER_SO_FAR }));
    mockApi('getCategoryBreakdown').mockResolvedValue({ ...BREAKDOWN, period: SEPTEMBER_SO_FAR });
    renderDashboard();
    await waitFor(() =>
      expect(within(card('Total Spent')).getByRole('heading', { level: 2 })).toHaveAccessibleName(
        'Total Spent · September 2024 · 1–6 Sep so far',
      ),
    );
    expect(card('Total Spent')).toHaveTextContent('vs 1–6 Aug: ₵900');
    expect(card('Total Income')).toHaveTextContent('vs 1–6 Aug: ₵100');
    await waitFor(() => expect(card('Category Breakdown')).toHaveTextContent('changes vs 1–6 Aug'));
    const list = await screen.findByRole('list', { name: 'Top categories' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('+12.5%');
  });

  it('makes no change claim when the API has no fair comparison', async () => {
    const period = { ...SEPTEMBER, comparedWith: null };
    answerDashboard(summaryOf({ period, previous: null }));
    mockApi('getCategoryBreakdown').mockResolvedValue({ ...BREAKDOWN, period });
    renderDashboard();
    await waitFor(() => expect(card('Total Spent')).toHaveTextContent('₵1,235'));
    expect(card('Total Spent')).not.toHaveTextContent('vs ');
    const list = await screen.findByRole('list', { name: 'Top categories' });
    expect(list).not.toHaveTextContent('%-');
    expect(within(list).getAllByRole('listitem')[0]).not.toHaveTextContent('+12.5%');
    expect(within(list).getAllByRole('listitem')[1]).not.toHaveTextContent('New');
  });

  it('offers each month with data, newest first, kept in the link', async () => {
    const { summary, trends } = answerDashboard();
    const { user } = renderDashboard();
    await waitFor(() => expect(card('Total Spent')).toHaveTextContent('₵1,235'));
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Latest month (September 2024)',
      'Latest 3 months',
      'All time',
      'September 2024',
      'August 2024',
      'July 2024',
      'June 2024',
      'May 2024',
      'April 2024',
      'March 2024',
      'February 2024',
      'This month',
      'Last month',
      'Last 3 months',
      'This year',
    ]);
    await user.click(screen.getByRole('option', { name: 'August 2024' }));
    await waitFor(() => expect(lastScope(summary)).toEqual({ month: '2024-08' }));
    expect(window.location.search).toBe('?month=2024-08');
    await waitFor(() =>
      expect(trends).toHaveBeenLastCalledWith({ query: { month: '2024-08', granularity: 'day' } }),
    );
  });

  it('leads the large-payments alert to exactly those payments in the history', async () => {
    answerDashboard();
    renderDashboard();
    const alerts = await screen.findByRole('region', { name: 'Spending Alerts' });
    await waitFor(() =>
      expect(alerts).toHaveTextContent('2 payments over ₵300 in September 2024.'),
    );
    const item = within(alerts)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('over ₵300'))!;
    expect(within(item).getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      '/transactions?type=outgoing&over=300&from=2024-09-01&to=2024-09-30',
    );
  });

  it('shows uncategorized spending as its own row, leading to the categorize screen', async () => {
    answerDashboard();
    mockApi('getCategoryBreakdown').mockResolvedValue({
      ...BREAKDOWN,
      categories: [
        {
          id: null,
          name: 'Uncategorized',
          color: '#94A3B8',
          icon: 'circle-dashed',
          spent: '94.00',
          count: 6,
          share: '7.6',
          previousSpent: '0.00',
          change: null,
        },
      ],
    });
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Top categories' });
    expect(list).toHaveTextContent('6 payments · 7.6% of spending');
    expect(within(list).getByRole('link', { name: /^Uncategorized/ })).toHaveAttribute(
      'href',
      '/categorize-transactions',
    );
    expect(list).not.toHaveTextContent('Other Expenses');
    // The API's icon is drawn, the dashed circle of every screen (not the unknown-name tag).
    expect(list.querySelector('svg.lucide-circle-dashed')).not.toBeNull();
  });

  it('names the fees chart’s series in a legend', async () => {
    answerDashboard();
    mockApi('getFeesAndLevies').mockResolvedValue({
      ...FEES,
      byMonth: [
        { month: '2024-08', fees: '10.00', tax: '2.00' },
        { month: '2024-09', fees: '12.50', tax: '3.25' },
      ],
    });
    renderDashboard();
    const legend = await within(card('Fees & E-Levy Breakdown')).findByRole('list', {
      name: 'Legend',
    });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Fees', 'E-Levy']);
  });

  it('offers a free user the upgrade, and a Pro user the chat', async () => {
    answerDashboard();
    const { user } = renderDashboard();
    expect(card('AI Insights')).toHaveTextContent('PRO');
    const promo = card('Ask about your money');
    await user.click(within(promo).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Upgrade dialog')).toBeInTheDocument();
  });

  it('gives a Pro user Open Chat and no PRO badge', () => {
    answerDashboard();
    renderDashboard('/dashboard', { ...DEV_USER, isPro: true });
    expect(
      within(card('Ask about your money')).getByRole('link', { name: 'Open Chat' }),
    ).toHaveAttribute('href', '/ai-chat');
    expect(card('AI Insights')).not.toHaveTextContent('PRO');
  });
});
