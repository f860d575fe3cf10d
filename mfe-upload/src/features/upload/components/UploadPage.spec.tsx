import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultScheduler, notifyManager, onlineManager } from '@tanstack/react-query';
import {
  ApiError,
  statementsApi,
  type StatementSupport,
  type StatementUploadStatus,
} from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { UploadPage } from './UploadPage';
import { MAX_UPLOAD_BYTES } from '../utils/checkFiles';
import {
  aReconciliation,
  BUSINESS,
  findToast,
  PERSONAL,
  renderWithApp,
  TELECEL,
} from '../testing/render-page';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const status = (overrides: Partial<StatementUploadStatus>): StatementUploadStatus => ({
  id: 'u-1',
  status: 'processing',
  aiCategorizationStatus: 'pending',
  transactionsCount: 0,
  newTransactionsCount: 0,
  errorMessage: null,
  errorCode: null,
  reconciliation: null,
  ...overrides,
});

const support = (notify: boolean): StatementSupport[] => [
  { provider: 'MTN', name: 'MTN MoMo', statementsSupported: true, notify: false },
  { provider: 'Vodafone', name: 'Telecel Cash', statementsSupported: false, notify },
  { provider: 'AirtelTigo', name: 'AirtelTigo Money', statementsSupported: false, notify: false },
];

const chooseButton = () => screen.getByText('Choose PDF File').closest('label');

async function chooseWallet(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'Wallet' }));
  await user.click(await screen.findByRole('option', { name: /Personal · 024 123 4567/ }));
}

