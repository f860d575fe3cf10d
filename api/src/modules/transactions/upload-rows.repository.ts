import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';

import type { Transaction } from './transaction.entity';

// A statement row to store (clipped to its columns by TransactionsService.importRows): the
// columns a statement gives, typed from the transactions entity.
export type ImportedRow = Pick<
  Transaction,
  | 'transactionId'
  | 'dateTime'
  | 'type'
  | 'toFrom'
  | 'accountName'
  | 'amount'
  | 'fees'
  | 'tax'
  | 'balance'
  | 'reference'
>;

// The rows statements bring in (transactions, keyed by wallet + MoMo transaction ID) and which
// uploads contain them (upload_transactions), in the caller's transaction (the import's, or the
// upload's deletion).
@Injectable()
export class UploadRowsRepository {
  constructor(private readonly database: Database) {}

  // Adds the rows this wallet does not have yet; returns how many were new (RETURNING lists only
  // the rows actually inserted: skipped conflicts return nothing).
  async insertNew(
    target: { userId: string; walletId: string; uploadId: string },
    rows: readonly ImportedRow[],
  ): Promise<number> {
    const inserted = await this.database.db
      .insertInto('transactions')
      .values(
        rows.map((row) => ({
          user_id: target.userId,
          wallet_id: target.walletId,
          upload_id: target.uploadId,
          transaction_id: row.transactionId,
          date_time: row.dateTime,
          type: row.type,
          to_from: row.toFrom,
          account_name: row.accountName,
          amount: row.amount,
          fees: row.fees,
          tax: row.tax,
          balance: row.balance,
          reference: row.reference,
          category_id: null,
          categorised_by: null,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .execute();
    return inserted.length;
  }

  // Records that the upload contains these rows of the wallet, new or not.
  async linkToUpload(uploadId: string, walletId: string, transactionIds: string[]): Promise<void> {
    await sql`
      INSERT INTO upload_transactions (upload_id, transaction_id)
      SELECT ${uploadId}, t.id FROM transactions t
       WHERE t.wallet_id = ${walletId} AND t.transaction_id = ANY(${transactionIds}::varchar[])
      ON CONFLICT DO NOTHING`.execute(this.database.db);
  }
}
