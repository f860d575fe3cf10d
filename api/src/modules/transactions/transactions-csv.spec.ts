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
            expect(cells[6]).toBe(neutraliseFormula(source.account_name));
            expect(cells[10]).toBe(neutraliseFormula(source.reference));
            expect(cells[9]).toBe(neutraliseFormula(source.category_name ?? 'Uncategorised'));
            for (const index of [1, 5, 6, 7, 8, 9, 10]) {
              expect(DANGEROUS.test(cells[index]!)).toBe(false);
            }
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('writes fees and balance as 0.00 when absent, and the time as a spreadsheet reads it', async () => {
    const bytes = await toCsv([row({ fees: '', balance: null as unknown as string })]);
    const [, cells]: string[][] = parse(bytes, { bom: true });
    expect(cells!.slice(0, 5)).toEqual([
      '2024-09-06 08:28:19',
      '44057088025',
      '-25.00',
      '0.00',
      '0.00',
    ]);
    expect(cells![8]).toBe('Transfer to KWAME MENSAH');
  });

  it('names the file after the date', () => {
    expect(csvFileName(new Date('2026-11-24T23:59:00Z'))).toBe('momo-transactions-2026-11-24.csv');
  });
});
