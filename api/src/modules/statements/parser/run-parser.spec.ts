import { PDFDocument, StandardFonts } from 'pdf-lib';
import { runParser } from './run-parser';

// Under Jest the runner starts worker.ts through the dev hook (worker threads run outside Jest's
// module system); compiled, it starts worker.js. The statement fixtures and their quirks are
// covered by tools/statements/statements.test.ts; this checks the runner itself.
async function tinyStatement(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const text = (str: string, x: number, y: number): void =>
    page.drawText(str, { x, y, size: 7, font });
  text('Account holder: ADWOA MENSAH', 30, 800);
  text('Wallet number: +233 59 90 12 81 7', 30, 790);
  const cols = [30, 100, 150, 220, 300, 345, 400, 435, 470, 525];
  [
    'Date & Time',
    'Payment Type',
    'To/From',
    'Account Name',
    'Amount',
    'Transaction ID',
    'Fees',
    'Tax',
    'Balance',
    'Reference',
  ].forEach((label, i) => text(label, cols[i]!, 760));
  const rows = [
    [
      '28 May 2026 05:47',
      'DEBIT',
      '',
      'Yellosave Autodebit',
      '-5.00',
      '82158821583',
      'GHS 0.00',
      'GHS 0.00',
      'GHS 105.56',
      'Packet',
    ],
    [
      '27 May 2026 23:05',
      'MOMO USER',
      '+233 55 33 37 56 7',
      'KOFI ASANTE',
      '-70.00',
      '82155250503',
      'GHS 0.52',
      'GHS 0.00',
      'GHS 110.56',
      '1',
    ],
  ];
  rows.forEach((cells, r) =>
    cells.forEach((cell, i) => cell && text(cell, cols[i]!, 745 - r * 12)),
  );
  return doc.save();
}

describe('runParser', () => {
  it('parses a statement in a worker thread', async () => {
    const outcome = await runParser(await tinyStatement());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.statement.holder).toEqual({
      name: 'ADWOA MENSAH',
      walletNumber: '+233599012817',
    });
    expect(
      outcome.statement.transactions.map((t) => [
        t.transactionId,
        t.toFrom,
        t.amount,
        t.fees,
        t.balance,
      ]),
    ).toEqual([
      ['82158821583', 'Yellosave Autodebit', '-5.00', '0.00', '105.56'],
      ['82155250503', '+233553337567', '-70.00', '0.52', '110.56'],
    ]);
    expect(outcome.statement.reconciliation).toMatchObject({ rowsChecked: 2, unreconciled: [] });
  });

  it('reports a file that is not a PDF as unreadable', async () => {
    const outcome = await runParser(new TextEncoder().encode('not a pdf at all'));
    expect(outcome.ok ? null : outcome.failure.code).toBe('PDF_UNREADABLE');
  });

  it('fails only that parse when it runs out of time', async () => {
    const outcome = await runParser(await tinyStatement(), { timeoutMs: 5 });
    expect(outcome.ok ? null : outcome.failure.code).toBe('PARSE_TIMEOUT');
  });

  it('fails only that parse when the worker runs out of memory, and the next parse still works', async () => {
    const crashed = await runParser(await tinyStatement(), {
      resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1 },
    });
    expect(crashed.ok ? null : crashed.failure.code).toBe('PARSE_CRASHED');
    expect((await runParser(await tinyStatement())).ok).toBe(true);
  });

  it('splits pages over two workers and returns the same statement', async () => {
    const pdf = await tinyStatement();
    expect(await runParser(pdf, { workers: 2 })).toEqual(await runParser(pdf, { workers: 1 }));
  });
});
