import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import {
  CSV_COLUMNS,
  csvFileName,
  csvStream,
  neutraliseFormula,
  type CsvRow,
} from './transactions-csv';

const DANGEROUS = /^[=+\-@\t\r]/;

const row = (overrides: Partial<CsvRow> = {}): CsvRow => ({
  transaction_id: '44057088025',
  date_time: '2024-09-06T08:28:19',
  amount: '-25.00',
  fees: '0.50',
  tax: '0.25',
  balance: '120.75',
  to_from: '233241234567',
  account_name: 'KWAME MENSAH',
  type: 'TRANSFER',
  reference: 'lunch',
  category_name: 'Food & Dining',
  ...overrides,
});

async function toCsv(rows: CsvRow[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(Readable.from(rows))) {
    chunks.push(Buffer.from(chunk as string));
  }
  return Buffer.concat(chunks);
}

describe('neutraliseFormula', () => {
  it('never lets a cell start a formula, and changes nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const out = neutraliseFormula(value);
        expect(DANGEROUS.test(out)).toBe(false);
        expect(out === value || out === `'${value}`).toBe(true);
        expect(out === value).toBe(!DANGEROUS.test(value));
      }),
    );
  });
});

describe('csvStream', () => {
  it('writes a BOM, the spec’s header and one record per row, and reads back the same cells', async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            account_name: text,
            to_from: text,
            reference: text,
            type: text,
            amount: fc
              .integer({ min: -10_000_000, max: 10_000_000 })
              .map((c) => (c / 100).toFixed(2)),
            tax: fc.integer({ min: 0, max: 100_000 }).map((c) => (c / 100).toFixed(2)),
            category_name: fc.option(text, { nil: null }),
          }),
          { maxLength: 20 },
        ),
        async (partials) => {
          const rows = partials.map((partial) => row(partial));
          const bytes = await toCsv(rows);
          expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
          const records: string[][] = parse(bytes, { bom: true, relax_quotes: false });
          expect(records[0]).toEqual([...CSV_COLUMNS]);
          expect(records).toHaveLength(rows.length + 1);
          rows.forEach((source, index) => {
            const cells = records[index + 1]!;
            // Amounts stay plain numbers a spreadsheet sums (even negative ones).
            expect(cells[2]).toBe(source.amount);
            expect(Number(cells[2])).toBeCloseTo(Number(source.amount));
            expect(cells[4]).toBe(source.tax);
            expect(cells[7]).toBe(neutraliseFormula(source.account_name));
            expect(cells[11]).toBe(neutraliseFormula(source.reference));
            expect(cells[10]).toBe(neutraliseFormula(source.category_name ?? 'Uncategorized'));
            for (const index of [1, 6, 7, 8, 9, 10, 11]) {
              expect(DANGEROUS.test(cells[index]!)).toBe(false);
            }
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('writes fees, E-Levy and balance as 0.00 when absent, and the time as a spreadsheet reads it', async () => {
    const bytes = await toCsv([
      row({ fees: '', tax: null as unknown as string, balance: null as unknown as string }),
    ]);
    const [header, cells]: string[][] = parse(bytes, { bom: true });
    expect(header!.slice(0, 6)).toEqual([
      'Date & Time',
      'Transaction ID',
      'Amount',
      'Fees',
      'E-Levy',
      'Balance',
    ]);
    expect(cells!.slice(0, 6)).toEqual([
      '2024-09-06 08:28:19',
      '44057088025',
      '-25.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(cells![9]).toBe('Transfer to KWAME MENSAH');
  });

  it('describes each row in the words the screens use, the type as printed kept in Type', async () => {
    const bytes = await toCsv([
      row({ type: 'PAYMENT_SEND' }),
      row({ type: 'DEBIT', account_name: '', to_from: 'YELLOSAVE AUTODEBIT' }),
      row({ type: 'CASH_IN', amount: '300.00', account_name: 'AKUA MANU' }),
      row({ type: '', to_from: '0', account_name: '' }),
    ]);
    const [header, ...records]: string[][] = parse(bytes, { bom: true });
    const cells = (name: string) => records.map((record) => record[header!.indexOf(name)]);
    expect(cells('Description')).toEqual([
      'Payment sent to KWAME MENSAH',
      'Direct debit to YELLOSAVE AUTODEBIT',
      'Cash in from AKUA MANU',
      'Transaction',
    ]);
    expect(cells('Type')).toEqual(['PAYMENT_SEND', 'DEBIT', 'CASH_IN', '']);
  });

  it('names the file after the date', () => {
    expect(csvFileName(new Date('2026-11-24T23:59:00Z'))).toBe('momo-transactions-2026-11-24.csv');
  });
});
