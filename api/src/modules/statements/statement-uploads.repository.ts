import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Database } from '../../common/database/database';
import type { ParseFailureCode, Reconciliation } from './parser/types';
import type { CategorisationStatus, UploadStatus } from './statement-upload.entity';

// The stored columns of an import that the statement's own figures give.
export type StatementSummary = {
  transactionsCount: number;
  layout: string;
  holderName: string | null;
  holderWalletNumber: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  reconciliation: Reconciliation;
};

export type NewUpload = {
  id: string;
  userId: string;
  walletId: string;
  fileName: string;
  file: Buffer;
  filePassword: Buffer | null;
  sizeBytes: number;
};

// Neither done nor failed yet: the uploads a run may (still) work on.
const UNFINISHED = ['pending', 'processing'] as const;

// The statements a user uploaded (pdf_uploads): each with its file until processed, then what the
// import found. `file` and `file_password` are read only by the import itself.
@Injectable()
export class StatementUploadsRepository {
  constructor(private readonly database: Database) {}

  // What the user sees of an upload (its status, and the listing).
  private uploads() {
    return (
      this.database.db
        .selectFrom('pdf_uploads')
        .select([
          'id',
          'user_id as userId',
          'wallet_id as walletId',
          'file_name as fileName',
          'status',
          'ai_categorization_status as aiCategorizationStatus',
          'transactions_count as transactionsCount',
          'new_transactions_count as newTransactionsCount',
          'error_message as errorMessage',
          'error_code as errorCode',
          'layout',
          'period_from as periodFrom',
          'period_to as periodTo',
          'reconciliation',
          'created_at as createdAt',
        ])
        // The statuses: their CHECK constraints. The code and reconciliation: what the import stores
        // (the status DTO still checks the code).
        .$narrowType<{
          status: UploadStatus;
          aiCategorizationStatus: CategorisationStatus;
          errorCode: ParseFailureCode | null;
          reconciliation: Reconciliation | null;
        }>()
    );
  }

