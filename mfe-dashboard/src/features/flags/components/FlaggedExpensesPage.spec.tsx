import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type FlagsQuery } from '@sikalens/api-client';
import { mockApi, type ApiMock } from '@sikalens/api-client/src/testing/mock-api';
import {
  FOOD,
  SALARY,
  aFlag,
  aFlagsResponse,
  currentQuery,
  fakeFlagsApi,
  findToast,
  renderFlags,
} from '../testing/render-page';

const list = () => screen.getByRole('list', { name: 'Flagged expenses' });
const rows = () => within(list()).getAllByRole('listitem');
const row = (name: RegExp) => within(list()).getByRole('listitem', { name });
const card = (label: string) => screen.getByRole('region', { name: label });
const lastQuery = (flags: ApiMock<'listFlaggedExpenses'>): FlagsQuery =>
  flags.mock.calls[flags.mock.calls.length - 1]![0].query ?? {};

const RENT = aFlag(
  {
    id: 't-rent',
    // As the statement prints it; shown as 'Payment sent' (issue 30).
    type: 'PAYMENT_SEND',
    amount: '-650.00',
    dateTime: '2024-09-07T23:15:00',
    accountName: 'KOFI BOATENG',
    toFrom: '0244123456',
  },
  ['large', 'weekend', 'late-night'],
);
const SHOES = aFlag(
  {
    id: 't-shoes',
    type: 'Payment',
    amount: '-150.50',
    dateTime: '2024-09-10T12:05:00',
    accountName: 'SHOE CITY',
    toFrom: '0207654321',
  },
  ['unusual'],
);
const LUNCH = aFlag(
  {
    id: 't-lunch',
    type: 'Payment',
    amount: '-120.00',
    dateTime: '2024-09-02T13:00:00',
    accountName: 'CHOP BAR',
    category: { id: FOOD.id, name: FOOD.name, type: 'expense', color: FOOD.color, icon: FOOD.icon },
    categoryId: FOOD.id,
  },
  ['late-night'],
  true,
);

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('FlaggedExpensesPage', () => {
  it('lists the flagged expenses with why each is flagged, and the counts', async () => {
    const { flags } = fakeFlagsApi([RENT, SHOES, LUNCH]);
    renderFlags();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Flagged Expenses');
    await screen.findByRole('list', { name: 'Flagged expenses' });

    expect(flags).toHaveBeenCalledWith({
      query: { type: 'all', sort: 'amount', includeReviewed: false },
    });
    expect(card('Flagged Expenses')).toHaveTextContent('2');
    expect(card('Flagged Amount')).toHaveTextContent('₵800.50');
    expect(card('Reviewed')).toHaveTextContent('1');

    // Highest amount first; the reviewed one is left out.
    expect(rows()).toHaveLength(2);
    const [rent, shoes] = rows() as [HTMLElement, HTMLElement];
    expect(within(rent).getByRole('heading', { level: 3 })).toHaveTextContent('Payment sent');
    expect(rent).toHaveTextContent('To Kofi Boateng · 024 412 3456');
    expect(rent).toHaveTextContent('7 Sep 2024');
    expect(rent).toHaveTextContent('-₵650.00');
    expect(rent).toHaveTextContent('Uncategorized');
    expect(rent).toHaveTextContent('Large: over ₵500');
    expect(rent).toHaveTextContent('Weekend: over ₵200 on a Saturday or Sunday');
    expect(rent).toHaveTextContent('Late night: over ₵50 between 22:00 and 06:59');
    expect(within(rent).getByRole('button', { name: 'Categorize' })).toHaveAccessibleDescription(
      /Payment sent -₵650.00/,
    );
    expect(within(rent).getByRole('button', { name: 'Mark as Reviewed' })).toBeInTheDocument();
    expect(shoes).toHaveTextContent('Unusual: over ₵100 and uncategorized');
    expect(shoes).toHaveTextContent('-₵150.50');

    // The filter shows how many each holds (not reviewed).
    const filter = screen.getByRole('group', { name: 'Flag type' });
    expect(within(filter).getByRole('button', { name: 'All 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filter).getByRole('button', { name: 'Large 1' })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'Late night 1' })).toBeInTheDocument();
  });

  it('asks again for the chosen flag type and order, and keeps them in the URL', async () => {
    const { flags } = fakeFlagsApi([RENT, SHOES]);
    const { user } = renderFlags();
    await screen.findByRole('list', { name: 'Flagged expenses' });

    await user.click(screen.getByRole('button', { name: /^Unusual/ }));
    await waitFor(() => expect(lastQuery(flags)).toMatchObject({ type: 'unusual' }));
    expect(currentQuery().toString()).toBe('type=unusual');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Shoe City');

    await user.click(screen.getByRole('button', { name: /^All/ }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Most recent' }));
    await waitFor(() =>
      expect(lastQuery(flags)).toEqual({ type: 'all', sort: 'date', includeReviewed: false }),
    );
    expect(currentQuery().toString()).toBe('sort=date');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Shoe City'));
  });

  it('opens with the filter, the order and the reviewed switch of the URL', async () => {
    const { flags } = fakeFlagsApi([RENT, SHOES, LUNCH]);
    renderFlags('/flagged-expenses?type=late-night&sort=date&reviewed=show');
    await screen.findByRole('list', { name: 'Flagged expenses' });
    expect(flags).toHaveBeenCalledWith({
      query: { type: 'late-night', sort: 'date', includeReviewed: true },
    });
    expect(screen.getByRole('button', { name: /^Late night/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Show reviewed' })).toBeChecked();
    expect(rows()).toHaveLength(2);
  });

  it('takes a reviewed expense out of the list at once, and Undo brings it back', async () => {
    const api = fakeFlagsApi([RENT, SHOES]);
    let answer: () => void = () => undefined;
    api.markReviewed.mockImplementationOnce(({ path }) => {
      api.reviewed.add(path!.transactionId);
      return new Promise<void>((resolve) => (answer = resolve));
    });
    const { user } = renderFlags();
    await screen.findByRole('list', { name: 'Flagged expenses' });

    await user.click(within(row(/Payment sent/)).getByRole('button', { name: 'Mark as Reviewed' }));
    expect(api.markReviewed).toHaveBeenCalledWith({ path: { transactionId: 't-rent' } });
    // Gone before the server has answered.
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(list()).not.toHaveTextContent('Kofi Boateng');

    answer();
    const toast = await findToast('Marked as reviewed');
    expect(toast).toHaveTextContent('Payment sent · -₵650.00');
    await waitFor(() => expect(card('Reviewed')).toHaveTextContent('1'));
    expect(card('Flagged Expenses')).toHaveTextContent('1');

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(api.unmarkReviewed).toHaveBeenCalledWith({ path: { transactionId: 't-rent' } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(card('Reviewed')).toHaveTextContent('0');
    await waitFor(() => expect(screen.queryByText('Marked as reviewed')).not.toBeInTheDocument());
  });

  it('puts the expense back and says why when the review fails', async () => {
    const api = fakeFlagsApi([RENT, SHOES]);
    api.markReviewed.mockRejectedValueOnce(
      new ApiError(404, 'Transaction not found.', 'TRANSACTION_NOT_FOUND', ''),
    );
    const { user } = renderFlags();
    await screen.findByRole('list', { name: 'Flagged expenses' });
    await user.click(within(row(/Payment sent/)).getByRole('button', { name: 'Mark as Reviewed' }));

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Transaction not found.');
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('shows reviewed ones on request, marked, with a way to take the review back', async () => {
    const api = fakeFlagsApi([RENT, LUNCH]);
    const { user } = renderFlags();
    await screen.findByRole('list', { name: 'Flagged expenses' });
    expect(rows()).toHaveLength(1);

    await user.click(screen.getByRole('switch', { name: 'Show reviewed' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(lastQuery(api.flags)).toMatchObject({ includeReviewed: true });
    expect(currentQuery().toString()).toBe('reviewed=show');

    const lunch = row(/^Payment 2 Sep/);
    expect(lunch).toHaveTextContent('Reviewed');
    expect(lunch).toHaveTextContent('Food & Dining');
    expect(within(lunch).queryByRole('button', { name: 'Mark as Reviewed' })).toBeNull();
    await user.click(within(lunch).getByRole('button', { name: 'Mark as Not Reviewed' }));
    expect(api.unmarkReviewed).toHaveBeenCalledWith({ path: { transactionId: 't-lunch' } });
    await waitFor(() =>
      expect(
        within(row(/^Payment 2 Sep/)).getByRole('button', { name: 'Mark as Reviewed' }),
      ).toBeEnabled(),
    );
    await waitFor(() => expect(card('Reviewed')).toHaveTextContent('0'));
  });

  it.each([
    ['large', 'Large payments', 'You made 4 payments over ₵500.', 'Set Budgets', '/categories'],
    [
      'unusual',
      'Uncategorized spending',
      '6 payments over ₵100 have no category yet.',
      'Categorize Now',
      '/categorize-transactions',
    ],
  ] as const)(
    'shows the %s insight only past its threshold',
    async (kind, title, text, action, href) => {
      const below = { large: 3, unusual: 5 }[kind];
      const flags = mockApi('listFlaggedExpenses').mockResolvedValue(
        aFlagsResponse([RENT], { flagged: 9, [kind]: below }),
      );
      const { queryClient } = renderFlags();
      await screen.findByRole('list', { name: 'Flagged expenses' });
      expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Insights' })).not.toBeInTheDocument();

      flags.mockResolvedValue(aFlagsResponse([RENT], { flagged: 9, [kind]: below + 1 }));
      await queryClient.invalidateQueries();
      const insight = (await screen.findByRole('heading', { name: title })).closest('article')!;
      expect(insight).toHaveTextContent(text);
      expect(within(insight).getByRole('link', { name: action })).toHaveAttribute('href', href);
    },
  );

  it('shows the weekend insight past two, and its button filters to weekend flags', async () => {
    const flags = mockApi('listFlaggedExpenses').mockResolvedValue(
      aFlagsResponse([RENT], { flagged: 3, weekend: 2 }),
    );
    const { user, queryClient } = renderFlags();
    await screen.findByRole('list', { name: 'Flagged expenses' });
    expect(screen.queryByRole('heading', { name: 'Weekend spending' })).not.toBeInTheDocument();

    flags.mockResolvedValue(aFlagsResponse([RENT], { flagged: 3, weekend: 3 }));
    await queryClient.invalidateQueries();
    const insight = (await screen.findByRole('heading', { name: 'Weekend spending' })).closest(
      'article',
    )!;
    expect(insight).toHaveTextContent('3 payments over ₵200 fell on a weekend.');
    await user.click(within(insight).getByRole('button', { name: 'Show Weekend Payments' }));
    await waitFor(() => expect(lastQuery(flags)).toMatchObject({ type: 'weekend' }));
    expect(currentQuery().toString()).toBe('type=weekend');
  });

  it('opens the category dialog for the expense and saves the choice', async () => {
    mockApi('listCategories').mockResolvedValue([FOOD, SALARY]);
    const { flags } = fakeFlagsApi([RENT, SHOES]);
    const setCategory = mockApi('setTransactionCategory').mockResolvedValue({
      transaction: SHOES.transaction,
      similar: null,
    });
    const { user } = renderFlags();
    await screen.findByRole('list', { name: 'Flagged expenses' });

    await user.click(within(row(/^Payment 10 Sep/)).getByRole('button', { name: 'Categorize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(dialog).toHaveTextContent('Payment · 10 Sep 2024');
    // Money out: expense categories only.
    await user.click(await within(dialog).findByRole('radio', { name: FOOD.name }));
    expect(within(dialog).queryByRole('radio', { name: SALARY.name })).not.toBeInTheDocument();
    const callsBefore = flags.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(setCategory).toHaveBeenCalledWith({
      path: { id: 't-shoes' },
      body: { categoryId: FOOD.id },
    });
    expect(await findToast('Category Updated')).toBeInTheDocument();
    // The flags are asked for again (an unusual flag goes once categorised).
    await waitFor(() => expect(flags.mock.calls.length).toBeGreaterThan(callsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the new category for similar payments, as history does', async () => {
    mockApi('listCategories').mockResolvedValue([FOOD]);
    fakeFlagsApi([SHOES]);
    mockApi('setTransactionCategory').mockResolvedValue({
      transaction: SHOES.transaction,
      similar: { count: 2, counterparty: 'SHOE CITY', direction: 'out' },
    });
    const apply = mockApi('applyCategoryToSimilar').mockResolvedValue({ updatedCount: 2 });
    const { user } = renderFlags();
    await user.click(await screen.findByRole('button', { name: 'Categorize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    await user.click(await within(dialog).findByRole('radio', { name: FOOD.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const offer = await screen.findByRole('dialog', { name: 'Similar payments' });
    expect(offer).toHaveAccessibleDescription(
      'Also categorize 2 other payments to SHOE CITY as Food & Dining?',
    );
    await user.click(within(offer).getByRole('button', { name: 'Yes, categorize all' }));
    expect(apply).toHaveBeenCalledWith({ path: { id: 't-shoes' } });
  });

  it('says when nothing is flagged', async () => {
    fakeFlagsApi([]);
    renderFlags();
    expect(await screen.findByText('No flagged expenses')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Large, unusual, weekend and late-night spending from your statements shows up here.',
      ),
    ).toBeInTheDocument();
    expect(card('Flagged Expenses')).toHaveTextContent('0');
    expect(screen.queryByRole('list', { name: 'Flagged expenses' })).not.toBeInTheDocument();
  });

  it('offers the reviewed ones when all are reviewed, and every flag when a filter has none', async () => {
    fakeFlagsApi([{ ...LUNCH }]);
    const { user } = renderFlags('/flagged-expenses?type=large');
    expect(await screen.findByText('No large expenses flagged')).toBeInTheDocument();
    expect(screen.getByText('No spending over ₵500 is waiting for review.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show All Flags' }));
    expect(
      await screen.findByText('You have reviewed the one flagged expense.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Reviewed' }));
    expect(await screen.findByRole('list', { name: 'Flagged expenses' })).toBeInTheDocument();
    expect(currentQuery().toString()).toBe('reviewed=show');
  });

  it('shows placeholders while loading, and a retry when loading fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const flags = mockApi('listFlaggedExpenses')
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(aFlagsResponse([RENT], { flagged: 1 }));
    const { user } = renderFlags();
    expect(
      await screen.findByRole('progressbar', { name: 'Loading flagged expenses' }),
    ).toBeInTheDocument();

    fail(new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your flagged expenses. Something went wrong.');
    expect(card('Flagged Expenses')).toHaveTextContent('—');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Flagged expenses' })).toBeInTheDocument();
    expect(flags).toHaveBeenCalledTimes(2);
  });
});
