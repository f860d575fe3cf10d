import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import type { CategorisableTransaction } from '../categorisation/categorisation.types';
import type { ParsedTransaction } from '../statements/parser/types';
import { Transaction } from './transaction.entity';

export type ImportTarget = { userId: string; walletId: string; uploadId: string };

// Inserting in slices keeps each statement well under PostgreSQL's bound-parameter limit.
const INSERT_BATCH = 500;
// Likewise for `id IN (...)` lists (at most 65,535 parameters per statement).
const UPDATE_BATCH = 1000;

const clip = (value: string, length: number) =>
  value.length > length ? value.slice(0, length) : value;

@Injectable()
export class TransactionsService {
  // Adds the rows this wallet does not have yet (key: wallet + MoMo transaction ID), records that
  // this upload contains every parsed row (new or not), and returns how many were new. Safe to
  // run twice for one upload: the second run adds nothing.
  async importRows(
    manager: EntityManager,
    target: ImportTarget,
    rows: readonly ParsedTransaction[],
  ): Promise<number> {
    let inserted = 0;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const batch = rows.slice(start, start + INSERT_BATCH).map((row) => ({
        userId: target.userId,
        walletId: target.walletId,
        uploadId: target.uploadId,
        transactionId: row.transactionId,
        dateTime: row.dateTime,
        type: clip(row.type, 60),
        toFrom: clip(row.toFrom, 200),
        accountName: clip(row.accountName, 200),
        amount: row.amount,
        fees: row.fees,
        tax: row.tax,
        balance: row.balance,
        reference: row.reference,
        categoryId: null,
        categorisedBy: null,
      }));
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(Transaction)
        .values(batch)
        .orIgnore()
        .returning(['id'])
        .execute();
      // RETURNING lists only the rows actually inserted (skipped conflicts return nothing).
      inserted += (result.raw as unknown[]).length;
      await manager.query(
        `INSERT INTO upload_transactions (upload_id, transaction_id)
         SELECT $1, t.id FROM transactions t
          WHERE t.wallet_id = $2 AND t.transaction_id = ANY($3::varchar[])
         ON CONFLICT DO NOTHING`,
        [target.uploadId, target.walletId, batch.map((row) => row.transactionId)],
      );
    }
    return inserted;
  }

  // The rows an upload brought in that no one has categorised yet.
  uncategorisedOfUpload(
    manager: EntityManager,
    uploadId: string,
  ): Promise<(CategorisableTransaction & { id: string })[]> {
    return manager.getRepository(Transaction).find({
      select: {
        id: true,
        type: true,
        amount: true,
        toFrom: true,
        accountName: true,
        reference: true,
      },
      where: { uploadId, categoryId: IsNull(), categorisedBy: IsNull() },
    });
  }

  // One UPDATE per (category, rule) and slice of ids, not per row. Never overwrites a decision
  // already made: a category, or a user's explicit "uncategorised" (category NULL, categorised_by
  // set).
  async setCategories(
    manager: EntityManager,
    choices: readonly { id: string; categoryId: string; source: string }[],
  ): Promise<void> {
    const groups = new Map<string, { categoryId: string; source: string; ids: string[] }>();
    for (const choice of choices) {
      const key = `${choice.categoryId}|${choice.source}`;
      const group = groups.get(key) ?? {
        categoryId: choice.categoryId,
        source: choice.source,
        ids: [],
      };
      group.ids.push(choice.id);
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      for (let start = 0; start < group.ids.length; start += UPDATE_BATCH) {
        await manager.getRepository(Transaction).update(
          {
            id: In(group.ids.slice(start, start + UPDATE_BATCH)),
            categoryId: IsNull(),
            categorisedBy: IsNull(),
          },
          { categoryId: group.categoryId, categorisedBy: group.source },
        );
      }
    }
  }
}
