import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';

// The real redacted classic statement (594 rows, 18 Feb to 6 Sep 2024), read straight from its CSV
// and worked out here by the definitions in docs/insights.md, independently of the assistant. The
// reading follows api/test/insights-real.int-spec.ts and shared/docs/reference/momo-statements.md
// (section 1a): no sign in the classic layout, so a row is money out when FROM is the holder.

const CSV = resolve(
  __dirname,
  '../../../statement-fixtures/fixtures/mtn-gh-classic-2024.redacted.csv',
);
const HEADER =
  'TRANSACTION DATE,FROM ACCT,FROM NAME,FROM NO.,TRANS. TYPE,AMOUNT,FEES,E-LEVY,BAL BEFORE,BAL AFTER,TO NO.,TO NAME,TO ACCT,F_ID,REF,OVA';
// The statement holder (statement-fixtures/fixtures/SOURCES.md: number and wallet after redaction).
const HOLDER = { number: '233240000001', account: '10000001' } as const;

export type Row = {
  id: string;
  // Statement-local, "2024-09-06T20:28:19".
  dateTime: string;
  day: string;
  // "2024-09".
  month: string;
  out: boolean;
  // Unsigned, in pesewas.
  amount: bigint;
  fees: bigint;
  tax: bigint;
  // The statement's type as printed: TRANSFER, PAYMENT, PAYMENT_SEND, DEBIT, CASH_OUT, …
  type: string;
  // The other party's phone number in the 233 form, null when the row names none ("0").
  number: string | null;
  // The other party's name as printed, '' when blank.
  name: string;
  account: string;
};

type Direction = 'sent' | 'received' | 'both';
// Calendar days, both ends included: "2024-05-01" to "2024-05-15".
export type Period = { from: string; to: string };

export type Query = {
  period?: Period;
  // Both when not given.
  direction?: Direction;
  // Statement types, any of them.
  types?: readonly string[];
  // A person (or any party) by name: every number the name appears with, then every row with
  // those numbers (as the recipients page merges by number), plus the rows with the name itself.
  person?: string;
  // A phone number in any form: 0240000105, 240000105, +233 24 000 0105.
  number?: string;
  // Only amounts above this many cedis ("300"), strictly.
  over?: string;
};