  // The user's latest uploads, newest first.
  // A page of the user's uploads, newest first, of one wallet or all, after one of theirs (keyset:
  // an upload deleted or added meanwhile shifts nothing); how many there are in all beside it.
  async listFor(
    userId: string,
    page: { limit: number; walletId: string | null; after: string | null },
  ): Promise<{ rows: UploadRow[]; total: number }> {
    const scoped = this.uploads()
      .where('user_id', '=', userId)
      .$if(page.walletId !== null, (query) => query.where('wallet_id', '=', page.walletId!));
    const [rows, counted] = await Promise.all([
      scoped
        .$if(page.after !== null, (query) =>
          query.where(
            sql<boolean>`(created_at, id) < (SELECT a.created_at, a.id FROM pdf_uploads a
                          WHERE a.id = ${page.after} AND a.user_id = ${userId})`,
          ),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .execute(),
      this.database.db
        .selectFrom('pdf_uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .$if(page.walletId !== null, (query) => query.where('wallet_id', '=', page.walletId!))
        .executeTakeFirst(),
    ]);
    return { rows, total: Number(counted?.n ?? 0) };
  }

  findOwned(userId: string, uploadId: string) {
    return this.uploads()
      .where('id', '=', uploadId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  // How many of the user's statements of the wallet are imported or being read: a failed one (say,
  // a statement of another number, the likeliest reason to correct it) holds no rows.
  async countForWallet(userId: string, walletId: string): Promise<number> {
    const row = await this.database.db
      .selectFrom('pdf_uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('wallet_id', '=', walletId)
      .where('status', '<>', 'failed')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async insert(upload: NewUpload): Promise<void> {
    await this.database.db
      .insertInto('pdf_uploads')
      .values({
        id: upload.id,
        user_id: upload.userId,
        wallet_id: upload.walletId,
        file_name: upload.fileName,
        file: upload.file,
        file_password: upload.filePassword,
        size_bytes: upload.sizeBytes,
      })
      .execute();
  }

  // Undefined once the upload is deleted.
  async ownerOf(uploadId: string): Promise<string | undefined> {
    const owner = await this.database.db
      .selectFrom('pdf_uploads')
      .select('user_id as userId')
      .where('id', '=', uploadId)
      .executeTakeFirst();
    return owner?.userId;
  }

  // Claims the upload for a run: false when it is already completed or failed, or deleted.
  async claim(uploadId: string): Promise<boolean> {
    const { numUpdatedRows } = await this.database.db
      .updateTable('pdf_uploads')
      .set({ status: 'processing' })
      .where('id', '=', uploadId)
      .where('status', 'in', UNFINISHED)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  // What the parse needs, the file and its sealed password included.
  findToParse(uploadId: string) {
    return this.database.db
      .selectFrom('pdf_uploads')
      .select([
        'id',
        'user_id as userId',
        'wallet_id as walletId',
        'file',
        'file_password as filePassword',
      ])
      .where('id', '=', uploadId)
      .executeTakeFirst();
  }

  // The upload's status, its row locked until the transaction ends.
  async lockStatus(uploadId: string): Promise<UploadStatus | undefined> {
    const locked = await this.database.db
      .selectFrom('pdf_uploads')
      .select(['id', 'status'])
      .where('id', '=', uploadId)
      .forUpdate()
      .$narrowType<{ status: UploadStatus }>()
      .executeTakeFirst();
    return locked?.status;
  }

  // The import is in: the file (and its password) go, the categorisation stage starts.
  async complete(
    uploadId: string,
    summary: StatementSummary,
    newTransactions: number,
    at: Date,
  ): Promise<void> {
    await this.database.db
      .updateTable('pdf_uploads')
      .set({
        transactions_count: summary.transactionsCount,
        layout: summary.layout,
        holder_name: summary.holderName,
        holder_wallet_number: summary.holderWalletNumber,
        period_from: summary.periodFrom,
        period_to: summary.periodTo,
        reconciliation: JSON.stringify(summary.reconciliation),
        status: 'completed',
        new_transactions_count: newTransactions,
        ai_categorization_status: 'categorizing',
        error_message: null,
        error_code: null,
        file: null,
        file_password: null,
        processed_at: at,
      })
      .where('id', '=', uploadId)
      .execute();
  }

  // Never turns a completed upload into a failed one; drops the stored file (and password) either
  // way.
  async fail(
    uploadId: string,
    message: string,
    code: ParseFailureCode | null,
    at: Date,
  ): Promise<void> {
    await this.database.db
      .updateTable('pdf_uploads')
      .set({
        status: 'failed',
        error_message: message,
        error_code: code,
        file: null,
        file_password: null,
        processed_at: at,
      })
      .where('id', '=', uploadId)
      .where('status', 'in', UNFINISHED)
      .execute();
  }

  // What the categorisation stage needs to know of the upload.
  findStages(uploadId: string) {
    return this.database.db
      .selectFrom('pdf_uploads')
      .select(['user_id as userId', 'status', 'ai_categorization_status as aiCategorizationStatus'])
      .where('id', '=', uploadId)
      .executeTakeFirst();
  }

  async markCategorised(uploadId: string): Promise<void> {
    await this.database.db
      .updateTable('pdf_uploads')
      .set({ ai_categorization_status: 'completed' })
      .where('id', '=', uploadId)
      .execute();
  }

  // The transactions are in; only the categorisation stage is reported as failed (unless it
  // completed meanwhile).
  async failCategorisation(uploadId: string): Promise<void> {
    await this.database.db
      .updateTable('pdf_uploads')
      .set({ ai_categorization_status: 'failed' })
      .where('id', '=', uploadId)
      .where('ai_categorization_status', '<>', 'completed')
      .execute();
  }

  // A completed import whose categorisation never ran to its end (every attempt spent).
  async failUnfinishedCategorisation(uploadId: string): Promise<void> {
    await this.database.db
      .updateTable('pdf_uploads')
      .set({ ai_categorization_status: 'failed' })
      .where('id', '=', uploadId)
      .where('status', '=', 'completed')
      .where('ai_categorization_status', 'in', ['pending', 'categorizing'])
      .execute();
  }
}

export type UploadRow = NonNullable<Awaited<ReturnType<StatementUploadsRepository['findOwned']>>>;
