import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import { runCategorisers } from '../categorisation/categorisation-pipeline';
import { momoRulesCategoriser } from '../categorisation/momo-rules';
import { TransactionsService } from '../transactions/transactions.service';
import { WalletsService } from '../wallets/wallets.service';
import type { ParsedStatement } from './parser/types';
import { STATEMENT_PARSER, type StatementParser } from './statement-parser';
import { StatementUpload } from './statement-upload.entity';

// The categorisers in order; learned rules and a language model join this list later.
const CATEGORISERS = [momoRulesCategoriser];

const GENERIC_FAILURE = "We couldn't process this statement. Please try again.";

const lastNineDigits = (value: string) => value.replace(/\D/g, '').slice(-9);
const masked = (digits: string) => `0${digits.slice(0, 2)}*****${digits.slice(-2)}`;

@Injectable()
export class StatementProcessor {
  private readonly log = new Logger('StatementProcessor');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(STATEMENT_PARSER) private readonly parser: StatementParser,
    private readonly wallets: WalletsService,
    private readonly transactions: TransactionsService,
    private readonly categories: CategoriesService,
  ) {}

  // Safe to run again for the same upload (a retried job after a crash): rows are keyed by
  // wallet + transaction ID and each step checks where the last run stopped.
  async process(
    uploadId: string,
    attempt: { retryCount: number; retryLimit: number },
  ): Promise<void> {
    const uploads = this.db.getRepository(StatementUpload);
    const upload = await uploads.findOne({
      where: { id: uploadId },
      select: {
        id: true,
        userId: true,
        walletId: true,
        status: true,
        aiCategorizationStatus: true,
        file: true,
      },
    });
    if (!upload) return; // deleted meanwhile
    try {
      if (upload.status !== 'completed' && upload.status !== 'failed') {
        await this.extract(upload);
      }
      const current = await uploads.findOneBy({ id: uploadId });
      if (current?.status === 'completed' && current.aiCategorizationStatus !== 'completed') {
        await this.categorise(current);
      }
    } catch (error) {
      this.log.error(
        `upload ${uploadId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      // The last attempt tells the user; earlier ones let the queue retry.
      if (attempt.retryCount >= attempt.retryLimit) await this.fail(uploadId, GENERIC_FAILURE);
      throw error;
    }
  }

  private async extract(upload: StatementUpload): Promise<void> {
    const uploads = this.db.getRepository(StatementUpload);
    if (!upload.file) return this.fail(upload.id, GENERIC_FAILURE);
    await uploads.update(upload.id, { status: 'processing' });
    const outcome = await this.parser.parse(upload.file);
    if (!outcome.ok) return this.fail(upload.id, outcome.failure.errorMessage);
    const statement = outcome.statement;

    const wallet = await this.wallets.findOwned(upload.userId, upload.walletId);
    if (!wallet) return; // the wallet (and with it this upload) was deleted meanwhile
    const printed = lastNineDigits(statement.holder.walletNumber);
    const chosen = lastNineDigits(wallet.momoNumber);
    if (printed.length === 9 && printed !== chosen) {
      return this.fail(
        upload.id,
        `This statement is for wallet ${masked(printed)}, not ${wallet.label} (${masked(chosen)}). Choose the matching wallet, or add it, and upload again.`,
      );
    }

    await this.db.transaction(async (manager) => {
      const inserted = await this.transactions.importRows(
        manager,
        { userId: upload.userId, walletId: upload.walletId, uploadId: upload.id },
        statement.transactions,
      );
      await manager.getRepository(StatementUpload).update(upload.id, {
        ...summaryOf(statement),
        status: 'completed',
        newTransactionsCount: inserted,
        aiCategorizationStatus: 'categorizing',
        errorMessage: null,
        file: null,
        processedAt: new Date(),
      });
    });
  }

  private async categorise(upload: StatementUpload): Promise<void> {
    await this.db.transaction(async (manager) => {
      const open = await this.transactions.uncategorisedOfUpload(manager, upload.id);
      const choices = await runCategorisers(CATEGORISERS, open);
      const ids = await this.categories.defaultIdsByKey(upload.userId, manager);
      const decided = open.flatMap((transaction, index) => {
        const choice = choices[index];
        if (!choice) return [];
        const categoryId =
          'id' in choice.category ? choice.category.id : ids.get(choice.category.key);
        return categoryId ? [{ id: transaction.id, categoryId, source: choice.source }] : [];
      });
      await this.transactions.setCategories(manager, decided);
      await manager
        .getRepository(StatementUpload)
        .update(upload.id, { aiCategorizationStatus: 'completed' });
    });
  }

  // Failing drops the stored file too: it is kept only until processed.
  private async fail(uploadId: string, message: string): Promise<void> {
    await this.db.getRepository(StatementUpload).update(uploadId, {
      status: 'failed',
      errorMessage: message,
      file: null,
      processedAt: new Date(),
    });
  }
}

function summaryOf(statement: ParsedStatement): Partial<StatementUpload> {
  return {
    transactionsCount: statement.transactions.length,
    layout: statement.layout,
    holderName: statement.holder.name.slice(0, 200) || null,
    holderWalletNumber: statement.holder.walletNumber.slice(0, 20) || null,
    periodFrom: statement.period.from.slice(0, 10) || null,
    periodTo: statement.period.to.slice(0, 10) || null,
    rowsChecked: statement.reconciliation.rowsChecked,
    unreconciled: statement.reconciliation.unreconciled,
  };
}
