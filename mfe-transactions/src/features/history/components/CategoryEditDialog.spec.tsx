import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type Transaction } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { TransactionsPage } from './TransactionsPage';
import {
  CATEGORIES,
  FOOD,
  GIFT,
  PERSONAL,
  SALARY,
  TRANSPORT,
  aPage,
  aTransaction,
  findToast,
  renderWithApp,
  summary,
} from '../testing/render-page';

const SPENT = aTransaction({ id: 't-out', type: 'Payment', amount: '-45.00' });
const RECEIVED = aTransaction({
  id: 't-in',
  type: 'Cash In',
  amount: '300.00',
  accountName: 'ACME LTD',
  toFrom: '0209998888',
});

function showHistory(items: Transaction[] = [SPENT, RECEIVED]) {
  mockApi('listWallets').mockResolvedValue([PERSONAL]);
  mockApi('listCategories').mockResolvedValue(CATEGORIES);
  const page = mockApi('listTransactions').mockResolvedValue(aPage({ items }));
  return { page, ...renderWithApp(<TransactionsPage />) };
}

async function openEditor(user: ReturnType<typeof renderWithApp>['user'], title: string) {
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`^Edit category of ${title}`) }),
  );
  return screen.findByRole('dialog', { name: 'Edit Category' });
}

const offered = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('Category edit dialog', () => {
  it('offers only expense categories for money out, and saves the chosen one', async () => {
    const setCategory = mockApi('setTransactionCategory').mockResolvedValue({
      transaction: { ...SPENT, category: summary(TRANSPORT), categoryId: TRANSPORT.id },
      similar: null,
    });
    const { user, page } = showHistory();
    const dialog = await openEditor(user, 'Kofi Boateng');

    await waitFor(() => expect(offered(dialog)).toEqual([FOOD.name, TRANSPORT.name]));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    // Nothing chosen yet: nothing to save.
    expect(save).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: TRANSPORT.name }));
    expect(save).toBeEnabled();
    await user.click(save);

    expect(setCategory).toHaveBeenCalledWith({
      path: { id: 't-out' },
      body: { categoryId: TRANSPORT.id },
    });
    const toast = await findToast('Category Updated');
    expect(toast).toHaveTextContent('Transaction category has been updated successfully.');
    expect(toast).not.toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The history is asked for again, so the row shows its new category.
    await waitFor(() => expect(page).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/Also categorize/)).not.toBeInTheDocument();
  });

  it('offers only income categories for money in, with the current one chosen', async () => {
    const withSalary = { ...RECEIVED, category: summary(SALARY), categoryId: SALARY.id };
    const { user } = showHistory([withSalary]);
    const dialog = await openEditor(user, 'Acme Ltd');

    await waitFor(() => expect(offered(dialog)).toEqual([SALARY.name, GIFT.name]));
    expect(within(dialog).getByRole('radio', { name: SALARY.name })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: FOOD.name })).not.toBeInTheDocument();
  });

  it('starts again with nothing chosen after Cancel', async () => {
    const setCategory = mockApi('setTransactionCategory');
    const { user } = showHistory();
    let dialog = await openEditor(user, 'Kofi Boateng');
    await user.click(await within(dialog).findByRole('radio', { name: FOOD.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openEditor(user, 'Kofi Boateng');
    expect(await within(dialog).findByRole('radio', { name: FOOD.name })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(setCategory).not.toHaveBeenCalled();
  });

  it("shows the server's message and stays open when saving fails", async () => {
    mockApi('setTransactionCategory').mockRejectedValue(
      new ApiError(
        400,
        'This transaction is money going out: choose an expense category.',
        'VALIDATION_FAILED',
        '',
      ),
    );
    const { user } = showHistory();
    const dialog = await openEditor(user, 'Kofi Boateng');
    await user.click(await within(dialog).findByRole('radio', { name: FOOD.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const toast = await findToast('Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent(
      'This transaction is money going out: choose an expense category.',
    );
    expect(screen.getByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: FOOD.name })).toBeChecked();
  });
});

describe('Offer for similar payments', () => {
  it('asks once and applies the category to the other payments on Yes', async () => {
    mockApi('setTransactionCategory').mockResolvedValue({
      transaction: { ...SPENT, category: summary(TRANSPORT), categoryId: TRANSPORT.id },
      similar: { count: 3, counterparty: 'KOFI BOATENG', direction: 'out' },
    });
    const apply = mockApi('applyCategoryToSimilar').mockResolvedValue({ updatedCount: 3 });
    const { user } = showHistory();
    const dialog = await openEditor(user, 'Kofi Boateng');
    await user.click(await within(dialog).findByRole('radio', { name: TRANSPORT.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const offer = await screen.findByRole('dialog', { name: 'Similar payments' });
    expect(offer).toHaveAccessibleDescription(
      'Also categorize 3 other payments to KOFI BOATENG as Transportation?',
    );
    // The edit dialog has closed behind it.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Category' })).not.toBeInTheDocument(),
    );
    await user.click(within(offer).getByRole('button', { name: 'Yes, categorize all' }));
    expect(apply).toHaveBeenCalledWith({ path: { id: 't-out' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // One toast at a time: the count shows once 'Category Updated' is dismissed.
    const updated = await findToast('Category Updated');
    await user.click(within(updated).getByRole('button', { name: 'Close notification' }));
    expect(await findToast('Categories Updated')).toHaveTextContent(
      '3 other payments categorized as Transportation.',
    );
  });

  it('speaks of payments from a sender for money in, and No leaves them alone', async () => {
    mockApi('setTransactionCategory').mockResolvedValue({
      transaction: { ...RECEIVED, category: summary(SALARY), categoryId: SALARY.id },
      similar: { count: 1, counterparty: 'ACME LTD', direction: 'in' },
    });
    const apply = mockApi('applyCategoryToSimilar');
    const { user } = showHistory();
    const dialog = await openEditor(user, 'Acme Ltd');
    await user.click(await within(dialog).findByRole('radio', { name: SALARY.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const offer = await screen.findByRole('dialog', { name: 'Similar payments' });
    expect(offer).toHaveAccessibleDescription(
      'Also categorize 1 other payment from ACME LTD as Salary?',
    );
    await user.click(within(offer).getByRole('button', { name: 'No, just this one' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apply).not.toHaveBeenCalled();
  });

  it("shows the server's message when applying fails", async () => {
    mockApi('setTransactionCategory').mockResolvedValue({
      transaction: SPENT,
      similar: { count: 2, counterparty: 'KOFI BOATENG', direction: 'out' },
    });
    mockApi('applyCategoryToSimilar').mockRejectedValue(
      new ApiError(404, 'Transaction not found.', 'TRANSACTION_NOT_FOUND', ''),
    );
    const { user } = showHistory();
    const dialog = await openEditor(user, 'Kofi Boateng');
    await user.click(await within(dialog).findByRole('radio', { name: FOOD.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const offer = await screen.findByRole('dialog', { name: 'Similar payments' });
    await user.click(within(offer).getByRole('button', { name: 'Yes, categorize all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const updated = await findToast('Category Updated');
    await user.click(within(updated).getByRole('button', { name: 'Close notification' }));
    const toast = await findToast('Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Transaction not found.');
  });
});
