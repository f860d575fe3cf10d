import { renderHook, waitFor } from '@testing-library/react';
import { queryWrapper } from '../testing/query-wrapper';
import { SIGNED_IN_COOKIE } from '../core/token';
import { UPLOADS_POLL_MS, UPLOADS_STALE_MS, useDeleteUpload, useUploads } from './hooks';
import { statementKeys, statementsApi, type StatementUpload } from './statements-api';

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

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('useUploads', () => {
  it('does not ask while signed out, a token or not', () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const list = jest.spyOn(statementsApi, 'list').mockResolvedValue([UPLOAD]);
    const { wrapper } = setup({ session: null });
    const { result } = renderHook(() => useUploads(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(list).not.toHaveBeenCalled();
  });

  it('loads when signed in, polls every 5 s and goes stale after 1 s', async () => {
    jest.spyOn(statementsApi, 'list').mockResolvedValue([UPLOAD]);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useUploads(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([UPLOAD]));
    const query = queryClient.getQueryCache().find({ queryKey: statementKeys.list() });
    expect(query?.options).toMatchObject({
      refetchInterval: UPLOADS_POLL_MS,
      staleTime: UPLOADS_STALE_MS,
    });
    expect([UPLOADS_POLL_MS, UPLOADS_STALE_MS]).toEqual([5_000, 1_000]);
  });
});

describe('useDeleteUpload', () => {
  it('deletes, then invalidates the uploads and the transaction lists', async () => {
    const remove = jest.spyOn(statementsApi, 'remove').mockResolvedValue(undefined);
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(statementKeys.list(), [UPLOAD]);
    queryClient.setQueryData(['transactions', 'list'], []);
    queryClient.setQueryData(['detailed-transactions'], []);
    queryClient.setQueryData(['wallets', 'list'], []);
    const { result } = renderHook(() => useDeleteUpload(), { wrapper });

    await result.current.mutateAsync('u-1');

    expect(remove).toHaveBeenCalledWith('u-1', expect.anything());
    const invalidated = (queryKey: readonly unknown[]) =>
      queryClient.getQueryState(queryKey)?.isInvalidated;
    expect(invalidated(statementKeys.list())).toBe(true);
    expect(invalidated(['transactions', 'list'])).toBe(true);
    expect(invalidated(['detailed-transactions'])).toBe(true);
    expect(invalidated(['wallets', 'list'])).toBe(false);
  });
});
