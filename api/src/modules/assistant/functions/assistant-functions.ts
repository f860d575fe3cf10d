import { Injectable } from '@nestjs/common';
import Fuse from 'fuse.js';
import { likePattern } from '../../transactions';
import { formatMoney, parseMoney } from '../../statements';
import {
  AnalyticsService,
  type BudgetsDto,
  type Caller,
  type CategoryBreakdownDto,
  customPeriod,
  fitToData,
  type FeesDto,
  type Forecast,
  InsightsScopes,
  InsightsService,
  type LargeTransaction,
  type PayeeSpend,
  rangeLabel,
  type RecipientsPageDto,
  RecipientsService,
  type RecurringPayment,
  type Scope,
  type SummaryDto,
  type TypeSpend,
  type WalletBalance,
  type WalletSpend,
} from '../../insights';
import type { ExpenseCategory } from '../assistant.repository';
import {
  FrameRepository,
  type FrameFilter,
  type FrameMonthRow,
  type FramePartyRow,
  type FrameRow,
  type FrameSubjectSql,
  type FrameTotalsRow,
} from '../frame.repository';
import type { KnownPayee } from '../understand/understand';
import type { Frame } from './frame';
import { resolvePerson, type Person } from './people';
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
      // Who the payee named (people are numbers: a name leads to its numbers, and they to every
      // transaction), and their transactions by number (else by name), the most money first.
      person: Person;
      matches: PayeeSpend[];
      total: string;
      count: number;
    })
  | (Base & {
      name: 'query_transactions';
      frame: Frame;
      // Who a person or number subject turned out to be (null for other subjects).
      person: Person | null;
      // The frame's counterparties by number, else name: a person's numbers, or the ranking.
      parties: FramePartyRow[] | null;
      // Month by month, for a grouping by month.
      months: FrameMonthRow[] | null;
      totals: FrameTotalsRow | null;
      rows: FrameRow[] | null;
      // With no period named: the latest month, whose figures totals.latest* are.
      latest: PeriodInfo | null;
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

// What the caller has: the days their statements cover, and the names (and numbers) they have
// paid or been paid by, which a person's name is looked up in.
export type CallerData = {
  caller: Caller;
  span: Span | null;
  payees: readonly KnownPayee[];
  categories: readonly ExpenseCategory[];
  // The statement transaction types of their transactions, as printed.
  types: readonly string[];
};

// At most this many people answer a name, one more being read to know there are more.
const PERSON_MATCHES = 10;
// At most this many transactions are listed.
const LIST_LIMIT = 30;

// Runs the assistant's functions for one caller (registry.ts): each is a composition of the
// insights module's queries, so the assistant's figures are the dashboard's.
@Injectable()
export class AssistantFunctions {
  constructor(
    private readonly scopes: InsightsScopes,
    private readonly insights: InsightsService,
    private readonly recipients: RecipientsService,
    private readonly analytics: AnalyticsService,
    private readonly frames: FrameRepository,
  ) {}

  scope(data: CallerData, period: PeriodArg): Scope {
    if ('key' in period) return this.scopes.withPeriod(data.caller, period.key);
    // Fitted to the data as the dashboard's periods are: a comparison with the period before is
    // only made when the statements cover it.
    return {
      ...data.caller,
      period: fitToData(customPeriod(period.from, period.to), data.caller.coverage),
    };
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
        const name = categoryName(data.categories, wanted);
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
        const direction = call.args.direction === 'in' ? 'received' : 'sent';
        const person = resolvePerson(call.args.payee, data.payees);
        const filter = this.filter(data, scope, {
          direction,
          value: 'money',
          subject: subjectOfPerson(person, data.payees),
          above: null,
          below: null,
        });
        const parties = await this.frames.parties(filter, 'amount', PERSON_MATCHES + 1, false);
        const matches = parties.map((party) => ({
          payee: party.payee,
          number: party.number === null ? null : displayNumber(party.number),
          spent: party.total,
          count: party.count,
          lastDate: party.last,
        }));
        return {
          name: call.name,
          ...this.base(data, scope),
          payee: call.args.payee,
          direction: call.args.direction,
          person,
          matches,
          total: sumMoney(parties.map((party) => party.total)),
          count: parties.reduce((sum, party) => sum + party.count, 0),
        };
      }
      case 'query_transactions':
        return this.runFrame(data, call.args);
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
          const name = categoryName(data.categories, call.args.category);
          const { categories } = await this.insights.categoriesFor(scope);
          const spent = categories.find((row) => row.name === name)?.spent ?? '0.00';
          return { ...base, spent, received: '0.00', fees: '0.00', tax: '0.00' };
        };
        const [first, second] = await Promise.all([side(firstScope), side(secondScope)]);
        const category = call.args.category
          ? (categoryName(data.categories, call.args.category) ?? call.args.category)
          : null;
        return { name: call.name, category, first, second };
      }
      case 'get_recurring_payments':
        return { name: call.name, payments: await this.analytics.recurring(data.caller) };
      case 'get_forecast':
        return { name: call.name, forecast: await this.analytics.forecast(data.caller) };
    }
  }

  // A frame, run: the totals for a measure of amount, count or average (and, for a person, their
  // transactions by number), the ranking for a grouping by person, the rows for the largest, the
  // smallest or a list. Other groupings and comparisons are compiled to the dashboard's functions
  // (callsFor) and never reach here.
  private async runFrame(data: CallerData, frame: Frame): Promise<FunctionResult> {
    const scope = this.scope(data, frame.period ?? { key: 'all' });
    const person =
      frame.subject.kind === 'person'
        ? resolvePerson(frame.subject.name, data.payees)
        : frame.subject.kind === 'number'
          ? resolvePerson(frame.subject.number, data.payees)
          : null;
    const subject =
      person !== null ? subjectOfPerson(person, data.payees) : this.subjectSql(data, frame);
    const filter = this.filter(data, scope, { ...frame, subject });
    const latestScope =
      frame.period === null && data.caller.latestMonth !== null
        ? this.scope(data, { key: 'latest' })
        : null;
    const latest =
      latestScope && latestScope.period.from !== null && latestScope.period.to !== null
        ? { from: latestScope.period.from, to: latestScope.period.to }
        : null;
    const ranked = frame.grouping === 'person';
    const byMonth = frame.grouping === 'month';
    const rowsOrder =
      frame.measure === 'largest' || frame.measure === 'smallest'
        ? frame.measure
        : frame.measure === 'list'
          ? 'date'
          : null;
    const counted = ranked && frame.measure === 'count';
    const [totals, parties, rows, months] = await Promise.all([
      (ranked && !counted) || byMonth ? null : this.frames.totals(filter, latest, counted),
      ranked
        ? this.frames.parties(filter, counted ? 'count' : frame.rank, 5, true)
        : person !== null
          ? this.frames.parties(filter, 'amount', PERSON_MATCHES + 1, false)
          : null,
      rowsOrder === null || byMonth
        ? null
        : this.frames.rows(filter, rowsOrder, rowsOrder === 'date' ? LIST_LIMIT : 5),
      byMonth ? this.frames.months(filter) : null,
    ]);
    return {
      name: 'query_transactions',
      ...this.base(data, scope),
      frame,
      person,
      parties,
      months,
      totals,
      rows,
      latest: latest && latestScope ? this.base(data, latestScope).period : null,
    };
  }

  private filter(
    data: CallerData,
    scope: Scope,
    frame: Pick<Frame, 'direction' | 'value' | 'above' | 'below'> & { subject: FrameSubjectSql },
  ): FrameFilter {
    return {
      bounds: this.scopes.bounds(scope, scope.period),
      direction: frame.direction,
      value: frame.value,
      subject: frame.subject,
      above: frame.above,
      below: frame.below,
    };
  }

  // A category, type or fee kind as the SQL reads it (a person or number: subjectOfPerson).
  private subjectSql(data: CallerData, frame: Frame): FrameSubjectSql {
    const { subject } = frame;
    const { categories } = data;
    switch (subject.kind) {
      case 'category': {
        const name = categoryName(categories, subject.name);
        const ids = categories.filter((row) => row.name === name).map((row) => row.id);
        return { kind: 'category', ids, other: false };
      }
      case 'type': {
        // The user's types as printed ("Cash Out", "CASH_OUT") that are the ones asked.
        const canonical = (type: string) => type.trim().toUpperCase().replace(/[ -]+/g, '_');
        const printed = data.types.filter((type) => subject.types.includes(canonical(type)));
        return { kind: 'type', types: printed.length > 0 ? printed : subject.types };
      }
      case 'fee-kind':
        return { kind: 'fee-kind', feeKind: subject.feeKind };
      case 'person':
      case 'number':
      case 'all':
        return { kind: 'all' };
    }
  }
}

