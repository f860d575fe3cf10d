import { Injectable } from '@nestjs/common';
import Fuse from 'fuse.js';
import {
  AnalyticsService,
  type BudgetsDto,
  type Caller,
  type CategoryBreakdownDto,
  customPeriod,
  type FeesDto,
  type Forecast,
  InsightsScopes,
  InsightsService,
  type LargeTransaction,
  type PayeeSpend,
  rangeLabel,
  recipientKeyOf,
  type RecipientsPageDto,
  RecipientsService,
  type RecurringPayment,
  type Scope,
  type SummaryDto,
  type TypeSpend,
  type WalletBalance,
  type WalletSpend,
} from '../../insights';
import { AssistantRepository } from '../assistant.repository';
import type { FunctionCall, PeriodArg } from './registry';

export type Span = { first: string; last: string };
type PeriodInfo = { label: string; from: string | null; to: string | null };

// Every result says which period it is about and whether the caller's data covers it.
type Base = { period: PeriodInfo; covered: boolean };

export type FunctionResult =
  | (Base & { name: 'get_totals'; totals: Omit<SummaryDto, 'period'> })
  | (Base & {
      name: 'get_spending_by_category';
      category: string | null;
      matched: boolean;
      breakdown: Omit<CategoryBreakdownDto, 'period'>;
    })
  | (Base & {
      name: 'get_payee_spending';
      payee: string;
      direction: 'out' | 'in';
      matches: PayeeSpend[];
    })
  | (Base & {
      name: 'get_spending_by_month';
      months: { month: string; spent: string; received: string }[];
    })
  | { name: 'get_balance'; balances: WalletBalance[] }
  | (Base & {
      name: 'get_top_recipients';
      sort: 'spent' | 'count';
      recipients: RecipientsPageDto['items'];
    })
  | (Base & { name: 'get_spending_by_wallet'; wallets: WalletSpend[] })
  | (Base & { name: 'get_spending_by_type'; types: TypeSpend[] })
  | (Base & {
      name: 'get_largest_transactions';
      direction: 'in' | 'out';
      transactions: LargeTransaction[];
    })
  | (Base & { name: 'get_fees'; fees: Omit<FeesDto, 'period'> })
  | (Base & { name: 'get_budgets'; budgets: BudgetsDto['budgets'] })
  | {
      name: 'compare_periods';
      category: string | null;
      first: Base & Pick<SummaryDto, 'spent' | 'received' | 'fees' | 'tax'>;
      second: Base & Pick<SummaryDto, 'spent' | 'received' | 'fees' | 'tax'>;
    }
  | { name: 'get_recurring_payments'; payments: RecurringPayment[] }
  | { name: 'get_forecast'; forecast: Forecast | null };

// What the caller has: the days their statements cover and their categories (for matching names).
export type CallerData = { caller: Caller; span: Span | null };

// Runs the assistant's functions for one caller (registry.ts): each is a composition of the
// insights module's queries, so the assistant's figures are the dashboard's.
@Injectable()
export class AssistantFunctions {
  constructor(
    private readonly repository: AssistantRepository,
    private readonly scopes: InsightsScopes,
    private readonly insights: InsightsService,
    private readonly recipients: RecipientsService,
    private readonly analytics: AnalyticsService,
  ) {}

  scope(data: CallerData, period: PeriodArg): Scope {
    if ('key' in period) return this.scopes.withPeriod(data.caller, period.key);
    return { ...data.caller, period: customPeriod(period.from, period.to) };
  }

  private base(data: CallerData, scope: Scope): Base {
    const { label, from, to } = scope.period;
    const { span } = data;
    const covered =
      span !== null && (from === null || from <= span.last) && (to === null || to > span.first);
    return { period: { label, from, to }, covered };
  }

