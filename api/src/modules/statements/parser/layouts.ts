import type { StatementLayout } from './types';

// Column labels by meaning (reference §1a/§1b): every spelling a producer may print, compared
// after removing case, spaces and punctuation, so 'TRANS. TYPE', 'Trans Type' and 'TRANS.' /
// 'TYPE' are one label. Keys are shared by both layouts where the meaning is the same.
export type ColumnKey =
  | 'date'
  | 'type'
  | 'toFrom'
  | 'accountName'
  | 'toFromAccount'
  | 'amount'
  | 'transactionId'
  | 'fees'
  | 'tax'
  | 'balance'
  | 'balBefore'
  | 'reference'
  | 'fromAcct'
  | 'fromName'
  | 'fromNo'
  | 'toNo'
  | 'toName'
  | 'toAcct'
  | 'ova';

const ALIASES: Record<ColumnKey, string[]> = {
  date: [
    'Date & Time',
    'Date and Time',
    'Date/Time',
    'Date',
    'Transaction Date',
    'Trans. Date',
    'Transaction Date & Time',
    'Date Time',
    'Time & Date',
  ],
  type: ['Payment Type', 'Transaction Type', 'Trans. Type', 'Type', 'Trans Type', 'Txn Type'],
  toFrom: ['To/From', 'From/To', 'To / From', 'To or From', 'Counterparty', 'To/From Number'],
  accountName: ['Account Name', 'Name', 'Counterparty Name'],
  toFromAccount: ['To/From Account Name', 'To/From Account', 'From/To Account Name'],
  amount: ['Amount', 'Amount (GHS)', 'Amt', 'Transaction Amount'],
  transactionId: [
    'Transaction ID',
    'Trans. ID',
    'Transaction Id',
    'Txn ID',
    'Transaction No.',
    'Transaction Number',
    'ID',
    'F_ID',
    'FID',
    'Financial ID',
  ],
  fees: ['Fees', 'Fee', 'Charges', 'Fees (GHS)'],
  tax: ['Tax', 'E-Levy', 'Levy', 'Taxes', 'Tax (GHS)', 'E-LEVY'],
  balance: ['Balance', 'Bal After', 'Balance After', 'Closing Balance', 'Balance (GHS)'],
  balBefore: ['Bal Before', 'Balance Before', 'Opening Balance'],
  reference: ['Reference', 'Ref', 'Ref.', 'Description', 'Narration', 'Remarks'],
  fromAcct: ['From Acct', 'From Account', 'From Acct.'],
  fromName: ['From Name'],
  fromNo: ['From No.', 'From No', 'From Number', 'From Msisdn'],
  toNo: ['To No.', 'To No', 'To Number', 'To Msisdn'],
  toName: ['To Name'],
  toAcct: ['To Acct', 'To Account', 'To Acct.'],
  ova: ['OVA'],
};

export const normLabel = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

const APP_KEYS: ColumnKey[] = [
  'date',
  'type',
  'toFrom',
  'accountName',
  'toFromAccount',
  'amount',
  'transactionId',
  'fees',
  'tax',
  'balance',
  'reference',
];
const CLASSIC_KEYS: ColumnKey[] = [
  'date',
  'type',
  'amount',
  'transactionId',
  'fees',
  'tax',
  'balance',
  'balBefore',
  'reference',
  'fromAcct',
  'fromName',
  'fromNo',
  'toNo',
  'toName',
  'toAcct',
  'ova',
];

const labelMap = (keys: readonly ColumnKey[]): ReadonlyMap<string, ColumnKey> =>
  new Map(keys.flatMap((key) => ALIASES[key].map((label) => [normLabel(label), key] as const)));

/**
 * Normalised label → column, per layout: 'From Account' / 'To Name' are classic columns, and
 * must not split an app header's 'To/' / 'From Account Name'.
 */
export const LABELS: Readonly<Record<StatementLayout, ReadonlyMap<string, ColumnKey>>> = {
  app: labelMap(APP_KEYS),
  classic: labelMap(CLASSIC_KEYS),
};

const WORDS = Object.values(ALIASES)
  .flat()
  .flatMap((label) => label.split(/[\s/]+/))
  .map(normLabel)
  .filter(Boolean)
  .concat(['E', 'LEVY', 'TOFROM', 'FROMTO', 'GHS', 'TRANS', 'TXN']);

/**
 * Every word that occurs in some label, and the pieces of one a narrow column cuts mid-word
 * ('Transacti' / 'on'): header lines are made of these.
 */
export const LABEL_WORDS: ReadonlySet<string> = new Set(
  WORDS.flatMap((word) => [
    word,
    ...Array.from({ length: Math.max(0, word.length - 2) }, (_, i) => word.slice(0, i + 2)),
    ...Array.from({ length: Math.max(0, word.length - 2) }, (_, i) => word.slice(i + 1)),
  ]),
);

// Columns only the classic 16-column export has: their presence picks the layout.
const CLASSIC_ONLY: ColumnKey[] = ['fromAcct', 'fromNo', 'toNo', 'toAcct', 'balBefore', 'ova'];

export function layoutOf(keys: ReadonlySet<ColumnKey>): StatementLayout | null {
  const classic = CLASSIC_ONLY.filter((key) => keys.has(key)).length;
  if (classic >= 2) {
    const needed: ColumnKey[] = ['date', 'amount', 'balance', 'transactionId'];
    const direction =
      (keys.has('fromAcct') || keys.has('fromNo')) && (keys.has('toAcct') || keys.has('toNo'));
    return needed.every((key) => keys.has(key)) && direction ? 'classic' : null;
  }
  const needed: ColumnKey[] = ['date', 'transactionId', 'balance'];
  const amount = keys.has('amount') || keys.has('accountName') || keys.has('toFromAccount');
  return needed.every((key) => keys.has(key)) && amount ? 'app' : null;
}

/** The first line of a date cell: a day and a month name, in either layout's style. */
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const ROW_START = new RegExp(`^\\d{1,2}(?:\\s*-\\s*|\\s+)${MONTH}\\.?(?![A-Za-z])`, 'i');
const DAY_ONLY = /^\d{1,2}\s*-?$/;
const MONTH_FIRST = new RegExp(`^-?\\s*${MONTH}\\.?(?![A-Za-z])`, 'i');

/**
 * Indexes of the texts (a date column's lines, top to bottom) that start a date cell: a day and
 * a month, or a day alone on its line with the month on the next ('28' / 'Feb' / '2026').
 */
export function dateStarts(texts: readonly string[]): number[] {
  const starts: number[] = [];
  texts.forEach((text, i) => {
    if (ROW_START.test(text)) starts.push(i);
    else if (DAY_ONLY.test(text) && MONTH_FIRST.test(texts[i + 1] ?? '')) starts.push(i);
  });
  return starts;
}
