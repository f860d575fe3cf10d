import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type BudgetSuggestion, type BudgetSuggestions } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { aCategory, findToast, renderWithApp } from '../../../testing/render-page';
import { CategoriesPage } from './CategoriesPage';

const FOOD = aCategory({ name: 'Food & Dining', isDefault: true, monthlyBudget: '300.00' });
const TRANSPORT = aCategory({ name: 'Transportation', isDefault: true, icon: 'car' });
const CHOP = aCategory({ name: 'Chop money', color: '#EC4899' });
const SALARY = aCategory({ name: 'Salary', type: 'income', isDefault: true, icon: 'briefcase' });

const suggestion = (
  category: typeof FOOD,
  overrides: Partial<BudgetSuggestion> = {},
): BudgetSuggestion => ({
  categoryId: category.id,
  name: category.name,
  color: category.color,
  icon: category.icon,
  isDefault: category.isDefault,
  averageSpent: '100.00',
  suggested: '100',
  currentBudget: category.monthlyBudget,
  ...overrides,
});

const SUGGESTIONS: BudgetSuggestions = {
  months: ['2024-06', '2024-07', '2024-08'],
  label: 'Jun–Aug 2024',
  suggestions: [
    suggestion(FOOD, { averageSpent: '412.37', suggested: '450' }),
    suggestion(TRANSPORT, { averageSpent: '186.10', suggested: '190' }),
    suggestion(CHOP, { averageSpent: '41.00', suggested: '45' }),
  ],
};

const row = (dialog: HTMLElement, name: string) => within(dialog).getByRole('listitem', { name });

async function openSmartBudgets(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Smart Budgets' }));
  const dialog = await screen.findByRole('dialog', { name: 'Smart Budgets' });
  await within(dialog).findByRole('list', { name: 'Suggested budgets' });
  return dialog;
}

