import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueries, send, useApiQuery } from '../core/api-query';
import { createWalletMutation, listWalletsOptions } from '../generated/@tanstack/react-query.gen';
import type { CreateWalletRequest } from './wallets-api';

// Spec section 7: polled every 30 s, also while the tab is in the background; stale after 10 s.
export const WALLETS_POLL_MS = 30_000;
export const WALLETS_STALE_MS = 10_000;

export function useWallets() {
  return useApiQuery(listWalletsOptions(), {
    refetchInterval: WALLETS_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: WALLETS_STALE_MS,
  });
}

export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWalletRequest) => send(createWalletMutation(), { body }),
    onSuccess: () => queryClient.invalidateQueries(apiQueries('listWallets')),
  });
}
