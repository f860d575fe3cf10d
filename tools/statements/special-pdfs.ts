import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { encryptedPdf } from './encrypt.ts';

const fixed = (doc: PDFDocument): void => {
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
};

export const PROTECTED_PASSWORD = '0599012817';

const COLUMNS = [30, 100, 150, 220, 300, 345, 400, 435, 470, 525];
/** The two rows the protected statement holds, as the parser must return them once opened. */
export const PROTECTED_ROWS = [
  [
    '28 May 2026 14:18',
    'AIRTIME',
    '+233 59 90 12 81 7',
    'MTN AIRTIME',
    '-8.00',
    '82187345928',
    'GHS 0.00',
    'GHS 0.00',
    'GHS 73.06',
    '',
  ],
  [
    '28 May 2026 05:47',
    'DEBIT',
    '',
    'Yellosave Autodebit',
    '-5.00',
    '82158821583',
    'GHS 0.00',
    'GHS 0.00',
    'GHS 81.06',
    'Packet',
  ],
];

/** A one-page app statement protected with a user password (pdf.js's empty-password try fails). */
export function passwordProtectedPdf(password = PROTECTED_PASSWORD): Uint8Array {
  const labels = [
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
  ];
  return encryptedPdf(
    [
      { x: 30, y: 800, text: 'Account holder: Adwoa Boakye-Yiadom', size: 8 },
      { x: 30, y: 788, text: 'Wallet number: +233 59 90 12 81 7', size: 8 },
      ...labels.map((text, i) => ({ x: COLUMNS[i]!, y: 760, text })),
      ...PROTECTED_ROWS.flatMap((row, r) =>
        row.map((text, i) => ({ x: COLUMNS[i]!, y: 745 - r * 12, text })).filter((t) => t.text),
      ),
    ],
    password,
  );
}

/** Encrypted with an owner password only: opens with the empty user password. */
export const ownerOnlyPdf = (): Uint8Array =>
  encryptedPdf(
    [
      { x: 40, y: 780, text: 'INVOICE 2291', size: 10 },
      { x: 40, y: 766, text: 'Total due GHS 120.00', size: 10 },
    ],
    '',
  );

/** Looks like a scanned statement: drawn shapes only, no text layer at all. */
export async function noTextPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  fixed(doc);
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 30, y: 760, width: 200, height: 40, color: rgb(1, 0.8, 0) });
  for (let row = 0; row < 30; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      page.drawRectangle({
        x: 30 + col * 66,
        y: 720 - row * 20,
        width: 40 + ((row * 7 + col * 3) % 20),
        height: 6,
        color: rgb(0.2, 0.2, 0.2),
      });
    }
  }
  return doc.save();
}

/** A text PDF that is not a MoMo statement: an invoice with dates and amounts. */
export async function invoicePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  fixed(doc);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    'INVOICE No. 2291',
    'Accra Office Supplies Ltd, Ring Road Central',
    'Date: 12 Mar 2026        Due: 26 Mar 2026',
    'Item                     Qty    Unit price    Amount',
    'A4 paper (box)            2        45.00        90.00',
    'Printer toner             1       310.00       310.00',
    'Total due                                 GHS 400.00',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 780 - i * 18, size: 11, font }));
  return doc.save();
}

/** Not a PDF at all (a truncated download). */
export const brokenPdf = (): Uint8Array =>
  new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog');
