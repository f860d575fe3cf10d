import { Workbook, type Worksheet } from 'exceljs';
import { pdfPages } from '../../../test/pdf-text';
import type { ReportData, ReportTransaction } from './report-data';
import { renderReportPdf } from './report-pdf';
import { renderReportXlsx } from './report-xlsx';

// A small report's data for the renderers' tests, figures made up (the integration test checks
// the real ones against the database).
function sampleTransaction(
  n: number,
  overrides: Partial<ReportTransaction> = {},
): ReportTransaction {
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    transactionId: String(50_000_000_000 + n),
    walletId: '11111111-1111-4111-8111-111111111111',
    dateTime: `2025-03-${day}T${String(n % 24).padStart(2, '0')}:15:00`,
    amount: n % 3 === 0 ? '300.00' : `-${(n * 7.25).toFixed(2)}`,
    fees: n % 3 === 0 ? '0.00' : '0.75',
    tax: n % 4 === 0 ? '1.00' : '0.00',
    balance: `${(10_000 - n).toFixed(2)}`,
    toFrom: '233241234567',
    accountName: n % 5 === 0 ? 'KWAME NKRUMAH MEMORIAL PARK AND MAUSOLEUM SHOP' : 'AMA SERWAA',
    recipient: 'AMA SERWAA',
    type: n % 3 === 0 ? 'CASH_IN' : 'TRANSFER',
    description: 'Transfer to AMA SERWAA',
    reference: n % 2 === 0 ? `lunch ${n}` : '',
    categoryId: null,
    category: null,
    categorisedBy: null,
    walletLabel: 'Main',
    ownTransfer: false,
    ...overrides,
  };
}

function sampleReport(overrides: Partial<ReportData> = {}): ReportData {
  const transactions = Array.from({ length: 60 }, (_, i) => sampleTransaction(i + 1));
  const period = {
    key: 'latest' as const,
    choice: 'latest' as const,
    label: 'March 2025',
    from: '2025-03-01',
    to: '2025-04-01',
    through: null,
    comparedWith: { from: '2025-02-01', to: '2025-03-01', label: 'February 2025' },
  };
  return {
    owner: 'Kofi Boateng',
    wallets: 'Main · 024 123 4567',
    manyWallets: false,
    period,
    range: { first: '2025-03-01', last: '2025-03-31' },
    generatedAt: new Date('2025-04-02T09:30:00Z'),
    summary: {
      period,
      spent: '12345.50',
      received: '6000.00',
      fees: '30.75',
      tax: '15.00',
      totalCost: '12391.25',
      transactionCount: transactions.length,
      uncategorisedCount: 60,
      spendsAbove300: 2,
      spendsAbove500: 1,
      previous: {
        spent: '100.00',
        received: '0.00',
        fees: '1.00',
        tax: '0.00',
        totalCost: '101.00',
      },
      coverage: { first: '2025-02-01', last: '2025-03-31', months: ['2025-02', '2025-03'] },
    },
    categories: {
      period,
      spent: '12345.50',
      categories: [
        {
          id: null,
          name: 'Uncategorized',
          color: '#94A3B8',
          icon: 'circle-dashed',
          spent: '12345.50',
          count: transactions.length,
          share: '100.0',
          previousSpent: '100.00',
          change: '12245.5',
        },
      ],
    },
    fees: {
      period,
      fees: '30.75',
      tax: '15.00',
      total: '45.75',
      shareOfSpending: '0.4',
      byType: [
        {
          group: 'transfers',
          label: 'Transfers',
          fees: '30.75',
          tax: '15.00',
          total: '45.75',
          count: 41,
        },
      ],
      byMonth: [
        { month: '2025-02', fees: '1.00', tax: '0.00' },
        { month: '2025-03', fees: '30.75', tax: '15.00' },
      ],
      top: [
        {
          id: transactions[3]!.id,
          dateTime: transactions[3]!.dateTime,
          type: 'TRANSFER',
          recipient: 'AMA SERWAA',
          amount: '-29.00',
          fees: '0.75',
          tax: '1.00',
        },
      ],
    },
    recipients: {
      period,
      totalRecipients: 1,
      totalSpent: '12345.50',
      averagePerRecipient: '12345.50',
      matching: 1,
      page: 1,
      pageSize: 10,
      totalPages: 1,
      items: [
        {
          number: '0241234567',
          latestAccountName: 'AMA SERWAA',
          otherNames: ['KWAME NKRUMAH MEMORIAL PARK AND MAUSOLEUM SHOP'],
          totalSpent: '12345.50',
          transactionCount: 40,
          latestDate: '2025-03-28T03:15:00',
        },
      ],
    },
    flags: {
      period,
      counts: {
        flagged: 1,
        flaggedAmount: '652.50',
        reviewed: 0,
        large: 1,
        unusual: 1,
        weekend: 0,
        lateNight: 0,
      },
      items: [
        {
          transaction: { ...transactions[1]!, amount: '-652.50' },
          flags: ['large', 'unusual'],
          reviewed: false,
        },
      ],
    },
    transactions,
    transactionCount: transactions.length,
    ...overrides,
  };
}

