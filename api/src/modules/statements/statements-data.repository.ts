import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import {
  UserDataPart,
  UserDataRepository,
  userDataSection,
  type DataScope,
  type UserDataTable,
} from '../../common/user-data/user-data';

// What an upload still being read becomes: its file is never archived, and no job will read it.
const INTERRUPTED_UPLOAD =
  'This statement was still being read when your data was deleted. Upload it again to import it.';

const ownWallet = (userId: string) =>
  sql`EXISTS (SELECT 1 FROM wallets w WHERE w.id = r.wallet_id AND w.user_id = ${userId})`;

const UPLOADS: UserDataTable = {
  table: 'pdf_uploads',
  parents: ['wallets'],
  count: 'uploads',
  owned: (userId) => sql`t.user_id = ${userId}`,
  inWallet: (userId, walletId) => sql`t.user_id = ${userId} AND t.wallet_id = ${walletId}`,
  inUpload: (userId, uploadId) => sql`t.user_id = ${userId} AND t.id = ${uploadId}`,
  // A wallet deleted since took its uploads and transactions with it.
  keep: (userId) => sql`r.user_id = ${userId} AND ${ownWallet(userId)}`,
  walletGone: (userId) => sql`NOT ${ownWallet(userId)}`,
};

// The uploads a scope takes, as a condition on pdf_uploads (its user checked beside it).
const inScope = (scope: DataScope) =>
  scope.kind === 'all'
    ? sql`true`
    : scope.kind === 'wallet'
      ? sql`wallet_id = ${scope.id}`
      : sql`id = ${scope.id}`;

// The statements module's part of a user's data (common/user-data): the uploads, their metadata
// only (the PDF itself and its password are never archived nor downloaded).
@UserDataPart()
@Injectable()
export class StatementsDataRepository extends UserDataRepository {
  readonly tables = [UPLOADS];

  override readonly sections = [
    userDataSection('uploads', (userId) =>
      this.database.db
        .selectFrom('pdf_uploads')
        .select([
          'id',
          'wallet_id as walletId',
          'file_name as fileName',
          'size_bytes as sizeBytes',
          'status',
          'ai_categorization_status as aiCategorizationStatus',
          'transactions_count as transactionsCount',
          'new_transactions_count as newTransactionsCount',
          'error_message as errorMessage',
          'layout',
          'period_from as periodFrom',
          'period_to as periodTo',
          'created_at as createdAt',
          'processed_at as processedAt',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .compile(),
    ),
  ];

  // An import in progress either finishes first or, once the deletion commits, finds its upload
  // gone (StatementProcessor then stops quietly).
  override async lockForDeletion(userId: string, scope: DataScope): Promise<void> {
    await sql`SELECT count(*) FROM (SELECT 1 FROM pdf_uploads WHERE user_id = ${userId} AND ${inScope(scope)} ORDER BY id FOR UPDATE) locked`.execute(
      this.database.db,
    );
  }

  // Stored PDFs (and their sealed passwords) are never archived; an upload still being read
  // would come back with no job to read it, so it is archived as failed.
  override async prepareForArchive(userId: string, scope: DataScope): Promise<void> {
    await sql`UPDATE pdf_uploads
          SET file = NULL, file_password = NULL,
              status = CASE WHEN status IN ('pending', 'processing') THEN 'failed' ELSE status END,
              error_message = CASE WHEN status IN ('pending', 'processing') THEN ${INTERRUPTED_UPLOAD} ELSE error_message END,
              error_code = CASE WHEN status IN ('pending', 'processing') THEN NULL ELSE error_code END,
              processed_at = CASE WHEN status IN ('pending', 'processing') THEN now() ELSE processed_at END,
              ai_categorization_status = CASE
                WHEN status = 'completed' AND ai_categorization_status IN ('pending', 'categorizing')
                THEN 'failed' ELSE ai_categorization_status END
        WHERE user_id = ${userId} AND ${inScope(scope)}
          AND (file IS NOT NULL OR status IN ('pending', 'processing')
               OR (status = 'completed' AND ai_categorization_status IN ('pending', 'categorizing')))`.execute(
      this.database.db,
    );
  }
}
