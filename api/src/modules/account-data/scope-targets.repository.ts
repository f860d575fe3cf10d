import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';

// What one statement or one wallet holds, for its deletion's confirmation and its Undo entry (the
// name the user knows it by). Reads statements', transactions' and wallets' tables (floors below).
@Injectable()
export class ScopeTargetsRepository {
  constructor(private readonly database: Database) {}

  // The user's statement: its file name, and how many of its transactions go with it (those no
  // other statement contains) and stay (contained by another too).
  async upload(
    userId: string,
    uploadId: string,
  ): Promise<{ fileName: string; own: number; shared: number } | undefined> {
    const { rows } = await sql<{ fileName: string; own: number; shared: number }>`
      SELECT u.file_name AS "fileName",
             count(l.transaction_id) FILTER (WHERE NOT EXISTS (
               SELECT 1 FROM upload_transactions o
                WHERE o.transaction_id = l.transaction_id AND o.upload_id <> u.id))::int AS own,
             count(l.transaction_id) FILTER (WHERE EXISTS (
               SELECT 1 FROM upload_transactions o
                WHERE o.transaction_id = l.transaction_id AND o.upload_id <> u.id))::int AS shared
        FROM pdf_uploads u LEFT JOIN upload_transactions l ON l.upload_id = u.id
       WHERE u.id = ${uploadId} AND u.user_id = ${userId}
       GROUP BY u.id`.execute(this.database.db);
    return rows[0];
  }

  // The user's wallet: its label and number, and how many statements and transactions it holds.
  async wallet(
    userId: string,
    walletId: string,
  ): Promise<{ label: string; uploads: number; transactions: number } | undefined> {
    const { rows } = await sql<{ label: string; uploads: number; transactions: number }>`
      SELECT w.label,
             (SELECT count(*)::int FROM pdf_uploads u
               WHERE u.wallet_id = w.id AND u.user_id = ${userId}) AS uploads,
             (SELECT count(*)::int FROM transactions t
               WHERE t.wallet_id = w.id AND t.user_id = ${userId}) AS transactions
        FROM wallets w WHERE w.id = ${walletId} AND w.user_id = ${userId}`.execute(
      this.database.db,
    );
    return rows[0];
  }
}
