import {
  errorMessage,
  useMarkFlagReviewed,
  useUnmarkFlagReviewed,
  type FlaggedExpense,
} from '@sikalens/api-client';
import { signedAmount, transactionTypeLabel, useToast } from '@sikalens/shared-ui';

// Marking a flagged expense reviewed (it leaves the list at once; the toast offers Undo), and
// taking that back.
export function useFlagReview() {
  const mark = useMarkFlagReviewed();
  const unmark = useUnmarkFlagReviewed();
  const { toast } = useToast();
  const fail = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

  // Per call (mutateAsync), not per hook: reviewing two quickly gives each its own toast and
  // its own error message (a mutate() callback fires for the latest call only).
  const unreview = (item: FlaggedExpense) =>
    void unmark.mutateAsync(item.transaction.id).catch(fail);

  const review = (item: FlaggedExpense) =>
    void mark.mutateAsync(item.transaction.id).then(
      () =>
        toast({
          title: 'Marked as reviewed',
          description: `${transactionTypeLabel(item.transaction.type)} · ${signedAmount(item.transaction.amount)}`,
          variant: 'success',
          action: { label: 'Undo', onClick: () => unreview(item) },
        }),
      fail,
    );

  return { review, unreview };
}
