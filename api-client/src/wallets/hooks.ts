import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedIn } from '../auth/session';
import { walletKeys, walletsApi } from './wallets-api';

// Spec section 7: polled every 30 s, also while the tab is in the background; stale after 10 s.
export const WALLETS_POLL_MS = 30_000;
export const WALLETS_STALE_MS = 10_000;

export function useWallets() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: walletKeys.list(),
    queryFn: walletsApi.list,
    enabled: signedIn,
    refetchInterval: WALLETS_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: WALLETS_STALE_MS,
  });
}

export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: walletsApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
