import {
  errorMessage,
  useMarkFlagReviewed,
  useUnmarkFlagReviewed,
  type FlaggedExpense,
} from '@sikalens/api-client';
import { signedAmount, useToast } from '@sikalens/shared-ui';

// Marking a flagged expense reviewed (it leaves the list at once; the toast offers Undo), and
// taking that back.
export function useFlagReview() {
  const mark = useMarkFlagReviewed();
  const unmark = useUnmarkFlagReviewed();
  const { toast } = useToast();
  const fail = (error: Error) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

  const unreview = (item: FlaggedExpense) => unmark.mutate(item.transaction.id, { onError: fail });

  const review = (item: FlaggedExpense) =>
    mark.mutate(item.transaction.id, {
      onSuccess: () =>
        toast({
          title: 'Marked as reviewed',
          description: `${item.transaction.type || 'Transaction'} · ${signedAmount(item.transaction.amount)}`,
          variant: 'success',
          action: { label: 'Undo', onClick: () => unreview(item) },
        }),
      onError: fail,
    });

  return { review, unreview };
}
