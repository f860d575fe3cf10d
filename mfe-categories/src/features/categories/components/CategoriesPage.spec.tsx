import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { UNCATEGORIZED_LOOK } from '@sikalens/shared-ui';
import { aCategory, aTransaction, findToast, renderWithApp } from '../../../testing/render-page';
import { CategoriesPage } from './CategoriesPage';

const FOOD = aCategory({
  name: 'Food & Dining',
  isDefault: true,
  transactionCount: 12,
  monthlyBudget: '500.00',
  monthTotal: '420.00',
});
const TRANSPORT = aCategory({ name: 'Transportation', isDefault: true, icon: 'car' });
const CHOP = aCategory({ name: 'Chop money', transactionCount: 3, color: '#EC4899' });
const SALARY = aCategory({ name: 'Salary', type: 'income', isDefault: true, icon: 'briefcase' });

const row = (name: string) => screen.getByRole('listitem', { name });

// The uncategorised list's total, as the API sends it (X-Total-Count; mockApi answers no headers).
function uncategorisedTotal(total: number) {
  const get = Headers.prototype.get;
  jest.spyOn(Headers.prototype, 'get').mockImplementation(function (this: Headers, name: string) {
    return name.toLowerCase() === 'x-total-count' ? String(total) : get.call(this, name);
  });
  return mockApi('listUncategorisedTransactions').mockResolvedValue(
    total > 0 ? [aTransaction()] : [],
  );
}

beforeEach(() => {
  mockApi('listCategories').mockResolvedValue([FOOD, TRANSPORT, CHOP, SALARY]);
  uncategorisedTotal(0);
});
afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

async function openAddDialog(user: ReturnType<typeof renderWithApp>['user']) {
  await screen.findAllByRole('listitem');
  await user.click(screen.getAllByRole('button', { name: 'Add Category' })[0]!);
  return screen.findByRole('dialog', { name: 'Add Category' });
}

