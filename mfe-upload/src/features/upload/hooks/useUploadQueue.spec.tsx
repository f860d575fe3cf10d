import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import {
  defaultScheduler,
  focusManager,
  notifyManager,
  onlineManager,
  QueryClient,
} from '@tanstack/react-query';
import {
  ApiError,
  IMPORTED_DATA,
  statementsApi,
  type StatementUploadStatus,
} from '@sikalens/api-client';
import { DevProviders } from '@sikalens/shared-ui';
import { useUploadQueue } from './useUploadQueue';
import { aReconciliation } from '../testing/render-page';
import { itemLabel, MAX_FAILED_CHECKS } from '../utils/upload-queue';

const WALLET_ID = 'w-1';
// The keys api-client's hooks cache the upload list and the imported data under.
const UPLOADS_KEY = [{ _id: 'listUploads' }];
const IMPORTED_DATA_KEYS = IMPORTED_DATA.map((operation) => [{ _id: operation }]);
const TRANSACTIONS_KEY = [{ _id: 'listTransactions', query: { page: 1, pageSize: 10 } }];
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const status = (overrides: Partial<StatementUploadStatus> = {}): StatementUploadStatus => ({
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

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DevProviders queryClient={queryClient}>{children}</DevProviders>
  );
  const hook = renderHook(() => useUploadQueue(), { wrapper });
  return { queryClient, ...hook };
}

// Runs the timers due within `ms` and the promises they start.
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function toastText(title: string) {
  const heading = screen.queryByText(title, { selector: '[data-toast] p' });
  return heading?.closest('[data-toast]')?.textContent ?? null;
}

const isInvalidated = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