  async run(data: CallerData, call: FunctionCall): Promise<FunctionResult> {
    switch (call.name) {
      case 'get_totals': {
        const scope = this.scope(data, call.args.period);
        const totals = withoutPeriod(await this.insights.summaryFor(scope));
        return { name: call.name, ...this.base(data, scope), totals };
      }
      case 'get_spending_by_category': {
        const scope = this.scope(data, call.args.period);
        const breakdown = withoutPeriod(await this.insights.categoriesFor(scope));
        const wanted = call.args.category ?? null;
        if (wanted === null) {
          return {
            name: call.name,
            ...this.base(data, scope),
            category: null,
            matched: true,
            breakdown,
          };
        }
        const name = await this.categoryName(data.caller, wanted);
        const categories = breakdown.categories.filter((row) => row.name === name);
        return {
          name: call.name,
          ...this.base(data, scope),
          category: name ?? wanted,
          matched: name !== null,
          breakdown: { ...breakdown, categories },
        };
      }
      case 'get_payee_spending': {
        const scope = this.scope(data, call.args.period);
        const key = recipientKeyOf(call.args.payee);
        const matches = await this.analytics.payee(scope, {
          key,
          name: key === null ? call.args.payee : null,
          direction: call.args.direction,
        });
        return {
          name: call.name,
          ...this.base(data, scope),
          payee: call.args.payee,
          direction: call.args.direction,
          matches,
        };
      }
      case 'get_spending_by_month': {
        const scope = this.scope(data, call.args.period);
        const { buckets } = await this.insights.trendsFor(scope, 'month');
        return {
          name: call.name,
          ...this.base(data, scope),
          months: buckets.map((b) => ({
            month: b.start.slice(0, 7),
            spent: b.spent,
            received: b.received,
          })),
        };
      }
      case 'get_balance':
        return { name: call.name, balances: await this.analytics.balances(data.caller) };
      case 'get_top_recipients': {
        const scope = this.scope(data, call.args.period);
        const page = await this.recipients.recipientsFor(scope, {
          sort: call.args.sort,
          pageSize: call.args.limit,
          page: 1,
        });
        return {
          name: call.name,
          ...this.base(data, scope),
          sort: call.args.sort,
          recipients: page.items,
        };
      }
      case 'get_spending_by_wallet': {
        const scope = this.scope(data, call.args.period);
        return {
          name: call.name,
          ...this.base(data, scope),
          wallets: await this.analytics.byWallet(scope),
        };
      }
      case 'get_spending_by_type': {
        const scope = this.scope(data, call.args.period);
        return {
          name: call.name,
          ...this.base(data, scope),
          types: await this.analytics.byType(scope),
        };
      }
      case 'get_largest_transactions': {
        const scope = this.scope(data, call.args.period);
        return {
          name: call.name,
          ...this.base(data, scope),
          direction: call.args.direction,
          transactions: await this.analytics.largest(scope, call.args.direction, call.args.limit),
        };
      }
      case 'get_fees': {
        const scope = this.scope(data, call.args.period);
        const fees = withoutPeriod(await this.insights.feesFor(scope));
        return { name: call.name, ...this.base(data, scope), fees };
      }
      case 'get_budgets': {
        const month = call.args.month;
        const scope = month
          ? { ...data.caller, period: monthPeriod(month) }
          : this.scopes.withPeriod(data.caller, 'latest');
        const { budgets } = await this.insights.budgetsFor(scope);
        return { name: call.name, ...this.base(data, scope), budgets };
      }
      case 'compare_periods': {
        const firstScope = this.scope(data, call.args.first);
        // Without a second period: the one just before the first (the month before a month).
        const before = firstScope.period.previous ?? firstScope.period;
        const secondScope = call.args.second
          ? this.scope(data, call.args.second)
          : before.from !== null && before.to !== null
            ? { ...data.caller, period: customPeriod(before.from, before.to) }
            : firstScope;
        const side = async (scope: Scope) => {
          const base = this.base(data, scope);
          if (call.args.category === undefined) {
            const { spent, received, fees, tax } = await this.insights.summaryFor(scope);
            return { ...base, spent, received, fees, tax };
          }
          const name = await this.categoryName(data.caller, call.args.category);
          const { categories } = await this.insights.categoriesFor(scope);
          const spent = categories.find((row) => row.name === name)?.spent ?? '0.00';
          return { ...base, spent, received: '0.00', fees: '0.00', tax: '0.00' };
        };
        const [first, second] = await Promise.all([side(firstScope), side(secondScope)]);
        const category = call.args.category
          ? ((await this.categoryName(data.caller, call.args.category)) ?? call.args.category)
          : null;
        return { name: call.name, category, first, second };
      }
      case 'get_recurring_payments':
        return { name: call.name, payments: await this.analytics.recurring(data.caller) };
      case 'get_forecast':
        return { name: call.name, forecast: await this.analytics.forecast(data.caller) };
    }
  }

  // The caller's expense category a name means: exact (any case), then fuzzy (Fuse.js).
  async categoryName(caller: Caller, wanted: string): Promise<string | null> {
    const rows = await this.repository.expenseCategories(caller.userId);
    const lower = wanted.trim().toLowerCase();
    const exact = rows.find((row) => row.name.toLowerCase() === lower || row.key === lower);
    if (exact) return exact.name;
    const fuse = new Fuse(rows, {
      keys: ['name'],
      includeScore: true,
      threshold: 0.35,
      ignoreLocation: true,
    });
    return fuse.search(wanted)[0]?.item.name ?? null;
  }
}

function monthPeriod(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  const from = `${month}-01`;
  return customPeriod(from, next, rangeLabel(from, next));
}

// A dashboard figure without its period (the result says its period once, at the top).
function withoutPeriod<T extends { period: unknown }>(dto: T): Omit<T, 'period'> {
  const copy: Partial<T> = { ...dto };
  delete copy.period;
  return copy as Omit<T, 'period'>;
}
