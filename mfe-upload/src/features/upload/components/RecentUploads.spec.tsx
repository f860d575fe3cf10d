import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { RecentUploads } from './RecentUploads';
import { aReconciliation, anUpload, findToast, renderWithApp } from '../testing/render-page';

afterEach(() => {
  onlineManager.setOnline(true);
  window.localStorage.clear();
  jest.restoreAllMocks();
});

const COUNTS = {
  transactions: 0,
  uploads: 0,
  rules: 0,
  reviews: 0,
  notifications: 0,
  chatMessages: 0,
};
const PREVIEW = { name: 'a.pdf', uploads: 1, transactions: 594, kept: 0 };

const row = (fileName: string) => screen.getByRole('listitem', { name: fileName });

const SKIPPED = aReconciliation({
  status: 'warning',
  summary: '592 transactions; 2 rows could not be read and totals differ from the statement',
  rowsChecked: 592,
  skippedRows: 2,
  skippedIds: ['82187345928', '82158821583'],
  computed: {
    openingBalance: '100.00',
    closingBalance: '75.50',
    moneyIn: '50.00',
    moneyOut: '62.00',
    feesAndTaxes: '4.00',
  },
  mismatches: ['moneyOut', 'feesAndTaxes'],
  checks: [
    { name: 'rows', ok: false, detail: '592 of 594 rows on the statement were read.' },
    {
      name: 'totals',
      ok: false,
      detail: "Money out and fees and taxes differ from the statement's.",
    },
    { name: 'balances', ok: true, detail: 'Every balance follows from the row before.' },
  ],
  unreconciled: ['82000000001'],
});

