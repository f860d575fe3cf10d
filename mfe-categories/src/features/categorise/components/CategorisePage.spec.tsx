import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type SimilarUncategorised, type Transaction } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { aCategory, aTransaction, findToast, renderWithApp } from '../../../testing/render-page';
import { SWIPE_TIP_SEEN_KEY } from '../hooks/useSwipeTip';
import { CategorisePage } from './CategorisePage';

const FOOD = aCategory({ name: 'Food & Dining', icon: 'utensils', isDefault: true });
const DATA = aCategory({ name: 'Data & Airtime', icon: 'smartphone', color: '#8B5CF6' });
const SALARY = aCategory({ name: 'Salary', type: 'income', icon: 'briefcase', color: '#22C55E' });
const GIFT = aCategory({ name: 'Gift', type: 'income', icon: 'gift', color: '#EC4899' });

const KOFI = aTransaction({
  accountName: 'KOFI BOATENG',
  toFrom: '0241234567',
  type: 'Transfer',
  amount: '-25.00',
  fees: '0.50',
  transactionId: '82187345928',
  dateTime: '2024-09-06T18:18:00',
});
const AMA = aTransaction({
  accountName: 'AMA MENSAH',
  toFrom: '0209876543',
  type: 'Cash In',
  amount: '120.00',
  transactionId: '82158821583',
});
const MTN = aTransaction({
  accountName: 'MTN DATA BUNDLE',
  toFrom: 'MTN',
  type: 'Payment',
  amount: '-10.00',
  transactionId: '82000000001',
});

// mockApi answers without headers; the list's real total comes in X-Total-Count.
function totalHeader(total: () => number) {
  const get = Headers.prototype.get;
  jest.spyOn(Headers.prototype, 'get').mockImplementation(function (this: Headers, name: string) {
    return name.toLowerCase() === 'x-total-count' ? String(total()) : get.call(this, name);
  });
}

// A small stand-in for the API: pages of the uncategorised list (`limit` rows after the row
// `after`, in the list's order), and categorised transactions leave it.
function serve(transactions: Transaction[], similar: SimilarUncategorised | null = null) {
  let left = [...transactions];
  const list = mockApi('listUncategorisedTransactions').mockImplementation(({ query }) => {
    const start = query?.after ? transactions.findIndex((tx) => tx.id === query.after) + 1 : 0;
    const after = new Set(transactions.slice(start).map((tx) => tx.id));
    return Promise.resolve(left.filter((tx) => after.has(tx.id)).slice(0, query?.limit ?? 200));
  });
  totalHeader(() => left.length);
  const setCategory = mockApi('setTransactionCategory').mockImplementation(({ path }) => {
    const id = path!.id;
    const transaction = left.find((item) => item.id === id)!;
    left = left.filter((item) => item.id !== id);
    return Promise.resolve({ transaction, similar });
  });
  return { list, setCategory };
}

const card = () => screen.getByTestId('categorise-card');
const showing = async (accountName: string) =>
  waitFor(() => expect(card()).toHaveTextContent(accountName));
const tiles = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('button')
    .map((tile) => tile.textContent);

// jsdom has no PointerEvent: without one, fireEvent.pointerDown would carry no coordinates.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
const realPointerEvent = window.PointerEvent;
beforeAll(() => {
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
});
afterAll(() => {
  window.PointerEvent = realPointerEvent;
});