describe('CategoriesPage', () => {
  it('splits categories into expense and income tabs, each with its count', async () => {
    const { user } = renderWithApp(<CategoriesPage />);
    const expenseTab = await screen.findByRole('tab', { name: 'Expense Categories (3)' });
    const incomeTab = screen.getByRole('tab', { name: 'Income Categories (1)' });
    expect(expenseTab).toHaveAttribute('aria-selected', 'true');
    const expenses = screen.getByRole('list', { name: 'Expense categories' });
    expect(
      within(expenses)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Food & Dining', 'Transportation', 'Chop money']);
    expect(screen.queryByText('Salary')).not.toBeInTheDocument();

    await user.click(incomeTab);
    expect(incomeTab).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Income categories' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(row('Salary')).toHaveTextContent('Default');
  });

  it('shows the uncategorised transactions as Uncategorized, with the list’s total and a way to sort them', async () => {
    const list = uncategorisedTotal(6);
    renderWithApp(<CategoriesPage />);
    const entry = await screen.findByRole('region', { name: 'Uncategorized' });
    await waitFor(() => expect(entry).toHaveTextContent('6 transactions without a category'));
    // The look of no category on every screen: the dashed circle in the one grey.
    const icon = entry.querySelector('svg.lucide-circle-dashed');
    expect(icon).not.toBeNull();
    expect(icon!.parentElement).toHaveStyle({ color: UNCATEGORIZED_LOOK.color });
    expect(within(entry).getByRole('link', { name: 'Categorize' })).toHaveAttribute(
      'href',
      '/categorize-transactions',
    );
    // One row asked for: only the total is wanted.
    expect(list).toHaveBeenCalledWith({ query: { limit: 1 } });
    // Not a category of its own: the tabs count the categories.
    expect(screen.getByRole('tab', { name: 'Expense Categories (3)' })).toBeInTheDocument();
  });

  it('says when every transaction has a category, with nothing to sort', async () => {
    renderWithApp(<CategoriesPage />);
    const entry = await screen.findByRole('region', { name: 'Uncategorized' });
    await waitFor(() => expect(entry).toHaveTextContent('Every transaction has a category.'));
    expect(within(entry).queryByRole('link')).toBeNull();
  });

  it('lets the user edit and delete their own categories, and only budget the defaults', async () => {
    const { user } = renderWithApp(<CategoriesPage />);
    const food = await screen.findByRole('listitem', { name: 'Food & Dining' });
    expect(within(food).getByText('Default')).toBeInTheDocument();
    expect(within(food).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(
      within(food).getByRole('button', { name: 'Change budget for Food & Dining' }),
    ).toBeVisible();
    expect(
      within(row('Transportation')).getByRole('button', { name: 'Set budget for Transportation' }),
    ).toBeVisible();
    expect(within(food).queryByLabelText('Read-only default category')).toBeNull();

    const chop = row('Chop money');
    expect(within(chop).queryByText('Default')).toBeNull();
    expect(within(chop).getByRole('button', { name: 'Edit Chop money' })).toBeVisible();
    expect(within(chop).getByRole('button', { name: 'Delete Chop money' })).toBeVisible();
    expect(within(chop).queryByRole('button', { name: /budget for/ })).toBeNull();

    // An income default has no budget: it stays read-only.
    await user.click(screen.getByRole('tab', { name: 'Income Categories (1)' }));
    const salary = row('Salary');
    expect(within(salary).getByLabelText('Read-only default category')).toBeInTheDocument();
    expect(within(salary).queryByRole('button')).toBeNull();
  });

  it("sets a default expense category's budget, sending only the budget", async () => {
    const update = mockApi('updateCategory').mockResolvedValue({
      ...TRANSPORT,
      monthlyBudget: '1200.00',
    });
    const { user } = renderWithApp(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Set budget for Transportation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budget for Transportation' });
    expect(dialog).toHaveTextContent('Default categories keep their name, colour and icon.');
    expect(within(dialog).queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Remove budget' })).toBeNull();
    const budget = within(dialog).getByRole('textbox', { name: 'Monthly budget' });
    expect(budget).toHaveValue('');

    await user.type(budget, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    expect(budget).toHaveAccessibleDescription('Budget must be positive');
    expect(update).not.toHaveBeenCalled();

    await user.clear(budget);
    await user.type(budget, '1,200');
    await user.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    expect(await findToast('Budget saved')).toHaveTextContent('Transportation: ₵1,200.00 a month.');
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({
      path: { id: TRANSPORT.id },
      body: { monthlyBudget: '1200' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("changes or removes a default's budget", async () => {
    const update = mockApi('updateCategory').mockResolvedValue({ ...FOOD, monthlyBudget: null });
    const { user } = renderWithApp(<CategoriesPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Change budget for Food & Dining' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Budget for Food & Dining' });
    expect(within(dialog).getByRole('textbox', { name: 'Monthly budget' })).toHaveValue('500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Remove budget' }));
    expect(await findToast('Budget removed')).toHaveTextContent(
      'Food & Dining has no monthly budget now.',
    );
    expect(update).toHaveBeenCalledWith({ path: { id: FOOD.id }, body: { monthlyBudget: null } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The API's refusal shows under the field, and in a toast.
    update.mockRejectedValue(
      new ApiError(400, 'Budget is too large', 'VALIDATION_FAILED', '', 'monthlyBudget'),
    );
    await user.click(screen.getByRole('button', { name: 'Change budget for Food & Dining' }));
    dialog = await screen.findByRole('dialog', { name: 'Budget for Food & Dining' });
    const budget = within(dialog).getByRole('textbox', { name: 'Monthly budget' });
    await user.clear(budget);
    await user.type(budget, '900000000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    expect(await findToast('Failed to save budget')).toHaveTextContent('Budget is too large');
    expect(budget).toHaveAccessibleDescription('Budget is too large');
    expect(update).toHaveBeenLastCalledWith({
      path: { id: FOOD.id },
      body: { monthlyBudget: '900000000000' },
    });
  });

  it("shows this month's spend against a budget, in the warning colour near it", async () => {
    renderWithApp(<CategoriesPage />);
    const food = await screen.findByRole('listitem', { name: 'Food & Dining' });
    expect(food).toHaveTextContent('12 transactions');
    expect(food).toHaveTextContent('₵420.00 of ₵500.00 spent this month');
    expect(food).toHaveTextContent('84% used');
    const bar = within(food).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '84');
    expect(bar.className).toMatch(/colorWarning/);
    // No budget, no bar.
    expect(within(row('Chop money')).queryByRole('progressbar')).toBeNull();
  });

  it('checks the new category form with the spec messages before calling the API', async () => {
    const create = mockApi('createCategory');
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await openAddDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(within(dialog).getByText('Category name is required')).toBeVisible();

    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('x'.repeat(101));
    const hex = within(dialog).getByRole('textbox', { name: 'Hex code' });
    await user.clear(hex);
    await user.type(hex, '#12G');
    await user.type(within(dialog).getByRole('textbox', { name: /Monthly budget/ }), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    expect(within(dialog).getByText('Category name must be at most 100 characters')).toBeVisible();
    expect(within(dialog).getByText('Invalid color format')).toBeVisible();
    expect(within(dialog).getByText('Budget must be positive')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a category with the chosen colour, icon and budget', async () => {
    const created = aCategory({ name: 'Trotro', color: '#0EA5E9', icon: 'car' });
    const create = mockApi('createCategory').mockResolvedValue(created);
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await openAddDialog(user);

    const swatches = within(dialog).getByRole('radiogroup', { name: 'Colour' });
    expect(within(swatches).getAllByRole('radio')).toHaveLength(18);
    const icons = within(dialog).getByRole('radiogroup', { name: 'Icon' });
    expect(within(icons).getAllByRole('radio')).toHaveLength(18);
    expect(
      within(icons).getByRole('radio', { name: 'Shopping bag' }).querySelector('svg'),
    ).not.toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Trotro ');
    await user.click(within(swatches).getByRole('radio', { name: 'Sky blue' }));
    expect(within(swatches).getByRole('radio', { name: 'Sky blue' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Hex code' })).toHaveValue('#0EA5E9');
    await user.click(within(icons).getByRole('radio', { name: 'Car' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Monthly budget/ }), '1,200');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    expect(await findToast('Category created successfully')).toHaveAttribute(
      'data-variant',
      'success',
    );
    expect(create.mock.calls[0]?.[0].body).toEqual({
      name: 'Trotro',
      type: 'expense',
      color: '#0EA5E9',
      icon: 'car',
      monthlyBudget: '1200',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('makes an income category from the income tab, and any colour from the hex field', async () => {
    const create = mockApi('createCategory').mockResolvedValue(aCategory({ type: 'income' }));
    const { user } = renderWithApp(<CategoriesPage />);
    await user.click(await screen.findByRole('tab', { name: 'Income Categories (1)' }));
    const dialog = await openAddDialog(user);
    expect(within(dialog).getByRole('button', { name: 'Income' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Side hustle');
    const hex = within(dialog).getByRole('textbox', { name: 'Hex code' });
    await user.clear(hex);
    await user.type(hex, '0a7f53');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    await findToast('Category created successfully');
    expect(create.mock.calls[0]?.[0].body).toMatchObject({ type: 'income', color: '#0A7F53' });
  });

  it("shows the API's refusal under the field it is about", async () => {
    mockApi('createCategory').mockRejectedValue(
      new ApiError(
        409,
        'You already have an expense category with this name.',
        'CATEGORY_EXISTS',
        '',
        'name',
      ),
    );
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Chop money');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    const toast = await findToast('Failed to create category');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('You already have an expense category with this name.');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'You already have an expense category with this name.',
    );
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeVisible();
  });

  it('takes a message away when its field is edited, and checks again only when sent', async () => {
    const create = mockApi('createCategory');
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await openAddDialog(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const hex = within(dialog).getByRole('textbox', { name: 'Hex code' });
    await user.clear(hex);
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(name).toHaveAccessibleDescription('Category name is required');
    expect(within(dialog).getByText('Invalid color format')).toBeVisible();
    // The focus stays on the button that was pressed.
    expect(within(dialog).getByRole('button', { name: 'Add Category' })).toHaveFocus();

    await user.type(name, 'x');
    await user.clear(name);
    expect(name).not.toHaveAccessibleDescription('Category name is required');
    expect(within(dialog).getByText('Invalid color format')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Sky blue' }));
    expect(within(dialog).queryByText('Invalid color format')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(name).toHaveAccessibleDescription('Category name is required');
    expect(create).not.toHaveBeenCalled();
  });

  it('shows a refusal about a field the API names under that field', async () => {
    mockApi('createCategory').mockRejectedValue(
      new ApiError(400, 'Budget is too large', 'VALIDATION_FAILED', '', 'monthlyBudget'),
    );
    const { user } = renderWithApp(<CategoriesPage />);
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Trotro');
    const budget = within(dialog).getByRole('textbox', { name: /Monthly budget/ });
    await user.type(budget, '900000000000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    expect(await findToast('Failed to create category')).toHaveTextContent('Budget is too large');
    expect(budget).toHaveAccessibleDescription('Budget is too large');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(budget);
    expect(budget).toHaveAccessibleDescription('Leave empty for no budget.');
  });

  it('starts a fresh form each time the dialog opens', async () => {
    mockApi('createCategory').mockRejectedValue(
      new ApiError(500, 'Something went wrong', null, ''),
    );
    const { user } = renderWithApp(<CategoriesPage />);
    let dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Trotro');
    await user.click(within(dialog).getByRole('radio', { name: 'Sky blue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    // Not about a field: said above the form.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openAddDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Hex code' })).toHaveValue('#3B82F6');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits a category, sending only what changed', async () => {
    const update = mockApi('updateCategory').mockResolvedValue({
      ...CHOP,
      name: 'Chop bar',
      monthlyBudget: '300',
    });
    const { user } = renderWithApp(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Chop money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Chop money');
    // It has transactions: the API would refuse a change of type.
    expect(within(dialog).getByRole('button', { name: 'Income' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Chop bar');
    await user.type(within(dialog).getByRole('textbox', { name: /Monthly budget/ }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Category updated successfully')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({
      path: { id: CHOP.id },
      body: { name: 'Chop bar', monthlyBudget: '300' },
    });
  });

  it('says how many transactions a delete uncategorises, and deletes only when confirmed', async () => {
    const remove = mockApi('deleteCategory').mockResolvedValue({ uncategorisedCount: 3 });
    const { user } = renderWithApp(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Chop money' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Chop money?' });
    expect(dialog).toHaveTextContent('3 transactions will become uncategorized.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Chop money' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Chop money?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await findToast('Category deleted successfully');
    expect(toast).toHaveTextContent('3 transactions are uncategorized now.');
    expect(remove.mock.calls[0]?.[0].path?.id).toBe(CHOP.id);
  });

  it('reports a failed delete', async () => {
    mockApi('deleteCategory').mockRejectedValue(
      new ApiError(404, 'Category not found.', 'CATEGORY_NOT_FOUND', ''),
    );
    const { user } = renderWithApp(<CategoriesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Chop money' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Chop money?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Failed to delete category')).toHaveTextContent('Category not found.');
  });

  it('offers to restore the defaults from an empty tab', async () => {
    mockApi('listCategories').mockResolvedValue([CHOP]);
    const restore = mockApi('restoreDefaultCategories').mockResolvedValue({ createdCount: 13 });
    const { user } = renderWithApp(<CategoriesPage />);
    await user.click(await screen.findByRole('tab', { name: 'Income Categories (0)' }));
    expect(screen.getByText('No income categories yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore default categories' }));
    expect(await findToast('Default categories created successfully')).toHaveTextContent(
      '13 default categories added.',
    );
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('restores the defaults from the menu, and reports a failure', async () => {
    mockApi('listCategories').mockResolvedValue([]);
    mockApi('restoreDefaultCategories').mockRejectedValue(new ApiError(500, 'HTTP 500', null, ''));
    const { user } = renderWithApp(<CategoriesPage />);
    expect(await screen.findByText('No expense categories yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'More category actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore default categories' }));
    expect(await findToast('Failed to create default categories')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });
});
