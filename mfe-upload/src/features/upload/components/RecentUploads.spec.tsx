import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, statementsApi } from '@sikalens/api-client';
import { RecentUploads } from './RecentUploads';
import { anUpload, findToast, renderWithApp } from '../testing/render-page';

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

const row = (fileName: string) => screen.getByRole('listitem', { name: fileName });

describe('RecentUploads', () => {
  it('shows an empty state when there are no uploads', async () => {
    jest.spyOn(statementsApi, 'list').mockResolvedValue([]);
    renderWithApp(<RecentUploads />);
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All Uploads' })).not.toBeInTheDocument();
  });

  it('lists the five newest with their outcome in plain words', async () => {
    jest.spyOn(statementsApi, 'list').mockResolvedValue([
      anUpload({ id: 'u-1', fileName: 'september.pdf' }),
      anUpload({
        id: 'u-2',
        fileName: 'august.pdf',
        reconciliation: { rowsChecked: 593, unreconciled: ['a', 'b', 'c'] },
      }),
      anUpload({
        id: 'u-3',
        fileName: 'invoice.pdf',
        status: 'failed',
        transactionsCount: 0,
        errorMessage: 'This PDF does not look like an MTN MoMo statement.',
        reconciliation: null,
      }),
      anUpload({ id: 'u-4', fileName: 'july.pdf', status: 'processing', reconciliation: null }),
      anUpload({ id: 'u-5', fileName: 'june.pdf' }),
      anUpload({ id: 'u-6', fileName: 'may.pdf' }),
    ]);
    renderWithApp(<RecentUploads />);
    await screen.findByText('september.pdf');

    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('may.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Uploads' })).toHaveAttribute(
      'href',
      '/transactions',
    );

    const september = row('september.pdf');
    expect(september).toHaveTextContent('Completed');
    expect(september).toHaveTextContent('Sep 7, 2024');
    expect(september).toHaveTextContent('594 transactions · balances check out');
    expect(september).toHaveTextContent('Feb 18 – Sep 6, 2024');
    expect(within(september).getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    expect(row('august.pdf')).toHaveTextContent(
      "594 transactions · 3 balances don't add up (E-Levy postings can cause this)",
    );

    const invoice = row('invoice.pdf');
    expect(invoice).toHaveTextContent('Failed');
    expect(invoice).toHaveTextContent('This PDF does not look like an MTN MoMo statement.');
    expect(within(invoice).queryByRole('link', { name: 'View Transactions' })).toBeNull();
    expect(row('july.pdf')).toHaveTextContent('Processing');
    expect(within(row('july.pdf')).queryByRole('link', { name: 'View Transactions' })).toBeNull();

    // Every row can be deleted.
    for (const name of ['september.pdf', 'august.pdf', 'invoice.pdf', 'july.pdf', 'june.pdf']) {
      expect(within(row(name)).getByRole('button', { name: `Delete ${name}` })).toBeEnabled();
    }
  });

  it('deletes after confirmation and refreshes the list', async () => {
    const list = jest
      .spyOn(statementsApi, 'list')
      .mockResolvedValueOnce([anUpload({ fileName: 'september.pdf' })])
      .mockResolvedValue([]);
    const remove = jest.spyOn(statementsApi, 'remove').mockResolvedValue(undefined);
    const { user } = renderWithApp(<RecentUploads />);
    await user.click(await screen.findByRole('button', { name: 'Delete september.pdf' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this upload?' });
    expect(dialog).toHaveTextContent(
      'september.pdf and the transactions it added will be removed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete september.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(remove).toHaveBeenCalledWith('u-1', expect.anything());
    expect(await findToast('Upload Deleted')).toHaveTextContent('september.pdf');
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says so when the delete fails', async () => {
    jest.spyOn(statementsApi, 'list').mockResolvedValue([anUpload({ fileName: 'a.pdf' })]);
    jest
      .spyOn(statementsApi, 'remove')
      .mockRejectedValue(new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''));
    const { user } = renderWithApp(<RecentUploads />);
    await user.click(await screen.findByRole('button', { name: 'Delete a.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    const toast = await findToast('Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Failed to delete upload. Please try again.');
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
  });
});
