import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, type Wallet } from '@sikalens/api-client';
import { DevProviders } from '@sikalens/shared-ui';
import { WalletsSection } from './WalletsSection';

const mockList = jest.fn<Promise<Wallet[]>, []>();
const mockCreate = jest.fn<Promise<Wallet>, [unknown]>();

// Real TanStack query and mutation (with the invalidation) over controllable API calls.
jest.mock('@sikalens/api-client', () => {
  const actual = jest.requireActual<typeof import('@sikalens/api-client')>('@sikalens/api-client');
  const { useMutation, useQuery, useQueryClient } =
    jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');
  return {
    ...actual,
    useWallets: () => useQuery({ queryKey: [{ _id: 'listWallets' }], queryFn: () => mockList() }),
    useCreateWallet: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: unknown) => mockCreate(body),
        onSuccess: () => queryClient.invalidateQueries(actual.apiQueries('listWallets')),
      });
    },
  };
});

const PERSONAL: Wallet = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Personal',
  provider: 'MTN',
  momoNumber: '0241234567',
  statementsSupported: true,
};
const BUSINESS: Wallet = {
  id: '22222222-2222-4222-8222-222222222222',
  label: 'Business',
  provider: 'Vodafone',
  momoNumber: '0201234567',
  statementsSupported: false,
};
const NUMBER_MESSAGE =
  'Please enter a valid MoMo number (10 digits starting with 0, e.g., 0241234567)';

// The dashboard owns the selection; this stands in for it.
function SelectableSection() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return <WalletsSection selectedId={selectedId} onSelect={setSelectedId} />;
}

function renderSection() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <DevProviders queryClient={queryClient}>
      <SelectableSection />
    </DevProviders>,
  );
  return userEvent.setup();
}

async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '[data-toast] p' });
  const card = heading.closest<HTMLElement>('[data-toast]');
  if (!card) throw new Error(`No toast card around '${title}'`);
  return card;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Wallet' }));
  return screen.findByRole('dialog', { name: 'Add Wallet' });
}

beforeEach(() => {
  mockList.mockReset();
  mockCreate.mockReset();
});

describe('WalletsSection', () => {
  it('shows placeholders while loading, then the empty state', async () => {
    let resolve: (wallets: Wallet[]) => void = () => undefined;
    mockList.mockReturnValue(new Promise((r) => (resolve = r)));
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Wallets' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading wallets' })).toBeInTheDocument();

    resolve([]);
    expect(await screen.findByText('No wallets yet')).toBeInTheDocument();
    expect(screen.getByText('Add your MoMo wallet to upload statements.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading wallets' })).not.toBeInTheDocument();
  });

  it('lists wallets and highlights the one selected, one at a time', async () => {
    mockList.mockResolvedValue([PERSONAL, BUSINESS]);
    const user = renderSection();
    const personal = await screen.findByRole('button', { name: /Personal/ });
    const business = screen.getByRole('button', { name: /Business/ });
    expect(personal).toHaveTextContent('024 123 4567');
    expect(personal).toHaveTextContent('MTN');
    expect(business).toHaveTextContent('Vodafone');
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
    mockList.mockRejectedValue(new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''));
    renderSection();
    expect(await screen.findByText(/Could not load your wallets/)).toBeInTheDocument();
  });
});

describe('AddWalletDialog', () => {
  it('validates each field with the spec message, as a toast and under the field', async () => {
    mockList.mockResolvedValue([]);
    const user = renderSection();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('combobox', { name: /Provider/ })).toHaveTextContent('MTN');
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
    expect(mockCreate).not.toHaveBeenCalled();
  });

  it('adds a wallet, closes, refreshes the list and resets to MTN', async () => {
    mockList.mockResolvedValueOnce([]).mockResolvedValue([BUSINESS]);
    mockCreate.mockResolvedValue(BUSINESS);
    const user = renderSection();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText(/Label/), ' Business ');
    await user.click(within(dialog).getByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Vodafone' }));
    await user.type(within(dialog).getByLabelText(/MoMo Number/), '020 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Add Wallet' }));

    await waitFor(() =>
      expect(mockCreate).toHaveBeenCalledWith({
        label: 'Business',
        provider: 'Vodafone',
        momoNumber: '0201234567',
      }),
    );
    const toast = await findToast('Wallet Added');
    expect(toast).toHaveTextContent('Your new wallet has been added successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /Business/ })).toBeInTheDocument();
    expect(mockList).toHaveBeenCalledTimes(2);

    const again = await openDialog(user);
    expect(within(again).getByLabelText(/Label/)).toHaveValue('');
    expect(within(again).getByLabelText(/MoMo Number/)).toHaveValue('');
    expect(within(again).getByRole('combobox', { name: /Provider/ })).toHaveTextContent('MTN');
  });

  it('shows the server message and keeps the dialog open', async () => {
    mockList.mockResolvedValue([]);
    mockCreate.mockRejectedValue(
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
    mockList.mockResolvedValue([]);
    mockCreate
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
    expect(mockCreate).toHaveBeenLastCalledWith({
      label: 'Personal',
      provider: 'MTN',
      momoNumber: '0241234568',
    });
  });

  it('empties the form when cancelled, and leaves the focus where it was on a refused submit', async () => {
    mockList.mockResolvedValue([]);
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
    mockList.mockResolvedValue([]);
    mockCreate.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderSection();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Label/), 'Personal');
    await user.type(within(dialog).getByLabelText(/MoMo Number/), '0241234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add Wallet' }));

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Failed to add wallet. Please try again.');
  });
});