beforeEach(() => {
  mockApi('listCategories').mockResolvedValue([FOOD, TRANSPORT, CHOP, SALARY]);
  mockApi('getBudgetSuggestions').mockResolvedValue(SUGGESTIONS);
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('Smart Budgets', () => {
  it('lists a suggestion per category from the months it names, biggest first', async () => {
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await openSmartBudgets(user);
    expect(dialog).toHaveTextContent(
      'From your spending in Jun–Aug 2024 (the last three full months), rounded up.',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Food & Dining', 'Transportation', 'Chop money']);
    const food = row(dialog, 'Food & Dining');
    expect(food).toHaveTextContent('Averages ₵412 a month · Now ₵300');
    expect(within(food).getByRole('textbox', { name: 'Suggested budget' })).toHaveValue('450');
    expect(row(dialog, 'Transportation')).not.toHaveTextContent('Now');
  });

  it('accepts one suggestion, at the amount the user chose', async () => {
    const save = mockApi('saveBudgets').mockResolvedValue([{ ...TRANSPORT, monthlyBudget: '250' }]);
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await openSmartBudgets(user);
    const transport = row(dialog, 'Transportation');
    const amount = within(transport).getByRole('textbox', { name: 'Suggested budget' });

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(transport).getByRole('button', { name: /^Accept/ }));
    expect(amount).toHaveAccessibleDescription('Budget must be positive');
    expect(save).not.toHaveBeenCalled();

    await user.clear(amount);
    expect(amount).not.toHaveAccessibleDescription('Budget must be positive');
    await user.type(amount, '250');
    await user.click(
      within(transport).getByRole('button', { name: 'Accept budget for Transportation' }),
    );
    expect(await findToast('Budget saved')).toHaveTextContent('Transportation: ₵250.00 a month.');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({
      body: { budgets: [{ categoryId: TRANSPORT.id, monthlyBudget: '250' }] },
    });
    expect(within(transport).getByText('Accepted')).toBeVisible();
    expect(within(transport).queryByRole('button', { name: /^Accept/ })).toBeNull();
    // The others are still to accept.
    expect(
      within(row(dialog, 'Food & Dining')).getByRole('button', { name: /^Accept/ }),
    ).toBeEnabled();
  });

  it('accepts all of them at once', async () => {
    const save = mockApi('saveBudgets').mockResolvedValue([]);
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await openSmartBudgets(user);
    const chop = within(row(dialog, 'Chop money')).getByRole('textbox', {
      name: 'Suggested budget',
    });
    await user.clear(chop);
    await user.type(chop, '1,000');
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));

    expect(await findToast('Budgets saved')).toHaveTextContent('3 budgets set from your spending.');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({
      body: {
        budgets: [
          { categoryId: FOOD.id, monthlyBudget: '450' },
          { categoryId: TRANSPORT.id, monthlyBudget: '190' },
          { categoryId: CHOP.id, monthlyBudget: '1000' },
        ],
      },
    });
    expect(within(dialog).getAllByText('Accepted')).toHaveLength(3);
    expect(within(dialog).getByText('All suggestions accepted.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Accept all' })).toBeDisabled();
  });

  it('sends nothing when an amount is wrong, and says why a save failed', async () => {
    const save = mockApi('saveBudgets').mockRejectedValue(
      new ApiError(400, 'Budgets are for expense categories.', 'VALIDATION_FAILED', ''),
    );
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await openSmartBudgets(user);
    const food = within(row(dialog, 'Food & Dining')).getByRole('textbox', {
      name: 'Suggested budget',
    });
    await user.clear(food);
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(food).toHaveAccessibleDescription('Budget must be positive');
    expect(save).not.toHaveBeenCalled();

    await user.type(food, '450');
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    const toast = await findToast('Failed to save budgets');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Budgets are for expense categories.');
    expect(within(dialog).queryByText('Accepted')).toBeNull();
  });

  it('names fewer months when there are fewer', async () => {
    mockApi('getBudgetSuggestions').mockResolvedValue({
      ...SUGGESTIONS,
      months: ['2024-07', '2024-08'],
      label: 'Jul–Aug 2024',
    });
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await openSmartBudgets(user);
    expect(dialog).toHaveTextContent(
      'From your spending in Jul–Aug 2024 (the last 2 full months), rounded up.',
    );
  });

  it('asks for a full month of statements when there is none', async () => {
    mockApi('getBudgetSuggestions').mockResolvedValue({ months: [], label: null, suggestions: [] });
    const { user } = renderWithApp(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Smart Budgets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smart Budgets' });
    expect(await within(dialog).findByText('Not enough history yet')).toBeVisible();
    expect(dialog).toHaveTextContent('at least one whole month');
    expect(within(dialog).getByRole('link', { name: 'Upload Statement' })).toHaveAttribute(
      'href',
      '/upload',
    );
    expect(within(dialog).queryByRole('button', { name: 'Accept all' })).toBeNull();
  });

  it('says when the suggestions could not load, and tries again', async () => {
    const load = mockApi('getBudgetSuggestions').mockRejectedValueOnce(
      new ApiError(500, 'Something went wrong', null, ''),
    );
    const { user } = renderWithApp(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Smart Budgets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smart Budgets' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not load budget suggestions. Something went wrong',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('list', { name: 'Suggested budgets' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('opens from /categories?smart=1, and takes the parameter away when closed', async () => {
    window.history.replaceState(null, '', '/categories?smart=1');
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Smart Budgets' });
    expect(await within(dialog).findByRole('list', { name: 'Suggested budgets' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/categories');
    expect(window.location.search).toBe('');
  });

  it('is offered on the expense tab only', async () => {
    const { user } = renderWithApp(<CategoriesPage />);
    expect(await screen.findByRole('button', { name: 'Smart Budgets' })).toBeVisible();
    await user.click(await screen.findByRole('tab', { name: 'Income Categories (1)' }));
    expect(screen.queryByRole('button', { name: 'Smart Budgets' })).toBeNull();
  });
});