// A person as the SQL looks them up: by their names (and so their numbers), by a number, or by
// part of a name no one the user has paid carries.
function subjectOfPerson(person: Person, payees: readonly KnownPayee[]): FrameSubjectSql {
  switch (person.kind) {
    case 'number':
      return { kind: 'number', last9: person.last9 };
    case 'names': {
      const names = new Set(person.names);
      const numbers = payees
        .filter((payee) => names.has(payee.name))
        .flatMap((payee) => payee.numbers ?? []);
      return {
        kind: 'person',
        names: person.names.map((name) => name.trim().toLowerCase()),
        numbers: [...new Set(numbers)],
      };
    }
    case 'unknown':
      return { kind: 'pattern', pattern: likePattern(person.typed) };
  }
}

// A number's last nine digits as a Ghanaian writes it: 0550000124.
export const displayNumber = (last9: string) => (/^\d{9}$/.test(last9) ? `0${last9}` : last9);

function sumMoney(amounts: readonly string[]): string {
  return formatMoney(amounts.reduce((sum, amount) => sum + (parseMoney(amount) ?? 0n), 0n));
}

// The caller's expense category a name means: exact (any case), then fuzzy (Fuse.js).
function categoryName(rows: readonly ExpenseCategory[], wanted: string): string | null {
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
