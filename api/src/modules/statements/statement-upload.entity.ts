import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users';
import { Wallet } from '../wallets';
import type { ParseFailureCode, Reconciliation } from './parser/types';

export type UploadStatus = 'pending' | 'processing' | 'completed' | 'failed';
export type CategorisationStatus = 'pending' | 'categorizing' | 'completed' | 'failed';

@Entity({ name: 'pdf_uploads' })
@Check('pdf_uploads_status_check', `"status" IN ('pending', 'processing', 'completed', 'failed')`)
@Check(
  'pdf_uploads_ai_categorization_status_check',
  `"ai_categorization_status" IN ('pending', 'categorizing', 'completed', 'failed')`,
)
@Check('pdf_uploads_password_with_file', '"file_password" IS NULL OR "file" IS NOT NULL')
// A user's uploads, newest first (created_at DESC: @Index takes no column order).
@Index('pdf_uploads_user_created', ['userId', 'createdAt'])
// Deleting a wallet cascades here; the upload guard counts a user's unfinished uploads.
@Index('pdf_uploads_wallet', ['walletId'])
@Index('pdf_uploads_user_open', ['userId'], { where: `"status" IN ('pending', 'processing')` })
export class StatementUpload {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey(() => User, { name: 'pdf_uploads_user_id_fkey', onDelete: 'CASCADE' })
  userId!: string;

  @Column({ name: 'wallet_id', type: 'uuid' })
  @ForeignKey(() => Wallet, { name: 'pdf_uploads_wallet_id_fkey', onDelete: 'CASCADE' })
  walletId!: string;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  // Never loaded unless asked for: up to 10 MB, kept only until processed.
  @Column({ type: 'bytea', nullable: true, select: false })
  file!: Buffer | null;

  // The statement's password, sealed (statement-password.ts); dropped whenever `file` is.
  @Column({ name: 'file_password', type: 'bytea', nullable: true, select: false })
  filePassword!: Buffer | null;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: UploadStatus;

  @Column({ name: 'ai_categorization_status', type: 'varchar', length: 16, default: 'pending' })
  aiCategorizationStatus!: CategorisationStatus;

  // Rows in the statement, and how many of them were new to this wallet.
  @Column({ name: 'transactions_count', type: 'integer', default: 0 })
  transactionsCount!: number;

  @Column({ name: 'new_transactions_count', type: 'integer', default: 0 })
  newTransactionsCount!: number;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage!: string | null;

  // Set when the parser refused the statement (the client asks for a password on these).
  @Column({ name: 'error_code', type: 'varchar', length: 40, nullable: true })
  errorCode!: ParseFailureCode | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  layout!: string | null;

  @Column({ name: 'holder_name', type: 'varchar', length: 200, nullable: true })
  holderName!: string | null;

  @Column({ name: 'holder_wallet_number', type: 'varchar', length: 20, nullable: true })
  holderWalletNumber!: string | null;

  @Column({ name: 'period_from', type: 'varchar', length: 10, nullable: true })
  periodFrom!: string | null;

  @Column({ name: 'period_to', type: 'varchar', length: 10, nullable: true })
  periodTo!: string | null;

  // The statement checked against its own figures, as the parser returned it.
  @Column({ type: 'jsonb', nullable: true })
  reconciliation!: Reconciliation | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt!: Date | null;
}
