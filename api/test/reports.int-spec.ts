import { Workbook, type Worksheet } from 'exceljs';
import type { Response } from 'superagent';
import { createMainWallet } from './fixtures';
import { importStatement, scriptedParser, txRow } from './imports';
import { pdfPages } from './pdf-text';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

const AMA = { phone: '261234567', email: 'ama@example.com', firstName: 'Ama', lastName: 'Owusu' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const row = (
  id: string,
  dateTime: string,
  amount: string,
  extra: Parameters<typeof txRow>[1] = {},
) => txRow(id, { dateTime, amount, fees: '0.00', tax: '0.00', ...extra });

// Kofi's main wallet, two months. His savings wallet is 055 123 4567: 3004 goes there.
const KOFI_ROWS = [
  row('2001', '2025-02-10T10:00:00', '-40.00', { fees: '0.40', accountName: 'YAW ADJEI' }),
  row('2002', '2025-02-12T10:00:00', '100.00', { type: 'CASH_IN' }),
  // A Saturday, and large: flagged. The name is not Latin-1 (Akan letters).
  row('3001', '2025-03-01T10:00:00', '-650.00', {
    type: 'TRANSFER',
    toFrom: '233244000111',
    accountName: 'ƆSEI ƐFUA',
    fees: '6.50',
    tax: '9.75',
  }),
  row('3002', '2025-03-05T10:00:00', '-50.00', {
    type: 'PAYMENT',
    toFrom: 'MTNONLINEAIRTIMEVENDOR',
    accountName: 'MTNONLINEAIRTIMEVENDOR',
  }),
  row('3003', '2025-03-08T23:30:00', '1500.00', { type: 'CASH_IN' }),
  row('3004', '2025-03-09T09:00:00', '-200.00', {
    type: 'TRANSFER',
    toFrom: '233551234567',
    accountName: 'KOFI BOATENG',
    fees: '2.00',
    tax: '1.00',
  }),
  row('3005', '2025-03-20T14:05:09', '-1234.56', {
    type: 'TRANSFER',
    toFrom: '0244000222',
    accountName: 'KWEKU 中文 ANNAN',
    fees: '12.35',
    tax: '18.52',
  }),
  row('3006', '2025-03-31T23:59:00', '-25.50'),
];
const AMA_ROWS = [
  row('9001', '2025-03-03T10:00:00', '-75.00'),
  row('9002', '2025-03-04T11:00:00', '900.00'),
];

// Response bodies as bytes, whatever the content type.
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('reports (premium export)', () => {
  let t: TestApp;
  let kofi: string;
  let ama: string;
  let kofiWallet: string;
  let savingsWallet: string;
  let amaWallet: string;
  const scripted = scriptedParser();
  const get = (path: string, query: Record<string, string>, bearer: string) =>
    t.http().get(path).query(query).set('Authorization', `Bearer ${bearer}`);
  const download = async (path: string, query: Record<string, string>) => {
    const res = await get(path, query, kofi).buffer(true).parse(binary).expect(200);
    return { body: res.body as Buffer, headers: res.headers as Record<string, string> };
  };

  // The period's figures, worked out here from the rows (not through the insights SQL): spending
  // and income leave out the transfer to Kofi's own savings wallet; fees and E-Levy do not.
  const expected = async (from: string | null, to: string | null) => {
    const [figures] = await t.db.query<Record<string, string>[]>(
      `WITH r AS (
         SELECT t.* FROM transactions t JOIN users u ON u.id = t.user_id
          WHERE u.phone = '233241234567'
            AND ($1::date IS NULL OR t.date_time >= $1::date) AND ($2::date IS NULL OR t.date_time < $2::date)),
       s AS (
         SELECT coalesce(sum(-amount) FILTER (WHERE amount < 0 AND to_from <> '233551234567'), 0) AS spent,
                coalesce(sum(amount) FILTER (WHERE amount > 0 AND to_from <> '233551234567'), 0) AS received,
                coalesce(sum(fees), 0) AS fees, coalesce(sum(tax), 0) AS tax
           FROM r)
       SELECT to_char(spent, 'FM999,999,990.00') AS spent, to_char(received, 'FM999,999,990.00') AS received,
              to_char(fees, 'FM999,999,990.00') AS fees, to_char(tax, 'FM999,999,990.00') AS tax,
              to_char(spent + fees + tax, 'FM999,999,990.00') AS "totalCost", spent::text AS "spentPlain"
         FROM s`,
      [from, to],
    );
    return figures!;
  };

  const dbRows = (from: string | null = null) =>
    t.db.query<
      {
        transactionId: string;
        dateTime: string;
        amount: string;
        fees: string;
        tax: string;
        balance: string;
      }[]
    >(
      `SELECT t.transaction_id AS "transactionId", to_char(t.date_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS "dateTime",
              t.amount::text AS amount, t.fees::text AS fees, t.tax::text AS tax, t.balance::text AS balance
         FROM transactions t JOIN users u ON u.id = t.user_id
        WHERE u.phone = '233241234567' AND ($1::date IS NULL OR t.date_time >= $1::date)
        ORDER BY t.date_time, t.transaction_id`,
      [from],
    );

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    kofi = await register(t, KOFI);
    kofiWallet = await createMainWallet(t, kofi);
    const savings = await t
      .http()
      .post('/api/wallets')
      .set('Authorization', `Bearer ${kofi}`)
      .send({ label: 'Savings', provider: 'MTN', momoNumber: '0551234567' })
      .expect(201);
    savingsWallet = (savings.body as { id: string }).id;
    await importStatement(t, kofi, kofiWallet, scripted.file(KOFI_ROWS));
    ama = await register(t, AMA);
    amaWallet = await createMainWallet(t, ama);
    await importStatement(t, ama, amaWallet, scripted.file(AMA_ROWS));
    await t.db.query(
      `UPDATE users SET is_pro = true, pro_until = now() + interval '1 day' WHERE phone = '233241234567'`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a session', async () => {
    for (const path of ['/api/reports/pdf', '/api/reports/xlsx']) {
      const res = await t.http().get(path).expect(401);
      expect((res.body as { code: string }).code).toBe('UNAUTHORIZED');
    }
  });

  it('is Pro only: a free account, or one whose Pro has ended, gets 403 PRO_REQUIRED', async () => {
    for (const path of ['/api/reports/pdf', '/api/reports/xlsx']) {
      const queries: Record<string, string>[] = [
        {},
        { period: 'all', walletId: amaWallet },
        { walletId: kofiWallet },
      ];
      for (const query of queries) {
        const res = await get(path, query, ama).expect(403);
        expect(res.body).toEqual({
          code: 'PRO_REQUIRED',
          error: expect.stringContaining('Upgrade to Pro') as unknown,
        });
      }
    }
    await t.db.query(
      `UPDATE users SET pro_until = now() - interval '1 minute' WHERE phone = '233241234567'`,
    );
    try {
      const res = await get('/api/reports/pdf', {}, kofi).expect(403);
      expect((res.body as { code: string }).code).toBe('PRO_REQUIRED');
    } finally {
      await t.db.query(
        `UPDATE users SET pro_until = now() + interval '1 day' WHERE phone = '233241234567'`,
      );
    }
  });

  it("refuses another user's wallet as not found, and a period it does not know", async () => {
    for (const path of ['/api/reports/pdf', '/api/reports/xlsx']) {
      const res = await get(path, { walletId: amaWallet }, kofi).expect(404);
      expect((res.body as { code: string }).code).toBe('WALLET_NOT_FOUND');
      const bad = await get(path, { period: 'forever' }, kofi).expect(400);
      expect((bad.body as { code: string }).code).toBe('VALIDATION_FAILED');
    }
  });

  it("writes the latest month's PDF: the figures, every transaction, and nothing of anyone else's", async () => {
    const { body, headers } = await download('/api/reports/pdf', { period: 'latest' });
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toBe(
      'attachment; filename="sikalens-report-march-2025.pdf"',
    );
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(body);
    const text = pages.join('\n');
    const lines = text.split('\n');
    const figures = await expected('2025-03-01', '2025-04-01');
    expect(figures.spent).toBe('1,960.06');
    const summaryLine = (label: string) => lines.find((line) => line.startsWith(`${label} `));
    expect(summaryLine('Received')).toContain(figures.received);
    expect(summaryLine('Spent')).toContain(figures.spent);
    expect(summaryLine('Fees')).toContain(figures.fees);
    expect(summaryLine('E-Levy')).toContain(figures.tax);
    expect(summaryLine('Total cost (spent + fees + E-Levy)')).toContain(figures.totalCost);
    expect(text).toContain('Kofi Boateng');
    expect(text).toContain('1 Mar 2025 to 31 Mar 2025');
    for (const { transactionId } of await dbRows('2025-03-01')) {
      expect(text).toContain(transactionId);
    }
    // February is another period; Ama's rows are hers.
    for (const id of ['2001', '2002', '9001', '9002']) {
      expect(text).not.toMatch(new RegExp(`\\b${id}\\b`));
    }
    // Ghanaian letters as they are (the embedded Noto Sans has them); a script it lacks as '?'.
    expect(text).toContain('ƆSEI ƐFUA');
    expect(text).toContain('Amounts in Ghana cedis (₵)');
    expect(text).toContain('KWEKU ?? ANNAN');
    // Flagged: the Saturday payment and the large one; the own-wallet transfer is not spending.
    const flagged = text.slice(text.indexOf('Flagged expenses'), text.indexOf('Transactions ('));
    expect(flagged).toMatch(/3001[^\n]*Large, Weekend/);
    expect(flagged).toContain('3005');
    expect(flagged).not.toContain('3004');
    expect(text).toContain('own wallets');
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    // Words as the app's screens write them (issue 30): types readable, spending with no category
    // 'Uncategorized', and the previous figures headed by what the dashboard compares with.
    expect(text).toContain('Cash in');
    expect(text).not.toContain('CASH_IN');
    expect(text).toMatch(/^Uncategorized\s/m);
    expect(text).not.toContain('Not categorized');
    expect(text).not.toContain('Period before');
    const { period } = (await get('/api/insights/summary', { period: 'latest' }, kofi).expect(200))
      .body as { period: { comparedWith: { label: string } | null } };
    // The statements start on 10 February: no fair comparison with February, so none is shown,
    // not a column of zeros.
    expect(period.comparedWith).toBeNull();
    expect(text).not.toContain('February 2025 (₵)');
    const categoryHeader = lines.find((line) => line.startsWith('Category '));
    expect(categoryHeader?.replace(/[\s·]+/g, ' ').trim()).toBe('Category Spent (₵) Share');
  });

  it('says when a section has nothing: one wallet with no transactions', async () => {
    const { body } = await download('/api/reports/pdf', { period: 'all', walletId: savingsWallet });
    const text = (await pdfPages(body)).join('\n');
    expect(text).toContain('Savings · 055 123 4567');
    expect(text).toContain('No flagged expenses in this period.');
    expect(text).toContain('No transactions in this period.');
    expect(text).toContain('No spending in this period.');
  });

  it('writes the workbook: a row per transaction, date cells, numbers equal to the database', async () => {
    const { body, headers } = await download('/api/reports/xlsx', { period: 'all' });
    expect(headers['content-type']).toBe(XLSX_TYPE);
    expect(headers['content-disposition']).toBe(
      'attachment; filename="sikalens-report-all-time.xlsx"',
    );
    const book = new Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Categories',
      'Fees',
      'Recipients',
      'Flagged',
      'Transactions',
    ]);
    const sheet = book.getWorksheet('Transactions')!;
    const rows = await dbRows();
    expect(rows).toHaveLength(KOFI_ROWS.length);
    expect(sheet.rowCount).toBe(1 + rows.length);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    rows.forEach((expectedRow, i) => {
      const cells = sheet.getRow(i + 2);
      const when = cells.getCell(col('Date & time')).value;
      expect(when).toBeInstanceOf(Date);
      expect((when as Date).toISOString().slice(0, 19)).toBe(expectedRow.dateTime);
      expect(cells.getCell(col('Transaction ID')).value).toBe(expectedRow.transactionId);
      expect(cells.getCell(col('Amount (₵)')).value).toBe(Number(expectedRow.amount));
      expect(cells.getCell(col('Fees (₵)')).value).toBe(Number(expectedRow.fees));
      expect(cells.getCell(col('E-Levy (₵)')).value).toBe(Number(expectedRow.tax));
      expect(cells.getCell(col('Balance (₵)')).value).toBe(Number(expectedRow.balance));
    });
    const own = rows.findIndex((r) => r.transactionId === '3004') + 2;
    expect(sheet.getRow(own).getCell(col('Own-wallet transfer')).value).toBe('Yes');

    const figures = await expected(null, null);
    const summary = book.getWorksheet('Summary')!;
    const valueOf = (ws: Worksheet, label: string) =>
      ws.getRow((ws.getColumn(1).values as unknown[]).indexOf(label)).getCell(2).value;
    expect(valueOf(summary, 'Spent')).toBe(Number(figures.spentPlain));
    expect(valueOf(summary, 'Transactions')).toBe(rows.length);
    const flagged = book.getWorksheet('Flagged')!;
    expect((flagged.getColumn(2).values as unknown[]).slice(2).sort()).toEqual(['3001', '3005']);
  });
});
