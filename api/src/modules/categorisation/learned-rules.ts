import { Injectable } from '@nestjs/common';
import type { CategorisableTransaction, Categoriser } from './categorisation.types';
import { CategoryRulesRepository } from './category-rules.repository';
import { counterpartyKey, directionOf } from './counterparty';

const LEARNED_RULE_SOURCE = 'learned-rule';

type Fact = Pick<CategorisableTransaction, 'toFrom' | 'accountName' | 'amount'>;

// The rule a transaction falls under, or null (no counterparty or no direction to key on).
export function ruleKeyOf(
  transaction: Fact,
): { counterparty: string; direction: 'in' | 'out' } | null {
  const counterparty = counterpartyKey(transaction.toFrom, transaction.accountName);
  const direction = directionOf(transaction.amount);
  return counterparty === null || direction === null ? null : { counterparty, direction };
}

// The rules a user taught by categorising by hand, read and written in the caller's transaction.
@Injectable()
export class LearnedRules {
  constructor(private readonly rules: CategoryRulesRepository) {}

  // Records (or moves) the rule for this transaction's counterparty. `changed` is true when the
  // rule is new or now points elsewhere: the moment to offer the same choice for similar rows.
  async learn(
    userId: string,
    transaction: Fact,
    categoryId: string,
  ): Promise<{ changed: boolean }> {
    const key = ruleKeyOf(transaction);
    if (key === null) return { changed: false };
    return { changed: await this.rules.upsert(userId, key, categoryId) };
  }

  // The user's rules as a categorisation stage (runs before the built-in MoMo rules).
  async categoriser(userId: string): Promise<Categoriser> {
    const rules = await this.rules.listOf(userId);
    const byKey = new Map(rules.map((rule) => [`${rule.direction}|${rule.counterparty}`, rule]));
    return {
      name: LEARNED_RULE_SOURCE,
      categorise: (transactions) =>
        transactions.map((transaction) => {
          const key = ruleKeyOf(transaction);
          const rule = key && byKey.get(`${key.direction}|${key.counterparty}`);
          return rule ? { category: { id: rule.category_id }, source: LEARNED_RULE_SOURCE } : null;
        }),
    };
  }
}
