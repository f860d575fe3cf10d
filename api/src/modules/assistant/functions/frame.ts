import { z } from 'zod';
import { periodArg } from './period-arg';

// The query frame (issue 31; docs/assistant.md#the-query-frame): what a question about the user's
// transactions asks, slot by slot. The rules read a question into a frame (understand/), a
// follow-up changes only the slots it names, and the optional model fills the same frame as its
// tool's arguments. A frame is checked here (zod, then checkFrame) and run by the existing
// functions where one answers it exactly, else by query_transactions (callsFor); every figure
// still comes from SQL.

const MEASURES = ['amount', 'count', 'average', 'largest', 'smallest', 'list'] as const;
export type Measure = (typeof MEASURES)[number];
// What the measure reads of each transaction: the money moved, its MoMo fee, its E-Levy, or both
// charges.
const VALUES = ['money', 'fees', 'levy', 'charges'] as const;
export type Value = (typeof VALUES)[number];
const DIRECTIONS = ['sent', 'received', 'both'] as const;
export type Direction = (typeof DIRECTIONS)[number];
const GROUPINGS = ['none', 'person', 'category', 'month', 'type', 'wallet'] as const;
export type Grouping = (typeof GROUPINGS)[number];
// The fees card's kinds of transaction (transactions.fee_group).
const FEE_KINDS = [
  'transfers',
  'cash-out',
  'merchant-payments',
  'other-networks',
  'bank-transfers',
  'other',
] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

const name = z.string().trim().min(1).max(60);
// A statement's transaction type as printed, upper case with underscores: CASH_OUT, TRANSFER.
const statementType = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z _-]{1,30}$/, 'a transaction type such as CASH_OUT')
  .transform((type) => type.toUpperCase().replace(/[ -]+/g, '_'));
// Cedis as typed: "300", "99.50".
const cedisArg = z.string().regex(/^\d{1,9}(?:\.\d{1,2})?$/, 'an amount in cedis such as 300.00');

const subjectSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }).strict(),
    z.object({ kind: z.literal('category'), name }).strict(),
    z.object({ kind: z.literal('person'), name }).strict(),
    z
      .object({
        kind: z.literal('number'),
        number: z.string().regex(/^\+?[\d\s()-]{9,20}$/, 'a phone number'),
        // What the conversation calls them (the top person of an earlier answer).
        name: name.optional(),
      })
      .strict(),
    z.object({ kind: z.literal('type'), types: z.array(statementType).min(1).max(6) }).strict(),
    z.object({ kind: z.literal('fee-kind'), feeKind: z.enum(FEE_KINDS) }).strict(),
  ])
  .describe(
    'Which transactions: all; one expense category by name; one person or business by name (a name leads to every number it appears with, and those numbers to every transaction); one phone number; statement transaction types (CASH_OUT, TRANSFER, DEBIT, PAYMENT…); or a kind of fee',
  );
export type Subject = z.infer<typeof subjectSchema>;

export const FRAME_SCHEMA = z
  .object({
    measure: z
      .enum(MEASURES)
      .describe(
        'amount: a total; count: how many transactions; average, largest, smallest: of the amounts; list: the transactions themselves',
      ),
    value: z
      .enum(VALUES)
      .default('money')
      .describe('What is measured: the money moved, the MoMo fees, the E-Levy, or both charges'),
    direction: z
      .enum(DIRECTIONS)
      .describe('sent: money out (spending, payments, transfers out); received: money in; both'),
    subject: subjectSchema.default({ kind: 'all' }),
    period: periodArg
      .nullable()
      .default(null)
      .describe('null when the question names no period: everything the statements cover'),
    grouping: z
      .enum(GROUPINGS)
      .default('none')
      .describe('Rank or split by person, category, month, statement type or wallet'),
    rank: z
      .enum(['amount', 'count'])
      .default('amount')
      .describe('With a grouping: rank by money ("the most") or by how many ("most often")'),
    comparison: z
      .union([periodArg, z.literal('previous')])
      .nullable()
      .default(null)
      .describe('A second period to compare the first with ("previous": the one just before it)'),
    above: cedisArg.nullable().default(null).describe('Only amounts above this many cedis'),
    below: cedisArg.nullable().default(null).describe('Only amounts below this many cedis'),
  })
  .strict();
export type Frame = z.infer<typeof FRAME_SCHEMA>;
export type FrameInput = z.input<typeof FRAME_SCHEMA>;

// A frame as the rules build it, every slot given.
export function frameOf(input: FrameInput): Frame {
  return FRAME_SCHEMA.parse(input);
}

/**
 * The frame made consistent, with what was assumed to make it so: slots that cannot go together
 * are dropped (a list is not also ranked; a category's spending is money sent). Throws on a frame
 * the schema refuses.
 */
export function checkFrame(input: unknown): { frame: Frame; assumed: string[] } {
  const frame = FRAME_SCHEMA.parse(input);
  const assumed: string[] = [];
  let checked: Frame = frame;
  if (checked.grouping !== 'none' && checked.measure === 'list') {
    checked = { ...checked, grouping: 'none' };
  }
  if (checked.grouping !== 'none' && ['average', 'largest', 'smallest'].includes(checked.measure)) {
    checked = { ...checked, grouping: 'none' };
  }
  if (checked.grouping === 'category' || checked.subject.kind === 'category') {
    if (checked.direction !== 'sent' && checked.value === 'money') {
      assumed.push('categories are for spending, so this is money sent');
      checked = { ...checked, direction: 'sent' };
    }
  }
  if (checked.grouping === 'category' && checked.subject.kind === 'category') {
    checked = { ...checked, grouping: 'none' };
  }
  if (checked.grouping === 'person' && ['person', 'number'].includes(checked.subject.kind)) {
    checked = { ...checked, grouping: 'none' };
  }
  // Months are ranked by money or by count.
  if (checked.grouping === 'month' && checked.measure === 'count') {
    checked = { ...checked, measure: 'amount', rank: 'count' };
  }
  if (
    checked.above !== null &&
    checked.below !== null &&
    Number(checked.above) >= Number(checked.below)
  ) {
    assumed.push(`no amount is both above ₵${checked.above} and below ₵${checked.below}`);
    checked = { ...checked, below: null };
  }
  if (checked.comparison !== null && checked.period === null) {
    checked = { ...checked, comparison: null };
  }
  return { frame: checked, assumed };
}