describe('RecentUploads', () => {
  it('shows two placeholder rows while loading, then the error with a Retry that loads again', async () => {
    let refuse: (reason: unknown) => void = () => undefined;
    const list = mockApi('listUploads')
      .mockReturnValueOnce(new Promise((_, reject) => (refuse = reject)))
      .mockResolvedValue([anUpload({ fileName: 'september.pdf' })]);
    const { user } = renderWithApp(<RecentUploads />);
    const loading = screen.getByRole('progressbar', { name: 'Loading uploads' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.children).toHaveLength(2);

    refuse(new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your uploads. Something went wrong.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('september.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('shows an empty state when there are no uploads', async () => {
    mockApi('listUploads').mockResolvedValue([]);
    renderWithApp(<RecentUploads />);
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument();
    // The Uploads page also has the statements deleted in the last 24 hours.
    expect(screen.getByRole('link', { name: 'View All Uploads' })).toHaveAttribute(
      'href',
      '/uploads',
    );
  });

  it('lists the five newest with their outcome in plain words', async () => {
    mockApi('listUploads').mockResolvedValue([
      anUpload({ id: 'u-1', fileName: 'september.pdf' }),
      anUpload({
        id: 'u-2',
        fileName: 'august.pdf',
        transactionsCount: 592,
        newTransactionsCount: 592,
        reconciliation: SKIPPED,
      }),
      anUpload({
        id: 'u-3',
        fileName: 'invoice.pdf',
        status: 'failed',
        transactionsCount: 0,
        errorMessage: 'This PDF does not look like an MTN MoMo statement.',
        errorCode: 'NOT_MTN_STATEMENT',
        reconciliation: null,
      }),
      anUpload({ id: 'u-4', fileName: 'july.pdf', status: 'processing', reconciliation: null }),
      anUpload({
        id: 'u-5',
        fileName: 'june.pdf',
        // The real classic statement's: its E-Levy postings break the chain, and it prints no totals.
        reconciliation: aReconciliation({
          printed: null,
          summary: '594 transactions, 26 balances as printed do not follow',
          unreconciled: Array.from({ length: 26 }, (_, i) => String(44057088000 + i)),
        }),
      }),
      anUpload({ id: 'u-6', fileName: 'may.pdf' }),
    ]);
    renderWithApp(<RecentUploads />);
    await screen.findByText('september.pdf');

    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('may.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Uploads' })).toHaveAttribute(
      'href',
      '/uploads',
    );

    const september = row('september.pdf');
    expect(september).toHaveTextContent('Completed');
    expect(september).toHaveTextContent('7 Sep 2024');
    expect(september).toHaveTextContent('594 transactions, totals match the statement');
    expect(within(september).queryByRole('status')).toBeNull();
    expect(september).toHaveTextContent('18 Feb – 6 Sep 2024');
    expect(within(september).getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    const august = row('august.pdf');
    expect(august).toHaveTextContent('592 transactions; 2 rows could not be read');
    expect(within(august).getByRole('status')).toHaveTextContent(
      '2 rows could not be read and were not imported. These totals do not match the statement: money out; fees and taxes.',
    );

    // Not '26 balances as printed do not follow': what it means, and what to do.
    const june = row('june.pdf');
    expect(june).toHaveTextContent('594 transactions, 26 balances to check');
    expect(june).toHaveTextContent(
      'For 26 transactions the balance printed on the statement does not match the one before it plus the amount. The amounts are imported as printed; check them against your MoMo app.',
    );
    expect(june).not.toHaveTextContent('as printed do not follow');
    expect(within(june).queryByRole('status')).toBeNull();

    const invoice = row('invoice.pdf');
    expect(invoice).toHaveTextContent('Failed');
    expect(invoice).toHaveTextContent('This PDF does not look like an MTN MoMo statement.');
    expect(within(invoice).queryByRole('link', { name: 'View Transactions' })).toBeNull();
    // Help & Support's form, about this upload and its error.
    expect(within(invoice).getByRole('link', { name: 'Send it to support' })).toHaveAttribute(
      'href',
      '/help?topic=statement-import&upload=u-3&code=NOT_MTN_STATEMENT#contact',
    );
    expect(within(september).queryByRole('link', { name: 'Send it to support' })).toBeNull();
    expect(row('july.pdf')).toHaveTextContent('Processing');
    expect(within(row('july.pdf')).queryByRole('link', { name: 'View Transactions' })).toBeNull();

    // Every row can be deleted.
    for (const name of ['september.pdf', 'august.pdf', 'invoice.pdf', 'july.pdf', 'june.pdf']) {
      expect(within(row(name)).getByRole('button', { name: `Delete ${name}` })).toBeEnabled();
    }
  });

  it('says the connection is lost on a statement still being read while offline', async () => {
    mockApi('listUploads').mockResolvedValue([
      anUpload({ id: 'u-1', fileName: 'july.pdf', status: 'processing', reconciliation: null }),
      anUpload({ id: 'u-2', fileName: 'june.pdf' }),
    ]);
    renderWithApp(<RecentUploads />);
    await screen.findByText('july.pdf');
    expect(screen.queryByText('Connection lost, still checking…')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(row('july.pdf')).toHaveTextContent('Connection lost, still checking…');
    expect(row('june.pdf')).not.toHaveTextContent('Connection lost');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('Connection lost, still checking…')).toBeNull();
  });

  it("opens an upload's details: the checks, the totals that differ and the skipped rows' IDs", async () => {
    mockApi('listUploads').mockResolvedValue([
      anUpload({ fileName: 'august.pdf', reconciliation: SKIPPED }),
    ]);
    const { user } = renderWithApp(<RecentUploads />);
    const details = await screen.findByRole('button', { name: 'Details of august.pdf' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/82187345928/)).not.toBeInTheDocument();

    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const august = row('august.pdf');
    // Skipped rows were not imported: said so, with nothing to open.
    expect(august).toHaveTextContent(
      'Not imported, as their rows could not be read (transaction IDs): 82187345928, 82158821583. Look for them in your MoMo app.',
    );
    expect(within(august).queryByRole('link', { name: /82187345928/ })).toBeNull();
    const checks = within(august).getByRole('list', { name: 'Checks against the statement' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '592 of 594 rows on the statement were read.',
      "Money out and fees and taxes differ from the statement's.",
      'Every balance follows from the row before.',
    ]);
    expect(within(checks).getAllByRole('img', { name: 'Needs attention' })).toHaveLength(2);
    const totals = within(august).getByRole('table', { name: 'Totals that do not match' });
    expect(
      within(totals)
        .getAllByRole('row')
        .map((tableRow) => Array.from(tableRow.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Total', 'On the statement', 'From the rows read'],
      ['Money out', '₵70.00', '₵62.00'],
      ['Fees and taxes', '₵4.50', '₵4.00'],
    ]);
    // A row whose balance does not follow was imported: it opens in the history, found by its ID.
    const toCheck = within(august).getByRole('list', {
      name: /^Transaction to check against your MoMo app/,
    });
    expect(
      within(toCheck).getByRole('link', { name: 'Open transaction 82000000001' }),
    ).toHaveAttribute('href', '/transactions?search=82000000001');

    await user.click(details);
    await waitFor(() => expect(screen.queryByText(/82187345928/)).not.toBeInTheDocument());
  });

  it('deletes after a confirmation that says what goes, and the toast offers Undo', async () => {
    const list = mockApi('listUploads')
      .mockResolvedValueOnce([anUpload({ fileName: 'september.pdf' })])
      .mockResolvedValueOnce([])
      .mockResolvedValue([anUpload({ fileName: 'september.pdf' })]);
    const preview = mockApi('getUploadDeletion').mockResolvedValue({
      name: 'september.pdf',
      uploads: 1,
      transactions: 590,
      kept: 4,
    });
    const remove = mockApi('deleteUpload').mockResolvedValue(undefined);
    const restore = mockApi('restoreUpload').mockResolvedValue({
      message: 'september.pdf is back with its 590 transactions.',
      restored: COUNTS,
      skipped: COUNTS,
    });
    const { user } = renderWithApp(<RecentUploads />);
    await user.click(await screen.findByRole('button', { name: 'Delete september.pdf' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete september.pdf?' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Its 590 transactions go with it. 4 transactions another statement also contains stay. You can undo this for 24 hours.',
      ),
    );
    expect(preview).toHaveBeenCalledWith({ path: { id: 'u-1' } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete september.pdf' }));
    const again = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: 'Delete' })).toBeEnabled(),
    );
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith({ path: { id: 'u-1' } });
    const toast = await findToast('Upload Deleted');
    expect(toast).toHaveTextContent('september.pdf');
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(restore).toHaveBeenCalledWith({ path: { id: 'u-1' } });
    expect(await findToast('Upload Restored')).toHaveTextContent(
      'september.pdf is back with its 590 transactions.',
    );
    expect(await screen.findByText('september.pdf')).toBeInTheDocument();
  });

  it('still confirms when the preview cannot load', async () => {
    mockApi('listUploads').mockResolvedValue([anUpload({ fileName: 'a.pdf' })]);
    mockApi('getUploadDeletion').mockRejectedValue(
      new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''),
    );
    const { user } = renderWithApp(<RecentUploads />);
    await user.click(await screen.findByRole('button', { name: 'Delete a.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete a.pdf?' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'a.pdf and the transactions it added will be removed. You can undo this for 24 hours.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('says so when the delete fails', async () => {
    mockApi('listUploads').mockResolvedValue([anUpload({ fileName: 'a.pdf' })]);
    mockApi('deleteUpload').mockRejectedValue(
      new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''),
    );
    mockApi('getUploadDeletion').mockResolvedValue(PREVIEW);
    const { user } = renderWithApp(<RecentUploads />);
    await user.click(await screen.findByRole('button', { name: 'Delete a.pdf' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await findToast('Error');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Failed to delete upload. Please try again.');
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
  });
});
