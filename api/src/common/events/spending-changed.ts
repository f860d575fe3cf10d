import type { EventEmitter2 } from '@nestjs/event-emitter';

// A user's spending may have changed: transactions imported, deleted or restored, a category set
// on one or many. Published by the module that changed it, inside the transaction that changed it,
// and awaited: subscribers react in that same transaction (alerts queues a budget check), so a
// change that rolls back leaves nothing behind, and the publisher needs to know none of them
// (issue 28, item 3). Later work goes through pg-boss, queued by a subscriber.
export const SPENDING_CHANGED = 'spending.changed';

export type SpendingChanged = { userId: string };

export async function publishSpendingChanged(events: EventEmitter2, userId: string): Promise<void> {
  const event: SpendingChanged = { userId };
  await events.emitAsync(SPENDING_CHANGED, event);
}
