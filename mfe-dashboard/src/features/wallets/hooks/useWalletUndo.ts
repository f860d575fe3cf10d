import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueries, errorMessage, useRestoreWallet } from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';

const RESTORE_WALLET_FAILED = 'Failed to restore the wallet. Please try again.';

// Undo of a wallet's deletion, from the recently deleted list or the deletion's toast: the API's
// sentence either way (a refusal says why: its number taken by a wallet added since, the 24 hours
// over, already back).
export function useWalletUndo() {
  const restoreWallet = useRestoreWallet();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { mutateAsync } = restoreWallet;

  const undo = useCallback(
    async (id: string) => {
      try {
        const { message } = await mutateAsync(id);
        toast({ title: 'Wallet Restored', description: message, variant: 'success' });
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error, RESTORE_WALLET_FAILED),
          variant: 'destructive',
        });
        // Past its window or already back: the list stops offering it.
        await queryClient.invalidateQueries(apiQueries('listDeletedWallets'));
      }
    },
    [mutateAsync, queryClient, toast],
  );

  // The wallet whose undo is under way.
  const restoringId = restoreWallet.isPending ? restoreWallet.variables : undefined;
  return { undo, restoringId };
}
