import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { CATEGORY_DELETING, type CategoryDeleting } from '../../common/events/domain-events';
import { TransactionsRepository } from './transactions.repository';

// A category being deleted: its transactions become uncategorised (and open to the rules again),
// in the deleting transaction (a failure rolls the delete back). Answers how many of the changed
// rows the user may see, which the delete's reply reports: the figure its dialog warned of.
@Injectable()
export class UncategoriseOnCategoryDelete {
  constructor(private readonly transactions: TransactionsRepository) {}

  @OnEvent(CATEGORY_DELETING, { promisify: true, suppressErrors: false })
  onCategoryDeleting({ userId, categoryId, visibleFrom }: CategoryDeleting): Promise<number> {
    return this.transactions.uncategoriseAllIn(userId, categoryId, visibleFrom);
  }
}
