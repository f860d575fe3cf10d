import { screen, waitFor, within } from '@testing-library/react';
import { statementsApi, type DeletedUpload, type UploadsPage as Page } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { UploadsPage } from './UploadsPage';
import { anUpload, BUSINESS, findToast, PERSONAL, renderWithApp } from '../testing/render-page';

const COUNTS = {
  transactions: 0,
  uploads: 0,
  rules: 0,
  reviews: 0,
  notifications: 0,
  chatMessages: 0,
};

const deletedUpload = (overrides: Partial<DeletedUpload> = {}): DeletedUpload => ({
  id: 'u-9',
  name: 'april.pdf',
  deletedAt: '2024-09-07T10:05:00.000Z',
  restorableUntil: '2024-09-08T10:05:00.000Z',
  counts: { ...COUNTS, transactions: 88, uploads: 1 },
  ...overrides,
});

// The list's pages come with the X-Total-Count header, which statementsApi.page reads: the page
// call itself is what these tests answer.
function answerPages(pages: (query: Parameters<typeof statementsApi.page>[0]) => Page) {
  return jest
    .spyOn(statementsApi, 'page')
    .mockImplementation((query) => Promise.resolve(pages(query)));
}

const statements = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) =>
    anUpload({ id: `u-${from + index}`, fileName: `statement-${from + index}.pdf` }),
  );

beforeEach(() => {
  mockApi('listWallets').mockResolvedValue([PERSONAL, BUSINESS]);
  mockApi('listDeletedUploads').mockResolvedValue([]);
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('UploadsPage', () => {
  it('lists every upload a page at a time, with the true total in the header', async () => {
    const page = answerPages(({ after }) =>
      after
        ? {
            items: statements(2, 51).map((upload) => ({ ...upload, walletId: BUSINESS.id })),
            total: 52,
          }
        : { items: statements(50), total: 52 },
    );
    const { user } = renderWithApp(<UploadsPage />);

    expect(await screen.findByRole('heading', { name: 'Uploads' })).toBeInTheDocument();
    expect(await screen.findByText('52 statements')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Statements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(page).toHaveBeenCalledWith({ limit: 50 }, expect.anything());
    expect(screen.getByText('Showing 50 of 52')).toBeInTheDocument();
    // Each row: its wallet, when it was uploaded, what was imported, with the period it covers.
    const first = within(list).getByRole('listitem', { name: 'statement-1.pdf' });
    expect(first).toHaveTextContent('7 Sep 2024');
    expect(first).toHaveTextContent('· Personal');
    expect(first).toHaveTextContent('594 transactions, totals match the statement');
    expect(first).toHaveTextContent('18 Feb – 6 Sep 2024');
    expect(first).toHaveTextContent('Completed');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(52));
    expect(page).toHaveBeenLastCalledWith({ limit: 50, after: 'u-50' }, expect.anything());
    expect(within(list).getByRole('listitem', { name: 'statement-52.pdf' })).toHaveTextContent(
      '· Business',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Upload' })).toHaveAttribute('href', '/upload');
  });

  it('filters by wallet, kept in the address as ?wallet=', async () => {
    window.history.replaceState(null, '', `/uploads?wallet=${BUSINESS.id}`);
    const page = answerPages(({ walletId }) =>
      walletId === BUSINESS.id
        ? {
            items: [anUpload({ id: 'b-1', fileName: 'business.pdf', walletId: BUSINESS.id })],
            total: 1,
          }
        : {
            items: [
              anUpload({ id: 'p-1', fileName: 'personal.pdf' }),
              anUpload({ id: 'b-1', fileName: 'business.pdf', walletId: BUSINESS.id }),
            ],
            total: 2,
          },
    );
    const { user } = renderWithApp(<UploadsPage />);

    expect(await screen.findByText('1 statement')).toBeInTheDocument();
    expect(page).toHaveBeenCalledWith({ walletId: BUSINESS.id, limit: 50 }, expect.anything());
    const wallet = screen.getByRole('combobox', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toHaveTextContent('Business · 055 123 4567'));
    expect(screen.getByText('business.pdf')).toBeInTheDocument();
    expect(screen.queryByText('personal.pdf')).toBeNull();

    await user.click(wallet);
    await user.click(await screen.findByRole('option', { name: 'All wallets' }));
    expect(await screen.findByText('2 statements')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(page).toHaveBeenLastCalledWith({ limit: 50 }, expect.anything());
    expect(screen.getByText('personal.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Wallet' }));
    await user.click(await screen.findByRole('option', { name: 'Personal · 024 123 4567' }));
    expect(window.location.search).toBe(`?wallet=${PERSONAL.id}`);
    expect(page).toHaveBeenLastCalledWith({ walletId: PERSONAL.id, limit: 50 }, expect.anything());
  });

  it('says so when a wallet has no uploads', async () => {
    window.history.replaceState(null, '', `/uploads?wallet=${BUSINESS.id}`);
    answerPages(() => ({ items: [], total: 0 }));
    renderWithApp(<UploadsPage />);
    expect(await screen.findByText('No uploads for this wallet')).toBeInTheDocument();
    expect(screen.getByText('0 statements')).toBeInTheDocument();
  });

  it("deletes after a confirmation from the API's preview, and Undo in the toast brings it back", async () => {
    answerPages(() => ({ items: [anUpload({ id: 'u-5', fileName: 'May.pdf' })], total: 1 }));
    const preview = mockApi('getUploadDeletion').mockResolvedValue({
      name: 'May.pdf',
      uploads: 1,
      transactions: 120,
      kept: 4,
    });
    const remove = mockApi('deleteUpload').mockResolvedValue(undefined);
    const restore = mockApi('restoreUpload').mockResolvedValue({
      message: 'May.pdf is back with its 120 transactions.',
      restored: { ...COUNTS, uploads: 1, transactions: 120 },
      skipped: COUNTS,
    });
    const { user } = renderWithApp(<UploadsPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete May.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete May.pdf?' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Its 120 transactions go with it. 4 transactions another statement also contains stay. You can undo this for 24 hours.',
      ),
    );
    expect(preview).toHaveBeenCalledWith({ path: { id: 'u-5' } });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith({ path: { id: 'u-5' } });

    const toast = await findToast('Upload Deleted');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith({ path: { id: 'u-5' } });
    expect(await findToast('Upload Restored')).toHaveTextContent(
      'May.pdf is back with its 120 transactions.',
    );
  });

  it('brings a statement back from Recently deleted, until its 24 hours are up', async () => {
    answerPages(() => ({ items: [], total: 0 }));
    const deleted = mockApi('listDeletedUploads')
      .mockResolvedValueOnce([deletedUpload()])
      .mockResolvedValue([]);
    const restore = mockApi('restoreUpload').mockResolvedValue({
      message: 'april.pdf is back with its 88 transactions.',
      restored: { ...COUNTS, uploads: 1, transactions: 88 },
      skipped: COUNTS,
    });
    const { user } = renderWithApp(<UploadsPage />);

    const section = await screen.findByRole('region', { name: 'Recently deleted' });
    const row = within(section).getByRole('listitem', { name: 'april.pdf' });
    expect(row).toHaveTextContent('88 transactions · You can undo this until 8 Sep 2024');
    await user.click(within(row).getByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith({ path: { id: 'u-9' } });
    expect(await findToast('Upload Restored')).toHaveTextContent(
      'april.pdf is back with its 88 transactions.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently deleted' })).not.toBeInTheDocument(),
    );
    expect(deleted).toHaveBeenCalledTimes(2);
  });
});
