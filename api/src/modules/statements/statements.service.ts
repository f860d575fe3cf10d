import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../common/database/transaction-context';
import { JobQueue } from '../../common/jobs/job-queue';
import type { AuthContext } from '../../common/guards/auth-context';
import {
  PROVIDER_NAMES,
  STATEMENT_PROVIDERS,
  walletNotFound as walletNotFoundAnywhere,
  WalletsService,
} from '../wallets';
import { PARSE_FAILURE_CODES, toReconciliationDto } from './dto/reconciliation.dto';
import type {
  StatementUploadDto,
  UploadAcceptedDto,
  UploadListQueryDto,
  UploadStatusDto,
} from './dto/upload.dto';
import { checkedStatementFile, type UploadedFile } from './statement-file';
import { StatementPasswords } from './statement-password';
import { StatementUploadsRepository, type UploadRow } from './statement-uploads.repository';
import { statementsNotSupported, uploadNotFound, walletNotFound } from './statements.errors';
import { UploadLimits } from './upload-limits';
import { PlanLimits } from '../users';
import { TransactionsService } from '../transactions';

export const STATEMENT_IMPORT_QUEUE = 'statement-import';
export type StatementImportJob = { uploadId: string };

@Injectable()
export class StatementsService {
  constructor(
    private readonly uploads: StatementUploadsRepository,
    private readonly wallets: WalletsService,
    private readonly queue: JobQueue,
    private readonly passwords: StatementPasswords,
    private readonly limits: PlanLimits,
    private readonly transactions: TransactionsService,
    private readonly tx: TransactionContext,
    private readonly uploadLimits: UploadLimits,
  ) {}

  // Checks everything before anything is stored; the row and its job are committed together.
  // A password waits sealed beside the file (the job may run in another process) and goes with it.
  async upload(
    auth: AuthContext,
    walletId: string,
    sent: UploadedFile | undefined,
    password?: string,
  ): Promise<UploadAcceptedDto> {
    const wallet = await this.wallets.findOwned(auth.userId, walletId);
    if (!wallet) throw walletNotFound();
    if (!STATEMENT_PROVIDERS.includes(wallet.provider)) {
      throw statementsNotSupported(PROVIDER_NAMES[wallet.provider]);
    }
    const { fileName, file } = checkedStatementFile(sent);

    // The id is chosen here because the sealed password is bound to it.
    const uploadId = randomUUID();
    await this.tx.run(async () => {
      // The guard checked before the file was read; checking again under a per-user lock keeps
      // concurrent uploads from all passing it.
      await this.tx.lock(`statement-upload:${auth.userId}`);
      await this.uploadLimits.enforce(auth.userId);
      await this.limits.assertCanImportStatement(auth.userId);
      await this.uploads.insert({
        id: uploadId,
        userId: auth.userId,
        walletId: wallet.id,
        fileName,
        file: file.buffer,
        filePassword: password ? this.passwords.seal(uploadId, password) : null,
        sizeBytes: file.size,
      });
      await this.uploadLimits.record(auth.userId);
      const job: StatementImportJob = { uploadId };
      // Grouped by user: the queue runs one statement per user at a time (fair parse queue).
      await this.queue.send(STATEMENT_IMPORT_QUEUE, job, { group: auth.userId });
    });
    return { uploadId };
  }

  async status(auth: AuthContext, uploadId: string): Promise<UploadStatusDto> {
    const upload = await this.findOwned(auth, uploadId);
    return toStatusDto(upload);
  }

  // A page of the caller's uploads (all by default the first 100), with how many there are.
  async list(
    auth: AuthContext,
    query: UploadListQueryDto = {},
  ): Promise<{ items: StatementUploadDto[]; total: number }> {
    const walletId = query.walletId ?? null;
    if (walletId !== null && !(await this.wallets.findOwned(auth.userId, walletId))) {
      throw walletNotFoundAnywhere();
    }
    const { rows, total } = await this.uploads.listFor(auth.userId, {
      limit: query.limit ?? 100,
      walletId,
      after: query.after ?? null,
    });
    return { items: rows.map(toUploadDto), total };
  }

  private async findOwned(auth: AuthContext, uploadId: string): Promise<UploadRow> {
    const upload = await this.uploads.findOwned(auth.userId, uploadId);
    if (!upload) throw uploadNotFound();
    return upload;
  }
}

function toStatusDto(upload: UploadRow): UploadStatusDto {
  return {
    id: upload.id,
    status: upload.status,
    aiCategorizationStatus: upload.aiCategorizationStatus,
    transactionsCount: upload.transactionsCount,
    newTransactionsCount: upload.newTransactionsCount,
    errorMessage: upload.errorMessage,
    errorCode:
      upload.errorCode !== null && PARSE_FAILURE_CODES.includes(upload.errorCode)
        ? upload.errorCode
        : null,
    reconciliation:
      upload.status === 'completed' ? toReconciliationDto(upload.reconciliation) : null,
  };
}

function toUploadDto(upload: UploadRow): StatementUploadDto {
  return {
    ...toStatusDto(upload),
    fileName: upload.fileName,
    walletId: upload.walletId,
    createdAt: upload.createdAt.toISOString(),
    layout: upload.layout === 'app' || upload.layout === 'classic' ? upload.layout : null,
    periodFrom: upload.periodFrom,
    periodTo: upload.periodTo,
  };
}
