import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  UserDataPart,
  UserDataRepository,
  userDataSection,
  type UserDataTable,
} from '../../common/user-data/user-data';
import {
  toTransactionDto,
  TRANSACTION_COLUMNS,
  TRANSACTION_FROM,
  TRANSACTION_ORDER,
  type TransactionRow,
} from './transaction-query';

const ownCategory = (userId: string, column: string) =>
  sql`(SELECT c.id FROM categories c WHERE c.id = ${sql.ref(`r.${column}`)} AND c.user_id = ${userId})`;
const ownWallet = (userId: string) =>
  sql`EXISTS (SELECT 1 FROM wallets w WHERE w.id = r.wallet_id AND w.user_id = ${userId})`;
// Rows point at their statement upload (statements' table, a floor up): they come back only with it.
const ownUpload = (userId: string, column: string) =>
  sql`EXISTS (SELECT 1 FROM pdf_uploads u WHERE u.id = ${sql.ref(`r.${column}`)} AND u.user_id = ${userId})`;

const TRANSACTIONS: UserDataTable = {
  table: 'transactions',
  parents: ['pdf_uploads'],
  count: 'transactions',
  owned: (userId) => sql`t.user_id = ${userId}`,
  keep: (userId) =>
    sql`r.user_id = ${userId} AND ${ownWallet(userId)} AND ${ownUpload(userId, 'upload_id')}`,
  // As deleting a category does (CategoriesService.remove): a row whose category was deleted
  // since comes back uncategorised, open to the rules again.
  restoreAs: {
    category_id: (userId) => ownCategory(userId, 'category_id'),
    categorised_by: (userId) =>
      sql`CASE WHEN r.category_id IS NOT NULL AND ${ownCategory(userId, 'category_id')} IS NULL
                            THEN NULL ELSE r.categorised_by END`,
  },
  walletGone: (userId) => sql`NOT ${ownWallet(userId)}`,
};

const UPLOAD_TRANSACTIONS: UserDataTable = {
  table: 'upload_transactions',
  parents: ['pdf_uploads', 'transactions'],
  count: null,
  using: sql`pdf_uploads u`,
  owned: (userId) => sql`u.id = t.upload_id AND u.user_id = ${userId}`,
  keep: (userId) => ownUpload(userId, 'upload_id'),
  // The row each link's transaction is now: itself once restored, or the copy imported again
  // since (same wallet and MoMo transaction ID, kept as it is), which a restored statement
  // still contains.
  joins: (userId) => sql`JOIN archived_transactions a ON a.id = r.transaction_id
      JOIN transactions x ON x.wallet_id = a.wallet_id AND x.transaction_id = a.transaction_id
                         AND x.user_id = ${userId}`,
  restoreAs: { transaction_id: () => sql`x.id` },
};

const REVIEWS: UserDataTable = {
  table: 'transaction_reviews',
  parents: ['transactions'],
  count: 'reviews',
  owned: (userId) => sql`t.user_id = ${userId}`,
  // Only with their own transaction (a copy imported since has its own review state).
  keep: (userId) => sql`r.user_id = ${userId}
       AND EXISTS (SELECT 1 FROM transactions x WHERE x.id = r.transaction_id AND x.user_id = ${userId})`,
};

// The transactions module's part of a user's data (common/user-data): the transactions, which
// statements contain them, and the flagged ones marked reviewed.
@UserDataPart()
@Injectable()
export class TransactionsDataRepository extends UserDataRepository {
  readonly tables = [TRANSACTIONS, UPLOAD_TRANSACTIONS, REVIEWS];

  override readonly sections = [
    userDataSection('reviews', (userId) =>
      this.database.db
        .selectFrom('transaction_reviews as r')
        .innerJoin('transactions as t', 't.id', 'r.transaction_id')
        .select(['t.id', 't.transaction_id as transactionId', 'r.reviewed_at as reviewedAt'])
        .where('r.user_id', '=', userId)
        .orderBy('r.reviewed_at')
        .orderBy('t.id')
        .compile(),
    ),
    // Every transaction, of every wallet and month: it is the user's own data, so the free plan's
    // history window does not apply. The download's transactions.csv streams the same rows.
    userDataSection(
      'transactions',
      (userId) =>
        sql<TransactionRow>`SELECT ${sql.raw(TRANSACTION_COLUMNS)} FROM ${sql.raw(TRANSACTION_FROM)}
          WHERE t.user_id = ${userId} ORDER BY ${sql.raw(TRANSACTION_ORDER)}`.compile(
          this.database.db,
        ),
      toTransactionDto,
    ),
  ];

  // Keeps anything new from pointing at the user's transactions (a review, a link to an upload)
  // between the deletes.
  override async lockForDeletion(userId: string): Promise<void> {
    await sql`SELECT count(*) FROM (SELECT 1 FROM transactions WHERE user_id = ${userId} FOR UPDATE) locked`.execute(
      this.database.db,
    );
  }
}
