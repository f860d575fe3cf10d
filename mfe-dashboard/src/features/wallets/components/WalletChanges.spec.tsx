import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { ApiError, type DeletedItem } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import {
  BUSINESS,
  NUMBER_MESSAGE,
  PERSONAL,
  findToast,
  renderSection,
  walletCard,
} from '../testing/render-section';

type User = ReturnType<typeof userEvent.setup>;

const IN_USE =
  'This wallet has 2 statements of 0241234567 imported, so its number cannot change. Delete them first, or add a new wallet for the new number.';
const TAKEN =
  "You have added another wallet with this wallet's MoMo number since. Delete that one first, then undo again.";
const counts = {
  uploads: 2,
  transactions: 340,
  chatMessages: 0,
  notifications: 0,
  reviews: 0,
  rules: 0,
};
const DELETED_SAVINGS: DeletedItem = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Savings',
  deletedAt: '2024-10-01T10:00:00.000Z',
  restorableUntil: '2024-10-02T10:00:00.000Z',
  counts,
};

// Opens a card's menu and chooses one of its actions.
async function choose(user: User, label: string, action: string) {
  await walletCard(label);
  await user.click(screen.getByRole('button', { name: `More actions for ${label}` }));
  const menu = await screen.findByRole('menu', { name: `Actions for ${label}` });
  await user.click(within(menu).getByRole('menuitem', { name: action }));
}

beforeEach(() => {
  mockApi('listDeletedWallets').mockResolvedValue([]);
});

afterEach(() => jest.restoreAllMocks());

