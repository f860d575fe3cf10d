import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { ApiError, type Wallet } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import {
  BUSINESS,
  NUMBER_MESSAGE,
  PERSONAL,
  findToast,
  renderSection,
  walletCard,
} from '../testing/render-section';

const mockList = () => mockApi('listWallets');
const mockCreate = () => mockApi('createWallet');

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Wallet' }));
  return screen.findByRole('dialog', { name: 'Add Wallet' });
}

beforeEach(() => {
  mockApi('listDeletedWallets').mockResolvedValue([]);
});

afterEach(() => jest.restoreAllMocks());

describe('WalletsSection', () => {
  it('shows placeholders while loading, then the empty state', async () => {
    let resolve: (wallets: Wallet[]) => void = () => undefined;
    mockList().mockReturnValue(new Promise((r) => (resolve = r)));
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Wallets' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading wallets' })).toBeInTheDocument();

    resolve([]);
    expect(await screen.findByText('No wallets yet')).toBeInTheDocument();
    expect(screen.getByText('Add your MoMo wallet to upload statements.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading wallets' })).not.toBeInTheDocument();
  });

  it('lists wallets and highlights the one selected, one at a time', async () => {
    mockList().mockResolvedValue([PERSONAL, BUSINESS]);
    const user = renderSection();
    const personal = await walletCard('Personal');
    const business = await walletCard('Business');
    expect(personal).toHaveTextContent('024 123 4567');
    // The networks by the names people use; only MTN statements are read yet.
    expect(personal).toHaveTextContent('MTN MoMo');
    expect(personal).not.toHaveTextContent('Statements coming soon');
    expect(business).toHaveTextContent('Telecel Cash');
    expect(business).toHaveTextContent('Statements coming soon');
    expect(personal).toHaveAttribute('aria-pressed', 'false');

    await user.click(personal);
    expect(personal).toHaveAttribute('aria-pressed', 'true');
    await user.click(business);
    expect(personal).toHaveAttribute('aria-pressed', 'false');
    expect(business).toHaveAttribute('aria-pressed', 'true');
    await user.click(business);
    expect(business).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the list cannot load', async () => {
    mockList().mockRejectedValue(new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''));
    renderSection();
    expect(await screen.findByText(/Could not load your wallets/)).toBeInTheDocument();
  });
});

