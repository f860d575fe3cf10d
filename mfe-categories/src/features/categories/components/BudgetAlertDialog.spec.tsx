import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type BudgetAlert } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { DEV_USER } from '@sikalens/shared-ui';
import { aCategory, findToast, renderWithApp } from '../../../testing/render-page';
import { CategoriesPage } from './CategoriesPage';

const CHOP = aCategory({ name: 'Chop money', monthlyBudget: '500.00', monthTotal: '120.00' });
const NO_BUDGET = aCategory({ name: 'Gifts' });
const SALARY = aCategory({ name: 'Salary', type: 'income', monthlyBudget: '3000.00' });
const PRO = { ...DEV_USER, isPro: true };

const savedAlert = (overrides: Partial<BudgetAlert> = {}): BudgetAlert => ({
  categoryId: CHOP.id,
  categoryName: 'Chop money',
  monthlyBudget: '500.00',
  thresholdPercent: 80,
  channels: ['in_app'],
  enabled: true,
  lastSentMonth: null,
  updatedAt: '2026-11-02T08:00:00.000Z',
  ...overrides,
});

const row = (name: string) => screen.findByRole('listitem', { name });

beforeEach(() => {
  mockApi('listCategories').mockResolvedValue([CHOP, NO_BUDGET, SALARY]);
});
afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('budget alerts on the categories screen', () => {
  it('shows a free user the PRO badge and opens the upgrade dialog, asking the API nothing', async () => {
    const list = mockApi('listBudgetAlerts');
    const save = mockApi('saveBudgetAlert');
    const { user } = renderWithApp(<CategoriesPage />);
    const chop = await row('Chop money');
    const bell = within(chop).getByRole('button', { name: 'Budget alert for Chop money (Pro)' });
    expect(bell).toHaveTextContent('PRO');
    await user.click(bell);

    expect(await findToast('Upgrade dialog')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('offers the bell only on expense categories with a budget', async () => {
    mockApi('listBudgetAlerts').mockResolvedValue([]);
    const { user } = renderWithApp(<CategoriesPage />, { authUser: PRO });
    expect(within(await row('Gifts')).queryByRole('button', { name: /alert/i })).toBeNull();
    await user.click(screen.getByRole('tab', { name: /Income Categories/ }));
    expect(within(await row('Salary')).queryByRole('button', { name: /alert/i })).toBeNull();
  });

  it('saves a Pro user’s threshold and channels with PUT, then says so', async () => {
    mockApi('listBudgetAlerts').mockResolvedValue([]);
    const save = mockApi('saveBudgetAlert').mockResolvedValue(
      savedAlert({ thresholdPercent: 90, channels: ['in_app', 'email'] }),
    );
    const { user } = renderWithApp(<CategoriesPage />, { authUser: PRO });
    await user.click(
      within(await row('Chop money')).getByRole('button', {
        name: 'Add a budget alert for Chop money',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Budget alert: Chop money' });
    expect(dialog).toHaveTextContent('₵500.00 monthly budget');
    expect(within(dialog).getByRole('combobox', { name: 'Alert at' })).toHaveTextContent(
      '80% of the budget',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'In-app' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Alert on' })).toBeChecked();
    // No Remove for an alert that does not exist yet.
    expect(within(dialog).queryByRole('button', { name: 'Remove' })).toBeNull();

    await user.click(within(dialog).getByRole('combobox', { name: 'Alert at' }));
    await user.click(await screen.findByRole('option', { name: '90% of the budget' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findToast('Alert saved')).toHaveTextContent(
      'Chop money: at 90% of the budget, in the app and by E-mail.',
    );
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({
      path: { categoryId: CHOP.id },
      body: {
        thresholdPercent: 90,
        channels: ['in_app', 'email'],
        enabled: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('needs a channel, and keeps a channel the account cannot reach off', async () => {
    mockApi('listBudgetAlerts').mockResolvedValue([]);
    const save = mockApi('saveBudgetAlert');
    const { user } = renderWithApp(<CategoriesPage />, { authUser: { ...PRO, phone: null } });
    await user.click(
      within(await row('Chop money')).getByRole('button', { name: /budget alert/i }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'SMS (add a phone number to your account first)',
      }),
    ).toBeDisabled();
    const inApp = within(dialog).getByRole('checkbox', { name: 'In-app' });
    await user.click(inApp);
    // Nothing said before a save.
    expect(within(dialog).queryByText('Choose at least one channel')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose at least one channel')).toBeVisible();
    expect(save).not.toHaveBeenCalled();

    // From then on it follows the boxes.
    await user.click(inApp);
    expect(within(dialog).queryByText('Choose at least one channel')).not.toBeInTheDocument();
    await user.click(inApp);
    expect(within(dialog).getByText('Choose at least one channel')).toBeVisible();
  });

  it('edits an existing alert, shows the server’s error, and removes it', async () => {
    mockApi('listBudgetAlerts').mockResolvedValue([
      savedAlert({ thresholdPercent: 95, channels: ['sms'], enabled: true }),
    ]);
    const save = mockApi('saveBudgetAlert').mockRejectedValue(
      new ApiError(
        400,
        'SMS alerts need a phone number on your account. Add one, or choose another channel.',
        'VALIDATION_FAILED',
        '',
      ),
    );
    const remove = mockApi('deleteBudgetAlert').mockResolvedValue(undefined);
    const { user } = renderWithApp(<CategoriesPage />, { authUser: PRO });
    const bell = await within(await row('Chop money')).findByRole('button', {
      name: 'Budget alert for Chop money: on at 95%',
    });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Alert at' })).toHaveTextContent('95%');
    expect(within(dialog).getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Alert on' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const error = await findToast('Error');
    expect(error).toHaveAttribute('data-variant', 'destructive');
    expect(error).toHaveTextContent('SMS alerts need a phone number on your account.');
    expect(save).toHaveBeenCalledWith({
      path: { categoryId: CHOP.id },
      body: {
        thresholdPercent: 95,
        channels: ['sms'],
        enabled: false,
      },
    });
    // The dialog stays for another try.
    expect(screen.getByRole('dialog')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Alert removed')).toBeVisible();
    expect(remove).toHaveBeenCalledWith({ path: { categoryId: CHOP.id } });
  });

  it('says a channel the API refuses under the channels, where its field points, not in a toast', async () => {
    mockApi('listBudgetAlerts').mockResolvedValue([savedAlert({ channels: ['email'] })]);
    const message = 'E-mail alerts are not available on this server. Choose another channel.';
    mockApi('saveBudgetAlert').mockRejectedValue(
      new ApiError(400, message, 'VALIDATION_FAILED', '', 'channels'),
    );
    const { user } = renderWithApp(<CategoriesPage />, { authUser: PRO });
    await user.click(
      await within(await row('Chop money')).findByRole('button', {
        name: /Budget alert for Chop money/,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const channels = within(dialog).getByRole('group', { name: 'Send it' });
    await waitFor(() => expect(channels).toHaveTextContent(message));
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});
