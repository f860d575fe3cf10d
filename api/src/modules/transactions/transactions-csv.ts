import { pipeline, Transform, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { describeTransaction, type TransactionRow } from './transaction-query';

// Spec section 9, in this order, with the E-Levy (the tax column) after the fees (issue 30): the
// amounts, fees and E-Levy of a file add up to the dashboard's figures.
export const CSV_COLUMNS = [
  'Date & Time',
  'Transaction ID',
  'Amount',
  'Fees',
  'E-Levy',
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

// The screens' word for a row without a category (the dashboard and the categories page too).
const UNCATEGORIZED_LABEL = 'Uncategorized';

const money = (value: string | null) => (value === null || value === '' ? '0.00' : value);

export type CsvRow = Pick<
  TransactionRow,
  | 'transaction_id'
  | 'date_time'
  | 'amount'
  | 'fees'
  | 'tax'
  | 'balance'
  | 'to_from'
  | 'account_name'
  | 'type'
  | 'reference'
  | 'category_name'
>;

function csvRecord(row: CsvRow): string[] {
  return [
    row.date_time.replace('T', ' '),
    neutraliseFormula(row.transaction_id),
    money(row.amount),
    money(row.fees),
    money(row.tax),
    money(row.balance),
    neutraliseFormula(row.to_from),
    neutraliseFormula(row.account_name),
    neutraliseFormula(row.type),
    neutraliseFormula(describeTransaction(row)),
    neutraliseFormula(row.category_name ?? UNCATEGORIZED_LABEL),
    neutraliseFormula(row.reference),
  ];
}

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;
// Records written per chunk: large chunks keep gzip and the socket busy with few, big writes
// (one chunk per record made the compressed download three times slower).
const RECORDS_PER_CHUNK = 1000;

// Rows in, CSV text out, with back-pressure all the way to the database cursor. UTF-8 with a
// byte-order mark so Excel reads ₵ and names correctly.
export function csvStream(rows: Readable): Readable {
  let batch: string[][] = [];
  const csv = new Transform({
    writableObjectMode: true,
    construct(callback) {
      this.push(`\uFEFF${stringify([[...CSV_COLUMNS]], CSV_OPTIONS)}`);
      callback();
    },
    transform(row: CsvRow, _encoding, callback) {
      batch.push(csvRecord(row));
      if (batch.length < RECORDS_PER_CHUNK) return callback();
      const chunk = stringify(batch, CSV_OPTIONS);
      batch = [];
      callback(null, chunk);
    },
    flush(callback) {
      callback(null, batch.length > 0 ? stringify(batch, CSV_OPTIONS) : undefined);
    },
  });
  // Either side ending early ends both: a download the client abandons destroys the rows
  // stream, which closes its database cursor. Errors still reach the reader of `csv`.
  pipeline(rows, csv, () => undefined);
  return csv;
}
