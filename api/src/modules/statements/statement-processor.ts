import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { isForeignKeyViolation } from '../../common/database/pg-errors';
import { TransactionContext } from '../../common/database/transaction-context';
import { JobQueue } from '../../common/jobs/job-queue';
import { localDigits, maskLocalPhone } from '../../common/phone/ghana-phone';
import { publish, STATEMENT_PROCESSED, SPENDING_CHANGED } from '../../common/events/domain-events';
import { CategoriesService } from '../categories';
import { LearnedRules, momoRulesCategoriser, runCategorisers } from '../categorisation';
import { databaseFailure } from '../../common/database/pg-errors';
import { TransactionsService } from '../transactions';
import { WalletsService } from '../wallets';
import { failure } from './parser/failures';
import type { ParsedStatement, ParseFailure, ParseFailureCode } from './parser/types';
import { STATEMENT_PARSER, type StatementParser } from './statement-parser';
import { StatementPasswords } from './statement-password';
import { ParseSlotsRepository } from './parse-slots.repository';
import { StatementUploadsRepository, type StatementSummary } from './statement-uploads.repository';
import { STATEMENT_IMPORT_QUEUE, type StatementImportJob } from './statements.service';

// Issue 27: one user's statements take one parse slot at a time across every worker process
// (parse-slots.repository.ts). A job that finds the user's slot taken goes back on the queue for a
// little later, leaving its slot to another user's statement (as a new job: its retry count starts
// again).
const DEFER_SECONDS = 2;

export const GENERIC_FAILURE = "We couldn't process this statement. Please try again.";
const NO_WALLET_NUMBER =
  "We couldn't find the wallet number on this statement. Upload the statement PDF you downloaded from the MoMo app.";

type Attempt = { retryCount: number; retryLimit: number };

// PostgreSQL error class only: messages can quote statement values.
function describe(error: unknown): string {
  return (
    databaseFailure(error) ??
    (error instanceof Error ? (error.stack ?? error.message) : String(error))
  );
}

// The layout fingerprint a TABLE_UNREADABLE failure may carry (shapes, never values), kept to a
// plain, short token so nothing else can reach the log through it.
function fingerprintOf(failed: ParseFailure): string | null {
  const cleaned = (failed.fingerprint ?? '').replace(/[^\w.:,;=|+/-]/g, '').slice(0, 400);
  return cleaned === '' ? null : cleaned;
}

@Injectable()
export class StatementProcessor {
  private readonly log = new Logger('StatementProcessor');

  constructor(
    private readonly uploads: StatementUploadsRepository,
    private readonly parseSlots: ParseSlotsRepository,
    @Inject(STATEMENT_PARSER) private readonly parser: StatementParser,
    private readonly passwords: StatementPasswords,
    private readonly wallets: WalletsService,
    private readonly transactions: TransactionsService,
    private readonly categories: CategoriesService,
    private readonly queue: JobQueue,
    private readonly events: EventEmitter2,
    private readonly tx: TransactionContext,
    private readonly rules: LearnedRules,
  ) {}

  // Safe to run again for the same upload (a retried job after a crash), and two overlapping runs
  // cannot undo each other: the upload is claimed, then completed under a row lock.
  async process(uploadId: string, attempt: Attempt): Promise<void> {
    const userId = await this.uploads.ownerOf(uploadId);
    if (userId === undefined) return; // deleted meanwhile
    await this.parseSlots.withUserSlot(
      userId,
      () => this.processAlone(uploadId, attempt),
      async () => {
        const job: StatementImportJob = { uploadId };
        await this.queue.send(STATEMENT_IMPORT_QUEUE, job, {
          group: userId,
          startAfterSeconds: DEFER_SECONDS,
        });
      },
    );
  }

  private async processAlone(uploadId: string, attempt: Attempt): Promise<void> {
    const lastAttempt = attempt.retryCount >= attempt.retryLimit;
    try {
      await this.extract(uploadId);
    } catch (error) {
      if (isForeignKeyViolation(error)) return; // the upload was deleted meanwhile
      this.log.error(`upload ${uploadId}: extraction failed: ${describe(error)}`);
      if (lastAttempt) await this.fail(uploadId, GENERIC_FAILURE);
      throw error;
    }
    try {
      await this.categorise(uploadId);
    } catch (error) {
      this.log.error(`upload ${uploadId}: categorisation failed: ${describe(error)}`);
      // The transactions are in; only the categorisation stage is reported as failed.
      if (lastAttempt) await this.uploads.failCategorisation(uploadId);
      throw error;
    }
  }

  // Called from the dead-letter queue when every attempt is spent (or the worker died each time):
  // an upload must never stay pending or processing, or keep its file.
  async giveUp(uploadId: string): Promise<void> {
    await this.fail(uploadId, GENERIC_FAILURE);
    await this.uploads.failUnfinishedCategorisation(uploadId);
  }