describe('AddWalletDialog', () => {
  it('validates each field with the spec message, as a toast and under the field', async () => {
    mockList().mockResolvedValue([]);
    const user = renderSection();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('combobox', { name: /Provider/ })).toHaveTextContent(
      'MTN MoMo',
    );
    expect(within(dialog).getByLabelText(/MoMo Number/)).toHaveAttribute(
      'placeholder',
      '0241234567',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add Wallet' }));
    const toast = await findToast('Invalid input');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Please enter a wallet label');
    expect(within(dialog).getByText('Please enter a wallet label')).toBeInTheDocument();
    expect(within(dialog).getByText(NUMBER_MESSAGE)).toBeInTheDocument();
    // One toast shows at a time (spec): dismiss it so the next one can appear. The modal dialog
    // hides everything outside it from the accessibility tree, the toast region included.
    await user.click(
      within(toast).getByRole('button', { name: 'Close notification', hidden: true }),
    );
    await waitFor(() => expect(toast).not.toBeInTheDocument());

    await user.type(within(dialog).getByLabelText(/Label/), '  Personal ');
    expect(within(dialog).queryByText('Please enter a wallet label')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/MoMo Number/), '024123456');
    await user.click(within(dialog).getByRole('button', { name: 'Add Wallet' }));
    expect(await findToast('Invalid input')).toHaveTextContent(NUMBER_MESSAGE);
    expect(within(dialog).getByText(NUMBER_MESSAGE)).toBeInTheDocument();
    expect(mockCreate()).not.toHaveBeenCalled();
  });

  it('adds a wallet, closes, refreshes the list and resets to MTN', async () => {
    mockList().mockResolvedValueOnce([]).mockResolvedValue([BUSINESS]);
    mockCreate().mockResolvedValue(BUSINESS);
    const user = renderSection();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText(/Label/), ' Business ');
    await user.click(within(dialog).getByRole('combobox', { name: /Provider/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'MTN MoMo',
      'Telecel Cash (formerly Vodafone Cash)',
      'AirtelTigo Money',
    ]);
    await user.click(screen.getByRole('option', { name: 'Telecel Cash (formerly Vodafone Cash)' }));
    // A network whose statements are not read yet can be added, and says so.
    expect(
      within(dialog).getByText(
        'Telecel Cash statements are coming soon. You can add the wallet now and upload its statements once SikaLens reads them.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/MoMo Number/), '020 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Add Wallet' }));

    await waitFor(() =>
      expect(mockCreate()).toHaveBeenCalledWith({
        body: { label: 'Business', provider: 'Vodafone', momoNumber: '0201234567' },
      }),
    );
    const toast = await findToast('Wallet Added');
    expect(toast).toHaveTextContent('Your new wallet has been added successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await walletCard('Business')).toBeInTheDocument();
    expect(mockList()).toHaveBeenCalledTimes(2);

    const again = await openDialog(user);
    expect(within(again).getByLabelText(/Label/)).toHaveValue('');
    expect(within(again).getByLabelText(/MoMo Number/)).toHaveValue('');
    expect(within(again).getByRole('combobox', { name: /Provider/ })).toHaveTextContent('MTN MoMo');
  });

  it('shows the server message and keeps the dialog open', async () => {
    mockList().mockResolvedValue([]);
    mockCreate().mockRejectedValue(
      new ApiError(
        409,
        'You already have a wallet with this MoMo number.',
        'WALLET_EXISTS',
        '',
        'momoNumber',
      ),
    );
    const user = renderSection();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Label/), 'Personal');
    await user.type(within(dialog).getByLabelText(/MoMo Number/), '0241234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add Wallet' }));

    const toast = await findToast('Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('You already have a wallet with this MoMo number.');
    expect(
      within(dialog).getByText('You already have a wallet with this MoMo number.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Wallet' })).toBeInTheDocument();
  });

  it('shows a refusal under the field it is about, until that field is edited', async () => {
    mockList().mockResolvedValue([]);
    mockCreate()
      .mockRejectedValueOnce(
        new ApiError(
          409,
          'You already have a wallet with this MoMo number.',
          'WALLET_EXISTS',
          '',
          'momoNumber',
        ),
      )
      .mockRejectedValueOnce(
        new ApiError(400, 'Please enter a wallet label', 'VALIDATION_FAILED', '', 'label'),
      );
    const user = renderSection();
    const dialog = await openDialog(user);
    const label = within(dialog).getByLabelText(/Label/);
    const number = within(dialog).getByLabelText(/MoMo Number/);
    await user.type(label, 'Personal');
    await user.type(number, '0241234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add Wallet' }));

    await findToast('Error');
    expect(number).toHaveAccessibleDescription('You already have a wallet with this MoMo number.');
    expect(label).not.toHaveAccessibleDescription();
    await user.type(number, '{Backspace}8');
    expect(number).not.toHaveAccessibleDescription();

    await user.click(within(dialog).getByRole('button', { name: 'Add Wallet' }));
    await waitFor(() => expect(label).toHaveAccessibleDescription('Please enter a wallet label'));
    expect(number).not.toHaveAccessibleDescription();
    expect(mockCreate()).toHaveBeenLastCalledWith({
      body: { label: 'Personal', provider: 'MTN', momoNumber: '0241234568' },
    });
  });

  it('empties the form when cancelled, and leaves the focus where it was on a refused submit', async () => {
    mockList().mockResolvedValue([]);
    const user = renderSection();
    let dialog = await openDialog(user);
    const number = within(dialog).getByLabelText(/MoMo Number/);
    await user.type(number, '024{Enter}');
    expect(await findToast('Invalid input')).toHaveTextContent('Please enter a wallet label');
    expect(number).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog(user);
    expect(within(dialog).getByLabelText(/MoMo Number/)).toHaveValue('');
    expect(within(dialog).queryByText('Please enter a wallet label')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Label/)).toHaveFocus();
  });

  it('falls back to the generic message when the API did not answer', async () => {
    mockList().mockResolvedValue([]);
    mockCreate().mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderSection();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Label/), 'Personal');
    await user.type(within(dialog).getByLabelText(/MoMo Number/), '0241234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add Wallet' }));

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Failed to add wallet. Please try again.');
  });
});