beforeEach(() => {
  // Most tests are about the screen, not the one-time tip.
  window.localStorage.setItem(SWIPE_TIP_SEEN_KEY, 'true');
  mockApi('listCategories').mockResolvedValue([FOOD, DATA, SALARY, GIFT]);
});
afterEach(() => {
  window.localStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CategorisePage', () => {
  it('shows one transaction at a time with its details, the count left and the progress', async () => {
    serve([KOFI, AMA, MTN]);
    renderWithApp(<CategorisePage />);
    await showing('KOFI BOATENG');
    const kofi = card();
    expect(within(kofi).getByRole('heading', { name: 'Transfer' })).toBeVisible();
    expect(kofi).toHaveTextContent('-₵25.00');
    expect(kofi).toHaveTextContent('Fee ₵0.50');
    expect(kofi).toHaveTextContent('To024 123 4567');
    expect(kofi).toHaveTextContent('Transaction ID82187345928');
    expect(kofi).toHaveTextContent('6 Sep 2024');
    expect(kofi).not.toHaveTextContent('AMA MENSAH');
    expect(screen.getByText('3 remaining')).toBeVisible();
    expect(screen.getByText('1 of 3')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Categorized this visit' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('counts what the server has left, beyond the page it lists', async () => {
    mockApi('listUncategorisedTransactions').mockResolvedValue([KOFI, AMA]);
    totalHeader(() => 730);
    renderWithApp(<CategorisePage />);
    await showing('KOFI BOATENG');
    expect(screen.getByText('730 remaining')).toBeVisible();
    expect(screen.getByText('1 of 730')).toBeVisible();
  });

  it('works past the first 100 and 200 of 250, a page at a time', async () => {
    // No animation: 200 skips in a row.
    const realMatchMedia = window.matchMedia;
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...realMatchMedia(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    }));
    const rows = Array.from({ length: 250 }, (_, row) =>
      aTransaction({ accountName: `PAYEE ${String(row + 1).padStart(3, '0')}` }),
    );
    const { list, setCategory } = serve(rows);
    const { user } = renderWithApp(<CategorisePage />);
    const skip = (times: number) => {
      for (let step = 0; step < times; step += 1) {
        fireEvent.keyDown(window, { key: 'ArrowRight' });
      }
    };
    await showing('PAYEE 001');
    expect(screen.getByText('250 remaining')).toBeVisible();
    expect(screen.getByText('1 of 250')).toBeVisible();
    expect(list).toHaveBeenCalledWith({ query: { limit: 100 } });
    expect(list).toHaveBeenCalledTimes(1);

    // Past the last card loaded, the next page's first one.
    skip(100);
    await showing('PAYEE 101');
    expect(screen.getByText('101 of 250')).toBeVisible();
    expect(list).toHaveBeenCalledWith({ query: { limit: 100, after: rows[99]!.id } });

    skip(100);
    await showing('PAYEE 201');
    expect(screen.getByText('201 of 250')).toBeVisible();
    expect(list).toHaveBeenCalledWith({ query: { limit: 100, after: rows[199]!.id } });

    await user.click(await screen.findByRole('button', { name: 'Food & Dining' }));
    await findToast('Transaction categorized successfully');
    expect(setCategory).toHaveBeenCalledWith({
      path: { id: rows[200]!.id },
      body: { categoryId: FOOD.id, categoryName: 'Food & Dining' },
    });
    await showing('PAYEE 202');
    expect(screen.getByText('249 remaining')).toBeVisible();
    expect(screen.getByText('201 of 249')).toBeVisible();
    // Three pages, then the same three again after the save (none twice, none in a loop).
    expect(list).toHaveBeenCalledTimes(3 + 3);
    // 200 renders of the whole screen: seconds in jsdom, more on a busy machine.
  }, 60_000);

  it('offers expense categories for money out and income categories for money in', async () => {
    serve([KOFI, AMA]);
    const { user } = renderWithApp(<CategorisePage />);
    await showing('KOFI BOATENG');
    await waitFor(() => expect(tiles()).toEqual(['Food & Dining', 'Data & Airtime', 'Create New']));

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await showing('AMA MENSAH');
    expect(card()).toHaveTextContent('+₵120.00');
    expect(card()).not.toHaveTextContent('Fee');
    expect(card()).toHaveTextContent('From020 987 6543');
    expect(tiles()).toEqual(['Salary', 'Gift', 'Create New']);
  });

  it('saves the chosen category by id and name, then moves on to the next card', async () => {
    const { setCategory } = serve([KOFI, AMA, MTN]);
    const { user } = renderWithApp(<CategorisePage />);
    await showing('KOFI BOATENG');
    await user.click(await screen.findByRole('button', { name: 'Data & Airtime' }));

    expect(await findToast('Transaction categorized successfully')).toHaveAttribute(
      'data-variant',
      'success',
    );
    expect(setCategory).toHaveBeenCalledTimes(1);
    expect(setCategory).toHaveBeenCalledWith({
      path: { id: KOFI.id },
      body: {
        categoryId: DATA.id,
        categoryName: 'Data & Airtime',
      },
    });
    await showing('AMA MENSAH');
    expect(screen.getByText('2 remaining')).toBeVisible();
    expect(screen.getByText('1 of 2')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Categorized this visit' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('keeps the position clamped to the end when the last card is categorised', async () => {
    serve([KOFI, AMA, MTN]);
    const { user } = renderWithApp(<CategorisePage />);
    await showing('KOFI BOATENG');
    await user.keyboard('{ArrowRight}');
    await showing('AMA MENSAH');
    await user.keyboard('{ArrowRight}');
    await showing('MTN DATA BUNDLE');
    await user.click(await screen.findByRole('button', { name: 'Food & Dining' }));
    await showing('AMA MENSAH');
    expect(screen.getByText('2 of 2')).toBeVisible();
  });

  it('reports a failed save and keeps the card', async () => {
    serve([KOFI, AMA]);
    mockApi('setTransactionCategory').mockRejectedValue(
      new ApiError(400, 'Choose one of your categories.', 'VALIDATION_FAILED', ''),
    );
    const { user } = renderWithApp(<CategorisePage />);
    await showing('KOFI BOATENG');
    await user.click(await screen.findByRole('button', { name: 'Food & Dining' }));
    const toast = await findToast('Failed to categorize transaction');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Choose one of your categories.');
    expect(card()).toHaveTextContent('KOFI BOATENG');
    expect(screen.getByText('2 remaining')).toBeVisible();
  });

  it('moves with the arrow keys and the Previous and Skip buttons', async () => {
    serve([KOFI, AMA, MTN]);
    const { user } = renderWithApp(<CategorisePage />);
    await showing('KOFI BOATENG');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Nothing before the first card.
    await user.keyboard('{ArrowLeft}');
    expect(card()).toHaveTextContent('KOFI BOATENG');

    await user.keyboard('{ArrowRight}');
    await showing('AMA MENSAH');
    expect(screen.getByText('2 of 3')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    await showing('MTN DATA BUNDLE');
    await user.keyboard('{ArrowLeft}');
    await showing('AMA MENSAH');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await showing('KOFI BOATENG');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await showing('AMA MENSAH');
  });

  it('skips on a drag left past 150 px, goes back on one right, and springs back short of it', async () => {
    serve([KOFI, AMA, MTN]);
    renderWithApp(<CategorisePage />);
    await showing('KOFI BOATENG');
    const drag = (from: number, to: number) => {
      const target = card();
      fireEvent.pointerDown(target, {
        pointerId: 1,
        pointerType: 'mouse',
        button: 0,
        clientX: from,
        clientY: 300,
      });
      fireEvent.pointerMove(target, {
        pointerId: 1,
        pointerType: 'mouse',
        clientX: (from + to) / 2,
        clientY: 302,
      });
      fireEvent.pointerMove(target, {
        pointerId: 1,
        pointerType: 'mouse',
        clientX: to,
        clientY: 305,
      });
      fireEvent.pointerUp(target, {
        pointerId: 1,
        pointerType: 'mouse',
        clientX: to,
        clientY: 305,
      });
    };

    drag(300, 160);
    expect(card()).toHaveTextContent('KOFI BOATENG');
    expect(card().style.transform || getComputedStyle(card()).transform).not.toMatch(/-120%/);

    drag(300, 140);
    await showing('AMA MENSAH');
    drag(100, 260);
    await showing('KOFI BOATENG');
  });

  it('follows touch events when a browser sends no pointer events, and a real finger only once', async () => {
    serve([KOFI, AMA, MTN]);
    renderWithApp(<CategorisePage />);
    await showing('KOFI BOATENG');
    const touch = (x: number, y = 300) => ({ identifier: 7, clientX: x, clientY: y });

    fireEvent.touchStart(card(), { touches: [touch(320)], changedTouches: [touch(320)] });
    fireEvent.touchMove(card(), { touches: [touch(250)], changedTouches: [touch(250)] });
    fireEvent.touchMove(card(), { touches: [touch(120)], changedTouches: [touch(120)] });
    fireEvent.touchEnd(card(), { touches: [], changedTouches: [touch(120)] });
    await showing('AMA MENSAH');

    // A finger on a phone: pointer events first, then the touch events; one swipe, one card.
    const target = card();
    fireEvent.pointerDown(target, {
      pointerId: 2,
      pointerType: 'touch',
      clientX: 320,
      clientY: 300,
    });
    fireEvent.touchStart(target, { touches: [touch(320)], changedTouches: [touch(320)] });
    fireEvent.pointerMove(target, {
      pointerId: 2,
      pointerType: 'touch',
      clientX: 100,
      clientY: 300,
    });
    fireEvent.touchMove(target, { touches: [touch(100)], changedTouches: [touch(100)] });
    fireEvent.pointerUp(target, { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 300 });
    fireEvent.touchEnd(target, { touches: [], changedTouches: [touch(100)] });
    await showing('MTN DATA BUNDLE');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(card()).toHaveTextContent('MTN DATA BUNDLE');

    // Mostly vertical: a scroll, not a swipe.
    fireEvent.touchStart(card(), { touches: [touch(300, 300)], changedTouches: [touch(300, 300)] });
    fireEvent.touchMove(card(), { touches: [touch(290, 200)], changedTouches: [touch(290, 200)] });
    fireEvent.touchMove(card(), { touches: [touch(100, 100)], changedTouches: [touch(100, 100)] });
    fireEvent.touchEnd(card(), { touches: [], changedTouches: [touch(100, 100)] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(card()).toHaveTextContent('MTN DATA BUNDLE');
  });

  it('shows the swipe tip once, for 4 seconds, then remembers it was seen', async () => {
    jest.useFakeTimers();
    window.localStorage.removeItem(SWIPE_TIP_SEEN_KEY);
    serve([KOFI, AMA]);
    const first = renderWithApp(<CategorisePage />, { fakeTimers: true });
    const tip = await screen.findByText('Swipe left to skip, right to go back');
    expect(tip).toBeVisible();
    // Outside the card, between it and its buttons: it covers none of the transaction's fields.
    const card = screen.getByTestId('categorise-card');
    expect(card).not.toContainElement(tip);
    expect(card.compareDocumentPosition(tip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(tip.compareDocumentPosition(previous) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(3_900));
    expect(screen.getByText('Swipe left to skip, right to go back')).toBeInTheDocument();
    expect(window.localStorage.getItem(SWIPE_TIP_SEEN_KEY)).toBeNull();

    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(window.localStorage.getItem(SWIPE_TIP_SEEN_KEY)).toBe('true');
    // It closes.
    await act(() => jest.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('Swipe left to skip, right to go back')).not.toBeInTheDocument();
    first.unmount();

    renderWithApp(<CategorisePage />, { fakeTimers: true });
    expect(await screen.findByTestId('categorise-card')).toBeInTheDocument();
    expect(screen.queryByText('Swipe left to skip, right to go back')).not.toBeInTheDocument();
  });

  it('says when every transaction is categorised, with a way back', async () => {
    serve([]);
    renderWithApp(<CategorisePage />);
    expect(await screen.findByText('All transactions categorized!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    expect(screen.queryByTestId('categorise-card')).toBeNull();
  });

  it('reaches the end state after the last one, and refreshes on demand', async () => {
    const { list } = serve([AMA]);
    const { user } = renderWithApp(<CategorisePage />);
    await showing('AMA MENSAH');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Gift' }));
    expect(await screen.findByText('All transactions categorized!')).toBeVisible();
    expect(screen.getByText(/You categorized 1 transaction this time/)).toBeVisible();

    const calls = list.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(list.mock.calls.length).toBe(calls + 1));
  });

  it('creates a category from the Create New tile and applies it to the card straight away', async () => {
    const { setCategory } = serve([AMA, KOFI]);
    const created = aCategory({
      name: 'Side hustle',
      type: 'income',
      color: '#F59E0B',
      icon: 'briefcase',
    });
    const create = mockApi('createCategory').mockResolvedValue(created);
    const { user } = renderWithApp(<CategorisePage />);
    await showing('AMA MENSAH');
    await user.click(await screen.findByRole('button', { name: 'Create New' }));

    const dialog = await screen.findByRole('dialog', { name: 'New income category' });
    // Type comes from the sign; no budget on this screen.
    expect(within(dialog).queryByRole('button', { name: 'Expense' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /budget/i })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create & Apply' }));
    expect(within(dialog).getByText('Category name is required')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Side hustle');
    await user.click(within(dialog).getByRole('radio', { name: 'Amber' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Briefcase' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create & Apply' }));

    expect(await findToast('Category created successfully')).toHaveTextContent(
      'Transaction categorized as Side hustle.',
    );
    expect(create.mock.calls[0]?.[0].body).toEqual({
      name: 'Side hustle',
      type: 'income',
      color: '#F59E0B',
      icon: 'briefcase',
    });
    expect(setCategory).toHaveBeenCalledWith({
      path: { id: AMA.id },
      body: {
        categoryId: created.id,
        categoryName: 'Side hustle',
      },
    });
    await showing('KOFI BOATENG');
  });

  it('shows a refusal about a field this form lacks above the form, until a field is edited', async () => {
    serve([AMA, KOFI]);
    const create = mockApi('createCategory').mockRejectedValue(
      new ApiError(
        400,
        'Monthly budget is not allowed here',
        'VALIDATION_FAILED',
        '',
        'monthlyBudget',
      ),
    );
    const { user } = renderWithApp(<CategorisePage />);
    await showing('AMA MENSAH');
    await user.click(await screen.findByRole('button', { name: 'Create New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New income category' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Side hustle{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Monthly budget is not allowed here',
    );
    expect(await findToast('Failed to create category')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('It is applied to this transaction straight away.');
    expect(create).toHaveBeenCalledTimes(1);
    await user.type(name, 's');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers once to categorise similar payments the same way', async () => {
    serve([KOFI, AMA], { count: 4, counterparty: 'KOFI BOATENG', direction: 'out' });
    const apply = mockApi('applyCategoryToSimilar').mockResolvedValue({ updatedCount: 4 });
    const { user } = renderWithApp(<CategorisePage />);
    await showing('KOFI BOATENG');
    await user.click(await screen.findByRole('button', { name: 'Food & Dining' }));

    const dialog = await screen.findByRole('dialog', { name: 'Similar payments' });
    expect(dialog).toHaveTextContent(
      'Also categorize 4 other payments to KOFI BOATENG as Food & Dining?',
    );
    // The arrow keys belong to the dialog while it is open.
    await user.keyboard('{ArrowRight}');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, categorize all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apply).toHaveBeenCalledWith({ path: { id: KOFI.id } });
    expect(screen.getByText('5 categorized this visit')).toBeVisible();
  });
});