  private async extract(uploadId: string): Promise<void> {
    if (!(await this.uploads.claim(uploadId))) return; // already completed or failed, or deleted
    const upload = await this.uploads.findToParse(uploadId);
    if (!upload) return;
    if (!upload.file) return this.fail(uploadId, GENERIC_FAILURE);

    const password = this.openPassword(upload);
    const outcome = await this.parser.parse(
      upload.file,
      password === undefined ? undefined : { password },
    );
    if (!outcome.ok) return this.parseFailed(uploadId, outcome.failure);
    const statement = outcome.statement;
    // Rows on the pages but none read is never a success, whatever the parser concluded.
    const rowsUnread =
      statement.reconciliation.skippedRows > 0 ||
      statement.problems.some((problem) => problem.code === 'ROW_UNREADABLE');
    if (statement.transactions.length === 0 && rowsUnread) {
      return this.parseFailed(uploadId, failure('TABLE_UNREADABLE'));
    }

    const wallet = await this.wallets.findOwned(upload.userId, upload.walletId);
    if (!wallet) return; // the wallet (and with it this upload) was deleted meanwhile
    const printed = localDigits(statement.holder.walletNumber);
    const chosen = localDigits(wallet.momoNumber);
    if (printed.length !== 9) return this.fail(uploadId, NO_WALLET_NUMBER);
    if (printed !== chosen) {
      return this.fail(
        uploadId,
        `This statement is for wallet ${maskLocalPhone(printed)}, not ${wallet.label} (${maskLocalPhone(chosen)}). Choose the matching wallet, or add it, and upload again.`,
      );
    }

    await this.tx.run(async () => {
      const status = await this.uploads.lockStatus(uploadId);
      // Another run finished (or the user deleted it) while this one parsed.
      if (status !== 'processing') return;
      const inserted = await this.transactions.importRows(
        { userId: upload.userId, walletId: upload.walletId, uploadId },
        statement.transactions,
      );
      await this.uploads.complete(uploadId, summaryOf(statement), inserted, new Date());
      // The user's 'statement processed' e-mail/SMS, if they want one (sent by the notifications module).
      await publish(this.events, STATEMENT_PROCESSED, { uploadId });
    });
  }

  private async categorise(uploadId: string): Promise<void> {
    const upload = await this.uploads.findStages(uploadId);
    if (upload?.status !== 'completed' || upload.aiCategorizationStatus === 'completed') return;
    await this.tx.run(async () => {
      const open = await this.transactions.uncategorisedOfUpload(uploadId);
      // The user's own rules first, then the built-in MoMo rules (a language model joins later).
      const learned = await this.rules.categoriser(upload.userId);
      const choices = await runCategorisers([learned, momoRulesCategoriser], open);
      const ids = await this.categories.defaultIdsByKey(upload.userId);
      const decided = open.flatMap((transaction, index) => {
        const choice = choices[index];
        if (!choice) return [];
        const categoryId =
          'id' in choice.category ? choice.category.id : ids.get(choice.category.key);
        return categoryId ? [{ id: transaction.id, categoryId, source: choice.source }] : [];
      });
      await this.transactions.setCategories(decided);
      await this.uploads.markCategorised(uploadId);
    });
    // The import is done and its rows have their categories: budget alerts may have been crossed.
    await publish(this.events, SPENDING_CHANGED, { userId: upload.userId });
  }

  // Undefined without one; a password that no longer opens (the server secret changed) is dropped
  // and the statement parsed without it, so the user is simply asked again.
  private openPassword(upload: { id: string; filePassword: Buffer | null }): string | undefined {
    if (!upload.filePassword) return undefined;
    const password = this.passwords.open(upload.id, upload.filePassword);
    if (password === null) {
      this.log.warn(`upload ${upload.id}: its stored password could not be decrypted`);
      return undefined;
    }
    return password;
  }

  private async parseFailed(uploadId: string, failed: ParseFailure): Promise<void> {
    if (failed.code === 'TABLE_UNREADABLE') {
      // For support to add the layout: its fingerprint only, never the statement's values.
      const fingerprint = fingerprintOf(failed);
      this.log.warn(
        `upload ${uploadId}: no rows read from the statement's table (layout fingerprint: ${fingerprint ?? 'none'})`,
      );
    }
    await this.fail(uploadId, failed.errorMessage, failed.code);
  }

  // Never turns a completed upload into a failed one; drops the stored file (and password) either way.
  private async fail(
    uploadId: string,
    message: string,
    code: ParseFailureCode | null = null,
  ): Promise<void> {
    await this.uploads.fail(uploadId, message, code, new Date());
  }
}

function summaryOf(statement: ParsedStatement): StatementSummary {
  return {
    transactionsCount: statement.transactions.length,
    layout: statement.layout,
    holderName: statement.holder.name.slice(0, 200) || null,
    holderWalletNumber: statement.holder.walletNumber.slice(0, 20) || null,
    periodFrom: statement.period.from.slice(0, 10) || null,
    periodTo: statement.period.to.slice(0, 10) || null,
    reconciliation: statement.reconciliation,
  };
}
