import { useEffect, useEffectEvent, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RefreshCw } from 'lucide-react';
import {
  errorMessage,
  useApplyCategoryToSimilar,
  useCategories,
  useSetTransactionCategory,
  type Category,
  type Transaction,
} from '@sikalens/api-client';
import {
  LoadError,
  PageHeader,
  SimilarOfferDialog,
  useToast,
  type SimilarOffer,
  lazyDialog,
} from '@sikalens/shared-ui';
import { useCategoriseQueue } from '../hooks/useCategoriseQueue';
import { useSwipe } from '../hooks/useSwipe';
import { useSwipeTip } from '../hooks/useSwipeTip';
import { SWIPE_ANIMATION_MS, swipeDecision } from '../utils/swipe';
import {
  categoryTypesFor,
  newCategoryTypeFor,
  similarAppliedText,
} from '../utils/transaction-display';
import { AllCategorised } from './AllCategorised';
import { CardNavigation } from './CardNavigation';
import { CategoryChoices } from './CategoryChoices';
import type { QuickCategoryTarget } from './QuickCategoryDialog';
import { SessionProgress } from './SessionProgress';
import { SwipeCard } from './SwipeCard';
import { SwipeTip } from './SwipeTip';
import { TransactionCard } from './TransactionCard';

// Loaded when first opened (lazyDialog), with its form library.
const QuickCategoryDialog = lazyDialog(
  async () => (await import('./QuickCategoryDialog')).QuickCategoryDialog,
  ({ target }) => target !== null,
);