beforeEach(() => {
  mockApi('listUploads').mockResolvedValue([]);
  // Query updates reach the page in a microtask rather than a zero-delay timeout, so a status
  // poll's answer shows within the advance of the fake timers that made it.
  notifyManager.setScheduler(queueMicrotask);
});
afterEach(() => {
  notifyManager.setScheduler(defaultScheduler);
  onlineManager.setOnline(true);
  window.localStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('UploadPage', () => {
  it('sends a user without wallets to add one first', async () => {
    mockApi('listWallets').mockResolvedValue([]);
    renderWithApp(<UploadPage />);
    expect(await screen.findByText('No wallets found. Add a wallet first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Wallet' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The disabled button says why beside it, and where to fix it.
    expect(chooseButton()).toHaveAttribute('aria-disabled', 'true');
    expect(chooseButton()).toHaveAccessibleDescription('Add a wallet first');
    expect(screen.getByRole('link', { name: 'Add a wallet first' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says when the wallets could not load, with a Retry that loads them again', async () => {
    const wallets = mockApi('listWallets')
      .mockRejectedValueOnce(new ApiError(503, 'The service is busy.', null, ''))
      .mockResolvedValue([PERSONAL]);
    const { user } = renderWithApp(<UploadPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your wallets. The service is busy.');
    expect(chooseButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(wallets).toHaveBeenCalledTimes(2);
  });

  it('keeps Choose PDF File disabled, saying why, and refuses dropped files until one of two wallets is chosen', async () => {
    mockApi('listWallets').mockResolvedValue([PERSONAL, BUSINESS]);
    const upload = jest.spyOn(statementsApi, 'upload');
    const { user } = renderWithApp(<UploadPage />);
    expect(await screen.findByRole('combobox', { name: 'Wallet' })).toHaveTextContent(/^\u200B?$/);
    expect(chooseButton()).toHaveAttribute('aria-disabled', 'true');
    expect(chooseButton()).toHaveAccessibleDescription('Choose a wallet first');
    expect(screen.getByText('Choose a wallet first')).toBeVisible();
    fireEvent.drop(screen.getByTestId('upload-dropzone'), {
      dataTransfer: { files: [pdf('statement.pdf')] },
    });
    expect(await findToast('Select Wallet')).toHaveTextContent(
      'Please select a wallet before uploading files.',
    );
    expect(upload).not.toHaveBeenCalled();

    await chooseWallet(user);
    expect(chooseButton()).not.toHaveAttribute('aria-disabled');
    expect(chooseButton()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Choose a wallet first')).not.toBeInTheDocument();
  });

  it('chooses the only wallet whose statements are read, and another can still be chosen', async () => {
    mockApi('listWallets').mockResolvedValue([TELECEL, PERSONAL]);
    const { user } = renderWithApp(<UploadPage />);
    const select = await screen.findByRole('combobox', { name: 'Wallet' });
    expect(select).toHaveTextContent('Personal · 024 123 4567 · MTN MoMo');
    expect(chooseButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Choose a wallet first')).not.toBeInTheDocument();

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /Telecel · 020 123 4567/ }));
    expect(select).toHaveTextContent('Telecel · 020 123 4567');
    expect(chooseButton()).toHaveAttribute('aria-disabled', 'true');
    expect(chooseButton()).toHaveAccessibleDescription('Telecel Cash statements are not read yet');
  });

  it('skips files that are not PDFs or are over 10 MB, each with its toast', async () => {
    mockApi('listWallets').mockResolvedValue([PERSONAL]);
    const upload = jest.spyOn(statementsApi, 'upload');
    const { user } = renderWithApp(<UploadPage />);
    await chooseWallet(user);

    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Choose PDF File'), [notes, big]);

    const first = await findToast('Invalid File Type');
    expect(first).toHaveAttribute('data-variant', 'destructive');
    expect(first).toHaveTextContent('notes.txt is not a PDF file.');
    // One toast at a time: the second shows once the first is dismissed.
    await user.click(within(first).getByRole('button', { name: 'Close notification' }));
    expect(await findToast('File Too Large')).toHaveTextContent('big.pdf is larger than 10MB.');
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows each file in the overlay, then offers Continue to Dashboard and Close', async () => {
    jest.useFakeTimers();
    mockApi('listWallets').mockResolvedValue([PERSONAL]);
    const upload = jest
      .spyOn(statementsApi, 'upload')
      .mockResolvedValueOnce({ uploadId: 'u-1' })
      .mockResolvedValueOnce({ uploadId: 'u-2' });
    jest
      .spyOn(statementsApi, 'status')
      .mockImplementation((id) =>
        Promise.resolve(
          id === 'u-1'
            ? status({ status: 'completed', transactionsCount: 594 })
            : status({ id, status: 'processing' }),
        ),
      );
    const { user } = renderWithApp(<UploadPage />, { fakeTimers: true });
    await chooseWallet(user);
    await user.upload(screen.getByLabelText('Choose PDF File'), [pdf('sept.pdf'), pdf('oct.pdf')]);

    const overlay = await screen.findByRole('dialog', { name: 'Processing your statements' });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(within(overlay).getAllByRole('progressbar')).toHaveLength(2);
    await waitFor(() =>
      expect(within(overlay).getAllByText('Extracting transactions...')).toHaveLength(2),
    );
    expect(within(overlay).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(within(overlay).getByText('✓ 594 transactions processed')).toBeInTheDocument();
    expect(within(overlay).getByRole('progressbar', { name: 'sept.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(overlay).getByRole('progressbar', { name: 'oct.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '77',
    );
    // Only the finished file can be removed; the way out waits for the other one.
    expect(within(overlay).getByRole('button', { name: 'Remove sept.pdf' })).toBeInTheDocument();
    expect(within(overlay).queryByRole('button', { name: 'Remove oct.pdf' })).toBeNull();
    expect(within(overlay).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(
      within(overlay).queryByRole('button', { name: 'Continue to Dashboard' }),
    ).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(29 * 2_000));
    expect(within(overlay).getByText('Processing timeout')).toBeInTheDocument();
    expect(within(overlay).getByRole('button', { name: 'Close' })).toBeVisible();
    await user.click(within(overlay).getByRole('button', { name: 'Continue to Dashboard' }));
    expect(window.location.pathname).toBe('/dashboard');
  });

  it("asks for a protected statement's password on its row and uploads the same file again with it", async () => {
    jest.useFakeTimers();
    mockApi('listWallets').mockResolvedValue([PERSONAL]);
    const upload = jest
      .spyOn(statementsApi, 'upload')
      .mockResolvedValueOnce({ uploadId: 'u-1' })
      .mockResolvedValueOnce({ uploadId: 'u-2' })
      .mockResolvedValueOnce({ uploadId: 'u-3' });
    const answers: Record<string, StatementUploadStatus> = {
      'u-1': status({
        status: 'failed',
        errorCode: 'PDF_PASSWORD_PROTECTED',
        errorMessage: 'This statement PDF is protected with a password.',
      }),
      'u-2': status({
        status: 'failed',
        errorCode: 'PDF_PASSWORD_INCORRECT',
        errorMessage:
          'That password did not open the statement. Check the password (it is case-sensitive) and try again.',
      }),
      'u-3': status({
        status: 'completed',
        transactionsCount: 592,
        reconciliation: aReconciliation({ status: 'warning', skippedRows: 2 }),
      }),
    };
    jest.spyOn(statementsApi, 'status').mockImplementation((id) => Promise.resolve(answers[id]!));
    const { user } = renderWithApp(<UploadPage />, { fakeTimers: true });
    await chooseWallet(user);
    const file = pdf('locked.pdf');
    await user.upload(screen.getByLabelText('Choose PDF File'), file);

    const overlay = await screen.findByRole('dialog');
    // Sent: polling starts from here.
    const progress = within(overlay).getByRole('progressbar', { name: 'locked.pdf' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(
      within(overlay).getByText('This statement is password-protected. Enter its password'),
    ).toBeInTheDocument();
    const form = within(overlay).getByRole('form', { name: 'Password for locked.pdf' });
    const field = within(form).getByLabelText('Statement password');
    expect(field).toHaveAttribute('type', 'password');
    const retry = within(form).getByRole('button', { name: 'Retry with password' });
    expect(retry).toBeDisabled();

    await user.type(field, 'not-it');
    await user.click(retry);
    expect(upload).toHaveBeenLastCalledWith(file, PERSONAL.id, 'not-it');
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(
      within(overlay).getByText(
        'That password did not open the statement. Check the password (it is case-sensitive) and try again.',
      ),
    ).toBeInTheDocument();
    // The field is empty again, ready for another try; Enter submits it.
    const again = within(overlay).getByLabelText('Statement password');
    expect(again).toHaveValue('');
    await user.type(again, 'Correct-Horse-7391{Enter}');
    expect(upload).toHaveBeenLastCalledWith(file, PERSONAL.id, 'Correct-Horse-7391');
    expect(upload).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));

    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(
      within(overlay).getByText('592 transactions processed · 2 rows skipped'),
    ).toBeInTheDocument();
    expect(within(overlay).queryByText(/✓/)).toBeNull();
    expect(within(overlay).queryByLabelText('Statement password')).toBeNull();
    expect(within(overlay).getByRole('button', { name: 'Continue to Dashboard' })).toBeVisible();
  });

  it('offers only Close when no file completed; a removed item leaves the list', async () => {
    mockApi('listWallets').mockResolvedValue([PERSONAL]);
    jest
      .spyOn(statementsApi, 'upload')
      .mockRejectedValue(new Error('Choose one of your wallets before uploading.'));
    const { user } = renderWithApp(<UploadPage />);
    await chooseWallet(user);
    await user.upload(screen.getByLabelText('Choose PDF File'), [pdf('a.pdf'), pdf('b.pdf')]);

    const overlay = await screen.findByRole('dialog', { name: 'Statements processed' });
    expect(await findToast('Upload Failed')).toHaveTextContent(
      'Choose one of your wallets before uploading.',
    );
    expect(
      within(overlay).getAllByText('Choose one of your wallets before uploading.'),
    ).toHaveLength(2);
    expect(
      within(overlay).queryByRole('button', { name: 'Continue to Dashboard' }),
    ).not.toBeInTheDocument();
    await user.click(within(overlay).getByRole('button', { name: 'Remove a.pdf' }));
    expect(within(overlay).queryByText('a.pdf')).not.toBeInTheDocument();
    expect(within(overlay).getByText('b.pdf')).toBeInTheDocument();
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says a network's statements are not read yet before anything is sent, and offers to let the user know", async () => {
    mockApi('listWallets').mockResolvedValue([PERSONAL, TELECEL]);
    mockApi('getStatementSupport').mockResolvedValue(support(false));
    const interest = mockApi('setStatementInterest')
      .mockResolvedValueOnce(support(true))
      .mockResolvedValueOnce(support(false));
    const upload = jest.spyOn(statementsApi, 'upload');
    const { user } = renderWithApp(<UploadPage />);

    await user.click(await screen.findByRole('combobox', { name: 'Wallet' }));
    // Each wallet with its network; one whose statements are not read yet says so.
    expect(screen.getByRole('option', { name: /Personal · 024 123 4567/ })).toHaveTextContent(
      'MTN MoMo',
    );
    const telecel = screen.getByRole('option', { name: /Telecel · 020 123 4567/ });
    expect(telecel).toHaveTextContent('Telecel Cash · Statements coming soon');
    await user.click(telecel);

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Telecel Cash statements are not read yet.');
    expect(chooseButton()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.drop(screen.getByTestId('upload-dropzone'), {
      dataTransfer: { files: [pdf('telecel.pdf')] },
    });
    expect(await findToast('Statements Coming Soon')).toHaveTextContent(
      'Telecel Cash statements are not read yet.',
    );
    expect(upload).not.toHaveBeenCalled();

    await user.click(within(notice).getByRole('button', { name: "Let me know when it's ready" }));
    expect(interest).toHaveBeenCalledWith({
      path: { provider: 'Vodafone' },
      body: { notify: true },
    });
    expect(await within(notice).findByText("We'll let you know")).toBeInTheDocument();
    expect(
      within(notice).queryByRole('button', { name: "Let me know when it's ready" }),
    ).toBeNull();

    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(interest).toHaveBeenLastCalledWith({
      path: { provider: 'Vodafone' },
      body: { notify: false },
    });
    expect(
      await within(notice).findByRole('button', { name: "Let me know when it's ready" }),
    ).toBeEnabled();

    // Back to an MTN wallet: the notice goes and the upload is open again.
    await user.click(screen.getByRole('combobox', { name: 'Wallet' }));
    await user.click(await screen.findByRole('option', { name: /Personal · 024 123 4567/ }));
    await waitFor(() => expect(chooseButton()).not.toHaveAttribute('aria-disabled'));
    expect(notice).not.toBeInTheDocument();
  });

  it("shows the API's message when it refuses a network it does not read yet, and the page catches up", async () => {
    const wallets = mockApi('listWallets')
      .mockResolvedValueOnce([{ ...TELECEL, statementsSupported: true }])
      .mockResolvedValue([TELECEL]);
    mockApi('getStatementSupport').mockResolvedValue(support(false));
    const message = 'Telecel Cash statements are not read yet. We can let you know when they are.';
    jest
      .spyOn(statementsApi, 'upload')
      .mockRejectedValue(new ApiError(422, message, 'STATEMENTS_NOT_SUPPORTED', ''));
    const { user } = renderWithApp(<UploadPage />);
    await user.click(await screen.findByRole('combobox', { name: 'Wallet' }));
    await user.click(await screen.findByRole('option', { name: /Telecel · 020 123 4567/ }));
    await user.upload(screen.getByLabelText('Choose PDF File'), pdf('telecel.pdf'));

    expect(await findToast('Upload Failed')).toHaveTextContent(message);
    const overlay = await screen.findByRole('dialog', { name: 'Statements processed' });
    expect(within(overlay).getByText(message)).toBeInTheDocument();
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText('Telecel Cash statements are not read yet.'),
    ).toBeInTheDocument();
    expect(wallets).toHaveBeenCalledTimes(2);
    expect(chooseButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('says the connection is lost while offline, not an error, and carries on when it is back', async () => {
    jest.useFakeTimers();
    mockApi('listWallets').mockResolvedValue([PERSONAL]);
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    const poll = jest
      .spyOn(statementsApi, 'status')
      .mockResolvedValueOnce(status({}))
      .mockResolvedValue(status({ status: 'completed', transactionsCount: 594 }));
    const { user } = renderWithApp(<UploadPage />, { fakeTimers: true });
    await chooseWallet(user);
    await user.upload(screen.getByLabelText('Choose PDF File'), pdf('sept.pdf'));
    const overlay = await screen.findByRole('dialog', { name: 'Processing your statements' });
    const progress = within(overlay).getByRole('progressbar', { name: 'sept.pdf' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(within(overlay).getByText('Extracting transactions...')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(within(overlay).getByText('Connection lost, still checking…')).toBeInTheDocument();
    expect(within(overlay).queryByText('Extracting transactions...')).toBeNull();
    expect(document.querySelector('[data-toast]')).toBeNull();
    expect(poll).toHaveBeenCalledTimes(1);
    // Not done: the title says so, but the overlay can be closed meanwhile.
    expect(overlay).toHaveAccessibleName('Processing your statements');
    expect(within(overlay).getByRole('button', { name: 'Close' })).toBeVisible();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(poll).toHaveBeenCalledTimes(2);
    expect(within(overlay).getByText('✓ 594 transactions processed')).toBeInTheDocument();
    expect(overlay).toHaveAccessibleName('Statements processed');
  });

  it('offers Retry checking once the checks give up', async () => {
    jest.useFakeTimers();
    mockApi('listWallets').mockResolvedValue([PERSONAL]);
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    const poll = jest
      .spyOn(statementsApi, 'status')
      .mockRejectedValueOnce(new ApiError(500, 'Something went wrong.', null, ''))
      .mockResolvedValue(status({ status: 'completed', transactionsCount: 594 }));
    const { user } = renderWithApp(<UploadPage />, { fakeTimers: true });
    await chooseWallet(user);
    await user.upload(screen.getByLabelText('Choose PDF File'), pdf('sept.pdf'));
    const overlay = await screen.findByRole('dialog');
    const progress = within(overlay).getByRole('progressbar', { name: 'sept.pdf' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(within(overlay).getByText('Could not check on this statement.')).toBeInTheDocument();
    await user.click(within(overlay).getByRole('button', { name: 'Retry checking' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(poll).toHaveBeenCalledTimes(2);
    expect(within(overlay).getByText('✓ 594 transactions processed')).toBeInTheDocument();
    expect(within(overlay).queryByRole('button', { name: 'Retry checking' })).toBeNull();
  });

  it('shows the MoMo download instructions on demand', async () => {
    mockApi('listWallets').mockResolvedValue([]);
    const { user } = renderWithApp(<UploadPage />);
    await user.click(screen.getByRole('button', { name: 'How to download from MoMo app' }));
    expect(screen.getByText('Pick a date range.')).toBeVisible();
    expect(
      screen.getByText(
        'Only statements downloaded directly from the MoMo mobile app are supported.',
      ),
    ).toBeVisible();
  });
});
