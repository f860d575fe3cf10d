import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PROCESS_QUERY, accountApi, sessionKeys } from '@sikalens/api-client';
import { UiProviders } from '@sikalens/shared-ui';
import { useDataDeletion } from './useDataDeletion';

// The wallet list's key, as api-client's hooks build it.
const WALLETS_KEY = [{ _id: 'listWallets' }];
const USER = { id: 'u1', firstName: 'Ama', lastName: null, phone: null, email: null, isPro: false };

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.all, USER);
  queryClient.setQueryData(WALLETS_KEY, [{ id: 'w1' }]);
  // A process under way (a payment being verified): not data of the account.
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey: ['payment-verification', 'ref'], meta: PROCESS_QUERY })
    .setData({ finished: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <UiProviders>{children}</UiProviders>
    </QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useDataDeletion(), { wrapper }) };
}

afterEach(() => jest.restoreAllMocks());

describe('useDataDeletion', () => {
  it('resets what was shown from the data, not the session (the user stays signed in)', async () => {
    jest.spyOn(accountApi, 'deleteData').mockResolvedValue({
      message: 'Your data was deleted.',
      restorableUntil: null,
    } as Awaited<ReturnType<typeof accountApi.deleteData>>);
    const { queryClient, result } = setup();
    await act(async () => {
      await result.current.remove();
    });
    expect(queryClient.getQueryData(WALLETS_KEY)).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(USER);
    expect(queryClient.getQueryData(['payment-verification', 'ref'])).toEqual({ finished: 1 });
  });

  it('keeps the session when restoring too', async () => {
    jest.spyOn(accountApi, 'restoreData').mockResolvedValue({
      message: 'Your data is back.',
    } as Awaited<ReturnType<typeof accountApi.restoreData>>);
    const { queryClient, result } = setup();
    await act(async () => {
      await result.current.restore();
    });
    expect(queryClient.getQueryData(WALLETS_KEY)).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(USER);
  });
});