type Direction = 'next' | 'previous';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function CategorisePage() {
  const queue = useCategoriseQueue();
  const categories = useCategories();
  const setCategory = useSetTransactionCategory();
  const applySimilar = useApplyCategoryToSimilar();
  const { toast } = useToast();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const animationMs = reduceMotion ? 0 : SWIPE_ANIMATION_MS;
  const [leaving, setLeaving] = useState<Direction | null>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  const [creating, setCreating] = useState<QuickCategoryTarget | null>(null);
  const [offer, setOffer] = useState<SimilarOffer | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const { current, index, items, query } = queue;
  const dialogOpen = creating !== null || offer !== null;
  const tipVisible = useSwipeTip(current !== null);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  // The card leaves the way it was sent, then the next (or previous) one grows in.
  const move = (direction: Direction): boolean => {
    if (leaving || !queue.canGo(direction)) return false;
    if (animationMs === 0) {
      queue.go(direction);
      return true;
    }
    setLeaving(direction);
    leaveTimer.current = window.setTimeout(() => {
      queue.go(direction);
      setLeaving(null);
    }, animationMs);
    return true;
  };

  const swipe = useSwipe({
    enabled: current !== null && leaving === null && !dialogOpen,
    onRelease: (dx) => {
      const decision = swipeDecision(dx);
      if (decision !== 'stay') move(decision);
    },
  });

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (dialogOpen || event.defaultPrevented || isTyping(event.target)) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const direction =
      event.key === 'ArrowRight' ? 'next' : event.key === 'ArrowLeft' ? 'previous' : null;
    if (direction && move(direction)) event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const choose = (category: Category, transaction: Transaction, at: number, created = false) => {
    setCategory.mutate(
      { id: transaction.id, body: { categoryId: category.id, categoryName: category.name } },
      {
        onSuccess: (result) => {
          queue.markCategorised(transaction.id, at);
          toast(
            created
              ? {
                  title: 'Category created successfully',
                  description: `Transaction categorized as ${category.name}.`,
                  variant: 'success',
                }
              : {
                  title: 'Transaction categorized successfully',
                  description: category.name,
                  variant: 'success',
                },
          );
          if (result.similar && result.similar.count > 0) {
            setOffer({
              transactionId: transaction.id,
              categoryName: category.name,
              similar: result.similar,
            });
          }
        },
        onError: (error) =>
          toast({
            title: 'Failed to categorize transaction',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  const acceptOffer = (accepted: SimilarOffer) => {
    applySimilar.mutate(accepted.transactionId, {
      onSuccess: (updated) => {
        queue.addCategorised(updated);
        toast({
          title: 'Transactions categorized successfully',
          description: similarAppliedText(updated, accepted.categoryName),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Failed to categorize transaction',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: () => setOffer(null),
    });
  };

  const refresh = () => {
    setRefreshing(true);
    void Promise.allSettled([query.refetch(), categories.refetch()]).finally(() =>
      setRefreshing(false),
    );
  };

  const types = current ? categoryTypesFor(current.amount) : [];
  const options = (categories.data ?? []).filter((category) => types.includes(category.type));
  const pendingId = setCategory.isPending ? (setCategory.variables.body.categoryId ?? null) : null;
  const allDone = !query.isLoading && items.length === 0 && queue.remaining === 0;

  let body;
  if (query.isLoading) {
    body = (
      <Stack spacing={2} role="progressbar" aria-label="Loading transactions" aria-busy="true">
        <Skeleton variant="rounded" height={12} />
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  } else if (query.isError && !query.data) {
    // Retry is the header's Refresh: the categories beside the cards come back with them.
    body = (
      <LoadError onRetry={refresh}>
        Could not load your uncategorized transactions. {errorMessage(query.error)}
      </LoadError>
    );
  } else if (allDone) {
    body = <AllCategorised categorised={queue.categorised} />;
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <SessionProgress
            remaining={queue.remaining}
            categorised={queue.categorised}
            progress={queue.progress}
          />
          {current ? (
            <>
              {/* The tip's room closes with it, with no gap of the grid's left behind. */}
              <Box>
                <SwipeCard
                  cardKey={current.id}
                  label={`Transaction ${index + 1} of ${queue.remaining}`}
                  offset={swipe.offset}
                  dragging={swipe.dragging}
                  leaving={leaving}
                  animationMs={animationMs}
                  handlers={swipe.handlers}
                >
                  <TransactionCard transaction={current} />
                </SwipeCard>
                <SwipeTip visible={tipVisible} animationMs={animationMs} />
              </Box>
              <CardNavigation
                position={index + 1}
                count={queue.remaining}
                canGoBack={queue.canGo('previous') && !leaving}
                canSkip={queue.canGo('next') && !leaving}
                onPrevious={() => move('previous')}
                onSkip={() => move('next')}
              />
            </>
          ) : (
            // Past the cards loaded (all done here, or skipped past the last): the next page is
            // on its way.
            <Stack spacing={1} role="progressbar" aria-label="Loading more transactions">
              <Skeleton variant="rounded" height={260} />
            </Stack>
          )}
          {query.isFetchNextPageError && !query.isFetchingNextPage ? (
            <LoadError onRetry={() => void query.fetchNextPage()}>
              Could not load more transactions. {errorMessage(query.error)}
            </LoadError>
          ) : null}
        </Box>
        {current ? (
          <CategoryChoices
            transaction={current}
            categories={categories}
            options={options}
            disabled={setCategory.isPending || leaving !== null}
            pendingId={pendingId}
            onChoose={(category) => choose(category, current, index)}
            onCreate={() =>
              setCreating({ transaction: current, type: newCategoryTypeFor(current.amount) })
            }
          />
        ) : null}
      </Box>
    );
  }

  return (
    <>
      <PageHeader
        title="Categorize"
        subtitle="Sort your uncategorized transactions, one at a time."
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshCw size={18} />}
            onClick={refresh}
            loading={refreshing}
            sx={{ minHeight: 44 }}
          >
            Refresh
          </Button>
        }
      />
      {body}
      <QuickCategoryDialog
        target={creating}
        onClose={() => setCreating(null)}
        onCreated={(category, transaction) => {
          const at = items.findIndex((item) => item.id === transaction.id);
          choose(category, transaction, Math.max(0, at), true);
        }}
      />
      <SimilarOfferDialog
        offer={offer}
        applying={applySimilar.isPending}
        onAccept={acceptOffer}
        onDecline={() => setOffer(null)}
      />
    </>
  );
}