function emptyReport(): ReportData {
  const full = sampleReport();
  return sampleReport({
    transactions: [],
    transactionCount: 0,
    categories: { ...full.categories, categories: [] },
    fees: { ...full.fees, byType: [], byMonth: [], top: [] },
    recipients: { ...full.recipients, items: [], totalRecipients: 0 },
    flags: { ...full.flags, items: [] },
  });
}

async function readBook(bytes: Buffer): Promise<Workbook> {
  const book = new Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

const column = (sheet: Worksheet, n: number) => sheet.getColumn(n).values.slice(2) as unknown[];

describe('the PDF report', () => {
  it('lists every transaction, marks own-wallet transfers and names each wallet when there are several', async () => {
    const data = sampleReport({ manyWallets: true });
    data.transactions[4] = { ...data.transactions[4]!, ownTransfer: true, walletLabel: 'Savings' };
    const text = (await pdfPages(await renderReportPdf(data))).join('\n');
    for (const t of data.transactions) expect(text).toContain(t.transactionId);
    expect(text).toContain('own wallets');
    expect(text).toContain('Savings');
    expect(text).toContain('12,345.50');
    expect(text).toContain('Transactions (60)');
    expect(text).not.toContain('this file lists the latest');
  });

  it('writes types in words, names uncategorized spending so, and heads the comparison by its days', async () => {
    const text = (await pdfPages(await renderReportPdf(sampleReport()))).join('\n');
    // 'CASH_IN' and 'TRANSFER' as the history writes them.
    expect(text).toContain('Cash in');
    expect(text).not.toContain('CASH_IN');
    expect(text).not.toContain('TRANSFER');
    expect(text).toMatch(/^Uncategorized\s+12,345.50\s+100.0%/m);
    expect(text).toMatch(/^Uncategorized\s+60\b/m);
    expect(text).not.toContain('Other Expenses');
    expect(text).not.toContain('Not categorized');
    expect(text).toContain('February 2025 (₵)');
    expect(text).not.toContain('Period before');

    // A partial month against the same days of the one before: those days, not 'the period before'.
    const partial = sampleReport();
    partial.period = {
      ...partial.period,
      through: '2025-03-06',
      comparedWith: { from: '2025-02-01', to: '2025-02-07', label: '1–6 February 2025' },
    };
    const partialText = (await pdfPages(await renderReportPdf(partial))).join('\n');
    expect(partialText).toContain('1–6 February 2025 (₵)');
    expect(partialText).not.toContain('Period before');

    // No fair comparison: no previous column at all.
    const none = sampleReport({ summary: { ...sampleReport().summary, previous: null } });
    none.period = { ...none.period, comparedWith: null };
    const noneText = (await pdfPages(await renderReportPdf(none))).join('\n');
    expect(noneText).not.toContain('February 2025 (₵)');
    expect(noneText).not.toContain('Change');
  });

  it('says when the period has more transactions than it lists', async () => {
    const data = sampleReport({ transactionCount: 7250 });
    const text = (await pdfPages(await renderReportPdf(data))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(
      'This period has 7,250 transactions; this file lists the latest 60 (from 2 Mar 2025)',
    );
  });

  it('says so when a section is empty', async () => {
    const text = (await pdfPages(await renderReportPdf(emptyReport()))).join('\n');
    for (const sentence of [
      'No spending in this period.',
      'No fees or E-Levy in this period.',
      'No payments to people in this period.',
      'No flagged expenses in this period.',
      'No transactions in this period.',
    ]) {
      expect(text).toContain(sentence);
    }
  });
});

describe('the Excel report', () => {
  it('has the six sheets, and transactions as date and number cells under a frozen, filtered header', async () => {
    const data = sampleReport();
    const book = await readBook(await renderReportXlsx(data));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Categories',
      'Fees',
      'Recipients',
      'Flagged',
      'Transactions',
    ]);
    const sheet = book.getWorksheet('Transactions')!;
    expect(sheet.rowCount).toBe(1 + data.transactions.length);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:N1');
    // Money is ₵ in the app (issue 30): GHS only where a payment provider needs the code.
    expect(sheet.getRow(1).getCell(9).value).toBe('Amount (₵)');
    const headers = book.worksheets.flatMap((ws) =>
      ws
        .getColumn(1)
        .values.concat(
          ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((n) => ws.getColumn(n).values),
        ),
    );
    expect(headers.filter((value) => typeof value === 'string' && value.includes('GHS'))).toEqual(
      [],
    );
    data.transactions.forEach((t, i) => {
      const row = sheet.getRow(i + 2);
      const when = row.getCell(1).value;
      expect(when).toBeInstanceOf(Date);
      // The statement's clock, read in UTC (Ghana time).
      expect((when as Date).toISOString().slice(0, 19)).toBe(t.dateTime);
      expect(row.getCell(2).value).toBe(t.transactionId);
      expect(row.getCell(9).value).toBe(Number(t.amount));
      expect(row.getCell(12).value).toBe(Number(t.balance));
      expect(row.getCell(9).numFmt).toBe('#,##0.00');
    });
    expect(column(sheet, 1).every((value) => value instanceof Date)).toBe(true);
    expect(sheet.getColumn(7).width).toBe(34);
    const summary = book.getWorksheet('Summary')!;
    const spent = summary.getColumn(1).values.indexOf('Spent');
    expect(summary.getRow(spent).getCell(2).value).toBe(12345.5);
  });

  it('names uncategorized spending so and heads the comparison by the days it covers', async () => {
    const book = await readBook(await renderReportXlsx(sampleReport()));
    const summary = book.getWorksheet('Summary')!;
    const labels = summary.getColumn(1).values;
    expect(labels).toContain('Uncategorized');
    expect(labels).toContain('Payments over ₵500');
    expect(labels).not.toContain('Not categorized');
    const figureHeader = summary.getRow(labels.indexOf('Figure')).values as unknown[];
    expect(figureHeader.slice(1)).toEqual(['Figure', 'This period (₵)', 'February 2025 (₵)']);
    const categories = book.getWorksheet('Categories')!;
    expect((categories.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Category',
      'Spent (₵)',
      'Share (%)',
      'February 2025 (₵)',
      'Change (%)',
    ]);
    expect(categories.getCell('A2').value).toBe('Uncategorized');
    const fees = book.getWorksheet('Fees')!;
    expect(fees.getColumn(2).values).toContain('Transfer');
    expect(fees.getColumn(2).values).not.toContain('TRANSFER');

    const none = sampleReport({ summary: { ...sampleReport().summary, previous: null } });
    none.period = { ...none.period, comparedWith: null };
    const bare = await readBook(await renderReportXlsx(none));
    expect((bare.getWorksheet('Categories')!.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Category',
      'Spent (₵)',
      'Share (%)',
    ]);
  });

  it('says so when a sheet has nothing, and when transactions are left out', async () => {
    const book = await readBook(await renderReportXlsx(emptyReport()));
    expect(book.getWorksheet('Categories')!.getCell('A2').value).toBe('No spending in this period');
    expect(book.getWorksheet('Flagged')!.getCell('A2').value).toBe(
      'No flagged expenses in this period',
    );
    expect(book.getWorksheet('Transactions')!.rowCount).toBe(1);
    const capped = await readBook(
      await renderReportXlsx(sampleReport({ transactionCount: 70_000 })),
    );
    const notes = capped.getWorksheet('Summary')!.getColumn(1).values;
    expect(notes.filter((value) => typeof value === 'string').join('\n')).toContain(
      'This period has 70,000 transactions; this file lists the latest 60',
    );
  });
});