// A party ranked by money or by count: one per phone number, else per printed name.
export type Party = {
  key: string;
  // Every non-blank name seen with it, the latest first.
  names: string[];
  total: bigint;
  count: number;
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// "1886.09", "5.5", "0" → pesewas. The statement prints no sign and no thousands separator.
function pesewas(text: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: ${text}`);
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

// Pesewas as the API writes money, without a sign: "101.00", "0.75".
export function cedis(value: bigint): string {
  const abs = value < 0n ? -value : value;
  return `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

// numerator / denominator rounded half away from zero (PostgreSQL's round on numeric), both >= 0.
const roundDiv = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

// "06-Sep-2024 08:28:19 PM" → "2024-09-06T20:28:19".
function localDateTime(text: string): string {
  const m = /^(\d{2})-([A-Z][a-z]{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2}) (AM|PM)$/.exec(text);
  const month = m ? MONTHS.findIndex((name) => name.startsWith(m[2]!)) + 1 : 0;
  if (!m || month === 0) throw new Error(`not a statement date: ${text}`);
  const hour = (Number(m[4]) % 12) + (m[7] === 'PM' ? 12 : 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${m[3]}-${two(month)}-${m[1]}T${two(hour)}:${m[5]}:${m[6]}`;
}

// A phone number in any form → "233240000105"; null when it is not one.
function numberKey(text: string): string | null {
  if (!/^\s*\+?[\d -]+\s*$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (/^233\d{9}$/.test(digits)) return digits;
  if (/^0\d{9}$/.test(digits)) return `233${digits.slice(1)}`;
  if (/^[1-9]\d{8}$/.test(digits)) return `233${digits}`;
  return null;
}

function readStatement(): Row[] {
  const records: string[][] = parse(readFileSync(CSV, 'utf8'), { skipEmptyLines: true });
  const [header, ...lines] = records;
  if (header?.join(',') !== HEADER) throw new Error('not the classic layout');
  return lines.map((f) => {
    if (f.length !== 16) throw new Error(`row of ${f.length} columns`);
    const [date, fromAcct, fromName, fromNo, type, amount, fees, levy] = f;
    const [toNo, toName, toAcct, id] = f.slice(10, 14);
    const out = fromAcct === HOLDER.account || fromNo === HOLDER.number;
    const into = toAcct === HOLDER.account || toNo === HOLDER.number;
    if (out === into) throw new Error(`row ${id}: direction unknown`);
    const [no, name, account] = out ? [toNo!, toName!, toAcct!] : [fromNo!, fromName!, fromAcct!];
    const dateTime = localDateTime(date!);
    return {
      id: id!,
      dateTime,
      day: dateTime.slice(0, 10),
      month: dateTime.slice(0, 7),
      out,
      amount: pesewas(amount!),
      fees: pesewas(fees!),
      tax: pesewas(levy!),
      type: type!,
      number: numberKey(no),
      name: name.trim(),
      account,
    };
  });
}

let cache: Row[] | undefined;
// Every row of the statement, oldest first.
export function statement(): readonly Row[] {
  cache ??= readStatement().sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  return cache;
}

const lastDay = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

// "2024-07" → 1 to 31 July 2024.
export function monthPeriod(month: string): Period {
  const [year, m] = month.split('-').map(Number);
  return { from: `${month}-01`, to: lastDay(year!, m!) };
}
export const yearPeriod = (year: number): Period => ({
  from: `${year}-01-01`,
  to: `${year}-12-31`,
});
export const dayPeriod = (from: string, to: string): Period => ({ from, to });

// What the statements cover: the first to the last day with a transaction.
export function coverage(): Period {
  const rows = statement();
  return { from: rows[0]!.day, to: rows.at(-1)!.day };
}

// The month and year words a reply about the period should name: "July 2024" → July, 2024;
// everything → February, September, 2024.
export function periodWords(period: Period = coverage()): string[] {
  const [from, to] = [period.from, period.to].map((day) => ({
    month: MONTHS[Number(day.slice(5, 7)) - 1]!,
    year: day.slice(0, 4),
  }));
  const wholeYear = period.from.endsWith('-01-01') && period.to.endsWith('-12-31');
  const words = wholeYear ? [] : [from!.month, to!.month];
  return [...new Set([...words, from!.year, to!.year])];
}

// Every phone number a name appears with (either direction), case-insensitive.
export function numbersOf(name: string): string[] {
  const wanted = name.trim().toLowerCase();
  const numbers = statement()
    .filter((row) => row.name.toLowerCase() === wanted && row.number !== null)
    .map((row) => row.number!);
  return [...new Set(numbers)].sort();
}

const directionOf = (row: Row, direction: Direction) =>
  direction === 'both' || row.out === (direction === 'sent');

// The rows a question is about.
export function select(query: Query = {}): Row[] {
  const { period, direction = 'both', types, person, number, over } = query;
  const floor = over === undefined ? undefined : pesewas(over);
  const personName = person?.trim().toLowerCase();
  const personNumbers = person === undefined ? [] : numbersOf(person);
  const key = number === undefined ? undefined : numberKey(number);
  if (number !== undefined && key === null) throw new Error(`not a phone number: ${number}`);
  return statement().filter(
    (row) =>
      (period === undefined || (row.day >= period.from && row.day <= period.to)) &&
      directionOf(row, direction) &&
      (types === undefined || types.includes(row.type)) &&
      (personName === undefined ||
        row.name.toLowerCase() === personName ||
        (row.number !== null && personNumbers.includes(row.number))) &&
      (key === undefined || row.number === key) &&
      (floor === undefined || row.amount > floor),
  );
}

export type Measure = 'amount' | 'fees' | 'tax' | 'feesAndTax';
const pick: Record<Measure, (row: Row) => bigint> = {
  amount: (row) => row.amount,
  fees: (row) => row.fees,
  tax: (row) => row.tax,
  feesAndTax: (row) => row.fees + row.tax,
};

function sumOf(rows: readonly Row[], measure: Measure = 'amount'): bigint {
  return rows.reduce((acc, row) => acc + pick[measure](row), 0n);
}
// The sum as the API writes money: "61.46".
export const total = (rows: readonly Row[], measure: Measure = 'amount') =>
  cedis(sumOf(rows, measure));
export const count = (rows: readonly Row[]) => rows.length;
export function average(rows: readonly Row[], measure: Measure = 'amount'): string {
  if (rows.length === 0) throw new Error('no rows to average');
  return cedis(roundDiv(sumOf(rows, measure), BigInt(rows.length)));
}

// The largest (or smallest) row by amount; the latest among equals.
export function largest(rows: readonly Row[]): Row {
  return extreme(rows, 1);
}
export function smallest(rows: readonly Row[]): Row {
  return extreme(rows, -1);
}
function extreme(rows: readonly Row[], sign: 1 | -1): Row {
  if (rows.length === 0) throw new Error('no rows');
  return rows.reduce((best, row) => {
    const diff = (row.amount - best.amount) * BigInt(sign);
    return diff > 0n || (diff === 0n && row.dateTime > best.dateTime) ? row : best;
  });
}

// The amounts of the rows, oldest first, as the API writes them.
export const amounts = (rows: readonly Row[]) => rows.map((row) => cedis(row.amount));

// The parties of the rows, one per phone number (else per printed name), largest first by money
// or by count; ties by the other measure, then by key.
function parties(rows: readonly Row[], by: 'amount' | 'count' = 'amount'): Party[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.number ?? (row.name || row.account);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const ranked = [...groups].map(([key, group]) => ({
    key,
    names: [
      ...new Set(
        group
          .map((row) => row.name)
          .filter((name) => name !== '')
          .reverse(),
      ),
    ],
    total: sumOf(group),
    count: group.length,
  }));
  const byMoney = (a: Party, b: Party) => (a.total === b.total ? 0 : a.total > b.total ? -1 : 1);
  const byCount = (a: Party, b: Party) => b.count - a.count;
  return ranked.sort(
    (a, b) =>
      (by === 'amount' ? byMoney(a, b) || byCount(a, b) : byCount(a, b) || byMoney(a, b)) ||
      a.key.localeCompare(b.key),
  );
}

// The people among the parties: those with a phone number (the recipients page's rule).
export const people = (rows: readonly Row[], by: 'amount' | 'count' = 'amount') =>
  parties(rows, by).filter((party) => numberKey(party.key) !== null);
