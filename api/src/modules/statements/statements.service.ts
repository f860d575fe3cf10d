import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import type { AuthContext } from '../../common/guards/auth-context';
import { WalletsService } from '../wallets/wallets.service';
import type { StatementUploadDto, UploadAcceptedDto, UploadStatusDto } from './dto/upload.dto';
import { StatementUpload } from './statement-upload.entity';
import {
  fileRequired,
  fileTooLarge,
  MAX_STATEMENT_BYTES,
  notAPdf,
  uploadNotFound,
  walletNotFound,
} from './statements.errors';

export const STATEMENT_IMPORT_QUEUE = 'statement-import';
export type StatementImportJob = { uploadId: string };

export type UploadedFile = { originalname: string; buffer: Buffer; size: number };

const PDF_SIGNATURE = Buffer.from('%PDF-');
// Lenient readers accept the signature anywhere in the first kilobyte; so do we.
const SIGNATURE_WINDOW = 1024;

const fileNameOf = (file: UploadedFile) => file.originalname.slice(0, 255) || 'statement.pdf';

@Injectable()
export class StatementsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly wallets: WalletsService,
    private readonly queue: JobQueue,
  ) {}

  // Checks everything before anything is stored; the row and its job are committed together.
  async upload(
    auth: AuthContext,
    walletId: string,
    file: UploadedFile | undefined,
  ): Promise<UploadAcceptedDto> {
    const wallet = await this.wallets.findOwned(auth.userId, walletId);
    if (!wallet) throw walletNotFound();
    if (!file || file.size === 0) throw fileRequired();
    const fileName = fileNameOf(file);
    if (file.size > MAX_STATEMENT_BYTES) throw fileTooLarge(fileName);
    if (!file.buffer.subarray(0, SIGNATURE_WINDOW).includes(PDF_SIGNATURE)) throw notAPdf(fileName);

    const uploadId = await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(StatementUpload);
      const saved = await repo.save(
        repo.create({
          userId: auth.userId,
          walletId: wallet.id,
          fileName,
          file: file.buffer,
          sizeBytes: file.size,
        }),
      );
      const job: StatementImportJob = { uploadId: saved.id };
      await this.queue.send(STATEMENT_IMPORT_QUEUE, job, manager);
      return saved.id;
    });
    return { uploadId };
  }

  async status(auth: AuthContext, uploadId: string): Promise<UploadStatusDto> {
    const upload = await this.findOwned(auth, uploadId);
    return toStatusDto(upload);
  }

  async list(auth: AuthContext): Promise<StatementUploadDto[]> {
    const uploads = await this.db.getRepository(StatementUpload).find({
      where: { userId: auth.userId },
      order: { createdAt: 'DESC' },
      take: 100,
    });
    return uploads.map(toUploadDto);
  }

  // Deleting an upload removes the transactions that only it brought in (they reference it).
  async remove(auth: AuthContext, uploadId: string): Promise<void> {
    const result = await this.db
      .getRepository(StatementUpload)
      .delete({ id: uploadId, userId: auth.userId });
    if (!result.affected) throw uploadNotFound();
  }

  private async findOwned(auth: AuthContext, uploadId: string): Promise<StatementUpload> {
    const upload = await this.db
      .getRepository(StatementUpload)
      .findOneBy({ id: uploadId, userId: auth.userId });
    if (!upload) throw uploadNotFound();
    return upload;
  }
}

function toStatusDto(upload: StatementUpload): UploadStatusDto {
  return {
    id: upload.id,
    status: upload.status,
    aiCategorizationStatus: upload.aiCategorizationStatus,
    transactionsCount: upload.transactionsCount,
    newTransactionsCount: upload.newTransactionsCount,
    errorMessage: upload.errorMessage,
  };
}

function toUploadDto(upload: StatementUpload): StatementUploadDto {
  return {
    ...toStatusDto(upload),
    fileName: upload.fileName,
    walletId: upload.walletId,
    createdAt: upload.createdAt.toISOString(),
    layout: upload.layout === 'app' || upload.layout === 'classic' ? upload.layout : null,
    periodFrom: upload.periodFrom,
    periodTo: upload.periodTo,
    reconciliation:
      upload.rowsChecked === null
        ? null
        : { rowsChecked: upload.rowsChecked, unreconciled: upload.unreconciled ?? [] },
  };
}
