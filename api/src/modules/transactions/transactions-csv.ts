import { Transform, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { describeTransaction, type TransactionRow } from './transaction-query';

// Spec section 9, in this order.
export const CSV_COLUMNS = [
  'Date & Time',
  'Transaction ID',
  'Amount',
  'Fees',
  'Balance',
  'To/From',
  'Account Name',
  'Type',
  'Description',
  'Category',
  'Reference',
] as const;

export const csvFileName = (now = new Date()) =>
  // Ghana keeps UTC all year, so the UTC date is the user's date.
  `momo-transactions-${now.toISOString().slice(0, 10)}.csv`;

// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as
// a formula: text cells get a leading apostrophe. Amounts are written by us from numeric columns
// and stay plain numbers a spreadsheet can sum.
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const money = (value: string | null) => (value === null || value === '' ? '0.00' : value);

export type CsvRow = Pick<
  TransactionRow,
  | 'transaction_id'
  | 'date_time'
  | 'amount'
  | 'fees'
  | 'balance'
  | 'to_from'
  | 'account_name'
  | 'type'
  | 'reference'
  | 'category_name'
>;

export function csvRecord(row: CsvRow): string[] {
  return [
    row.date_time.replace('T', ' '),
    neutraliseFormula(row.transaction_id),
    money(row.amount),
    money(row.fees),
    money(row.balance),
    neutraliseFormula(row.to_from),
    neutraliseFormula(row.account_name),
    neutraliseFormula(row.type),
    neutraliseFormula(describeTransaction(row)),
    neutraliseFormula(row.category_name ?? 'Uncategorised'),
    neutraliseFormula(row.reference),
  ];
}

// Rows in, CSV text out, with back-pressure all the way to the database cursor. UTF-8 with a
// byte-order mark so Excel reads ₵ and names correctly.
export function csvStream(rows: Readable): Readable {
  const records = new Transform({
    objectMode: true,
    transform(row: CsvRow, _encoding, callback) {
      callback(null, csvRecord(row));
    },
  });
  const csv = stringify({
    header: true,
    columns: [...CSV_COLUMNS],
    bom: true,
    record_delimiter: 'windows',
  });
  rows.on('error', (error) => records.destroy(error));
  records.on('error', (error) => csv.destroy(error));
  return rows.pipe(records).pipe(csv);
}
