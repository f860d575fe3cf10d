import { z } from 'zod';
import { FRAME_SCHEMA } from './frame';
import { periodArg, type PeriodArg } from './period-arg';

// The read-only analytics functions the assistant answers with (docs/assistant.md). The same
// schemas check the deterministic planner's calls and the model's tool calls; the executors
// (AssistantFunctions) close over the caller, so no argument can name another user.

export type { PeriodArg };

const text = (max: number) => z.string().trim().min(1).max(max);
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM');

export const FUNCTION_SCHEMAS = {
  query_transactions: {
    description:
      'The query frame (issue 31): any question about the user’s transactions, as a measure (amount, count, average, largest, smallest or list) of money, fees or E-Levy, in a direction (sent, received or both), about a subject (all, a category, a person, a number, statement types or a kind of fee), in a period (null: everything the statements cover), perhaps ranked by person, category, month, type or wallet, or compared with a second period. A follow-up question changes only the slots it names.',
    input: FRAME_SCHEMA,
  },
  get_totals: {
    description:
      'Total spent, received, fees, E-Levy and total cost in a period, with the period before for comparison. Transfers between the user’s own wallets are neither spending nor income.',
    input: z.object({ period: periodArg }).strict(),
  },
  get_spending_by_category: {
    description:
      'Spending by expense category in a period (share of all spending and change on the period before). With `category`, only that category (matched by name, e.g. "Food", "chop", "transport").',
    input: z.object({ period: periodArg, category: text(60).optional() }).strict(),
  },
  get_payee_spending: {
    description:
      'Money sent or paid to ("out") or received from ("in") one person or business, named by name or part of one or by phone number (as the question or a result gives it, e.g. "Payee 1" or "Phone 1"), in a period. People are numbers: a name leads to every number it appears with, and those numbers to every transaction, whatever name it carries.',
    input: z
      .object({
        period: periodArg,
        payee: text(60),
        direction: z.enum(['out', 'in']).default('out'),
      })
      .strict(),
  },
  get_top_recipients: {
    description: 'The people the user sends most money to (sort "spent") or most often ("count").',
    input: z
      .object({
        period: periodArg,
        sort: z.enum(['spent', 'count']).default('spent'),
        limit: z.number().int().min(1).max(10).default(5),
      })
      .strict(),
  },
  get_spending_by_wallet: {
    description: 'Spending and income per wallet in a period.',
    input: z.object({ period: periodArg }).strict(),
  },
  get_spending_by_month: {
    description: 'Spending and income month by month in a period, to find the dearest month.',
    input: z.object({ period: periodArg }).strict(),
  },
  get_balance: {
    description:
      'The balance of each wallet after its latest transaction, as the statement printed it.',
    input: z.object({}).strict(),
  },
  get_spending_by_type: {
    description:
      'Spending and income by the statement’s transaction type (TRANSFER, PAYMENT, CASH_OUT, DEBIT…) in a period.',
    input: z.object({ period: periodArg }).strict(),
  },
  get_largest_transactions: {
    description: 'The largest payments out ("out") or money received ("in") in a period.',
    input: z
      .object({
        period: periodArg,
        direction: z.enum(['out', 'in']).default('out'),
        limit: z.number().int().min(1).max(10).default(5),
      })
      .strict(),
  },
  get_fees: {
    description:
      'MoMo fees and E-Levy paid in a period, split by kind of transaction, with the costliest transactions.',
    input: z.object({ period: periodArg }).strict(),
  },
  get_budgets: {
    description:
      'Each category budget against one month’s spending (default: the latest month with transactions).',
    input: z.object({ month: month.optional() }).strict(),
  },
  compare_periods: {
    description:
      'Compare spending, income and fees (or one category’s spending) between two periods.',
    input: z
      .object({
        first: periodArg,
        second: periodArg.optional().describe('default: the period just before `first`'),
        category: text(60).optional(),
      })
      .strict(),
  },
  get_recurring_payments: {
    description:
      'Payments that repeat (same payee, similar amount, weekly, fortnightly or monthly) with the next expected date.',
    input: z.object({}).strict(),
  },
  get_forecast: {
    description:
      'This month’s spending projected to month end, from the user’s own daily spending pattern.',
    input: z.object({}).strict(),
  },
} as const;

export type FunctionName = keyof typeof FUNCTION_SCHEMAS;
export const FUNCTION_NAMES = Object.keys(FUNCTION_SCHEMAS) as FunctionName[];
type FunctionInput<N extends FunctionName> = z.infer<(typeof FUNCTION_SCHEMAS)[N]['input']>;

// One call of a function: what the planner produces and the question bank expects.
export type FunctionCall = {
  [N in FunctionName]: { name: N; args: FunctionInput<N> };
}[FunctionName];

/** Checks a call's arguments against its schema (defaults applied); throws on a bad call. */
export function checkedCall(name: string, args: unknown): FunctionCall {
  if (!(name in FUNCTION_SCHEMAS)) throw new Error(`unknown function ${name}`);
  const schema = FUNCTION_SCHEMAS[name as FunctionName].input;
  return { name, args: schema.parse(args) } as FunctionCall;
}
