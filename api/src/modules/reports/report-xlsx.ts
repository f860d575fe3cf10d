import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stream as excel, type Font, type Worksheet } from 'exceljs';
import type { FlagKind } from '../insights';
import { transactionTypeLabel } from '../transactions';
import {
  categoryName,
  comparedLabel,
  flagsNote,
  truncationNote,
  UNCATEGORIZED_NAME,
  type ReportData,
} from './report-data';
import { generatedText } from './report-format';

const MONEY = '#,##0.00';
const COUNT = '#,##0';
const DAY = 'd mmm yyyy';
const MONTH = 'mmm yyyy';
const DATE_TIME = 'yyyy-mm-dd hh:mm:ss';
const BOLD: Partial<Font> = { bold: true };

const FLAG_NAMES: Record<FlagKind, string> = {
  large: 'Large',
  unusual: 'Unusual',
  weekend: 'Weekend',
  'late-night': 'Late night',
};

// Amounts arrive as exact decimal text with two places; a spreadsheet cell holds them as numbers
// (shown with two decimals, summed by the spreadsheet as the user likes).
const amount = (value: string) => Number(value);
// Statement times are Ghana time, which is UTC all year: the cell shows the statement's clock.
const statementTime = (value: string) => new Date(`${value.slice(0, 19)}Z`);
const day = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`);

type Sheet = Worksheet & { commit(): void };

// The header row of a table: bold, filled, frozen when it is the sheet's first row.
function headerRow(sheet: Sheet, values: string[]): void {
  const row = sheet.addRow(values);
  row.font = BOLD;
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8ECF1' } };
  });
  row.commit();
}

function addRow(sheet: Sheet, values: unknown[], formats: (string | null)[] = []): void {
  const row = sheet.addRow(values);
  formats.forEach((format, i) => {
    if (format) row.getCell(i + 1).numFmt = format;
  });
  row.commit();
}

function title(sheet: Sheet, text: string): void {
  const row = sheet.addRow([text]);
  row.font = { bold: true, size: 13 };
  row.commit();
}

const blank = (sheet: Sheet) => sheet.addRow([]).commit();

function widths(sheet: Sheet, columns: number[]): void {
  sheet.columns = columns.map((width) => ({ width }));
}

function summarySheet(book: excel.xlsx.WorkbookWriter, data: ReportData): void {
  const sheet = book.addWorksheet('Summary') as Sheet;
  const s = data.summary;
  // The previous figures only with a fair comparison, headed by the days they cover.
  const compared = s.previous ? comparedLabel(data) : null;
  widths(sheet, [36, 22, 22]);
  title(sheet, 'SikaLens mobile money report');
  addRow(sheet, ['Prepared for', data.owner]);
  addRow(sheet, ['Period', data.period.label]);
  addRow(sheet, ['First day', data.range ? day(data.range.first) : 'No transactions'], [null, DAY]);
  addRow(sheet, ['Last day', data.range ? day(data.range.last) : 'No transactions'], [null, DAY]);
  addRow(sheet, ['Wallet', data.wallets]);
  addRow(sheet, ['Generated', generatedText(data.generatedAt)]);
  blank(sheet);
  headerRow(sheet, ['Figure', 'This period (₵)', compared === null ? '' : `${compared} (₵)`]);
  const figures: [string, string, string | undefined][] = [
    ['Received', s.received, s.previous?.received],
    ['Spent', s.spent, s.previous?.spent],
    ['Fees', s.fees, s.previous?.fees],
    ['E-Levy', s.tax, s.previous?.tax],
    ['Total cost (spent + fees + E-Levy)', s.totalCost, s.previous?.totalCost],
  ];
  for (const [label, current, previous] of figures) {
    addRow(
      sheet,
      [
        label,
        amount(current),
        previous === undefined || compared === null ? null : amount(previous),
      ],
      [null, MONEY, MONEY],
    );
  }
  addRow(sheet, ['Transactions', s.transactionCount], [null, COUNT]);
  addRow(sheet, [UNCATEGORIZED_NAME, s.uncategorisedCount], [null, COUNT]);
  addRow(sheet, ['Payments over ₵500', s.spendsAbove500], [null, COUNT]);
  blank(sheet);
  addRow(sheet, [
    'Transfers between your own wallets are neither spending nor income; their fees and E-Levy count.',
  ]);
  const note = truncationNote(data);
  if (note) addRow(sheet, [note]);
  sheet.commit();
}

function categoriesSheet(book: excel.xlsx.WorkbookWriter, data: ReportData): void {
  const sheet = book.addWorksheet('Categories', {
    views: [{ state: 'frozen', ySplit: 1 }],
  }) as Sheet;
  widths(sheet, [30, 16, 12, 20, 12]);
  // The previous spending and the change only with a fair comparison, headed by its days.
  const compared = comparedLabel(data);
  headerRow(sheet, [
    'Category',
    'Spent (₵)',
    'Share (%)',
    ...(compared === null ? [] : [`${compared} (₵)`, 'Change (%)']),
  ]);
  const rows = data.categories.categories;
  if (rows.length === 0) addRow(sheet, ['No spending in this period']);
  for (const c of rows) {
    addRow(
      sheet,
      [
        categoryName(c),
        amount(c.spent),
        Number(c.share),
        ...(compared === null
          ? []
          : [amount(c.previousSpent), c.change === null ? null : Number(c.change)]),
      ],
      [null, MONEY, '0.0', MONEY, '0.0'],
    );
  }
  if (rows.length > 0) {
    addRow(sheet, ['Total', amount(data.categories.spent)], [null, MONEY]);
  }
  sheet.commit();
}

function feesSheet(book: excel.xlsx.WorkbookWriter, data: ReportData): void {
  const sheet = book.addWorksheet('Fees') as Sheet;
  const f = data.fees;
  widths(sheet, [26, 16, 16, 16, 16, 16, 16]);
  title(sheet, 'Fees and E-Levy');
  if (f.byType.length === 0) {
    addRow(sheet, ['No fees or E-Levy in this period']);
    sheet.commit();
    return;
  }
  addRow(sheet, ['Fees (₵)', amount(f.fees)], [null, MONEY]);
  addRow(sheet, ['E-Levy (₵)', amount(f.tax)], [null, MONEY]);
  addRow(sheet, ['Fees and E-Levy (₵)', amount(f.total)], [null, MONEY]);
  addRow(
    sheet,
    ['Share of spending (%)', f.shareOfSpending === null ? null : Number(f.shareOfSpending)],
    [null, '0.0'],
  );
  blank(sheet);
  headerRow(sheet, ['Kind of transaction', 'Transactions', 'Fees (₵)', 'E-Levy (₵)', 'Total (₵)']);
  for (const g of f.byType) {
    addRow(
      sheet,
      [g.label, g.count, amount(g.fees), amount(g.tax), amount(g.total)],
      [null, COUNT, MONEY, MONEY, MONEY],
    );
  }
  blank(sheet);
  headerRow(sheet, ['Month', 'Fees (₵)', 'E-Levy (₵)']);
  for (const m of f.byMonth) {
    addRow(sheet, [day(`${m.month}-01`), amount(m.fees), amount(m.tax)], [MONTH, MONEY, MONEY]);
  }
  blank(sheet);
  headerRow(sheet, [
    'Costliest: date',
    'Transaction type',
    'Recipient',
    'Amount (₵)',
    'Fees (₵)',
    'E-Levy (₵)',
  ]);
  for (const t of f.top) {
    addRow(
      sheet,
      [
        statementTime(t.dateTime),
        transactionTypeLabel(t.type),
        t.recipient,
        amount(t.amount),
        amount(t.fees),
        amount(t.tax),
      ],
      [DATE_TIME, null, null, MONEY, MONEY, MONEY],
    );
  }
  sheet.commit();
}

function recipientsSheet(book: excel.xlsx.WorkbookWriter, data: ReportData): void {
  const sheet = book.addWorksheet('Recipients', {
    views: [{ state: 'frozen', ySplit: 1 }],
  }) as Sheet;
  widths(sheet, [16, 30, 36, 12, 18, 14]);
  headerRow(sheet, [
    'Number',
    'Name',
    'Other names',
    'Payments',
    'Total spent (₵)',
    'Latest payment',
  ]);
  const r = data.recipients;
  if (r.items.length === 0) addRow(sheet, ['No payments to people in this period']);
  for (const p of r.items) {
    addRow(
      sheet,
      [
        p.number,
        p.latestAccountName,
        p.otherNames.join(', '),
        p.transactionCount,
        amount(p.totalSpent),
        day(p.latestDate),
      ],
      [null, null, null, COUNT, MONEY, DAY],
    );
  }
  if (r.totalRecipients > r.items.length) {
    addRow(sheet, [
      `The ${r.items.length} paid the most of ${r.totalRecipients} people paid in this period.`,
    ]);
  }
  sheet.commit();
}

function flaggedSheet(book: excel.xlsx.WorkbookWriter, data: ReportData): void {
  const sheet = book.addWorksheet('Flagged', { views: [{ state: 'frozen', ySplit: 1 }] }) as Sheet;
  widths(sheet, [20, 16, 30, 14, 26, 10, 22]);
  headerRow(sheet, [
    'Date & time',
    'Transaction ID',
    'Recipient',
    'Amount (₵)',
    'Why',
    'Reviewed',
    'Category',
  ]);
  const { items } = data.flags;
  if (items.length === 0) addRow(sheet, ['No flagged expenses in this period']);
  for (const { transaction: t, flags, reviewed } of items) {
    addRow(
      sheet,
      [
        statementTime(t.dateTime),
        t.transactionId,
        t.recipient,
        amount(t.amount),
        flags.map((k) => FLAG_NAMES[k]).join(', '),
        reviewed ? 'Yes' : 'No',
        t.category?.name ?? UNCATEGORIZED_NAME,
      ],
      [DATE_TIME, null, null, MONEY],
    );
  }
  const note = flagsNote(data);
  if (note) addRow(sheet, [note]);
  sheet.commit();
}

const TRANSACTION_COLUMNS: [string, number][] = [
  ['Date & time', 20],
  ['Transaction ID', 16],
  ['Wallet', 14],
  ['Type', 18],
  ['To/From', 16],
  ['Account name', 28],
  ['Description', 34],
  ['Category', 20],
  ['Amount (₵)', 14],
  ['Fees (₵)', 11],
  ['E-Levy (₵)', 12],
  ['Balance (₵)', 14],
  ['Reference', 24],
  ['Own-wallet transfer', 10],
];

async function transactionsSheet(book: excel.xlsx.WorkbookWriter, data: ReportData): Promise<void> {
  const sheet = book.addWorksheet('Transactions', {
    views: [{ state: 'frozen', ySplit: 1 }],
  }) as Sheet;
  widths(
    sheet,
    TRANSACTION_COLUMNS.map(([, width]) => width),
  );
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1, column: TRANSACTION_COLUMNS.length },
  };
  headerRow(
    sheet,
    TRANSACTION_COLUMNS.map(([name]) => name),
  );
  const formats = [DATE_TIME, null, null, null, null, null, null, null, MONEY, MONEY, MONEY, MONEY];
  for (const [index, t] of data.transactions.entries()) {
    addRow(
      sheet,
      [
        statementTime(t.dateTime),
        t.transactionId,
        t.walletLabel,
        t.type,
        t.toFrom,
        t.accountName,
        t.description,
        t.category?.name ?? UNCATEGORIZED_NAME,
        amount(t.amount),
        amount(t.fees),
        amount(t.tax),
        amount(t.balance),
        t.reference,
        t.ownTransfer ? 'Yes' : '',
      ],
      formats,
    );
    // Other requests get a turn while a long history is written.
    if (index % 2_000 === 1_999) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
}

/**
 * The period's report as an Excel workbook: Summary, Categories, Fees, Recipients, Flagged and
 * Transactions sheets; dates are date cells and money is numbers, so the workbook sorts, filters
 * and sums as a spreadsheet should. Written row by row (exceljs's streaming writer).
 */
export async function renderReportXlsx(data: ReportData): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = finished(sink);
  const book = new excel.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  book.creator = 'SikaLens';
  book.created = data.generatedAt;
  summarySheet(book, data);
  categoriesSheet(book, data);
  feesSheet(book, data);
  recipientsSheet(book, data);
  flaggedSheet(book, data);
  await transactionsSheet(book, data);
  await book.commit();
  await written;
  return Buffer.concat(chunks);
}
