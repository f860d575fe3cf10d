import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import type { CategorisableTransaction } from '../categorisation/categorisation.types';
import type { ParsedTransaction } from '../statements/parser/types';
import { Transaction } from './transaction.entity';

export type ImportTarget = { userId: string; walletId: string; uploadId: string };

// Inserting in slices keeps each statement well under PostgreSQL's bound-parameter limit.
const INSERT_BATCH = 500;

const clip = (value: string, length: number) =>
  value.length > length ? value.slice(0, length) : value;

@Injectable()
export class TransactionsService {
  // Adds the rows this wallet does not have yet (key: wallet + MoMo transaction ID) and returns
  // how many were new. Safe to run twice for one upload: the second run adds nothing.
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
      inserted += result.identifiers.filter((identifier) => identifier && identifier.id).length;
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

  // One UPDATE per (category, rule), not per row. Never overwrites a category someone already
  // set (a user's correction wins).
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
      await manager
        .getRepository(Transaction)
        .update(
          { id: In(group.ids), categoryId: IsNull() },
          { categoryId: group.categoryId, categorisedBy: group.source },
        );
    }
  }
}
