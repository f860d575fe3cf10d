import { renderHook, waitFor } from '@testing-library/react';
import { queryWrapper } from '../testing/query-wrapper';
import { SIGNED_IN_COOKIE } from '../core/token';
import { useCreateWallet, useWallets, WALLETS_POLL_MS, WALLETS_STALE_MS } from './hooks';
import { mockApi } from '../testing/mock-api';
import type { Wallet } from './wallets-api';

const WALLET: Wallet = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Personal',
  provider: 'MTN',
  momoNumber: '0241234567',
  statementsSupported: true,
};

const setup = queryWrapper;
const WALLETS_KEY = [{ _id: 'listWallets' }];

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('useWallets', () => {
  it('does not ask for wallets while signed out, a token or not', () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
    const list = mockApi('listWallets').mockResolvedValue([WALLET]);
    const { wrapper } = setup({ session: null });
    const { result } = renderHook(() => useWallets(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(list).not.toHaveBeenCalled();
  });

  it('loads when signed in and polls every 30 s, in the background too, stale after 10 s', async () => {
    mockApi('listWallets').mockResolvedValue([WALLET]);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useWallets(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([WALLET]));
    const query = queryClient.getQueryCache().find({ queryKey: WALLETS_KEY, exact: true });
    expect(query?.options).toMatchObject({
      refetchInterval: WALLETS_POLL_MS,
      refetchIntervalInBackground: true,
      staleTime: WALLETS_STALE_MS,
    });
    expect([WALLETS_POLL_MS, WALLETS_STALE_MS]).toEqual([30_000, 10_000]);
  });
});

describe('useCreateWallet', () => {
  it('creates, then invalidates the wallet list', async () => {
    const create = mockApi('createWallet').mockResolvedValue(WALLET);
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(WALLETS_KEY, []);
    const { result } = renderHook(() => useCreateWallet(), { wrapper });
    const body = { label: 'Personal', provider: 'MTN', momoNumber: '0241234567' } as const;
    await result.current.mutateAsync(body);
    expect(create).toHaveBeenCalledWith({ body });
    expect(queryClient.getQueryState(WALLETS_KEY)?.isInvalidated).toBe(true);
  });
});
