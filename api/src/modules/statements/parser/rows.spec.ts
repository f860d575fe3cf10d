import { findHeader } from './header';
import { SPECS, ROW_START } from './layouts';
import { groupLines } from './lines';
import { buildRows } from './rows';
import type { TextItem } from './types';
import { splitWords } from './words';

// Items as pdf.js reports them: baseline y grows upwards, width in points (7 pt Helvetica-ish).
const item = (str: string, x: number, y: number, width = str.length * 3.9): TextItem => ({
  str,
  x,
  y,
  width,
  size: 7,
});

const COLS = {
  dateTime: 20,
  type: 75,
  toFrom: 120,
  accountName: 170,
  amount: 250,
  transactionId: 300,
  fees: 350,
  tax: 390,
  balance: 425,
  reference: 480,
};
const header = (y: number): TextItem[] => [
  item('Date & Time', 20, y),
  item('Payment', 75, y),
  item('Type', 75, y - 8),
  item('To/From', 120, y),
  item('Account Name', 170, y),
  item('Amount', 250, y),
  item('Transaction', 300, y),
  item('ID', 300, y - 8),
  item('Fees', 350, y),
  item('Tax', 390, y),
  item('Balance', 425, y),
  item('Reference', 480, y),
];

function parse(pages: TextItem[][]) {
  const prepared = pages.map((items, i) => {
    const lines = groupLines(items.flatMap(splitWords));
    const found = findHeader(lines, SPECS)!;
    return {
      page: i + 1,
      lines,
      bands: found.bands,
      firstLine: found.lastLine + 1,
      topY: lines[found.lastLine]!.y,
    };
  });
  return buildRows(prepared, ROW_START.app);
}

describe('rows from geometry', () => {
  it('finds a two-line header and its column bands', () => {
    const found = findHeader(groupLines(header(700)), SPECS);
    expect(found?.layout).toBe('app');
    expect(found?.bands.map((b) => b.key)).toEqual(Object.keys(COLS));
    expect(found?.lastLine).toBe(1);
  });

  it('merges wrapped cells, hyphenated names, phone numbers and multi-line references into one row', () => {
    const y = 680;
    const { rows } = parse([
      [
        ...header(700),
        item('27 May 2026', COLS.dateTime, y),
        item('MOMO', COLS.type, y),
        item('+233 55 33', COLS.toFrom, y),
        item('Kwame Aboagye-', COLS.accountName, y),
        item('-1,070.00', COLS.amount + 10, y),
        item('82155250503', COLS.transactionId, y),
        item('GHS 0.52', COLS.fees, y),
        item('GHS 0.00', COLS.tax, y),
        // pdf.js glued two cells into one item here.
        item('GHS 110.56 transfer with', COLS.balance, y, 95),
        item('23:05', COLS.dateTime, y - 8.75),
        item('USER', COLS.type, y - 8.75),
        item('37 56 7', COLS.toFrom, y - 8.75),
        item('Kyei', COLS.accountName, y - 8.75),
        item('ref: 1234', COLS.reference, y - 8.75),
        item('27 May 2026 18:16', COLS.dateTime, y - 20),
        item('Page 1 of 3', 250, 40),
      ],
    ]);
    expect(rows[0]!.cells).toMatchObject({
      dateTime: '27 May 2026 23:05',
      type: 'MOMO USER',
      toFrom: '+233 55 33 37 56 7',
      accountName: 'Kwame Aboagye-Kyei',
      amount: '-1,070.00',
      balance: 'GHS 110.56',
      reference: 'transfer with ref: 1234',
    });
    expect(rows).toHaveLength(2);
  });

  it('continues a row across a page break under the repeated header, and ignores footers', () => {
    const { rows, strays } = parse([
      [
        ...header(700),
        item('27 May 2026 18:16', 20, 680),
        item('Packet for', 480, 680),
        item('Page 1 of 2', 250, 40),
      ],
      [
        ...header(700),
        item('Mandate 17', 480, 678),
        item('28 May 2026 05:47', 20, 669),
        item('Page 2 of 2', 250, 40),
      ],
    ]);
    expect(rows.map((r) => r.cells.reference ?? '')).toEqual(['Packet for Mandate 17', '']);
    expect(strays.map((s) => s.text)).toEqual(['Page 1 of 2', 'Page 2 of 2']);
  });
});
