import { Injectable } from '@nestjs/common';
import { Database } from '../../common/database/database';

// A flagged expense its owner marked as reviewed (it leaves the flagged list until shown again;
// docs/insights.md, "Flags"). The insights read model reads the reviews; this writes them, for a
// transaction of that user only (insights also checks it is within what the plan shows).
@Injectable()
export class TransactionReviewsRepository {
  constructor(private readonly database: Database) {}

  // Idempotent: reviewing a reviewed transaction again changes nothing.
  async markReviewed(transactionId: string, userId: string): Promise<void> {
    await this.database.db
      .insertInto('transaction_reviews')
      .columns(['transaction_id', 'user_id'])
      .expression((eb) =>
        eb
          .selectFrom('transactions')
          .select(['id', 'user_id'])
          .where('id', '=', transactionId)
          .where('user_id', '=', userId),
      )
      .onConflict((conflict) => conflict.column('transaction_id').doNothing())
      .execute();
  }

  async unmarkReviewed(transactionId: string, userId: string): Promise<void> {
    await this.database.db
      .deleteFrom('transaction_reviews')
      .where('transaction_id', '=', transactionId)
      .where('user_id', '=', userId)
      .execute();
  }
}
