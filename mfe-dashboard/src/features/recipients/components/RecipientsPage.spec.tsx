import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type RecipientsQuery } from '@sikalens/api-client';
import { mockApi, type ApiMock } from '@sikalens/api-client/src/testing/mock-api';
import {
  aRecipient,
  aRecipientDetail,
  aRecipientsPage,
  currentQuery,
  renderRecipients,
} from '../testing/render-page';

const list = () => screen.getByRole('list', { name: 'Recipients' });
const rows = () => within(list()).getAllByRole('listitem');
const card = (label: string) => screen.getByRole('region', { name: label });
const lastQuery = (recipients: ApiMock<'listRecipients'>): RecipientsQuery =>
  recipients.mock.calls[recipients.mock.calls.length - 1]![0].query ?? {};
const pagesOf = (query: RecipientsQuery = {}) =>
  aRecipientsPage({ page: query.page, totalPages: 20, totalRecipients: 200, matching: 200 });

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('RecipientsPage', () => {
  it('lists recipients with whole-cedi totals, other names and links to their pages', async () => {
    const recipients = mockApi('listRecipients').mockResolvedValue(
      aRecipientsPage({
        totalRecipients: 1234,
        totalSpent: '5000.60',
        averagePerRecipient: '4.05',
        items: [
          aRecipient({
            number: '0244123456',
            latestAccountName: 'KOFI BOATENG',
            otherNames: ['K. BOATENG', 'KOFI B'],
            totalSpent: '1234.50',
            transactionCount: 12,
          }),
          aRecipient({
            number: '+44 7700 900123',
            latestAccountName: '',
            totalSpent: '20.40',
            transactionCount: 1,
          }),
        ],
      }),
    );
    renderRecipients('/vendors');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Recipients');
    await screen.findByRole('list', { name: 'Recipients' });

    // An empty search is not sent.
    expect(recipients).toHaveBeenCalledWith({ query: { page: 1, pageSize: 10 } });
    expect(card('People Paid')).toHaveTextContent('1,234');
    expect(card('Sent to People')).toHaveTextContent('₵5,001');
    // Named for what it counts, with what it leaves out (issue 30).
    expect(card('Sent to People')).toHaveTextContent(
      'To phone numbers, without fees. Payments to merchants, bills and airtime are not in it.',
    );
    expect(screen.queryByRole('region', { name: 'Total Spent' })).toBeNull();
    expect(card('Average per Person')).toHaveTextContent('₵4');
    expect(card('Average per Person')).not.toHaveTextContent('₵4.05');

    const [kofi, foreign] = rows() as [HTMLElement, HTMLElement];
    const kofiLink = within(kofi).getByRole('link');
    expect(kofiLink).toHaveAttribute('href', '/vendor/0244123456');
    expect(within(kofi).getByRole('heading', { level: 3 })).toHaveTextContent('KOFI BOATENG');
    // One phone format (issue 30): 024 412 3456 however the statement wrote it.
    expect(kofi).toHaveTextContent('024 412 3456');
    expect(kofi).toHaveTextContent('Also: K. BOATENG · KOFI B');
    expect(kofi).toHaveTextContent('₵1,235');
    expect(kofi).not.toHaveTextContent('1,234.50');
    expect(kofi).toHaveTextContent('12 payments');

    // No name on the statement: the number is the title, once.
    expect(within(foreign).getByRole('heading', { level: 3 })).toHaveTextContent('+44 7700 900123');
    expect(within(foreign).getAllByText('+44 7700 900123')).toHaveLength(1);
    expect(within(foreign).getByRole('link')).toHaveAttribute(
      'href',
      '/vendor/%2B44%207700%20900123',
    );
    expect(foreign).toHaveTextContent('₵20');
    expect(foreign).toHaveTextContent('1 payment');
    expect(foreign).not.toHaveTextContent('Also:');
  });

  it('opens a recipient page with the number as it was listed, plus and spaces included', async () => {
    mockApi('listRecipients').mockResolvedValue(
      aRecipientsPage({ items: [aRecipient({ number: '+44 7700 900123' })] }),
    );
    const recipient = mockApi('getRecipient').mockResolvedValue(
      aRecipientDetail({ number: '+44 7700 900123' }),
    );
    const { user } = renderRecipients('/vendors');
    await user.click(await screen.findByRole('link', { name: /KOFI BOATENG/ }));

    expect(await screen.findByRole('region', { name: 'Total Sent' })).toBeInTheDocument();
    expect(recipient).toHaveBeenCalledWith({ path: { number: '+44 7700 900123' }, query: {} });
    expect(window.location.pathname).toBe('/vendor/%2B44%207700%20900123');
  });

  it('opens with the search and page of the URL', async () => {
    const recipients = mockApi('listRecipients').mockImplementation(({ query = {} }) =>
      Promise.resolve(pagesOf(query)),
    );
    renderRecipients('/vendors?search=kofi&page=2');
    await screen.findByRole('list', { name: 'Recipients' });
    expect(recipients).toHaveBeenCalledWith({ query: { search: 'kofi', page: 2, pageSize: 10 } });
    expect(screen.getByLabelText('Search recipients')).toHaveValue('kofi');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches once the typing pauses, writes the URL and goes back to page 1', async () => {
    const recipients = mockApi('listRecipients').mockImplementation(({ query = {} }) =>
      Promise.resolve(pagesOf(query)),
    );
    const { user } = renderRecipients('/vendors?page=3');
    await screen.findByRole('list', { name: 'Recipients' });
    expect(lastQuery(recipients).page).toBe(3);

    await user.type(screen.getByLabelText('Search recipients'), '0244');
    await waitFor(() => expect(currentQuery().toString()).toBe('search=0244'));
    await waitFor(() => expect(lastQuery(recipients)).toMatchObject({ search: '0244', page: 1 }));
    // One search for the whole text, not one per key.
    const searches = recipients.mock.calls.map(([request]) => request.query?.search);
    expect(searches).not.toContain('0');
    expect(searches).not.toContain('024');
    expect(window.location.pathname).toBe('/vendors');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(currentQuery().toString()).toBe(''));
    expect(screen.getByLabelText('Search recipients')).toHaveValue('');
  });

  it('shows the first, the last and the pages near the current one, and moves between them', async () => {
    const recipients = mockApi('listRecipients').mockImplementation(({ query = {} }) =>
      Promise.resolve(pagesOf(query)),
    );
    const { user } = renderRecipients('/vendors?search=a&page=7');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const pageNumbers = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);
    expect(pageNumbers()).toEqual(['1', '5', '6', '7', '8', '9', '20']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(recipients)).toMatchObject({ search: 'a', page: 8 }));
    expect(currentQuery().toString()).toBe('search=a&page=8');

    await user.click(within(nav).getByRole('button', { name: 'Page 20' }));
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled(),
    );
    expect(pageNumbers()).toEqual(['1', '18', '19', '20']);

    await user.click(within(nav).getByRole('button', { name: 'Page 1' }));
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled(),
    );
    expect(currentQuery().toString()).toBe('search=a');
  });

  it('moves a link past the last page to the last page', async () => {
    mockApi('listRecipients').mockImplementation(({ query = {} }) =>
      Promise.resolve(
        aRecipientsPage({
          items: query.page === 3 ? [aRecipient()] : [],
          totalRecipients: 25,
          page: query.page,
          totalPages: 3,
        }),
      ),
    );
    renderRecipients('/vendors?page=9');
    await screen.findByRole('list', { name: 'Recipients' });
    expect(currentQuery().get('page')).toBe('3');
    expect(screen.queryByText('No recipients match your search')).not.toBeInTheDocument();
  });

  it('asks for a statement when there are no recipients at all', async () => {
    mockApi('listRecipients').mockResolvedValue(
      aRecipientsPage({
        items: [],
        totalRecipients: 0,
        totalSpent: '0.00',
        averagePerRecipient: '0.00',
      }),
    );
    renderRecipients('/vendors');
    expect(await screen.findByText('No recipients yet')).toBeInTheDocument();
    expect(
      screen.getByText('Upload a statement to see who you send money to.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Statement' })).toHaveAttribute(
      'href',
      '/upload',
    );
    expect(screen.queryByText('No recipients match your search')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Search recipients')).not.toBeInTheDocument();
    expect(card('People Paid')).toHaveTextContent('0');
    expect(card('Sent to People')).toHaveTextContent('₵0');
  });

  it('says when the search matches nobody, and clears it', async () => {
    const recipients = mockApi('listRecipients').mockImplementation(({ query = {} }) =>
      Promise.resolve(
        query.search
          ? aRecipientsPage({ items: [], totalRecipients: 4, matching: 0 })
          : aRecipientsPage({ totalRecipients: 4 }),
      ),
    );
    const { user } = renderRecipients('/vendors?search=zzz');
    expect(await screen.findByText('No recipients match your search')).toBeInTheDocument();
    expect(screen.queryByText('No recipients yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload Statement' })).not.toBeInTheDocument();
    expect(card('People Paid')).toHaveTextContent('4');

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await screen.findByRole('list', { name: 'Recipients' });
    expect(currentQuery().toString()).toBe('');
    // Cleared: no search is sent.
    expect(lastQuery(recipients).search).toBeUndefined();
    expect(screen.getByLabelText('Search recipients')).toHaveValue('');
  });

  it('shows placeholders while loading, and a retry when loading fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const recipients = mockApi('listRecipients')
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(aRecipientsPage());
    const { user } = renderRecipients('/vendors');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading recipients' }),
    ).toBeInTheDocument();

    fail(new ApiError(500, 'Something went wrong.', 'INTERNAL_ERROR', ''));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your recipients. Something went wrong.');
    expect(card('People Paid')).toHaveTextContent('—');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Recipients' })).toBeInTheDocument();
    expect(recipients).toHaveBeenCalledTimes(2);
  });
});
