import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueries, send, useApiQuery } from '../core/api-query';
import {
  createWalletMutation,
  deleteWalletMutation,
  getStatementSupportOptions,
  getWalletDeletionOptions,
  listDeletedWalletsOptions,
  listWalletsOptions,
  restoreWalletMutation,
  setStatementInterestMutation,
  updateWalletMutation,
} from '../generated/@tanstack/react-query.gen';
import { IMPORTED_DATA } from '../statements/hooks';
import type { CreateWalletRequest, UpdateWalletRequest, WalletProvider } from './wallets-api';

// A network whose statements are coming (not MTN).
export type ComingProvider = Exclude<WalletProvider, 'MTN'>;

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

// Rename a wallet or correct its number (issue 29): its label shows on uploads and rows too.
export function useUpdateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWalletRequest }) =>
      send(updateWalletMutation(), { path: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries(apiQueries('listWallets', 'listUploads')),
  });
}

// What deleting the wallet takes (its statements and transactions), for the confirmation.
export function useWalletDeletion(id: string | null) {
  return useApiQuery(getWalletDeletionOptions({ path: { id: id ?? '' } }), {
    enabled: id !== null,
    staleTime: 0,
  });
}

// A wallet with its statements and transactions, restorable for 24 hours.
export function useDeleteWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(deleteWalletMutation(), { path: { id } }),
    onSuccess: () =>
      queryClient.invalidateQueries(
        apiQueries('listWallets', 'listDeletedWallets', 'listUploads', ...IMPORTED_DATA),
      ),
  });
}

export function useDeletedWallets() {
  return useApiQuery(listDeletedWalletsOptions());
}

export function useRestoreWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(restoreWalletMutation(), { path: { id } }),
    onSuccess: () =>
      queryClient.invalidateQueries(
        apiQueries('listWallets', 'listDeletedWallets', 'listUploads', ...IMPORTED_DATA),
      ),
  });
}

// Which networks' statements are read, and which the user asked to hear about (issue 29).
export function useStatementSupport({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(getStatementSupportOptions(), { enabled });
}

export function useSetStatementInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, notify }: { provider: ComingProvider; notify: boolean }) =>
      send(setStatementInterestMutation(), { path: { provider }, body: { notify } }),
    onSuccess: (support) => {
      queryClient.setQueriesData(apiQueries('getStatementSupport'), support);
    },
  });
}