describe('a wallet card’s menu', () => {
  it('offers Rename, Correct number and Delete from its More actions button', async () => {
    mockApi('listWallets').mockResolvedValue([PERSONAL]);
    const user = renderSection();
    await walletCard('Personal');
    const more = screen.getByRole('button', { name: 'More actions for Personal' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(more);
    const menu = await screen.findByRole('menu', { name: 'Actions for Personal' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Correct number', 'Delete']);
    // Closed, it hands the focus back; the card itself stays a toggle of its own.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveFocus());
    expect(await walletCard('Personal')).toHaveAttribute('aria-pressed', 'false');
  });

  it('renames a wallet, checked like a new one', async () => {
    mockApi('listWallets')
      .mockResolvedValueOnce([PERSONAL])
      .mockResolvedValue([{ ...PERSONAL, label: 'Savings' }]);
    const update = mockApi('updateWallet').mockResolvedValue({ ...PERSONAL, label: 'Savings' });
    const user = renderSection();
    await choose(user, 'Personal', 'Rename');

    const dialog = await screen.findByRole('dialog', { name: 'Rename Wallet' });
    const label = within(dialog).getByLabelText(/Label/);
    expect(label).toHaveValue('Personal');
    expect(within(dialog).queryByLabelText(/MoMo Number/)).not.toBeInTheDocument();
    await user.clear(label);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(label).toHaveAccessibleDescription('Please enter a wallet label');
    expect(update).not.toHaveBeenCalled();

    await user.type(label, ' Savings ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        path: { id: PERSONAL.id },
        body: { label: 'Savings' },
      }),
    );
    expect(await findToast('Wallet Renamed')).toHaveTextContent('Personal is now Savings.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await walletCard('Savings')).toBeInTheDocument();
  });

  it('shows the API’s refusal of a number change under the number', async () => {
    mockApi('listWallets').mockResolvedValue([PERSONAL]);
    const update = mockApi('updateWallet').mockRejectedValue(
      new ApiError(409, IN_USE, 'WALLET_NUMBER_IN_USE', '', 'momoNumber'),
    );
    const user = renderSection();
    await choose(user, 'Personal', 'Correct number');

    const dialog = await screen.findByRole('dialog', { name: 'Correct MoMo Number' });
    const number = within(dialog).getByLabelText(/MoMo Number/);
    expect(number).toHaveValue('0241234567');
    // The add-wallet dialog's rule and message.
    await user.clear(number);
    await user.type(number, '02412345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(number).toHaveAccessibleDescription(NUMBER_MESSAGE);
    expect(update).not.toHaveBeenCalled();

    await user.clear(number);
    await user.type(number, '024 123 4568');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(IN_USE));
    expect(update).toHaveBeenCalledWith({
      path: { id: PERSONAL.id },
      body: { momoNumber: '0241234568' },
    });
    expect(screen.getByRole('dialog', { name: 'Correct MoMo Number' })).toBeInTheDocument();
  });

  it('says what goes before deleting, then offers Undo', async () => {
    mockApi('listWallets')
      .mockResolvedValueOnce([PERSONAL, BUSINESS])
      .mockResolvedValue([BUSINESS]);
    const preview = mockApi('getWalletDeletion').mockResolvedValue({
      name: 'Personal',
      uploads: 2,
      transactions: 340,
      kept: 0,
    });
    const remove = mockApi('deleteWallet').mockResolvedValue({
      message:
        'Deleted Personal with its 340 transactions and 2 statements. You can undo this for 24 hours.',
      deletedAt: DELETED_SAVINGS.deletedAt,
      restorableUntil: DELETED_SAVINGS.restorableUntil,
      counts,
    });
    const user = renderSection();
    await choose(user, 'Personal', 'Delete');

    const dialog = await screen.findByRole('dialog', { name: 'Delete Personal?' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Its 2 statements and 340 transactions go with it. You can undo this for 24 hours.',
      ),
    );
    expect(preview).toHaveBeenCalledWith({ path: { id: PERSONAL.id } });
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ path: { id: PERSONAL.id } }));
    const toast = await findToast('Wallet Deleted');
    expect(toast).toHaveTextContent('Deleted Personal with its 340 transactions and 2 statements.');
    expect(within(toast).getByRole('button', { name: 'Undo', hidden: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Personal/ })).not.toBeInTheDocument(),
    );
  });

  it('brings a recently deleted wallet back with Undo, until its time is up', async () => {
    mockApi('listWallets')
      .mockResolvedValueOnce([PERSONAL])
      .mockResolvedValue([PERSONAL, BUSINESS]);
    mockApi('listDeletedWallets').mockResolvedValueOnce([DELETED_SAVINGS]).mockResolvedValue([]);
    const restore = mockApi('restoreWallet').mockResolvedValue({
      message: 'Savings is back with its 340 transactions and 2 statements.',
      restored: counts,
      skipped: { ...counts, uploads: 0, transactions: 0 },
    });
    const user = renderSection();

    const list = await screen.findByRole('region', { name: 'Recently deleted' });
    const item = within(list).getByRole('listitem', { name: 'Savings' });
    expect(item).toHaveTextContent(
      'Savings was deleted with its 2 statements and 340 transactions.',
    );
    expect(item).toHaveTextContent('You can undo this until 2 Oct 2024');
    await user.click(within(item).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(restore).toHaveBeenCalledWith({ path: { id: DELETED_SAVINGS.id } }));
    expect(await findToast('Wallet Restored')).toHaveTextContent(
      'Savings is back with its 340 transactions and 2 statements.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently deleted' })).not.toBeInTheDocument(),
    );
  });

  it('says why a wallet cannot come back when its number was taken since', async () => {
    mockApi('listWallets').mockResolvedValue([PERSONAL]);
    mockApi('listDeletedWallets').mockResolvedValue([DELETED_SAVINGS]);
    mockApi('restoreWallet').mockRejectedValue(new ApiError(409, TAKEN, 'WALLET_NUMBER_TAKEN', ''));
    const user = renderSection();

    const list = await screen.findByRole('region', { name: 'Recently deleted' });
    await user.click(within(list).getByRole('button', { name: 'Undo' }));
    const toast = await findToast('Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent(TAKEN);
    // Still there to undo once the other wallet is gone.
    expect(within(list).getByRole('listitem', { name: 'Savings' })).toBeInTheDocument();
  });
});
