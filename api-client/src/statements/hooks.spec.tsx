import { renderHook, waitFor } from '@testing-library/react';
import { queryWrapper } from '../testing/query-wrapper';
import { SIGNED_IN_COOKIE } from '../core/token';
import { UPLOADS_POLL_MS, UPLOADS_STALE_MS, useDeleteUpload, useUploads } from './hooks';
import { mockApi } from '../testing/mock-api';
import type { StatementUpload } from './statements-api';

const UPLOAD: StatementUpload = {
  id: 'u-1',
  fileName: 'statement.pdf',
  walletId: 'w-1',
  status: 'completed',
  aiCategorizationStatus: 'completed',
  transactionsCount: 3,
  newTransactionsCount: 3,
  errorMessage: null,
  errorCode: null,
  reconciliation: null,
  createdAt: '2024-09-07T10:00:00.000Z',
};

const setup = queryWrapper;
const UPLOADS_KEY = [{ _id: 'listUploads' }];

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('useUploads', () => {
  it('does not ask while signed out, a token or not', () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const list = mockApi('listUploads').mockResolvedValue([UPLOAD]);
    const { wrapper } = setup({ session: null });
    const { result } = renderHook(() => useUploads(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(list).not.toHaveBeenCalled();
  });

  it('loads when signed in, polls every 5 s and goes stale after 1 s', async () => {
    mockApi('listUploads').mockResolvedValue([UPLOAD]);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useUploads(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([UPLOAD]));
    const query = queryClient.getQueryCache().find({ queryKey: UPLOADS_KEY, exact: true });
    expect(query?.options).toMatchObject({
      refetchInterval: UPLOADS_POLL_MS,
      staleTime: UPLOADS_STALE_MS,
    });
    expect([UPLOADS_POLL_MS, UPLOADS_STALE_MS]).toEqual([5_000, 1_000]);
  });
});

describe('useDeleteUpload', () => {
  it('deletes, then invalidates the uploads and the transaction lists', async () => {
    const remove = mockApi('deleteUpload').mockResolvedValue(undefined);
    const { queryClient, wrapper } = setup();
    const PAGE_KEY = [{ _id: 'listTransactions', query: { page: 2 } }];
    const DETAILED_KEY = [{ _id: 'listDetailedTransactions', query: { limit: 5 } }];
    const WALLETS_KEY = [{ _id: 'listWallets' }];
    queryClient.setQueryData(UPLOADS_KEY, [UPLOAD]);
    queryClient.setQueryData(PAGE_KEY, []);
    queryClient.setQueryData(DETAILED_KEY, []);
    queryClient.setQueryData(WALLETS_KEY, []);
    const { result } = renderHook(() => useDeleteUpload(), { wrapper });

    await result.current.mutateAsync('u-1');

    expect(remove).toHaveBeenCalledWith({ path: { id: 'u-1' } });
    const invalidated = (queryKey: readonly unknown[]) =>
      queryClient.getQueryState(queryKey)?.isInvalidated;
    expect(invalidated(UPLOADS_KEY)).toBe(true);
    expect(invalidated(PAGE_KEY)).toBe(true);
    expect(invalidated(DETAILED_KEY)).toBe(true);
    expect(invalidated(WALLETS_KEY)).toBe(false);
  });
});
