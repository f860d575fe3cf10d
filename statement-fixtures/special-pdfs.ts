import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { encryptPdf } from './encrypt.ts';
import { generateStatement } from './random-statement.ts';
import type { Truth } from './truth.ts';

const fixed = (doc: PDFDocument): void => {
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
};

export const PROTECTED_PASSWORD = '0599012817';

/** The wallet the app fixtures belong to (the API and e2e tests upload them to this wallet). */
export const APP_HOLDER = { name: 'Adwoa Boakye-Yiadom', wallet: '233599012817' };

// The two-row app statement the encrypted fixtures hold, in a plain look so a failure there is
// about the encryption, with its truth: what the parser must return once the file is open.
const protectedSource = await generateStatement({
  seed: 20260528,
  layout: 'app',
  count: 2,
  start: '2026-05-27',
  plain: true,
  holder: APP_HOLDER,
});
export const PROTECTED_TRUTH: Truth = protectedSource.truth;

// Encrypted once at load, so callers get bytes synchronously (AES-256 and RC4-128 of each kind).
const CIPHERS = ['AES-256', 'RC4-128'] as const;
export type FixtureCipher = (typeof CIPHERS)[number];
const encrypted = {
  user: Object.fromEntries(
    await Promise.all(
      CIPHERS.map(async (cipher) => [
        cipher,
        await encryptPdf(protectedSource.pdf, { userPassword: PROTECTED_PASSWORD, cipher }),
      ]),
    ),
  ) as Record<FixtureCipher, Uint8Array>,
  owner: Object.fromEntries(
    await Promise.all(
      CIPHERS.map(async (cipher) => [
        cipher,
        await encryptPdf(protectedSource.pdf, { cipher, allowCopying: false }),
      ]),
    ),
  ) as Record<FixtureCipher, Uint8Array>,
};

/** The app statement protected with a user password (pdf.js's empty-password try fails). */
export const passwordProtectedPdf = (cipher: FixtureCipher = 'AES-256'): Uint8Array =>
  encrypted.user[cipher].slice();

/** The same statement with an owner password only: it opens with the empty user password. */
export const ownerOnlyPdf = (cipher: FixtureCipher = 'AES-256'): Uint8Array =>
  encrypted.owner[cipher].slice();

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

/** An invoice encrypted with an owner password only: opens freely, then is judged by its content. */
export async function ownerOnlyInvoicePdf(): Promise<Uint8Array> {
  return encryptPdf(await invoicePdf(), { cipher: 'RC4-128' });
}

/** Not a PDF at all (a truncated download). */
export const brokenPdf = (): Uint8Array =>
  new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog');
