import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  UserDataPart,
  UserDataRepository,
  userDataSection,
  type DataScope,
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

// A statement's own rows, once prepareForArchive has handed the rows other statements also
// contain to one of those (so `upload_id` names the statement only where no other has the row).
const ofUpload = (userId: string, uploadId: string) =>
  sql`SELECT x.id FROM transactions x WHERE x.user_id = ${userId} AND x.upload_id = ${uploadId}`;

const TRANSACTIONS: UserDataTable = {
  table: 'transactions',
  parents: ['pdf_uploads', 'wallets'],
  count: 'transactions',
  owned: (userId) => sql`t.user_id = ${userId}`,
  inWallet: (userId, walletId) => sql`t.user_id = ${userId} AND t.wallet_id = ${walletId}`,
  inUpload: (userId, uploadId) => sql`t.user_id = ${userId} AND t.upload_id = ${uploadId}`,
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
  inWallet: (userId, walletId) =>
    sql`u.id = t.upload_id AND u.user_id = ${userId} AND u.wallet_id = ${walletId}`,
  // Every link of the statement, to its own rows and to those other statements also contain.
  inUpload: (userId, uploadId) =>
    sql`u.id = t.upload_id AND u.user_id = ${userId} AND t.upload_id = ${uploadId}`,
  // Only links whose transaction is there now (the row itself, restored or never deleted).
  keep: (userId) => sql`${ownUpload(userId, 'upload_id')} AND coalesce(x.id, l.id) IS NOT NULL`,
  // The row each link's transaction is now: itself once restored, or the copy imported again
  // since (same wallet and MoMo transaction ID, kept as it is), which a restored statement
  // still contains; or, for a row the deletion left (another statement contains it too: one
  // statement deleted), the row as it is.
  joins: (userId) => sql`LEFT JOIN archived_transactions a ON a.id = r.transaction_id
      LEFT JOIN transactions x ON x.wallet_id = a.wallet_id AND x.transaction_id = a.transaction_id
                              AND x.user_id = ${userId}
      LEFT JOIN transactions l ON a.id IS NULL AND l.id = r.transaction_id AND l.user_id = ${userId}`,
  restoreAs: { transaction_id: () => sql`coalesce(x.id, l.id)` },
};

const REVIEWS: UserDataTable = {
  table: 'transaction_reviews',
  parents: ['transactions'],
  count: 'reviews',
  owned: (userId) => sql`t.user_id = ${userId}`,
  inWallet: (userId, walletId) =>
    sql`t.user_id = ${userId} AND t.transaction_id IN (SELECT x.id FROM transactions x
                                      WHERE x.user_id = ${userId} AND x.wallet_id = ${walletId})`,
  inUpload: (userId, uploadId) =>
    sql`t.user_id = ${userId} AND t.transaction_id IN (${ofUpload(userId, uploadId)})`,
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

  // Keeps anything new from pointing at the transactions the scope takes (a review, a link to an
  // upload) between the deletes. One statement: every row it contains, its own or shared.
  override async lockForDeletion(userId: string, scope: DataScope): Promise<void> {
    const rows =
      scope.kind === 'all'
        ? sql`true`
        : scope.kind === 'wallet'
          ? sql`wallet_id = ${scope.id}`
          : sql`(upload_id = ${scope.id} OR id IN (SELECT transaction_id FROM upload_transactions
                                                   WHERE upload_id = ${scope.id}))`;
    await sql`SELECT count(*) FROM (SELECT 1 FROM transactions WHERE user_id = ${userId} AND ${rows} FOR UPDATE) locked`.execute(
      this.database.db,
    );
  }

  // One statement deleted: its rows another statement also contains stay, handed to the oldest of
  // those (as `upload_id`), so what is left under its id is its own. As deleting without undo did
  // (UploadRowsRepository.releaseUpload).
  override async prepareForArchive(userId: string, scope: DataScope): Promise<void> {
    if (scope.kind !== 'upload') return;
    await sql`
      UPDATE transactions t
         SET upload_id = (SELECT o.upload_id FROM upload_transactions o
                            JOIN pdf_uploads u ON u.id = o.upload_id
                           WHERE o.transaction_id = t.id AND o.upload_id <> ${scope.id}
                           ORDER BY u.created_at, u.id LIMIT 1)
       WHERE t.user_id = ${userId} AND t.upload_id = ${scope.id}
         AND EXISTS (SELECT 1 FROM upload_transactions o
                      WHERE o.transaction_id = t.id AND o.upload_id <> ${scope.id})`.execute(
      this.database.db,
    );
    // A row the statement contains without having brought it in, and no other statement does
    // (cannot happen today: the first statement to contain a row is its upload_id), goes with it.
    await sql`
      UPDATE transactions t SET upload_id = ${scope.id}
       WHERE t.user_id = ${userId}
         AND t.id IN (SELECT transaction_id FROM upload_transactions WHERE upload_id = ${scope.id})
         AND NOT EXISTS (SELECT 1 FROM upload_transactions o
                          WHERE o.transaction_id = t.id AND o.upload_id <> ${scope.id})`.execute(
      this.database.db,
    );
  }
}