beforeEach(() => {
  jest.useFakeTimers();
  // The query cache tells its observers in a zero-delay timeout by default; a microtask lets a
  // poll's answer show within the advance that made it, as the timers did before.
  notifyManager.setScheduler(queueMicrotask);
});
afterEach(() => {
  notifyManager.setScheduler(defaultScheduler);
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useUploadQueue', () => {
  it('walks 0, 25, 50, then 77, 79… while polling every 2 s, and 100 on completed', async () => {
    let accept: (value: { uploadId: string }) => void = () => undefined;
    const upload = jest
      .spyOn(statementsApi, 'upload')
      .mockReturnValue(new Promise((resolve) => (accept = resolve)));
    // sept.pdf: pending, processing, completed; oct.pdf keeps processing.
    const answers = [
      status({ status: 'pending' }),
      status(),
      status({ status: 'completed', transactionsCount: 594 }),
    ];
    const poll = jest
      .spyOn(statementsApi, 'status')
      .mockImplementation((id) => Promise.resolve((id === 'u-1' && answers.shift()) || status()));
    const { result, queryClient } = setup();
    queryClient.setQueryData(UPLOADS_KEY, []);
    IMPORTED_DATA_KEYS.forEach((queryKey) => queryClient.setQueryData(queryKey, []));

    let started: Promise<void> = Promise.resolve();
    act(() => {
      started = result.current.start([pdf('sept.pdf'), pdf('oct.pdf')], WALLET_ID);
    });
    const [first, second] = result.current.items;
    expect(first).toMatchObject({ fileName: 'sept.pdf', status: 'processing', progress: 25 });
    // The second file waits its turn: pending, 0 %.
    expect(second).toMatchObject({ fileName: 'oct.pdf', status: 'pending', progress: 0 });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'sept.pdf' }),
      WALLET_ID,
      undefined,
    );

    upload.mockResolvedValue({ uploadId: 'u-2' });
    await act(async () => {
      accept({ uploadId: 'u-1' });
      await started;
    });
    expect(result.current.items[0]).toMatchObject({ progress: 50, uploadId: 'u-1' });
    expect(result.current.items[1]).toMatchObject({ progress: 50, uploadId: 'u-2' });

    // No poll before 2 s have passed.
    await advance(1_999);
    expect(poll).not.toHaveBeenCalled();
    await advance(1);
    expect(poll).toHaveBeenCalledWith('u-1');
    expect(result.current.items[0]).toMatchObject({ status: 'processing', progress: 77 });
    await advance(2_000);
    expect(result.current.items[0]).toMatchObject({ status: 'processing', progress: 79 });
    await advance(2_000);
    expect(result.current.items[0]).toMatchObject({
      status: 'completed',
      progress: 100,
      transactionsCount: 594,
    });
    expect(toastText('Upload Complete')).toContain('Successfully processed 594 transactions.');
    // The upload list and every list of imported data are refreshed.
    expect(isInvalidated(queryClient, UPLOADS_KEY)).toBe(true);
    IMPORTED_DATA_KEYS.forEach((queryKey) =>
      expect(isInvalidated(queryClient, queryKey)).toBe(true),
    );
    expect(result.current.settled).toBe(false);

    // Polling of the completed statement has stopped; the other one's goes on every 2 s, neither
    // hurried nor counted twice by that refresh.
    const callsFor = (uploadId: string) => poll.mock.calls.filter(([id]) => id === uploadId).length;
    expect(callsFor('u-1')).toBe(3);
    expect(callsFor('u-2')).toBe(3);
    expect(result.current.items[1]).toMatchObject({ status: 'processing', progress: 81 });
    await advance(10_000);
    expect(callsFor('u-1')).toBe(3);
    expect(callsFor('u-2')).toBe(8);
    expect(result.current.items[1]).toMatchObject({ status: 'processing', progress: 91 });
  });

  it('keeps polling while the tab is in the background, as the timers did', async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    const poll = jest.spyOn(statementsApi, 'status').mockResolvedValue(status());
    const { result } = setup();
    act(() => focusManager.setFocused(false));
    await act(() => result.current.start([pdf('a.pdf')], WALLET_ID));
    await advance(3 * 2_000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(result.current.items[0]).toMatchObject({ status: 'processing', progress: 81 });
  });

  it('marks the file failed with Processing timeout after 30 polls, and polls no more', async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    const poll = jest.spyOn(statementsApi, 'status').mockResolvedValue(status());
    const { result } = setup();
    await act(() => result.current.start([pdf('slow.pdf')], WALLET_ID));

    await advance(29 * 2_000);
    expect(poll).toHaveBeenCalledTimes(29);
    expect(result.current.items[0]).toMatchObject({ status: 'processing', progress: 95 });
    await advance(2_000);
    expect(poll).toHaveBeenCalledTimes(30);
    expect(result.current.items[0]).toMatchObject({
      status: 'failed',
      progress: 100,
      error: 'Processing timeout',
    });
    expect(result.current.settled).toBe(true);
    expect(result.current.anyCompleted).toBe(false);
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(30);
    expect(toastText('Processing Failed')).toBeNull();
  });

  it('says how many rows were skipped when a statement completes with a warning', async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    jest.spyOn(statementsApi, 'status').mockResolvedValue(
      status({
        status: 'completed',
        transactionsCount: 592,
        reconciliation: aReconciliation({ status: 'warning', skippedRows: 2 }),
      }),
    );
    const { result } = setup();
    await act(() => result.current.start([pdf('may.pdf')], WALLET_ID));
    await advance(2_000);
    expect(result.current.items[0]?.status).toBe('completed');
    expect(result.current.items[0]?.reconciliation?.skippedRows).toBe(2);
    expect(toastText('Upload Complete')).toContain('Processed 592 transactions: 2 rows skipped.');
  });

  it("shows the server's message when processing fails", async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    const poll = jest.spyOn(statementsApi, 'status').mockResolvedValue(
      status({
        status: 'failed',
        errorMessage: 'This PDF does not look like an MTN MoMo statement.',
      }),
    );
    const { result, queryClient } = setup();
    queryClient.setQueryData(UPLOADS_KEY, []);
    queryClient.setQueryData(TRANSACTIONS_KEY, []);
    await act(() => result.current.start([pdf('invoice.pdf')], WALLET_ID));
    await advance(2_000);
    expect(result.current.items[0]).toMatchObject({
      status: 'failed',
      progress: 100,
      error: 'This PDF does not look like an MTN MoMo statement.',
    });
    expect(toastText('Processing Failed')).toContain(
      'This PDF does not look like an MTN MoMo statement.',
    );
    expect(result.current.settled).toBe(true);
    // The upload list shows the failure; no transactions came in.
    expect(isInvalidated(queryClient, UPLOADS_KEY)).toBe(true);
    expect(isInvalidated(queryClient, TRANSACTIONS_KEY)).toBe(false);
    // A failed statement is not polled again.
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('falls back to Failed to process PDF. when the server gives no reason', async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    jest.spyOn(statementsApi, 'status').mockResolvedValue(status({ status: 'failed' }));
    const { result } = setup();
    await act(() => result.current.start([pdf('a.pdf')], WALLET_ID));
    await advance(2_000);
    expect(toastText('Processing Failed')).toContain('Failed to process PDF.');
  });

  it('marks the file failed and says Upload Failed when the upload call is refused', async () => {
    jest
      .spyOn(statementsApi, 'upload')
      .mockRejectedValue(new ApiError(415, 'a.pdf is not a PDF file.', 'NOT_A_PDF', ''));
    const poll = jest.spyOn(statementsApi, 'status');
    const { result } = setup();
    await act(() => result.current.start([pdf('a.pdf')], WALLET_ID));
    expect(result.current.items[0]).toMatchObject({
      status: 'failed',
      progress: 100,
      error: 'a.pdf is not a PDF file.',
    });
    expect(toastText('Upload Failed')).toContain('a.pdf is not a PDF file.');
    await advance(4_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('says the connection is lost while checks get no answer, and goes on when they do', async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    const poll = jest
      .spyOn(statementsApi, 'status')
      .mockResolvedValueOnce(status())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(0, 'Unknown error', null, '0: {}'))
      .mockResolvedValueOnce(status())
      .mockResolvedValue(status({ status: 'completed', transactionsCount: 12 }));
    const { result } = setup();
    await act(() => result.current.start([pdf('a.pdf')], WALLET_ID));
    await advance(2_000);
    expect(result.current.items[0]).toMatchObject({ progress: 77, connectionLost: false });

    // No answer (a failed fetch, as the client reports it): still checking, every 2 s.
    await advance(2_000);
    expect(result.current.items[0]).toMatchObject({
      status: 'processing',
      progress: 77,
      connectionLost: true,
      stalled: false,
    });
    expect(itemLabel(result.current.items[0]!)).toBe('Connection lost, still checking…');
    // The overlay may be closed meanwhile; nothing is said as an error.
    expect(result.current.settled).toBe(true);
    expect(document.querySelector('[data-toast]')).toBeNull();
    await advance(2_000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(result.current.items[0]?.connectionLost).toBe(true);

    // Answered again: a failed check is not counted as a poll.
    await advance(2_000);
    expect(result.current.items[0]).toMatchObject({ progress: 79, connectionLost: false });
    expect(result.current.settled).toBe(false);
    await advance(2_000);
    expect(result.current.items[0]).toMatchObject({ status: 'completed', transactionsCount: 12 });
    expect(toastText('Upload Complete')).toContain('Successfully processed 12 transactions.');
  });

  it('waits while the browser is offline, and polls again once it is back online', async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    const poll = jest
      .spyOn(statementsApi, 'status')
      .mockResolvedValueOnce(status())
      .mockResolvedValue(status({ status: 'completed', transactionsCount: 5 }));
    const { result } = setup();
    await act(() => result.current.start([pdf('a.pdf')], WALLET_ID));
    await advance(2_000);
    expect(poll).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current.items[0]).toMatchObject({ progress: 77, connectionLost: true });
    await advance(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(result.current.items[0]).toMatchObject({ status: 'processing', connectionLost: true });

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(2_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(result.current.items[0]).toMatchObject({
      status: 'completed',
      connectionLost: false,
      transactionsCount: 5,
    });
  });

  it('says it could not check after minutes without an answer, and Retry checking checks again', async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    const poll = jest
      .spyOn(statementsApi, 'status')
      .mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = setup();
    await act(() => result.current.start([pdf('a.pdf')], WALLET_ID));
    await advance(2_000);
    expect(result.current.items[0]?.connectionLost).toBe(true);

    await advance((MAX_FAILED_CHECKS - 1) * 2_000);
    expect(poll).toHaveBeenCalledTimes(MAX_FAILED_CHECKS);
    expect(result.current.items[0]).toMatchObject({
      status: 'processing',
      stalled: true,
      connectionLost: false,
    });
    expect(itemLabel(result.current.items[0]!)).toBe('Could not check on this statement.');
    expect(result.current.settled).toBe(true);
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(MAX_FAILED_CHECKS);
    expect(document.querySelector('[data-toast]')).toBeNull();

    let answer: (value: StatementUploadStatus) => void = () => undefined;
    poll.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => result.current.recheck('u-1'));
    await advance(0);
    // Checking again: followed as before until that check answers.
    expect(result.current.items[0]).toMatchObject({ status: 'processing', stalled: false });
    expect(itemLabel(result.current.items[0]!)).toBe('Extracting transactions...');
    answer(status({ status: 'completed', transactionsCount: 7 }));
    await advance(0);
    expect(poll).toHaveBeenCalledTimes(MAX_FAILED_CHECKS + 1);
    expect(result.current.items[0]).toMatchObject({ status: 'completed', transactionsCount: 7 });
  });

  it('gives up at once when the API refuses a check, and polls no more', async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    const poll = jest
      .spyOn(statementsApi, 'status')
      .mockRejectedValue(new ApiError(404, 'Upload not found.', 'UPLOAD_NOT_FOUND', ''));
    const { result } = setup();
    await act(() => result.current.start([pdf('a.pdf')], WALLET_ID));
    await advance(2_000);
    expect(result.current.items[0]).toMatchObject({ progress: 50, stalled: true });
    await advance(10_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(result.current.settled).toBe(true);
  });

  it('removes finished items and clears the queue', async () => {
    jest.spyOn(statementsApi, 'upload').mockRejectedValue(new ApiError(413, 'Too big', null, ''));
    const { result } = setup();
    await act(() => result.current.start([pdf('a.pdf'), pdf('b.pdf')], WALLET_ID));
    expect(result.current.items).toHaveLength(2);
    act(() => result.current.remove(result.current.items[0]!.key));
    expect(result.current.items.map((item) => item.fileName)).toEqual(['b.pdf']);
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
  });

  it('retries a file with its password, and forgets the file once the item is removed', async () => {
    const upload = jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    jest
      .spyOn(statementsApi, 'status')
      .mockResolvedValueOnce(
        status({ status: 'failed', errorCode: 'PDF_PASSWORD_PROTECTED', errorMessage: 'Locked.' }),
      )
      .mockResolvedValue(status({ status: 'completed', transactionsCount: 12 }));
    const { result } = setup();
    const file = pdf('locked.pdf');
    await act(() => result.current.start([file], WALLET_ID));
    await advance(2_000);
    const key = result.current.items[0]!.key;
    expect(result.current.items[0]).toMatchObject({
      status: 'failed',
      errorCode: 'PDF_PASSWORD_PROTECTED',
    });

    await act(() => result.current.retryWithPassword(key, 'Correct-Horse-7391'));
    expect(upload).toHaveBeenLastCalledWith(file, WALLET_ID, 'Correct-Horse-7391');
    // The password is not kept on the item.
    expect(JSON.stringify(result.current.items)).not.toContain('Correct-Horse-7391');
    expect(result.current.items[0]).toMatchObject({
      status: 'processing',
      progress: 50,
      errorCode: null,
    });
    // Followed afresh from the first poll (even were the server to give the same id again).
    await advance(2_000);
    expect(result.current.items[0]).toMatchObject({ status: 'completed', transactionsCount: 12 });

    act(() => result.current.remove(key));
    await act(() => result.current.retryWithPassword(key, 'again'));
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('stops its timers when the page goes away', async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    const poll = jest.spyOn(statementsApi, 'status').mockResolvedValue(status());
    const { result, unmount } = setup();
    await act(() => result.current.start([pdf('a.pdf')], WALLET_ID));
    unmount();
    await advance(10_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('ignores a poll that answers after the page went away, and leaves no timer behind', async () => {
    jest.spyOn(statementsApi, 'upload').mockResolvedValue({ uploadId: 'u-1' });
    let answer: (value: StatementUploadStatus) => void = () => undefined;
    const poll = jest
      .spyOn(statementsApi, 'status')
      .mockResolvedValueOnce(status())
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { result, unmount, queryClient } = setup();
    queryClient.setQueryData(TRANSACTIONS_KEY, []);
    await act(() => result.current.start([pdf('a.pdf')], WALLET_ID));
    await advance(2 * 2_000);
    // The second poll is still on its way.
    expect(poll).toHaveBeenCalledTimes(2);
    unmount();
    answer(status({ status: 'completed', transactionsCount: 5 }));
    await advance(60_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(isInvalidated(queryClient, TRANSACTIONS_KEY)).toBe(false);
    // Once the cache has let go of the unused queries (5 minutes), no timer is left running.
    await advance(5 * 60_000);
    expect(jest.getTimerCount()).toBe(0);
  });
});
